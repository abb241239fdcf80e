// The consent and policy screens' data with 100,000 consent records on the embedded database
// (console-consent-screens.ts), bundled on the fly as the bench is plain JavaScript.
//   node build/bench/console-consent-bench.mjs
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;
// In dist/, inside the repository: its imports of packages resolve to node_modules.
const outfile = join(root, 'dist/bench-console-consent.mjs');
await build({
  entryPoints: [join(root, 'build/bench/console-consent-screens.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
const { consentScreensBench } = await import(outfile);
console.log(await consentScreensBench(root));
