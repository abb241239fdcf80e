import { describe, expect, it } from 'vitest';
import { MODE_TEXT_KEYS, ModeTexts, TEXT_KEYS, Texts } from '../../../../src/schema/texts.ts';
import { bannerTexts, policyTexts } from '../../../../src/service/texts/index.ts';
import { LANGUAGES } from '../../../../src/shared/languages.ts';

const ALL = { personalized_content: true, running_targeted_advertising: true, share_data_to_3rd_party: true };
const NONE = { personalized_content: false, running_targeted_advertising: false, share_data_to_3rd_party: false };

describe('bannerTexts', () => {
  it.each(LANGUAGES)('%s has every key, non-empty, and passes the Texts schema', (lang) => {
    const texts = bannerTexts(lang, ALL);
    expect(Object.keys(texts).sort()).toEqual([...TEXT_KEYS, ...MODE_TEXT_KEYS].sort());
    for (const key of [...TEXT_KEYS, ...MODE_TEXT_KEYS]) expect(texts[key].trim(), key).not.toBe('');
    expect(Texts.safeParse(texts).success).toBe(true);
    expect(ModeTexts.safeParse(texts).success).toBe(true);
  });

  /** The placeholders each text must hold (the runtime fills them); every other text holds none. */
  const PLACEHOLDERS: Partial<Record<(typeof TEXT_KEYS)[number], string>> = {
    blocked_content: '{category}',
    allow_category: '{category}',
    cookie_count: '{count}',
    service_policy: '{service}',
  };
  it.each(LANGUAGES)('%s keeps each placeholder exactly where it belongs', (lang) => {
    const texts = bannerTexts(lang, ALL);
    for (const key of [...TEXT_KEYS, ...MODE_TEXT_KEYS]) {
      const p = PLACEHOLDERS[key as (typeof TEXT_KEYS)[number]];
      expect(texts[key].match(/\{\w*\}|[{}]/g), key).toEqual(p ? [p] : null);
    }
  });

  it.each(LANGUAGES)('%s body grows with each flag and each flag adds a different sentence', (lang) => {
    const none = bannerTexts(lang, NONE).banner_body;
    const variants = (['personalized_content', 'running_targeted_advertising', 'share_data_to_3rd_party'] as const).map(
      (flag) => bannerTexts(lang, { ...NONE, [flag]: true }).banner_body,
    );
    const all = bannerTexts(lang, ALL).banner_body;
    for (const v of variants) expect(v.length).toBeGreaterThan(none.length);
    expect(new Set([none, ...variants, all]).size).toBe(5);
    // The full body holds every optional sentence.
    for (const v of variants) for (const sentence of v.split(/(?<=[.。])\s*/)) expect(all).toContain(sentence);
  });

  it('other texts do not depend on the flags', () => {
    const { banner_body: _a, ...a } = bannerTexts('de', ALL);
    const { banner_body: _b, ...b } = bannerTexts('de', NONE);
    expect(a).toEqual(b);
  });

  it('unknown language falls back to US English', () => {
    expect(bannerTexts('xx', NONE)).toEqual(bannerTexts('en', NONE));
    expect(bannerTexts('', NONE)).toEqual(bannerTexts('en', NONE));
  });

  it('a regional tag falls back to its language (host pages say de-DE, pt-BR, en-GB)', () => {
    expect(bannerTexts('de-DE', NONE)).toEqual(bannerTexts('de', NONE));
    expect(bannerTexts('pt_br', NONE)).toEqual(bannerTexts('pt', NONE));
    expect(bannerTexts('EN-GB', NONE)).toEqual(bannerTexts('en-gb', NONE));
    expect(bannerTexts('en-US', NONE)).toEqual(bannerTexts('en', NONE));
    expect(policyTexts('fr-CA').title).toBe(policyTexts('fr').title);
  });

  it('leaves no English in other languages (spot check)', () => {
    const en = bannerTexts('en', ALL);
    const enPolicy = policyTexts('en');
    for (const lang of LANGUAGES.filter((l) => l !== 'en' && l !== 'en-gb')) {
      const t = bannerTexts(lang, ALL);
      for (const key of [
        'banner_title',
        'accept_all',
        'decline',
        'decline_opt_out',
        'save',
        'pc_body',
        'banner_body',
        'cat_essential_desc',
        'service_policy',
        'new_tab',
        ...MODE_TEXT_KEYS,
      ] as const) {
        expect(t[key], `${lang}.${key}`).not.toBe(en[key]);
      }
      // Common English words that never appear in the translations.
      expect(t.banner_body, lang).not.toMatch(/\b(the|and|we|you|your|with)\b/i);
      const p = policyTexts(lang);
      for (const key of ['title', 'what_body', 'change_body', 'change_button', 'change_elsewhere', 'contact_body'] as const)
        expect(p[key], `${lang}.${key}`).not.toBe(enPolicy[key]);
    }
  });

  it('en-gb uses British spelling and en American spelling', () => {
    const gb = JSON.stringify([bannerTexts('en-gb', ALL), policyTexts('en-gb')]);
    const us = JSON.stringify([bannerTexts('en', ALL), policyTexts('en')]);
    expect(gb).toMatch(/personalise/);
    expect(gb).toMatch(/optimise|Customise/);
    expect(gb).toMatch(/honoured/);
    expect(gb).not.toMatch(/personaliz|Customiz|optimiz|honored/);
    expect(us).toMatch(/personalize/);
    expect(us).toMatch(/honored/);
  });

  it('decline_opt_out is the CCPA wording in each language', () => {
    expect(bannerTexts('en', NONE).decline_opt_out).toBe('Do not sell or share my personal information');
    for (const lang of LANGUAGES.filter((l) => l !== 'ja' && l !== 'zh')) {
      // Every translation names both selling and sharing: two verbs joined by the language's "or"/"nor".
      expect(bannerTexts(lang, NONE).decline_opt_out.split(/\s+/).length, lang).toBeGreaterThanOrEqual(4);
    }
    // Written without spaces: selling (販売, 出售) and sharing (共有, 共享) by name.
    expect(bannerTexts('ja', NONE).decline_opt_out).toMatch(/販売.*共有/);
    expect(bannerTexts('zh', NONE).decline_opt_out).toMatch(/出售.*共享/);
  });

  it('uses the diacritics and typography of each language (spot check)', () => {
    expect(bannerTexts('de', NONE).close).toBe('Schließen');
    expect(bannerTexts('fr', NONE).pc_title).toBe('Préférences en matière de cookies');
    expect(policyTexts('fr').what_title).toBe('Qu’est-ce qu’un cookie\u202f?');
    expect(bannerTexts('cs', NONE).accept_all).toBe('Přijmout vše');
    expect(bannerTexts('pl', NONE).pc_body).toMatch(/włączone/);
    expect(bannerTexts('hu', NONE).accept_all).toBe('Összes elfogadása');
    expect(bannerTexts('el', NONE).accept_all).toBe('Αποδοχή όλων');
  });

  it('uses the formal address where the language expects it', () => {
    expect(bannerTexts('de', ALL).banner_body).toMatch(/\bSie\b/);
    expect(bannerTexts('de', ALL).banner_body).not.toMatch(/\b(du|dich|dein)\b/i);
    expect(bannerTexts('fr', ALL).banner_body).toMatch(/\bvous\b/);
    expect(bannerTexts('fr', ALL).banner_body).not.toMatch(/\b(tu|te|ton|ta|tes)\b/);
  });
});

