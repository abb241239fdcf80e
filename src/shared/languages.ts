// Plain data, no zod: the runtime bundles this list; src/schema/enums.ts wraps it.

/**
 * Languages a banner can display and the service can answer in. `en` (US
 * English) is always selected; the spec lists it only in samples, and `cs`/`sk`
 * only on update: all accepted. `ar`, `he`, `ja` and `zh` (Chinese in the
 * Simplified script) extend the spec's list (docs/decisions/texts.md#languages-beyond-the-spec).
 */
export const LANGUAGES = [
  'en',
  'en-gb',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'da',
  'sv',
  'fi',
  'pl',
  'cs',
  'sk',
  'el',
  'hu',
  'ar',
  'he',
  'ja',
  'zh',
] as const;

/** Languages written right to left: their UI root and policy pages get `dir="rtl"`. */
export const RTL_LANGUAGES: readonly (typeof LANGUAGES)[number][] = ['ar', 'he'];
