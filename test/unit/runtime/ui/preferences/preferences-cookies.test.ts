// @vitest-environment happy-dom
// What the preference centre says about each category's cookies: how many,
// which service (provider) sets them, with what purpose, for how long, from
// which domain, and where the provider's and the website's policies are.

import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigCookie, RuntimeConfig } from '../../../../../src/schema/runtime-config.ts';
import { buildConfig } from '../../../../fixtures/config.ts';
import { textsEn as t } from '../../../../fixtures/texts-en.ts';
import { focused, mount } from '../setup.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const cookie = (name: string, over: Partial<ConfigCookie> = {}): ConfigCookie => ({
  name,
  domain: '.shop.example',
  lifetime: '1 year',
  description: `${name} purpose.`,
  ...over,
});

function open(config: RuntimeConfig = buildConfig()) {
  const m = mount({}, config);
  m.ui.showPreferences();
  const dialog = m.q.getByRole('dialog', { name: t.pc_title });
  /** A category's list item, by its heading. */
  const category = (name: string) => m.q.getByRole('heading', { level: 3, name }).closest('li')!;
  return { ...m, dialog, category };
}

const analytics = (cookies: ConfigCookie[]) => buildConfig({ categories: [{ id: 'analytics', cookies }] });

describe('cookie count', () => {
  it('each category with cookies shows their number on the disclosure of its list', () => {
    const m = open();
    const counts = [t.cat_essential, t.cat_analytics, t.cat_advertising, t.cat_unclassified].map(
      (name) => m.category(name).querySelector('summary')!.textContent,
    );
    expect(counts).toEqual(['Cookies (1)', 'Cookies (2)', 'Cookies (1)', 'Cookies (1)']);
  });

  it('a category without cookies says so, with no list', () => {
    const m = open(buildConfig({ categories: [{ id: 'essential', cookies: [] }] }));
    const li = m.category(t.cat_essential);
    expect(li.querySelector('details')).toBeNull();
    expect(li.textContent).toContain(t.no_cookies);
  });
});

