import { LANGUAGES } from './languages.ts';

/**
 * The first of `wanted` (most preferred first) among `among` (default: every
 * language the runtime supports), each tried along its BCP-47 fallback chain
 * (`pt-BR` → `pt`, `en-GB` → `en-gb`, `de-AT` → `de`) before the next one;
 * `en` when none matches. The runtime picks from `navigator.languages`; the
 * service from `Accept-Language` among a website's languages.
 */
export function pickLanguage(
  wanted: readonly (string | null | undefined)[],
  among: readonly string[] = LANGUAGES,
): (typeof LANGUAGES)[number] {
  for (const w of wanted) {
    let tag = (w || '').toLowerCase().replace(/_/g, '-');
    while (tag) {
      if (among.includes(tag)) return tag as (typeof LANGUAGES)[number];
      tag = tag.slice(0, Math.max(tag.lastIndexOf('-'), 0));
    }
  }
  return 'en';
}
