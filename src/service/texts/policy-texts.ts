import type { PolicyTexts } from './lang/pack.ts';
import { packOf } from './packs.ts';

/** Strings of the hosted cookie policy in `lang` (US English for a language we do not know). */
export function policyTexts(lang: string): PolicyTexts {
  return packOf(lang).policy;
}

/** The BCP 47 tag of a language of `LANGUAGES` (`en-gb` → `en-GB`), for `lang` attributes and `Intl`. */
export function languageTag(lang: string): string {
  return packOf(lang).tag;
}
