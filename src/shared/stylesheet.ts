// The banner's stylesheet as it may reach a shadow root, one check for the
// service and the runtime: the service composes every config's `stylesheet`
// through it (compose-config.ts), so the first-view script's inlined config
// never carries anything else; the fetching runtime (`consent.min.js`) runs it
// again over a fetched or device-cached config (runtime/config/fetched.ts),
// which the page or an extension could have altered in storage.

/** A plain, readable look for a stylesheet that is missing or refused: the banner still asks. */
export const FALLBACK_CSS =
  '.ui{position:fixed;inset:auto 0 0;max-height:100%;overflow:auto;padding:1em;background:#fff;color:#111}';

/**
 * `css` when it is a string that can neither load a resource (`@import`,
 * `url(`, a backslash escape that could spell either) nor leave the stylesheet
 * (`<`); else the fallback look.
 */
export const safeStylesheet = (css: unknown): string =>
  typeof css === 'string' && !/<|@import|url\(|\\/i.test(css) ? css : FALLBACK_CSS;
