/**
 * The expression in the built runtime (dist/consent.min.js) that the service
 * replaces with the website's config to make the per-website first-view
 * script (`{app_url}/c/{uuid}.js`, service/public/first-view-script.ts).
 * Served as it is (`/consent.min.js`), it reads an unset global: undefined,
 * and the runtime fetches the config (old snippets). A property of `self`
 * rather than a literal, so that the minifier cannot fold it away;
 * build/build.mjs checks that the bundle holds it exactly once.
 */
export const INLINE_CONFIG_EXPRESSION = 'self.__serviceConsentConfig';
