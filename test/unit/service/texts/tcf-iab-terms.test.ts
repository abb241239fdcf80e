import { describe, expect, it } from 'vitest';
import { PACKS } from '../../../../src/service/texts/packs.ts';
import { IAB_LANGUAGES } from '../../../../src/shared/iab-languages.ts';
import { LANGUAGES } from '../../../../src/shared/languages.ts';
import terms from '../../../fixtures/tcf/iab-terms-v2.json' with { type: 'json' };

// The vendor layer's section headings against the IAB's own translated words for them. The only IAB-translated
// texts in reach that name the TCF's terms are its GVL v2 purpose translations (the fixture names its source):
// "Vendors can:" opens each legal text, feature 1's says "Purposes or Special Purposes", feature 2's ends
// "(Special Feature 2)" and purpose 9's names "(Feature 1)" (docs/decisions/tcf.md#the-layers-labels-checked-against-the-iabs-terms).

type Heading = 'purposes' | 'specialPurposes' | 'features' | 'specialFeatures';
/**
 * Each heading as the IAB's text writes it (inflected as the sentence needs, e.g. Polish genitive), read by hand from
 * the fixture. Null: that language's texts do not name it.
 */
const IAB: Record<string, Record<Heading, string | null>> = {
  de: {
    purposes: 'Verarbeitungszwecke',
    specialPurposes: 'besondere Verarbeitungszwecke',
    features: 'Verarbeitungsmöglichkeit',
    specialFeatures: 'Besondere Verarbeitungsmöglichkeit',
  },
  fr: {
    purposes: 'Finalités',
    specialPurposes: 'Finalités spéciales',
    features: 'Fonctionnalité',
    specialFeatures: 'Fonctionnalité spéciale',
  },
  es: {
    purposes: 'Finalidades',
    specialPurposes: 'Finalidades especiales',
    features: 'Funcionalidad',
    specialFeatures: 'Funcionalidad especial',
  },
  it: {
    purposes: 'Finalità',
    specialPurposes: 'Finalità Speciali',
    features: 'Funzionalità',
    specialFeatures: 'Funzionalità speciale',
  },
  pt: {
    purposes: 'Finalidades',
    specialPurposes: 'Finalidades especiais',
    features: 'Característica',
    specialFeatures: 'Característica Especial',
  },
  nl: {
    purposes: 'doeleinden',
    specialPurposes: 'speciale doeleinden',
    features: 'functie',
    specialFeatures: 'speciale functie',
  },
  da: { purposes: 'Formål', specialPurposes: 'Særlige formål', features: 'Funktion', specialFeatures: 'Særlig funktion' },
  sv: { purposes: 'syften', specialPurposes: 'specialsyften', features: 'funktion', specialFeatures: 'specialfunktion' },
  fi: {
    purposes: 'tarkoituksen',
    specialPurposes: 'erikoistarkoituksen',
    // Only inside "erityisominaisuus 2": no text of them names a plain feature.
    features: 'ominaisuus',
    specialFeatures: 'erityisominaisuus',
  },
  pl: { purposes: 'Celów', specialPurposes: 'Celów specjalnych', features: 'Funkcja', specialFeatures: 'Funkcja specjalna' },
  cs: { purposes: 'účelů', specialPurposes: 'zvláštních účelů', features: 'funkce', specialFeatures: 'zvláštní funkce' },
  sk: { purposes: 'účelov', specialPurposes: 'osobitných účelov', features: 'funkcia', specialFeatures: 'špeciálna funkcia' },
  el: {
    purposes: 'σκοπών',
    specialPurposes: 'ειδικών σκοπών',
    features: 'Χαρακτηριστικό',
    specialFeatures: 'Ειδικό χαρακτηριστικό',
  },
  hu: { purposes: 'célra', specialPurposes: 'különleges célok', features: 'funkció', specialFeatures: 'különleges funkció' },
  // Traditional characters; the same four terms in Simplified.
  zh: { purposes: '目的', specialPurposes: '特殊目的', features: '功能', specialFeatures: '特殊功能' },
};

const words = (s: string) => s.toLocaleLowerCase().split(/\s+/).filter(Boolean);
/** A word less its last three letters (at least two kept): what survives inflection and compounding. */
const stem = (w: string) => w.slice(0, Math.max(2, w.length - 3));
const sameWord = (a: string, b: string) => b.includes(stem(a)) || a.includes(stem(b));
/** Every word of each has its counterpart in the other, as inflected forms or compounds of one word. */
const sameTerm = (label: string, iab: string) =>
  words(label).every((w) => words(iab).some((x) => sameWord(w, x))) &&
  words(iab).every((x) => words(label).some((w) => sameWord(w, x)));

const texts = terms.languages as Record<string, Record<string, string>>;

describe("the vendor layer's headings in the IAB's own words", () => {
  it('the rule tells one word from another: the headings these packs had before are refused', () => {
    expect(sameTerm('Särskilda ändamål', 'specialsyften')).toBe(false);
    expect(sameTerm('Características', 'Funcionalidad')).toBe(false);
    expect(sameTerm('Osobitné funkcie', 'špeciálna funkcia')).toBe(false);
    expect(sameTerm('Cele specjalne', 'Celów specjalnych')).toBe(true);
    expect(sameTerm('Zwecke', 'Verarbeitungszwecke')).toBe(true);
  });

  it.each(Object.keys(IAB))('%s: each heading is the term the IAB’s translation uses', (lang) => {
    const all = Object.values(texts[lang]!).join('\n');
    const tcf = PACKS[lang as 'en'].tcf;
    for (const [key, iab] of Object.entries(IAB[lang]!) as [Heading, string | null][]) {
      if (!iab) continue;
      // The IAB's word is really in its text…
      expect(all.toLocaleLowerCase(), `${lang} ${key}`).toContain(iab.toLocaleLowerCase());
      // …and the heading is that word.
      expect(sameTerm(tcf[key], iab), `${lang} ${key}: "${tcf[key]}" is not the IAB's "${iab}"`).toBe(true);
    }
    // The layer's title names the purposes by the same word.
    expect(
      words(tcf.title).some((w) => sameTerm(w, IAB[lang]!.purposes!)),
      `${lang} title`,
    ).toBe(true);
  });

  it('covers every language the IAB translated in the files in reach; ar, he and ja have none there', () => {
    const banner = LANGUAGES.filter((l) => !l.startsWith('en'));
    expect(banner.filter((l) => !IAB[l])).toEqual(['ar', 'he', 'ja']);
    // The service still asks the IAB for all three: its library lists them as published (AR, HE, JA).
    for (const l of ['ar', 'he', 'ja']) expect(IAB_LANGUAGES).toContain(l);
  });
});
