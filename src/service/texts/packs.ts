import type { Language } from '../../schema/enums.ts';
import { ar } from './lang/ar.ts';
import { cs } from './lang/cs.ts';
import { da } from './lang/da.ts';
import { de } from './lang/de.ts';
import { el } from './lang/el.ts';
import { en } from './lang/en.ts';
import { enGb } from './lang/en-gb.ts';
import { es } from './lang/es.ts';
import { fi } from './lang/fi.ts';
import { fr } from './lang/fr.ts';
import { he } from './lang/he.ts';
import { hu } from './lang/hu.ts';
import { it } from './lang/it.ts';
import { ja } from './lang/ja.ts';
import { nl } from './lang/nl.ts';
import type { LanguagePack } from './lang/pack.ts';
import { pl } from './lang/pl.ts';
import { pt } from './lang/pt.ts';
import { sk } from './lang/sk.ts';
import { sv } from './lang/sv.ts';
import { zh } from './lang/zh.ts';

/** One pack per language of `LANGUAGES`; the `Record` type makes a missing language a compile error. */
export const PACKS: Record<Language, LanguagePack> = {
  en,
  'en-gb': enGb,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  da,
  sv,
  fi,
  pl,
  cs,
  sk,
  el,
  hu,
  ar,
  he,
  ja,
  zh,
};

/**
 * The pack of a language. A BCP 47 tag we have no pack for falls back to its
 * primary language (`de-AT` → `de`, `pt-BR` → `pt`; the embed passes the host
 * page's `<html lang>`); anything else gets US English.
 */
export function packOf(lang: string): LanguagePack {
  return PACKS[languageOf(lang)];
}

/** The language of LANGUAGES that `lang` resolves to, by the fallback of `packOf`. */
export function languageOf(lang: string): Language {
  const tag = lang.trim().toLowerCase().replace(/_/g, '-');
  for (const candidate of [tag, tag.split('-')[0]!]) if (Object.hasOwn(PACKS, candidate)) return candidate as Language;
  return 'en';
}
