// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The policy's sentences hold together in every language, whatever company details it has (issue 39, point 3): it
// once ended "please contact us:" followed by nothing, its DPO line sent visitors to "the contact details above"
// that did not exist, and its notice at collection referred to categories "above" that came below it.
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../src/schema/website.ts';
import { renderCookiePolicy } from '../../../../src/service/documents/index.ts';
import { legalTexts, policyTexts } from '../../../../src/service/texts/index.ts';
import { LANGUAGES } from '../../../../src/shared/languages.ts';
import { policyCookie } from '../../../fixtures/policy-cookie.ts';

/** How each language says "above" in the policy's texts (the word its translations use for a reference upwards). */
const ABOVE: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /\babove\b/i,
  'en-gb': /\babove\b/i,
  de: /\boben\b/i,
  fr: /ci-dessus/i,
  es: /\barriba\b|\banteriores\b/i,
  it: /\bsopra\b/i,
  pt: /\bacima\b/i,
  nl: /hierboven/i,
  da: /ovenfor/i,
  sv: /\bovan\b/i,
  fi: /(^|\s)yllä(\s|$)/i,
  pl: /powyżej/i,
  cs: /výše/i,
  sk: /vyššie/i,
  el: /παραπάνω/i,
  hu: /fenti/i,
  ar: /أعلاه/,
  he: /למעלה/,
  ja: /上記|上の表/,
  zh: /上方|上文|上表/,
};

/**
 * Every block that may say "above", and what it refers to, which must come before it and say something. A new
 * reference upwards needs its line here; any other block that says "above" fails.
 */
const REFERS_TO: Record<string, string> = {
  '#dpo': '#controller address',
  '#retention > p:not(#consent-record)': '#cookies table',
  '#notice-at-collection > p': '#legal-basis table',
  // "Contact us using the details above": the controller section, which says how to reach the controller also
  // when the company gave no details (where they are on the website's pages).
  '#ccpa-rights > p': '#controller',
};

const FULL: Company = {
  legal_name: 'Example GmbH',
  address: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  email: 'privacy@example.com',
  phone: '+49 30 123456',
};
const COMPANIES: Record<string, Company> = {
  none: {},
  'a name only': { legal_name: 'Example GmbH' },
  'an email only': { email: 'privacy@example.com' },
  'a postal address only': { address: 'Hauptstraße 1', city: 'Berlin' },
  full: FULL,
};

const render = (lang: string, company: Company) =>
  new DOMParser().parseFromString(
    renderCookiePolicy({
      website: { name: 'Shop', url: 'https://shop.example' },
      company,
      cookies: [
        policyCookie({ name: '_ga', domain: '.google-analytics.com', category: 'analytics', service: 'Google Analytics' }),
      ],
      lang,
    }).html,
    'text/html',
  );

const blocks = (doc: Document) => [...doc.querySelectorAll('main p, main li, main td, main th, main address')];
const precedes = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe.each(LANGUAGES)('the policy in %s', (lang) => {
  describe.each(Object.keys(COMPANIES))('with %s as company details', (which) => {
    const doc = render(lang, COMPANIES[which]!);

    it('leads into nothing: every sentence that ends in a colon has its details right after it', () => {
      for (const p of blocks(doc).filter((b) => /[:：]\s*$/.test(b.textContent ?? ''))) {
        const next = p.nextElementSibling;
        expect(next?.textContent?.trim(), `after "${p.textContent}"`).toBeTruthy();
      }
      // "If you have any questions …, please contact us:" only with the ways to contact after it.
      const contact = blocks(doc).find((b) => b.textContent === policyTexts(lang).contact_body);
      if (contact) expect(contact.nextElementSibling?.tagName).toBe('ADDRESS');
      expect(!!contact).toBe(!!(COMPANIES[which]!.email || COMPANIES[which]!.phone));
    });

    it('says "above" only of what is above it', () => {
      const above = blocks(doc).filter((b) => ABOVE[lang].test(b.textContent ?? ''));
      for (const block of above) {
        const selector = Object.keys(REFERS_TO).find((s) => block.matches(s));
        expect(selector, `"${block.textContent}" says above without a known referent`).toBeDefined();
        const referent = doc.querySelector(REFERS_TO[selector!]!);
        expect(referent, `${selector} refers to ${REFERS_TO[selector!]}, which is missing`).not.toBeNull();
        expect(referent!.textContent?.trim()).toBeTruthy();
        expect(precedes(referent!, block), `${REFERS_TO[selector!]} comes after ${selector}`).toBe(true);
      }
    });

    it('names no data protection officer as "the contact details above" unless there are some', () => {
      const l = legalTexts(lang);
      const company = COMPANIES[which]!;
      const reachable = (['address', 'zip', 'city', 'state', 'country', 'email', 'phone'] as const).some((k) => company[k]);
      expect(doc.querySelector('#dpo')!.textContent).toBe(`${l.dpo}: ${reachable ? l.dpo_none : l.dpo_none_alone}`);
    });
  });
});
