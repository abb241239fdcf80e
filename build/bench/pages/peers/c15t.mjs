import { join } from 'node:path';
import { build } from 'esbuild';

// See c15t-app.mjs. Bundled as a React app would be for production (minified, NODE_ENV=production); its
// README imports @c15t/react/styles.css in the app's CSS, which @imports @c15t/ui's: a bundler inlines that,
// so the stylesheet is bundled too and linked in <head>.
/** @type {import('../entries.mjs').Entry} */
export default {
  name: 'c15t',
  label: 'c15t (@c15t/react banner)',
  pkg: 'c15t',
  async build(benchDir, outDir) {
    await build({
      entryPoints: [join(benchDir, 'pages/peers/c15t-app.mjs')],
      absWorkingDir: benchDir,
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      define: { 'process.env.NODE_ENV': '"production"' },
      outfile: join(outDir, 'c15t.js'),
      logLevel: 'warning',
    });
    await build({
      stdin: { contents: "@import '@c15t/react/styles.css';", resolveDir: benchDir, loader: 'css' },
      absWorkingDir: benchDir,
      bundle: true,
      minify: true,
      outfile: join(outDir, 'c15t.css'),
      logLevel: 'warning',
    });
  },
  page: () => ({
    head: '<link rel="stylesheet" href="/built/c15t.css">',
    body: '<script src="/built/c15t.js"></script>',
  }),
  banner: '[data-testid="consent-banner-root"]',
  accept: '[data-testid="consent-banner-accept-button"]',
  store: '^c15t',
};
