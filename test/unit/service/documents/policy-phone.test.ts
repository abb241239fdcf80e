// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The hosted policy for visitors on phones and in other languages: card markup, country names, lang/dir,
// and the "change my choice" control only next to the runtime.
import { describe, expect, it } from 'vitest';
import { countryName } from '../../../../src/service/documents/country-names.ts';
import { POLICY_CSS, renderCookiePolicy } from '../../../../src/service/documents/index.ts';

const render = (over: Partial<Parameters<typeof renderCookiePolicy>[0]> = {}) => {
  const { html } = renderCookiePolicy({
    website: { name: 'Shop', url: 'https://shop.example' },
    company: { legal_name: 'Shop B.V.', city: 'Amsterdam', country: 'NL' },
    cookies: [
      {
        name: '_ga_ABCDEF1234',
        domain: '.shop.example',
        lifetime: '63072000',
        category: 'analytics;',
        de: null,
        en_uk: null,
        en_us: 'Distinguishes visitors.',
        fr: null,
        service: 'Google Analytics',
        service_policy_link: 'https://policies.google.com/privacy',
      },
    ],
    lang: 'en',
    ...over,
  });
  return new DOMParser().parseFromString(html, 'text/html');
};

describe('hosted policy on a phone', () => {
  it('labels every data cell with its column header, for the stacked cards', () => {
    for (const lang of ['en', 'de', 'ar', 'ja']) {
      const doc = render({ lang });
      const tables = [...doc.querySelectorAll('table')];
      // The legal bases, the cookies of the one category, the providers.
      expect(tables, lang).toHaveLength(3);
      for (const table of tables) {
        const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
        for (const row of table.querySelectorAll('tbody tr')) {
          const labels = [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'));
          expect(labels, lang).toEqual(headers.slice(1));
        }
      }
      expect(doc.querySelector('#cookies tbody th')?.textContent).toBe('_ga_ABCDEF1234');
    }
  });

  it('turns tables into cards below a breakpoint, without breaking names mid-word or scrolling sideways', () => {
    const phone = POLICY_CSS.slice(POLICY_CSS.indexOf('@media (max-width:40rem)'));
    expect(phone).toMatch(/table,thead,tbody,tr,th,td\{display:block\}/);
    expect(phone).toMatch(/table\{min-width:0\}/);
    expect(phone).toMatch(/\.table-wrap\{overflow:visible\}/);
    expect(phone).toMatch(/td\[data-label\]::before\{content:attr\(data-label\)/);
    expect(POLICY_CSS).not.toMatch(/break-all/);
    expect(POLICY_CSS).not.toMatch(/\b(left|right)\b/);
  });
});

describe('country names', () => {
  it('names a country code in the page language, with the code as the fallback', () => {
    expect(countryName('NL', 'en-US')).toBe('Netherlands');
    expect(countryName('nl', 'de')).toBe('Niederlande');
    expect(countryName('NL', 'ar')).toBe('هولندا');
    expect(countryName('NL', 'ja')).toBe('オランダ');
    expect(countryName('QQ', 'en')).toBe('QQ');
    expect(countryName('Nederland', 'en')).toBe('Nederland');
    expect(countryName(' de ', 'fr')).toBe('Allemagne');
  });

  it('shows the company country by name in the policy, escaped like every other value', () => {
    expect(render({ lang: 'de' }).querySelector('address')!.textContent).toMatch(/Niederlande/);
    expect(render({ lang: 'de' }).querySelector('address')!.textContent).not.toMatch(/\bNL\b/);
    const hostile = render({ company: { country: '<img src=x onerror=alert(1)>' } });
    expect(hostile.querySelector('address img')).toBeNull();
    expect(hostile.querySelector('address')!.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('changing the choice', () => {
  it('offers the live control only next to the runtime, and says where to change it otherwise', () => {
    const live = render({ changeControl: true });
    expect(live.querySelector('button.service-display-preferences')?.textContent).toBe('Change my choice');
    expect(live.body.textContent).not.toMatch(/Cookie preferences” button/);
    const alone = render();
    expect(alone.querySelector('button')).toBeNull();
    expect(alone.body.textContent).toContain('To do so, open the cookie preferences on any page of our website.');
  });

  it('an Arabic policy is right to left, with its control in Arabic', () => {
    const doc = render({ lang: 'ar', changeControl: true });
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.documentElement.getAttribute('lang')).toBe('ar');
    expect(doc.querySelector('button')?.textContent).toBe('تغيير اختياري');
    expect(render({ lang: 'de' }).documentElement.getAttribute('dir')).toBe('ltr');
  });
});
