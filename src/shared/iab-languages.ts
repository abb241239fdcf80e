// Plain data, no zod: src/schema/vendor-list.ts names the files from it; the service picks one per visitor.

import { LANGUAGES } from './languages.ts';

/**
 * The IAB's translations of a banner language where it publishes more than one (its consent languages, as
 * `@iabtechlabtcf/core`'s ConsentLanguages lists them: PT-BR and PT-PT, never PT; ZH and ZH-HANT). Any other
 * language's file is named by the language itself (purposes-de.json).
 */
const VARIANTS: Partial<Record<(typeof LANGUAGES)[number], readonly string[]>> = {
  pt: ['pt-pt', 'pt-br'],
  zh: ['zh', 'zh-hant'],
};

/** The IAB languages whose translation files (purposes-{language}.json) the service keeps: every banner language's but English. */
export const IAB_LANGUAGES: readonly string[] = LANGUAGES.filter((l) => !l.startsWith('en')).flatMap((l) => VARIANTS[l] ?? [l]);

/** Chinese tags written in Traditional characters: `Hant`, or a region that writes it when no script is given. */
const TRADITIONAL = /^(hant|tw|hk|mo)$/;

/**
 * The IAB language of the texts a visitor of banner language `lang` reads, from the tags the visitor prefers
 * (`wanted`, most preferred first: Accept-Language, or the tag a request names): the first of them in `lang`
 * decides, as the banner language was chosen. Brazilian Portuguese (`pt-BR`) gets `pt-br` and any other Portuguese
 * `pt-pt`; Traditional Chinese (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`) gets `zh-hant` and any other Chinese `zh`.
 * Every other language is its own.
 */
export function iabLanguage(lang: string, wanted: readonly (string | null | undefined)[]): string {
  if (!VARIANTS[lang as keyof typeof VARIANTS]) return lang;
  const tag = wanted.map((w) => (w || '').toLowerCase().replace(/_/g, '-').split('-')).find((t) => t[0] === lang) ?? [];
  const subtags = tag.slice(1);
  if (lang === 'pt') return subtags.includes('br') ? 'pt-br' : 'pt-pt';
  return !subtags.includes('hans') && subtags.some((s) => TRADITIONAL.test(s)) ? 'zh-hant' : 'zh';
}
