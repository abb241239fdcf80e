// esbuild options shared by build.mjs and size-by-module.mjs, so that what is
// measured is what ships.

import { readFileSync } from 'node:fs';

/** A browser bundle: one classic script (IIFE), no module loader, minified. */
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
 * The second chunk (src/runtime/chunk/) renders with the main bundle's Preact: its
 * JSX compiles against a stand-in for `preact/jsx-runtime` that the main
 * bundle binds when the chunk registers, and any other Preact import fails
 * the build (two Preacts on one page would not share their vnodes).
 */
export const chunkOptions = {
  plugins: [
    {
      name: 'main-bundle-preact',
      setup(b) {
        b.onResolve({ filter: /^preact(\/|$)/ }, (args) =>
          args.path === 'preact/jsx-runtime'
            ? { path: new URL('../src/runtime/chunk/jsx-runtime.ts', import.meta.url).pathname }
            : { errors: [{ text: `${args.path}: the second chunk must use the main bundle's Preact` }] },
        );
      },
    },
  ],
};

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
  'trapKey',
  'pc',
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
  // consent/decide.ts
  'stored',
  'scroll',
  // ui/chunk-contract.ts: what the chunk gives back.
  'button',
  'css',
  'createGate',
];

/**
 * The mangled names, committed (mangle.json) so that a name keeps its letters
 * from one build to the next, and shared by the chunk's build and the main
 * bundle's so that both read the contract's properties under the same letters.
 */
export const MANGLE_CACHE = new URL('../mangle.json', import.meta.url);

/** Options for a runtime bundle: `cache` is the mangle cache to start from (the previous build's). */
export const runtimeMangle = (cache = JSON.parse(readFileSync(MANGLE_CACHE, 'utf8'))) => ({
  mangleProps: new RegExp(`^(${RUNTIME_MANGLED.join('|')})$`),
  mangleCache: cache,
});
