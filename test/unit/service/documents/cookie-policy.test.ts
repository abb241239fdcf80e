// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The documents link a stylesheet and a script; parsing them must not try to load either, and a refused load is not news.
import { describe, expect, it } from 'vitest';
import {
  POLICY_CSS,
  type PolicyCookie,
  renderCookiePolicy,
  renderMissingPolicy,
} from '../../../../src/service/documents/index.ts';
import { LANGUAGES } from '../../../../src/shared/languages.ts';
import { policyCookie } from '../../../fixtures/policy-cookie.ts';

const COOKIES: PolicyCookie[] = [
  policyCookie({
    name: '_ga',
    domain: '.example.com',
    lifetime: String(400 * 86400),
    category: 'analytics;',
    service: 'Google Analytics',
    service_policy_link: 'https://policies.google.com/privacy',
    en_us: 'Distinguishes users.',
    de: 'Unterscheidet Nutzer.',
  }),
  policyCookie({ name: 'session', lifetime: null, category: 'essential', en_uk: 'Keeps you signed in.' }),
  policyCookie({ name: 'csrf', lifetime: '3600', category: 'essential' }),
  policyCookie({
    name: '_fbp',
    domain: '.facebook.com',
    lifetime: String(90 * 86400),
    category: 'advertising',
    fr: 'Publicité ciblée.',
    en_us: 'Targeted ads.',
  }),
  policyCookie({ name: 'mystery', category: null }),
  policyCookie({ name: 'prefs', category: 'performance' }),
];

const COMPANY = {
  legal_name: 'Example GmbH',
  address: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'Germany',
  email: 'privacy@example.com',
  phone: '+49 30 123456',
};

function render(over: Partial<Parameters<typeof renderCookiePolicy>[0]> = {}) {
  const out = renderCookiePolicy({
    website: { name: 'Example', url: 'https://example.com' },
    company: COMPANY,
    cookies: COOKIES,
    lang: 'en',
    generatedAt: new Date('2026-11-23T10:00:00Z'),
    ...over,
  });
  return { ...out, doc: new DOMParser().parseFromString(out.html, 'text/html') };
}
const texts = (doc: ParentNode, sel: string) => [...doc.querySelectorAll(sel)].map((n) => n.textContent?.trim());

