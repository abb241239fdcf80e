// Plain data, no zod: the runtime bundles this list; src/schema/enums.ts wraps it.

/**
 * Languages a banner can display and the service can answer in. `en` (US
 * English) is always selected; the spec lists it only in samples, and `cs`/`sk`
 * only on update: all accepted.
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
] as const;
