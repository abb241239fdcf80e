// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LABELS, labelsOf, langAttrs } from '../../../../src/runtime/tcf/layer-labels.ts';
import { openVendorLayer } from '../../../../src/runtime/tcf/vendor-layer.ts';
import type { VendorListAnswer } from '../../../../src/schema/vendor-list.ts';
import { PACKS } from '../../../../src/service/texts/packs.ts';
import { NO_CHOICE as NONE } from '../../../fixtures/tcf-decoded.ts';

// The vendor layer speaks the vendor-list answer's language: its labels as the service sends them (the pack of the
// answer's `language`), its English ones only for an answer without them; `lang`/`dir` follow the answer.
/** By path from the repository's root: happy-dom's URL does not take a file URL. */
const fixture = (name: string) => JSON.parse(readFileSync(join(process.cwd(), `test/fixtures/tcf/${name}.json`), 'utf8'));
const list = (language: string, labels?: unknown): VendorListAnswer => ({
  ...fixture('vendor-list'),
  ...(language === 'de' ? fixture('purposes-de') : {}),
  language,
  cmpId: 412,
  cmpVersion: 3,
  googleAtpIds: [89],
  ...(labels === undefined ? {} : { labels }),
});
afterEach(() => document.querySelector('[data-service-consent-tcf]')?.remove());

describe('labelsOf', () => {
  it("takes the answer's labels, and the English ones when it has none or lacks one (never a mix)", () => {
    expect(labelsOf(list('de', PACKS.de.tcf))).toBe(PACKS.de.tcf);
    expect(labelsOf(list('de'))).toBe(LABELS);
    const { save, ...partial } = PACKS.de.tcf;
    expect(labelsOf(list('de', partial))).toBe(LABELS);
    expect(labelsOf(list('de', { ...PACKS.de.tcf, title: 3 }))).toBe(LABELS);
    expect(labelsOf(list('de', 'Zwecke'))).toBe(LABELS);
  });
});

describe('the vendor layer', () => {
  it('speaks German with a German answer: heading, buttons, counts filled in, lang="de"', () => {
    openVendorLayer(
      list('de', PACKS.de.tcf),
      NONE,
      () => {},
      () => {},
    );
    const host = document.querySelector('[data-service-consent-tcf]')!;
    expect(host.getAttribute('lang')).toBe('de');
    expect(host.getAttribute('dir')).toBe('ltr');
    const root = host.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).toBe('Anbieter und Zwecke');
    const buttons = [...root.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toContain('Diese Auswahl speichern');
    expect(buttons.find((b) => b.textContent === '×')!.getAttribute('aria-label')).toBe('Schließen');
    const headings = [...root.querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings[0]).toBe('Zwecke');
    expect(headings.at(-1)).toMatch(/^Anbieter \(\d+\)$/);
    expect(root.textContent).toContain('Google-Ad-Tech-Anbieter außerhalb der Anbieterliste (1)');
    expect(root.textContent).not.toContain('{count}');
  });

  it('falls back to English without labels', () => {
    openVendorLayer(
      list('en'),
      NONE,
      () => {},
      () => {},
    );
    const root = document.querySelector('[data-service-consent-tcf]')!.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).toBe('Vendors and purposes');
  });
});

describe('langAttrs', () => {
  it("follows the labels' language, the banner's (right to left for ar and he), English with the English fallback", () => {
    expect(langAttrs(list('en', PACKS.en.tcf))).toEqual({ lang: 'en', dir: 'ltr' });
    expect(langAttrs(list('de', PACKS.de.tcf))).toEqual({ lang: 'de', dir: 'ltr' });
    // The IAB publishes no Arabic or Hebrew here: its English texts with the banner's labels.
    expect(langAttrs({ ...list('en', PACKS.ar.tcf), labelsLanguage: 'ar' })).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(langAttrs({ ...list('en', PACKS.he.tcf), labelsLanguage: 'he' })).toEqual({ lang: 'he', dir: 'rtl' });
    expect(langAttrs({ ...list('en', PACKS.ja.tcf), labelsLanguage: 'ja' })).toEqual({ lang: 'ja', dir: 'ltr' });
    expect(langAttrs(list('de'))).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
