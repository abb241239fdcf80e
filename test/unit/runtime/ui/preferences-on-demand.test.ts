// @vitest-environment happy-dom
// A first-view script's config leaves the preference centre's texts and each category's cookies to the cookies
// answer (src/service/public/config/first-view-config.ts): the second chunk asks for it when it first draws, and the
// preference centre opens once it has arrived, in the answer's language, with focus in it. With the service down
// it opens nothing and throws nothing, as when the chunk cannot load: the banner still decides.

import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CookiesAnswer, RuntimeConfig } from '../../../../src/schema/runtime-config.ts';
import { firstViewConfig, onDemandTexts } from '../../../../src/service/public/config/first-view-config.ts';
import { bannerTexts } from '../../../../src/service/texts/index.ts';
import { buildConfig } from '../../../fixtures/config.ts';
import { focused, mount } from './setup.ts';

const FLAGS = { personalized_content: false, running_targeted_advertising: false, share_data_to_3rd_party: false };
const de = bannerTexts('de', FLAGS);

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A German first-view config, as the service inlines it, naming `url` for its answer (the service's path in a page). */
function firstView(url: string): RuntimeConfig {
  const full = buildConfig({ lang: 'de', texts: de, geo: null });
  // As the runtime reads it: typed as the full config, its on-demand texts absent.
  return { ...firstViewConfig(full), cookies_url: url } as RuntimeConfig;
}

const answerOf = (): CookiesAnswer => ({
  lang: 'de',
  categories: buildConfig().categories,
  texts: onDemandTexts(bannerTexts('de', FLAGS)),
});

/** fetch stubbed with one answer per call (the last repeats); each answer a body, or an Error to reject with. */
function stubFetch(...bodies: unknown[]) {
  const calls: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  vi.stubGlobal('fetch', async (url: string) => {
    const body = bodies[Math.min(calls.length, bodies.length - 1)];
    calls.push(url);
    await gate;
    if (body instanceof Error) throw body;
    return { ok: true, json: async () => body };
  });
  return { calls, release };
}

const URL_OF = (n: number) => `https://app.example.test/public/v1/websites/x/cookies?lang=de&n=${n}`;

describe('the preference centre of a first-view config', () => {
  it('the inlined config has neither the on-demand texts nor any cookie, but what the first frame draws', () => {
    const c = firstView(URL_OF(0));
    expect(c.texts).not.toHaveProperty('pc_title');
    expect(c.texts).not.toHaveProperty('cat_analytics_desc');
    expect(c.texts).not.toHaveProperty('gpc_note');
    // The placeholders' texts, the category names and the floating button's name: the first view draws them.
    for (const k of ['cat_analytics', 'blocked_content', 'allow_category', 'pref_button'])
      expect(c.texts).toHaveProperty(k, de[k as keyof typeof de]);
    expect(c.texts.banner_title).toBe(de.banner_title);
    expect(c.categories.every((cat) => cat.cookies.length === 0)).toBe(true);
  });

  it('opens once the answer arrived, in its language, with focus in it and the cookies it lists', async () => {
    const config = firstView(URL_OF(1));
    const f = stubFetch(answerOf());
    const m = mount({}, config);
    m.ui.showBanner();
    const customize = m.q.getByRole('button', { name: de.preferences });
    customize.focus();
    m.ui.showPreferences();
    expect(m.q.queryByRole('dialog')).toBeNull();
    // Until then the banner stays, its button focused: hidden, it would take that focus with it (a browser moves
    // focus off a hidden element) and leave nothing on screen.
    const banner = m.box.querySelector<HTMLElement>('.ui')!;
    expect(banner.style.display).toBe('');
    expect(focused(m.root)).toBe(customize);
    f.release();
    const dialog = await vi.waitFor(() => m.q.getByRole('dialog', { name: de.pc_title }));
    expect(banner.style.display).toBe('none');
    expect(dialog.textContent).toContain(de.pc_body);
    expect(m.q.getByRole('button', { name: de.save })).toBeTruthy();
    expect(dialog.textContent).toContain('Cookies (2)');
    expect(focused(m.root)).toBe(dialog);
    expect(f.calls).toEqual([URL_OF(1)]);
    // Closed and opened again: no second request.
    fireEvent.click(m.q.getByRole('button', { name: de.close }));
    m.ui.showPreferences();
    expect(m.q.getByRole('dialog', { name: de.pc_title })).toBeTruthy();
    expect(f.calls).toHaveLength(1);
  });

  it('with the service down: nothing opens, nothing throws, the banner still decides, and the next open asks again', async () => {
    const config = firstView(URL_OF(2));
    const f = stubFetch(new TypeError('Failed to fetch'), answerOf());
    const m = mount({}, config);
    m.ui.showBanner();
    expect(() => m.ui.showPreferences()).not.toThrow();
    f.release();
    await vi.waitFor(() => expect(f.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(m.box.textContent).not.toContain('undefined');
    m.ui.showPreferences();
    await vi.waitFor(() => m.q.getByRole('dialog', { name: de.pc_title }));
    expect(f.calls).toEqual([URL_OF(2), URL_OF(2)]);
    fireEvent.click(m.q.getByRole('button', { name: de.decline_all }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential'], 'decline');
  });

  it('an answer whose texts are not strings is not used: nothing opens', async () => {
    const config = firstView(URL_OF(3));
    const f = stubFetch({ ...answerOf(), texts: { pc_title: { toString: null } } });
    const m = mount({}, config);
    m.ui.showBanner();
    m.ui.showPreferences();
    f.release();
    await vi.waitFor(() => expect(f.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(m.q.queryByRole('dialog')).toBeNull();
    fireEvent.click(m.q.getByRole('button', { name: de.accept_all }));
    expect(m.onDecide).toHaveBeenCalled();
  });

  it('the floating button is there at once, with its inlined name, and asks for nothing', async () => {
    const config = firstView(URL_OF(4));
    const f = stubFetch(answerOf());
    const m = mount({}, config);
    m.ui.update(['essential'], false);
    m.ui.hide();
    expect(m.q.getByRole('button', { name: de.pref_button })).toBeTruthy();
    f.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(f.calls).toEqual([]);
  });

  it('pointing at Customize asks for the answer, so that the centre then opens at once', async () => {
    const config = firstView(URL_OF(5));
    const f = stubFetch(answerOf());
    const m = mount({}, config);
    m.ui.showBanner();
    fireEvent.pointerEnter(m.q.getByRole('button', { name: de.preferences }));
    expect(f.calls).toEqual([URL_OF(5)]);
    expect(m.q.queryByRole('dialog')).toBeNull();
    f.release();
    await vi.waitFor(() => expect(config.texts.pc_title).toBe(de.pc_title));
    m.ui.showPreferences();
    expect(m.q.getByRole('dialog', { name: de.pc_title })).toBeTruthy();
    expect(f.calls).toHaveLength(1);
  });
});
