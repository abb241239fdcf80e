// esbuild options shared by build.mjs and size-by-module.mjs, so that what is
// measured is what ships.

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