describe('cookies grouped by service', () => {
  it('names each service with its count, then each cookie’s name, purpose, lifetime and domain', () => {
    const m = open(
      analytics([
        cookie('_ga', { service: 'Google Analytics' }),
        cookie('_hjid', { service: 'Hotjar', domain: '.hotjar.com', lifetime: null }),
        cookie('_gid', { service: 'Google Analytics', description: null }),
        cookie('_ga_ABC', { service: 'Google Analytics' }),
      ]),
    );
    const li = m.category(t.cat_analytics);
    expect(li.querySelector('summary')!.textContent).toBe('Cookies (4)');
    const groups = [...li.querySelectorAll('.sv')];
    expect(groups.map((g) => g.querySelector('h4')!.textContent)).toEqual(['Google Analytics (3)', 'Hotjar (1)']);
    const rows = (dl: Element) =>
      [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    const [ga, , gid] = groups[0]!.querySelectorAll('dl');
    expect(rows(ga!)).toEqual([
      [t.cookie_name, '_ga'],
      [t.cookie_description, '_ga purpose.'],
      [t.cookie_lifetime, '1 year'],
      [t.cookie_domain, '.shop.example'],
    ]);
    // Missing values are left out, not shown empty.
    expect(rows(gid!).map(([k]) => k)).toEqual([t.cookie_name, t.cookie_lifetime, t.cookie_domain]);
    expect(rows(groups[1]!.querySelector('dl')!).map(([k]) => k)).toEqual([t.cookie_name, t.cookie_description, t.cookie_domain]);
  });

  it('cookies of no known service are listed under their domain; of no domain either, under “unknown provider”', () => {
    const m = open(
      analytics([
        cookie('b', { domain: null }),
        cookie('a'),
        cookie('z', { service: 'Zendesk' }),
        cookie('c', { domain: 'shop.example' }),
      ]),
    );
    const headings = [...m.category(t.cat_analytics).querySelectorAll('h4')].map((h) => h.textContent);
    expect(headings).toEqual(['shop.example (2)', 'Zendesk (1)', `${t.service_unknown} (1)`]);
  });

  it('links the provider’s policy in a new tab, named as the provider’s policy that opens in a new tab', () => {
    const m = open();
    fireEvent.click(m.category(t.cat_analytics).querySelector('summary')!);
    const link = m.q.getByRole('link', { name: 'Google Analytics privacy policy (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://policies.google.com/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')!.split(' ')).toContain('noopener');
    expect(link.closest('.sv')!.querySelector('h4')!.textContent).toBe('Google Analytics (2)');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/', 'JAVASCRIPT:alert(1)'])(
    'refuses the provider link %j: the service is listed without a link',
    (link) => {
      const m = open(analytics([cookie('x', { service: 'Shady', service_policy_link: link })]));
      const group = m.category(t.cat_analytics).querySelector('.sv')!;
      expect(group.querySelector('h4')!.textContent).toBe('Shady (1)');
      expect(group.querySelector('a')).toBeNull();
      expect(m.dialog.innerHTML).not.toMatch(/javascript:|data:text|evil\.example/i);
    },
  );

  it('shows a hostile service name as text, never as markup', () => {
    const name = '<img src=x onerror="window.__pwned=1">$&';
    const m = open(analytics([cookie('x', { service: name, service_policy_link: 'https://p.example/' })]));
    const group = m.category(t.cat_analytics).querySelector('.sv')!;
    expect(group.querySelector('img')).toBeNull();
    expect(group.querySelector('h4')!.textContent).toBe(`${name} (1)`);
    // `$&` in a name is not a replacement pattern of the link text.
    expect(group.querySelector('a')!.textContent).toContain(`${name} privacy policy`);
  });
});

describe('the website’s cookie policy', () => {
  it('is linked in the dialog, opening in a new tab', () => {
    const m = open();
    const link = m.q.getByRole('link', { name: `${t.policy_link} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe('https://shop.example/cookie-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')!.split(' ')).toContain('noopener');
  });

  it.each([null, 'javascript:alert(1)'])('is not linked for the policy_url %j', (policy_url) => {
    const m = open(buildConfig({ policy_url }));
    expect(m.q.queryByRole('link', { name: new RegExp(t.policy_link) })).toBeNull();
  });
});

describe('the banner while the preference centre is open', () => {
  // `hidden` as well: happy-dom's computed style does not apply the attribute.
  const shown = (el: Element | null) =>
    !!el && el.isConnected && !(el as HTMLElement).hidden && getComputedStyle(el).display !== 'none';

  it('is hidden, and shown again with focus on its preferences button when the centre closes without a decision', () => {
    const m = mount();
    m.ui.showBanner();
    const banner = m.q.getByRole('region', { name: t.banner_label });
    const prefs = m.q.getByRole('button', { name: t.preferences });
    prefs.focus();
    fireEvent.click(prefs);
    const dialog = m.q.getByRole('dialog', { name: t.pc_title });
    expect(shown(dialog)).toBe(true);
    expect(shown(banner)).toBe(false);
    expect(m.q.queryByRole('region', { name: t.banner_label })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(shown(banner)).toBe(true);
    expect(focused(m.root)).toBe(prefs);
    expect(m.onDecide).not.toHaveBeenCalled();
  });

  it.each([t.accept_all, t.decline_all, t.save])('is gone with the centre after “%s”', (name) => {
    const m = mount();
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.preferences }));
    fireEvent.click(m.q.getByRole('button', { name }));
    expect(m.onDecide).toHaveBeenCalledTimes(1);
    expect(m.box.querySelector('section, [role=dialog]')).toBeNull();
  });

  it('the floating button is hidden too while the centre it opened is open', () => {
    const m = mount();
    const fab = m.q.getByRole('button', { name: t.pref_button });
    fireEvent.click(fab);
    expect(shown(fab)).toBe(false);
    fireEvent.click(m.q.getByRole('button', { name: t.close }));
    expect(shown(fab)).toBe(true);
  });
});

describe('a config over its byte ceiling (cookies_url)', () => {
  const URL_OF = (n: number) => `https://app.example.test/public/v1/websites/x/cookies?lang=en&r=${n}`;
  const lean = (url: string) => ({
    ...analytics([cookie('_ga', { description: null }), cookie('_gid', { description: null })]),
    cookies_url: url,
  });
  const answer = {
    lang: 'en',
    categories: [{ id: 'analytics', cookies: [cookie('_ga'), cookie('_gid', { description: 'Counts visits.' })] }],
  };
  const stubFetch = (body: unknown, ok = true) => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return { ok, json: async () => body };
    });
    return calls;
  };
  afterEach(() => vi.unstubAllGlobals());
  const descriptions = (m: ReturnType<typeof open>) =>
    [...m.category(t.cat_analytics).querySelectorAll('dt')]
      .filter((dt) => dt.textContent === t.cookie_description)
      .map((dt) => dt.nextElementSibling!.textContent);

  it('lists the config’s cookies at once, then every description from the cookies answer, asked for once', async () => {
    const calls = stubFetch(answer);
    const m = open(lean(URL_OF(1)));
    expect(m.category(t.cat_analytics).querySelector('summary')!.textContent).toBe('Cookies (2)');
    await vi.waitFor(() => expect(descriptions(m)).toEqual(['_ga purpose.', 'Counts visits.']));
    m.ui.hide();
    m.ui.showPreferences();
    expect(descriptions(m)).toEqual(['_ga purpose.', 'Counts visits.']);
    expect(calls).toEqual([URL_OF(1)]);
  });

  it('an answer that is not a list of named cookies is not used, and is asked for again on the next draw', async () => {
    const calls = stubFetch({ categories: [{ id: 'analytics', cookies: [{ name: { toString: null } }] }] });
    const m = open(lean(URL_OF(2)));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(descriptions(m)).toEqual([]);
    expect(m.category(t.cat_analytics).textContent).toContain('_gid');
    m.ui.hide();
    m.ui.showPreferences();
    expect(calls).toHaveLength(2);
  });

  it('a failed answer leaves the config’s list in place', async () => {
    stubFetch(null, false);
    const m = open(lean(URL_OF(3)));
    await new Promise((r) => setTimeout(r, 0));
    expect(m.category(t.cat_analytics).textContent).toContain('_ga');
    expect(descriptions(m)).toEqual([]);
  });

  it('a cookies_url that is not http(s) is never fetched', () => {
    const calls = stubFetch(answer);
    open(lean('javascript:alert(1)'));
    expect(calls).toEqual([]);
  });
});
