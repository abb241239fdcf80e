import { RTL_LANGUAGES } from '../../shared/languages.ts';
import type { LegalTexts, PolicyTexts } from './lang/pack.ts';
import { languageOf, packOf } from './packs.ts';

/** Strings of the hosted cookie policy in `lang` (US English for a language we do not know). */
export function policyTexts(lang: string): PolicyTexts {
  return packOf(lang).policy;
}

/** The cookie policy's legal sections in `lang` (docs/decisions/policies.md#legal-checklist). */
export function legalTexts(lang: string): LegalTexts {
  return packOf(lang).legal;
}

/** The BCP 47 tag of a language of `LANGUAGES` (`en-gb` → `en-GB`), for `lang` attributes and `Intl`. */
export function languageTag(lang: string): string {
  return packOf(lang).tag;
}

/** The writing direction of a language (`lang` resolved as `packOf` does), for `dir` attributes and the runtime config. */
export function languageDir(lang: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(languageOf(lang)) ? 'rtl' : 'ltr';
}
