import { describe, expect, it } from 'vitest';
import { CUSTOM_TEXT_KEYS, CUSTOM_TEXT_LIMITS } from '../../../../src/schema/custom-texts.ts';
import { MODE_TEXT_KEYS, TEXT_KEYS } from '../../../../src/schema/texts.ts';
import { TCF_LABEL_KEYS } from '../../../../src/schema/vendor-list.ts';
import { bannerTexts, languageDir, languageTag, policyTexts } from '../../../../src/service/texts/index.ts';
import { PACKS } from '../../../../src/service/texts/packs.ts';
import { LANGUAGES, RTL_LANGUAGES } from '../../../../src/shared/languages.ts';
import { textProblem } from '../../../../src/shared/text-rules.ts';

const FLAGS = { personalized_content: true, running_targeted_advertising: true, share_data_to_3rd_party: true };
/** The TCF vendor layer's labels of a pack, keyed `tcf.{key}` beside the other texts. */
const tcfLabels = (lang: string) => Object.fromEntries(Object.entries(PACKS[lang as 'en'].tcf).map(([k, v]) => [`tcf.${k}`, v]));
/** Every string a visitor reads in one language: banner, preference centre, consent-mode texts, policy, TCF layer. */
const strings = (lang: string) => ({
  ...bannerTexts(lang, FLAGS),
  ...policyTexts(lang),
  session: PACKS[lang as 'en'].session,
  ...tcfLabels(lang),
});

/** The script each language beyond the spec's list is written in. */
const SCRIPTS = {
  ar: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
} as const;

/**
 * Values a translation may share with US English: words that are the same in
 * that language (de "Name", fr "Contact", da "Session"…).
 */
const SAME_AS_ENGLISH = new Set([
  'cookie_count',
  'cookie_name',
  'cookie_domain',
  'cookie_description',
  'contact_title',
  'email',
  'session',
  'provider_policy',
  // "Version {number}": the same word in de, fr, da, sv.
  'version',
]);