describe('renderCookiePolicy', () => {
  it('is a complete document with lang, title and exactly one h1', () => {
    const { html, doc, name } = render();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(doc.documentElement.getAttribute('lang')).toBe('en-US');
    expect(doc.title).toBe('Cookie policy – Example');
    expect(name).toBe('Cookie policy');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    // Who is responsible first, so that "the contact details above" points up; the notice at collection right after
    // the purposes per category it refers to.
    expect(texts(doc, 'h2')).toEqual([
      'Who is responsible',
      'What are cookies?',
      'How we use cookies',
      'Purposes and legal basis',
      'Notice at collection',
      'The cookies we use',
      'Providers, recipients and transfers',
      'How long data is kept',
      'How to change your choice',
      'Your rights',
      'Complaint to a supervisory authority',
      'Further information',
      'Your privacy rights under California law',
      'Do not sell or share my personal information',
      'Global Privacy Control',
    ]);
  });

  it('needs no inline style or script (strict CSP): CSS and frame script are files', () => {
    const { doc, html } = render({ assetOrigin: 'https://app.example/' });
    expect(doc.querySelector('style')).toBeNull();
    expect(html).not.toMatch(/ style=| on\w+=/);
    expect(doc.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('https://app.example/policies/policy.css');
    const script = doc.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://app.example/policies/resize.js');
    expect(script?.textContent).toBe('');
    expect(render().doc.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/policies/policy.css');
    expect(POLICY_CSS).toContain('.sr-only');
  });

  it('groups cookies by category in display order, each with an accessible table', () => {
    const { doc } = render();
    expect(texts(doc, 'h3')).toEqual(['Essential', 'Performance', 'Analytics', 'Advertising', 'Unclassified']);
    const tables = [...doc.querySelectorAll('#cookies table')];
    expect(tables).toHaveLength(5);
    for (const t of tables) {
      expect(t.querySelector('caption')?.textContent).toBeTruthy();
      expect(t.querySelectorAll('thead th[scope=col]')).toHaveLength(4);
      for (const row of t.querySelectorAll('tbody tr')) expect(row.querySelector('th[scope=row]')).not.toBeNull();
    }
    const essential = tables[0]!;
    expect(texts(essential, 'tbody th')).toEqual(['csrf', 'session']); // sorted by name
    expect(texts(tables[2]!, 'tbody th')).toEqual(['_ga']); // `analytics;` read as analytics
    expect(texts(tables[4]!, 'tbody th')).toEqual(['mystery']); // no category → unclassified
  });

  it('sorts cookies by name the way people count', () => {
    const { doc } = render({ cookies: ['c10', 'c2', 'C1', 'b'].map((name) => policyCookie({ name })) });
    expect(texts(doc, '#cookies tbody th')).toEqual(['b', 'C1', 'c2', 'c10']);
  });

  it('shows provider, domain, localized lifetime and description', () => {
    const { doc } = render();
    const ga = [...doc.querySelectorAll('#cookies tbody tr')].find((r) => r.querySelector('th')?.textContent === '_ga')!;
    const cells = [...ga.querySelectorAll('td')];
    expect(cells[0]!.textContent).toContain('Google Analytics');
    expect(cells[0]!.textContent).toContain('.example.com');
    expect(cells[0]!.querySelector('a')?.getAttribute('href')).toBe('https://policies.google.com/privacy');
    expect(cells[1]!.textContent).toBe('13 months');
    expect(cells[2]!.textContent).toBe('Distinguishes users.');
    const session = [...doc.querySelectorAll('tbody tr')].find((r) => r.querySelector('th')?.textContent === 'session')!;
    expect(session.querySelectorAll('td')[1]!.textContent).toBe('Session');
    expect(session.querySelectorAll('td')[2]!.textContent).toBe('Keeps you signed in.');
  });

  it('is localized: German headings, lifetimes and descriptions', () => {
    const { doc } = render({ lang: 'de' });
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.querySelector('h1')?.textContent).toBe('Cookie-Richtlinie');
    expect(texts(doc, 'h3')).toContain('Statistik');
    expect(texts(doc, 'thead th')).toContain('Speicherdauer');
    const ga = [...doc.querySelectorAll('tbody tr')].find((r) => r.querySelector('th')?.textContent === '_ga')!;
    expect(ga.querySelectorAll('td')[1]!.textContent).toBe('13 Monate');
    expect(ga.querySelectorAll('td')[2]!.textContent).toBe('Unterscheidet Nutzer.');
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23');
    expect(doc.querySelector('footer')?.textContent).toBe('Zuletzt aktualisiert: 23. November 2026');
  });

  it.each(LANGUAGES)('renders in %s with its own title and headings', (lang) => {
    const { doc } = render({ lang });
    const en = render({ lang: 'en' }).doc;
    expect(doc.querySelector('h1')?.textContent?.trim()).toBeTruthy();
    if (!lang.startsWith('en')) expect(texts(doc, 'h2')).not.toEqual(texts(en, 'h2'));
    expect(doc.querySelector('time')?.textContent).toMatch(/2026/);
  });

  it('offers the preference button the runtime opens, when next to it', () => {
    const button = render({ changeControl: true }).doc.querySelector('button.service-display-preferences');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.textContent).toBe('Change my choice');
  });

  it('lists the company contact with a mailto link', () => {
    const [address, contact] = render().doc.querySelectorAll('address');
    expect(address!.textContent).toContain('Example GmbH');
    expect(address!.textContent).toContain('Hauptstraße 1');
    expect(address!.textContent).toContain('10115 Berlin');
    // "please contact us:" leads into the ways to reach the company, never into nothing.
    expect(contact!.previousElementSibling!.textContent).toBe('If you have any questions about this policy, please contact us:');
    expect(contact!.querySelector('a')?.getAttribute('href')).toBe('mailto:privacy@example.com');
    expect(contact!.textContent).toContain('+49 30 123456');
  });

  it('escapes hostile company, website and cookie values', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const { doc, html } = render({
      website: { name: `Shop ${evil}`, url: 'javascript:alert(3)' },
      company: {
        legal_name: evil,
        address: evil,
        email: `x@y.z"><script>alert(4)</script>`,
        phone: evil,
        city: '</address><h1>',
        country: null,
      },
      cookies: [
        policyCookie({
          name: evil,
          domain: evil,
          service: evil,
          service_policy_link: 'javascript:alert(5)',
          en_us: `<b onmouseover=alert(6)>x</b>`,
          category: evil as never,
        }),
      ],
    });
    expect(doc.querySelectorAll('script')).toHaveLength(1); // only the frame script
    expect(doc.querySelectorAll('img, b')).toHaveLength(0);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([]); // no javascript: and no mailto of a non-address
    expect(html).not.toContain('<script>alert');
    expect(doc.querySelector('#cookies tbody th')?.textContent).toBe(evil);
    expect(doc.querySelector('#providers tbody th')?.textContent).toBe(evil);
    expect(doc.querySelector('address')?.textContent).toContain(evil);
    expect(doc.title).toContain(evil);
  });

  it('says so when there are no cookies, and who is responsible when the company is empty', () => {
    const { doc } = render({ cookies: [], company: {} });
    expect(doc.querySelectorAll('#cookies table, #providers table')).toHaveLength(0);
    expect(doc.body.textContent).toContain('This website currently uses no cookies.');
    expect(doc.querySelector('#providers')?.textContent).toContain('No provider other than us receives information');
    expect(doc.querySelector('address')).toBeNull();
    expect(doc.querySelector('#controller')?.textContent).toContain('The operator of this website.');
  });

  it('names the website by its host when it has no name', () => {
    const { doc } = render({ website: { name: null, url: 'https://shop.example.org/x' } });
    expect(doc.querySelector('main p a')?.textContent).toBe('shop.example.org');
  });
});

describe('renderMissingPolicy', () => {
  it('is a localized page the frame script recognises', () => {
    const doc = new DOMParser().parseFromString(renderMissingPolicy('fr', 'https://app.example'), 'text/html');
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.body.hasAttribute('data-service-embed-missing')).toBe(true);
    expect(doc.querySelector('h1')?.textContent).toBe('Document introuvable');
    expect(doc.querySelector('script')?.getAttribute('src')).toBe('https://app.example/policies/resize.js');
  });
});
