// Plain data, no zod: the TCF stub's and chunk's builds read these; src/schema/tcf.ts wraps them.

/**
 * The expression in the TCF stub's build (dist/consent-tcf.min.js) that the service replaces with the website's
 * TCF part of the config (service/public/scripts/). Its own file, as gpp-sections.ts's is: the base runtime does
 * not import it.
 */
export const INLINE_TCF_EXPRESSION = 'self.__serviceTcf';

/** Path of the TCF chunk (dist/consent-tcf-chunk.min.js) on the service origin, the first-view script's own. */
export const TCF_CHUNK_PATH = '/consent-tcf-chunk.min.js';

/** The private global through which the TCF chunk hands the stub its command handler (defined by the stub, non-enumerable). */
export const TCF_CHUNK_HOOK = '__serviceTcfChunk';

/**
 * Where the TC string is kept: the website's own origin's localStorage, beside the consent cookie, never a global
 * `euconsent-v2` cookie (docs/runtime.md#iab-tcf).
 */
export const TCF_STORAGE_KEY = 'service_consent_tcf';

/** The vendor-list answer's path on the service origin (docs/service.md#iab-tcf). */
export const vendorListPath = (uuid: string, lang: string) =>
  `/public/v1/websites/${uuid}/vendor-list?lang=${encodeURIComponent(lang)}`;