describe('texts keyed on the consent mode', () => {
  it('the opt-out notice speaks of sale and sharing under California law, and of the right to opt out', () => {
    const t = bannerTexts('en', NONE);
    expect(t.opt_out_notice).toMatch(/California/);
    expect(t.opt_out_notice).toMatch(/“sale” or “sharing” of your personal information/);
    expect(t.opt_out_notice).toMatch(/right to opt out/);
    expect(bannerTexts('en-gb', NONE).opt_out_notice).toMatch(/‘sale’ or ‘sharing’/);
  });

  it.each(LANGUAGES)('%s: the opt-out notice quotes two terms (sale, sharing)', (lang) => {
    const notice = bannerTexts(lang, NONE).opt_out_notice;
    // Two quoted terms in the language's own quotation marks, never ASCII quotes.
    expect(notice.match(/[“„«»‘’”「」]/g)?.length ?? 0, lang).toBeGreaterThanOrEqual(4);
    expect(notice).not.toMatch(/"/);
  });

  it('the scroll line says that scrolling counts as consent; the GPC note names the signal', () => {
    expect(bannerTexts('en', NONE).scroll_notice).toMatch(/^Continuing to scroll this page counts as consent/);
    for (const lang of LANGUAGES) expect(bannerTexts(lang, NONE).gpc_note, lang).toMatch(/Global Privacy Control/);
    expect(bannerTexts('en-gb', NONE).gpc_note).toMatch(/honoured/);
    expect(bannerTexts('en', NONE).gpc_note).toMatch(/honored/);
  });

  it('the GPC note is short: a line on a banner or beside the floating button', () => {
    for (const lang of LANGUAGES) {
      const t = bannerTexts(lang, NONE);
      expect(t.gpc_note.length, lang).toBeLessThan(t.gpc_honoured.length);
    }
  });
});
