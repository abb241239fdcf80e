import type { Language } from '../../schema/enums.ts';
import { LANGUAGES } from '../../shared/languages.ts';

/**
 * The first of `wanted` (most preferred first) that the runtime supports,
 * each tried along its BCP-47 fallback chain (`pt-BR` → `pt`, `en-GB` →
 * `en-gb`, `de-AT` → `de`) before the next one; `en` when none matches.
 */
export function pickLanguage(wanted: readonly (string | null | undefined)[]): Language {
  for (const w of wanted) {
    let tag = (w || '').toLowerCase().replace(/_/g, '-');
    while (tag) {
      if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
      tag = tag.slice(0, Math.max(tag.lastIndexOf('-'), 0));
    }
  }
  return 'en';
}