describe('language packs', () => {
  it('cover every language of LANGUAGES, ar, he, ja and zh included', () => {
    expect(Object.keys(PACKS).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of ['ar', 'he', 'ja', 'zh']) expect(LANGUAGES).toContain(lang);
  });

  it.each(LANGUAGES)(
    '%s has every key of the banner, the consent-mode texts, the policy and the TCF layer, none blank',
    (lang) => {
      const s = strings(lang);
      const tcf = TCF_LABEL_KEYS.map((k) => `tcf.${k}`);
      for (const key of [...TEXT_KEYS, ...MODE_TEXT_KEYS, ...Object.keys(policyTexts('en')), ...tcf])
        expect((s as Record<string, string>)[key]?.trim(), `${lang}.${key}`).toBeTruthy();
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'en' && l !== 'en-gb'))('%s leaves no English text behind', (lang) => {
    const en = strings('en') as Record<string, string>;
    const same = Object.entries(strings(lang)).filter(([k, v]) => v === en[k] && !SAME_AS_ENGLISH.has(k));
    expect(same.map(([k]) => k)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: each TCF label has the placeholders of the English one, and no other', (lang) => {
    const placeholders = (v: string) => (v.match(/\{\w+\}/g) ?? []).sort();
    for (const key of TCF_LABEL_KEYS)
      expect(placeholders(PACKS[lang].tcf[key]), `${lang}.tcf.${key}`).toEqual(placeholders(PACKS.en.tcf[key]));
  });

  // The rules an owner's custom text is held to (src/schema/custom-texts.ts): a translation passes them too.
  it.each(LANGUAGES)('%s: every text is plain text with the placeholders of the English one', (lang) => {
    const en = strings('en') as Record<string, string>;
    for (const [key, value] of Object.entries(strings(lang))) expect(textProblem(value, en[key]!), `${lang}.${key}`).toBeNull();
  });

  it.each(LANGUAGES)('%s: the texts an owner may replace fit the custom texts’ limits', (lang) => {
    const s = bannerTexts(lang, FLAGS);
    for (const key of CUSTOM_TEXT_KEYS) expect(s[key].length, `${lang}.${key}`).toBeLessThanOrEqual(CUSTOM_TEXT_LIMITS[key]);
  });

  it("uses the IAB's own TCF terms (spot check)", () => {
    expect(PACKS.de.tcf).toMatchObject({
      legitimateInterest: 'Berechtigtes Interesse',
      purposes: 'Zwecke',
      consent: 'Einwilligung',
    });
    expect(PACKS.de.tcf.object).toMatch(/^Widerspruch/);
    expect(PACKS.fr.tcf).toMatchObject({ legitimateInterest: 'Intérêt légitime', purposes: 'Finalités' });
    expect(PACKS.it.tcf.legitimateInterest).toBe('Legittimo interesse');
    expect(PACKS.nl.tcf.legitimateInterest).toBe('Gerechtvaardigd belang');
  });

  /**
   * The IAB's word for "vendors" in each language its translations have, as its purpose translations write
   * "Vendors can:" (purposes-xx.json, GVL v2: docs/decisions/tcf.md#the-layers-labels-checked-against-the-iabs-terms).
   */
  const IAB_VENDORS: Record<string, string> = {
    de: 'Anbieter',
    fr: 'Partenaires',
    es: 'Proveedores',
    it: 'Vendor',
    pt: 'Fornecedores',
    nl: 'Leveranciers',
    da: 'Leverandører',
    sv: 'Leverantörer',
    fi: 'Toimittajat',
    pl: 'Dostawcy',
    cs: 'Prodejci',
    sk: 'Dodávatelia',
    el: 'Προμηθευτές',
    hu: 'Beszállítók',
  };
  it.each(Object.entries(IAB_VENDORS))("%s: the vendor layer calls vendors what the IAB's translation does", (lang, word) => {
    const tcf = PACKS[lang as 'en'].tcf;
    expect(tcf.vendors).toBe(`${word} ({count})`);
    expect(tcf.title.toLowerCase()).toContain(word.toLowerCase());
  });

  it.each(Object.entries(SCRIPTS))('%s: every text is written in its own script, none only in Latin letters', (lang, script) => {
    for (const [key, value] of Object.entries(strings(lang))) expect(value, `${lang}.${key}`).toMatch(script);
  });

  it('flags the right-to-left languages, and only them', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['ar', 'he']);
    for (const lang of LANGUAGES) expect(languageDir(lang), lang).toBe(lang === 'ar' || lang === 'he' ? 'rtl' : 'ltr');
    // Regional tags as host pages write them.
    expect(languageDir('ar-EG')).toBe('rtl');
    expect(languageDir('he-IL')).toBe('rtl');
    expect(languageDir('fa')).toBe('ltr'); // no Persian pack: US English, left to right
  });

  it('tags Chinese as Simplified for mainland China, and Traditional tags fall back to it (documented)', () => {
    expect(languageTag('zh')).toBe('zh-CN');
    expect(policyTexts('zh-CN').title).toBe(policyTexts('zh').title);
    expect(policyTexts('zh-TW').title).toBe(policyTexts('zh').title);
  });

  it('Chinese and Japanese bodies have no space between sentences', () => {
    for (const lang of ['ja', 'zh']) expect(bannerTexts(lang, FLAGS).banner_body, lang).not.toMatch(/。\s/);
    expect(bannerTexts('ja', FLAGS).banner_body).toMatch(/。また/);
  });

  it('uses the terms regulators use (spot check)', () => {
    expect(bannerTexts('ar', FLAGS).pc_title).toMatch(/ملفات تعريف الارتباط/);
    expect(policyTexts('ar').title).toBe('سياسة ملفات تعريف الارتباط');
    expect(bannerTexts('ja', FLAGS).banner_label).toMatch(/Cookie.*同意/);
    expect(bannerTexts('zh', FLAGS).decline_opt_out).toBe('请勿出售或共享我的个人信息');
    expect(bannerTexts('he', FLAGS).pc_title).toMatch(/עוגיות/);
  });

  it('Greek category labels are in the nominative', () => {
    const el = bannerTexts('el', FLAGS);
    expect(el.cat_performance).toBe('Λειτουργικότητα');
    // Genitive endings (-ας, -ης, -ου) are not labels.
    for (const key of ['cat_essential', 'cat_performance', 'cat_analytics', 'cat_advertising', 'cat_unclassified'] as const)
      expect(el[key], key).not.toMatch(/(ας|ης|ου)$/);
  });
});
