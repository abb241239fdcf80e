// esbuild options shared by build.mjs and size-by-module.mjs, so that what is
// measured is what ships.

import { readFileSync } from 'node:fs';

/** @typedef {import('esbuild').BuildOptions} BuildOptions */
/**
 * What earlier bundles of a build leave the later ones.
 * @typedef {object} Earlier
 * @property {Record<string, string | false>} [mangleCache] the chunk's mangle cache
 * @property {string} [chunkVersion] the chunk's content hash
 * @property {string} [tcfChunkVersion] the TCF chunk's content hash
 */
/**
 * A browser bundle and its brotli budget.
 * @typedef {object} BrowserBundle
 * @property {'runtime' | 'embed' | 'console'} name the part of the build it belongs to (`--only=`)
 * @property {string} entry
 * @property {string} out
 * @property {number} budget brotli bytes
 * @property {string | string[]} [inline] where the service writes into it (each an `*_EXPRESSION` of src/shared/)
 * @property {(prev: Earlier) => BuildOptions} [options] its own options over browserOptions
 */

/**
 * A browser bundle: one classic script (IIFE), no module loader, minified.
 * @param {string} entry
 * @returns {BuildOptions & { define: Record<string, string> }}
 */
export const browserOptions = (entry) => ({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2019', 'chrome80', 'firefox78', 'safari13'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  // Keep zod's full build and node-only code out of the browser by construction.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

/**
 * Preact is the second chunk's alone (src/runtime/chunk/): a first view's banner is plain DOM
 * (src/runtime/ui/banner-element.ts), so a Preact import in a main bundle fails its build rather than adding its ~4 KB
 * to every first view.
 */
export const noPreact = /** @type {BuildOptions} */ ({
  plugins: [
    {
      name: 'no-preact',
      setup(b) {
        b.onResolve({ filter: /^preact(\/|$)/ }, (args) => ({
          errors: [{ text: `${args.path}: Preact belongs in the second chunk, not in a main bundle` }],
        }));
      },
    },
  ],
});

/**
 * Property names that only the runtime's own code reads, shortened in both
 * runtime bundles (as Preact does): the source keeps readable names, the
 * bundles carry one or two letters. Never list a name that the public API, the
 * config JSON, a consent record, the cookie, the dataLayer, the DOM, JSX or
 * Preact use (`showBanner`, `granted`, `banner`, `decline`, `set`, `all`,
 * `render`…): a listed name is renamed everywhere in the bundle, whatever the
 * object. The e2e tests run the mangled bundles.
 */
export const RUNTIME_MANGLED = [
  // ui/view.ts: the view the components render from.
  'bannerOpen',
  'prefs',
  'choice',
  'acceptAll',
  'openPrefs',
  'prefetch',
  'closePrefs',
  'toggle',
  'redraw',
  'trapKey',
  // ui/types.ts: the UI's props and handle.
  'onDecide',
  'hide',
  'update',
  'config',
  'settings',
  'chunk',
  // flow.ts, api.ts: a running page view and its listeners.
  'api',
  'stop',
  'emit',
  // ui/chunk-load.ts
  'load',
  'loadedChunk',
  // boot.ts: the snippet's settings.
  'days',
  'scriptTag',
  'preview',
  // config/source.ts: where the config comes from.
  'known',
  'fetched',
  'keep',
  // consent/decide.ts
  'stored',
  'scroll',
  // decisions.ts: a page view's decisions (its PageView also has `config`, `choice` and `bannerOpen`, listed above).
  'applyDecision',
  'choose',
  // ui/chunk-contract.ts: what the chunk gives back.
  'draw',
  'css',
  'createGate',
  'watchScroll',
  'removeDeclined',
];

/**
 * The TCF chunk's own long property names, shortened in its bundle only: the vendor layer's choice
 * (runtime/tcf/encode.ts `TcfChoice`) beside the IAB library's own names, which must stay (`purposeConsents` and
 * `vendorConsents` are TCModel's too, so they are not listed). Nothing outside the chunk reads them: the choice is
 * never stored or sent as it is, only as a TC string.
 */
export const TCF_MANGLED = ['purposeObjections', 'specialFeatureOptIns', 'vendorObjections', 'googleAtpConsents'];

/**
 * The mangled names, committed (mangle.json) so that a name keeps its letters
 * from one build to the next, and shared by the chunk's build and the main
 * bundle's so that both read the contract's properties under the same letters.
 */
export const MANGLE_CACHE = new URL('../mangle.json', import.meta.url);

/**
 * Options for a runtime bundle: `cache` is the mangle cache to start from (the previous build's).
 * @param {Record<string, string | false>} [cache]
 */
export const runtimeMangle = (cache = JSON.parse(readFileSync(MANGLE_CACHE, 'utf8'))) => ({
  mangleProps: new RegExp(`^(${RUNTIME_MANGLED.join('|')})$`),
  mangleCache: cache,
});

const KB = 1024;

/** A main bundle's options: the chunk's version and mangle cache, so that both bundles name the contract's properties alike. */
/** @param {Earlier} prev */
const mainOptions = (prev) => ({
  ...noPreact,
  define: { CHUNK_VERSION: JSON.stringify(prev.chunkVersion) },
  ...runtimeMangle(prev.mangleCache),
});

/**
 * Every browser bundle, in build order, with its brotli budget: build.mjs
 * builds these and size-by-module.mjs measures these, with the same options,
 * so what is measured is what ships. `options(prev)` gets what earlier
 * bundles of the build left: the chunk's mangle cache and content hash.
 * @type {BrowserBundle[]}
 */
export const BROWSER_BUNDLES = [
  // What the banner does not need (preference centre, script and iframe gating), loaded when first needed;
  // built first, so that the main bundle asks for this build of it.
  {
    name: 'runtime',
    entry: 'src/runtime/chunk/index.tsx',
    out: 'dist/consent-preferences.min.js',
    // Preact (about 3.9 KB) and the 4 KB of the centre, the GPC note and gating: the first view's banner is plain
    // DOM, so Preact comes here, loaded only when needed and cached for a year. With the removal of declined
    // categories' cookies, which runs only after a decision
    // (docs/decisions/runtime-size.md#removing-declined-cookies-from-the-chunk).
    budget: 8.25 * KB,
    options: () => runtimeMangle(),
  },
  // Everything a first view needs: the first-view script (`/c/{uuid}.js`) is this plus the website's config.
  {
    name: 'runtime',
    entry: 'src/runtime/index.ts',
    out: 'dist/consent.min.js',
    inline: ['INLINE_CONFIG_EXPRESSION', 'INLINE_REVISION_EXPRESSION'],
    // 6.25 KB: the inlined config's path only (no fetch, device cache or full config guard: the older snippet's
    // bundle below has them, docs/decisions/runtime-size.md#a-first-view-build-and-a-fetching-build), and no Preact
    // (#the-banner-without-preact). With room for brotli's own noise: the same code with 60 chunk hashes (`?v=`)
    // moved by 26 B. The first view as a whole has its own goal (build/first-view-sizes.ts), which the build enforces.
    // 7 KB since blocked frames' placeholders and the floating button are drawn in the first frame
    // (docs/decisions/runtime-size.md#the-first-frame-placeholders-and-the-button); 7.25 KB once the QA region
    // preview's hand-over and the trigger of declined cookies' removal joined them: 7,154 B then.
    budget: 7.25 * KB,
    options: mainOptions,
  },
  // Automatic blocking (src/runtime/block/): the service puts it before the runtime in the first-view script of a
  // website with blocking on, its blocking map written in (docs/runtime.md#automatic-blocking). 1.5 KB at first;
  // +0.625 KB since it reads the tracker knowledge's filter and keeps the essential hosts (src/shared/known-match.ts,
  // essential-hosts.ts: +556 B at 1,519; docs/decisions/blocking.md#the-tracker-knowledge); +1.5 KB for its hooks
  // in every realm and its watch of every document (+1,417 B at 1,519;
  // docs/decisions/blocking.md#no-way-around-the-blocker-from-the-page).
  {
    name: 'runtime',
    entry: 'src/runtime/block/index.ts',
    out: 'dist/consent-blocking.min.js',
    budget: 3.625 * KB,
    inline: 'INLINE_BLOCKING_EXPRESSION',
  },
  // The GPP stub (src/runtime/gpp/): first in the first-view script for a visitor in `us` or `california` on a
  // website with GPP on, the service's encoded strings written in (docs/runtime.md#global-privacy-platform-gpp).
  {
    name: 'runtime',
    entry: 'src/runtime/gpp/index.ts',
    out: 'dist/consent-gpp.min.js',
    // 1,282 B: 1,097 before `cmpDisplayStatus` followed the runtime's UI (iab/display.ts, +185 B). 1,434 B since
    // listeners are their caller's and getField reads own fields only (issue 44, 1,394 before).
    budget: 1.4375 * KB,
    inline: 'INLINE_GPP_EXPRESSION',
  },
  // The TCF chunk (src/runtime/tcf/chunk.ts): the IAB's library, the CMP API and the TC strings' flow, which the
  // `__tcfapi` stub asks for as soon as it runs, only for a visitor in `eu` on a TCF website (docs/runtime.md#iab-tcf).
  // Built before the stub, so that the stub asks for this build of it.
  {
    name: 'runtime',
    entry: 'src/runtime/tcf/chunk.ts',
    out: 'dist/consent-tcf-chunk.min.js',
    // The IAB's library and the encoder are 9 KB of it (docs/decisions/tcf.md#the-encoders-bytes). 14,418 B with the
    // purpose map, the string made again from the decision and scoped listeners, the layers in the banner's theme
    // and the first layer's vendor link (issue 44, 13,202 before); 14,344 B once the choice's own property names are
    // mangled (`TCF_MANGLED`, −74 B); 14,364 B with the vendors' privacy links by the language's base.
    budget: 14.125 * KB,
    options: () => ({ mangleProps: new RegExp(`^(${TCF_MANGLED.join('|')})$`) }),
  },
  // The `__tcfapi` stub (src/runtime/tcf/index.ts): first in the first-view script of a website with `enable_tcf`
  // on, its part of the config written in; outside `eu` it answers `gdprApplies: false` and loads nothing.
  {
    name: 'runtime',
    entry: 'src/runtime/tcf/index.ts',
    out: 'dist/consent-tcf.min.js',
    // 1,006 B at first (docs/decisions/tcf.md#the-browsers-bytes); it shares the IAB frame bridge with the GPP stub.
    // 1,276 B since it puts the first layer's notice in the banner as it appears (iab/display.ts and place-notice.ts,
    // +270 B): the banner no longer grows when the chunk has the vendor list. With the notice's
    // "Vendors (N)" link, painted with it for the same reason (1,465 B).
    budget: 1.5 * KB,
    inline: 'INLINE_TCF_EXPRESSION',
    options: (prev) => ({ define: { TCF_CHUNK_VERSION: JSON.stringify(prev.tcfChunkVersion) } }),
  },
  // Microsoft UET consent mode (src/runtime/uet/), first in the first-view script of a website with it on.
  { name: 'runtime', entry: 'src/runtime/uet/index.ts', out: 'dist/consent-uet.min.js', budget: 256 },
  // Shopify's Customer Privacy API and the vendors' own consent calls (src/runtime/shopify/, src/runtime/vendors/),
  // each first in the first-view script of a website with it on.
  { name: 'runtime', entry: 'src/runtime/shopify/index.ts', out: 'dist/consent-shopify.min.js', budget: 384 },
  { name: 'runtime', entry: 'src/runtime/vendors/index.ts', out: 'dist/consent-vendors.min.js', budget: 384 },
  // The older snippet's runtime, served at `/consent.min.js`: the same page view, with the config fetched and
  // cached on the device (and what the first-view script hands a QA language over to). Not on a first view of
  // `/c/{uuid}.js`, hence its own, looser budget.
  {
    name: 'runtime',
    entry: 'src/runtime/fetching.ts',
    out: 'dist/consent-fetch.min.js',
    // 7.75 KB: as the first view's, with the placeholders and the floating button (7,661 B then), and brotli's noise.
    budget: 7.75 * KB,
    // V8's compile hint, which the service writes before the first-view script (first-view-script.ts): nearly all
    // of the runtime runs on every page view, so it compiles while it streams in, off the main thread.
    options: (prev) => ({ ...mainOptions(prev), banner: { js: '//# allFunctionsCalledOnLoad' } }),
  },
  { name: 'embed', entry: 'src/embed/index.ts', out: 'dist/embed-policy.min.js', budget: 1.5 * KB },
  // The owner console (src/console/), one page under /console/ with Preact; its stylesheet is written beside it.
  // Site owners, not visitors, load it: 60 KB for every screen, the bound for the first one.
  {
    name: 'console',
    entry: 'src/console/main.tsx',
    out: 'dist/console.min.js',
    budget: 60 * KB,
    // Site owners' browsers: the last two years' engines, not the runtime's floor for every visitor.
    options: () => ({ target: ['chrome109', 'firefox115', 'safari16'] }),
  },
  // uPlot for the console's consent charts, loaded by that screen alone (src/console/charts-entry.ts): 20 KB as
  // the package ships it, which would take a third of the first screen's budget.
  {
    name: 'console',
    entry: 'src/console/charts-entry.ts',
    out: 'dist/console-charts.min.js',
    budget: 21 * KB,
    options: () => ({ target: ['chrome109', 'firefox115', 'safari16'] }),
  },
  // The hosted policy page's frame script (height, links, missing document), served at /policies/resize.js.
  { name: 'embed', entry: 'src/embed/frame-resizer.ts', out: 'dist/policy-frame.min.js', budget: 1 * KB },
];

/**
 * Brotli bytes the tracker knowledge (the xor filter of every tracker domain of data/, in every blocking map) may
 * add to a blocking website's first view, measured in place (build/blocking-sizes.ts): 2,148 domains at 14 bits
 * a cell, 4.4 KB; the budget and the false-positive rate it buys: docs/decisions/blocking.md#the-tracker-knowledge.
 */
export const TRACKER_KNOWLEDGE_BUDGET = 4.625 * KB;

/**
 * esbuild options of one of BROWSER_BUNDLES.
 * @param {BrowserBundle} b
 * @param {Earlier} [prev]
 */
export function bundleOptions(b, prev = {}) {
  const base = browserOptions(b.entry);
  const extra = b.options ? b.options(prev) : {};
  return { ...base, ...extra, define: { ...base.define, ...extra.define }, outfile: b.out };
}
