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
 * Where the service serves the runtime that fetches its config
 * (src/runtime/fetching.ts, built to dist/consent-fetch.min.js): the older
 * snippet's URL, and where the first-view script hands a QA language over to.
 */
export const FETCHING_RUNTIME_PATH = '/consent.min.js';
