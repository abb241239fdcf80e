/**
 * The expression in the first-view runtime (dist/consent.min.js) that the
 * service replaces with the website's config to make the per-website
 * first-view script (`{app_url}/c/{uuid}.js`, service/public/first-view-script.ts).
 * A property of `self` rather than a literal, so that the minifier cannot
 * fold it away; build/build.mjs checks that the bundle holds it exactly once.
 * Run bare, it reads an unset global: undefined, and the runtime fails closed.
 */
export const INLINE_CONFIG_EXPRESSION = 'self.__serviceConsentConfig';

/**
 * The expression in the first-view runtime that the service replaces with the
 * id of the banner revision the inlined config is (docs/proof.md#banner-revisions):
 * beside the config, not in it, since the id is a hash of the config. The
 * runtime sends it with each record. Run bare, it is undefined: none is sent.
 */
export const INLINE_REVISION_EXPRESSION = 'self.__serviceBannerRevision';

/**
 * The config answer's header that names the banner revision the config is,
 * beside it (the fetching runtime, src/runtime/config/fetch.ts, reads it).
 */
export const REVISION_HEADER = 'Banner-Revision';

/**
 * Where the service serves the runtime that fetches its config
 * (src/runtime/fetching.ts, built to dist/consent-fetch.min.js): the older
 * snippet's URL, and where the first-view script hands a QA language over to.
 */
export const FETCHING_RUNTIME_PATH = '/consent.min.js';
