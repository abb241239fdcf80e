// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openVendorLayer } from '../../../../src/runtime/tcf/vendor-layer.ts';
import type { VendorListAnswer } from '../../../../src/schema/vendor-list.ts';
import { GvlVendor, VendorList } from '../../../../src/schema/vendor-list.ts';
import { NO_CHOICE as NONE } from '../../../fixtures/tcf-decoded.ts';

// What the vendor layer shows of the IAB's texts besides names and descriptions: the illustrations, the
// `standardTexts` explanations in either shape, and each vendor's retention per purpose.
const fixture = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/tcf/vendor-list.json'), 'utf8'));
function open(over: Partial<VendorListAnswer> = {}) {
  const list = { ...fixture, language: 'en', cmpId: 412, cmpVersion: 1, googleAtpIds: [], ...over };
  openVendorLayer(
    list,
    NONE,
    () => {},
    () => {},
  );
  return document.querySelector('[data-service-consent-tcf]')!.shadowRoot!;
}
/** The texts of one section, by its heading. */
const section = (root: ShadowRoot, heading: string) =>
  [...root.querySelectorAll('section')].find((s) => s.querySelector('h3')!.textContent === heading)!;
const item = (root: ShadowRoot, heading: string, name: string) =>
  [...section(root, heading).querySelectorAll('li')].find((li) => li.querySelector('h4')!.textContent === name)!;
const vendor = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('details')].find((d) => d.querySelector('summary')!.textContent === name)!;
const paragraphs = (el: Element) => [...el.querySelectorAll('p')].map((p) => p.textContent);
afterEach(() => document.querySelector('[data-service-consent-tcf]')?.remove());

describe('the vendor layer', () => {
  it("shows a purpose's illustrations under its description", () => {
    const root = open();
    expect(paragraphs(item(root, 'Purposes', 'Use limited data to select advertising'))).toEqual([
      'Advertising presented to you may be based on limited data.',
      'A car manufacturer promotes its cars to people in a city.',
    ]);
  });

  it("shows standardTexts.features once under the Features heading (the IAB's one text), not under Purposes", () => {
    const root = open();
    const text = fixture.standardTexts.features;
    expect(paragraphs(section(root, 'Features'))[0]).toBe(text);
    expect(root.textContent!.split(text).length - 1).toBe(1);
  });

  it('takes standardTexts by id too, each with its feature, and a list; what is not text is left out', () => {
    const root = open({
      standardTexts: {
        features: { 1: 'Explains feature 1.', 2: ['Explains feature 2.', 7] },
        specialPurposes: ['Explains special purposes.', { not: 'text' }],
        unknownKind: 'Never shown.',
      },
    });
    const [f1, f2] = Object.values(fixture.features as Record<string, { name: string }>).map((f) => f.name);
    expect(paragraphs(item(root, 'Features', f1!))).toContain('Explains feature 1.');
    expect(paragraphs(item(root, 'Features', f2!))).toContain('Explains feature 2.');
    expect(paragraphs(section(root, 'Special purposes'))[0]).toBe('Explains special purposes.');
    expect(root.textContent).not.toContain('Never shown.');
    expect(root.textContent).not.toContain('[object Object]');
  });

  it('shows retention per purpose and special purpose where it differs from stdRetention', () => {
    const root = open();
    const shown = paragraphs(vendor(root, 'Consent Ads Ltd'));
    expect(shown).toContain('Retention: 365 days');
    expect(shown).toContain(`Retention: 30 days: ${fixture.purposes[3].name}`);
    expect(shown).toContain(`Retention: 90 days: ${fixture.specialPurposes[1].name}`);
    // A vendor without other periods: stdRetention alone.
    expect(paragraphs(vendor(root, 'Consent Only Media')).filter((p) => p!.startsWith('Retention'))).toEqual([
      'Retention: 365 days',
    ]);
  });

  it('keeps the page behind from scrolling while open, and gives the page back its own overflow on close', () => {
    const html = document.documentElement;
    html.style.setProperty('overflow', 'scroll');
    const root = open();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(html.style.getPropertyPriority('overflow')).toBe('important');
    // Tab stays inside: from the last control to the first.
    const dialog = root.querySelector<HTMLElement>('[role=dialog]')!;
    const all = [...dialog.querySelectorAll<HTMLElement>('button,input,summary,a[href]')];
    all.at(-1)!.focus();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(root.activeElement).toBe(all[0]);
    root.querySelector<HTMLElement>('.x')!.click();
    expect(html.style.getPropertyValue('overflow')).toBe('scroll');
    expect(html.style.getPropertyPriority('overflow')).toBe('');
    html.style.removeProperty('overflow');
  });

  it("links a vendor's privacy policy in the IAB language's own language: pt for pt-br, else its exact one, else its first", () => {
    const urls = [
      { langId: 'en', privacy: 'https://v.example/en' },
      { langId: 'pt', privacy: 'https://v.example/pt' },
      { langId: 'zh-hant', privacy: 'https://v.example/zh-hant' },
    ];
    const v1 = { ...fixture.vendors[1], urls };
    const link = (language: string) => {
      const href = (vendor(open({ language, vendors: { 1: v1 } }), v1.name).querySelector('a') as HTMLAnchorElement).href;
      document.querySelector('[data-service-consent-tcf]')!.remove();
      return href;
    };
    expect(link('pt-br')).toBe('https://v.example/pt');
    expect(link('zh-hant')).toBe('https://v.example/zh-hant');
    expect(link('de')).toBe('https://v.example/en');
  });

  it("reads the IAB's published shape: a real list's keys, standardTexts.features, and a real vendor's retention", () => {
    const real = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/tcf/gvl-v3-observed.json'), 'utf8'));
    // Our fixture has exactly the top-level keys of the IAB's list v178, and the schema knows each of them.
    expect(Object.keys(fixture).sort()).toEqual([...real.topLevelKeys].sort());
    for (const k of real.topLevelKeys) expect(Object.keys(VendorList.shape)).toContain(k);
    // standardTexts: the key the IAB fills is `features`, one text: the one our fixture and the layer take.
    expect(Object.keys(fixture.standardTexts)).toEqual(real.standardTextsKeys);
    expect(typeof fixture.standardTexts.features).toBe('string');
    // Google's entry, as the IAB publishes it: 548 days, 180 for purposes 3 and 4, 1096 for special purpose 1.
    const vendor = GvlVendor.parse(real.vendor);
    const root = open({ vendors: { 755: vendor } });
    const shown = paragraphs(root.querySelector('details')!);
    expect(shown).toContain('Retention: 548 days');
    expect(shown).toContain(`Retention: 180 days: ${fixture.purposes[3].name}`);
    expect(shown).toContain(`Retention: 180 days: ${fixture.purposes[4].name}`);
    expect(shown).toContain(`Retention: 1096 days: ${fixture.specialPurposes[1].name}`);
  });
});
