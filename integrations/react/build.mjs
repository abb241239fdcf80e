// Builds the package into dist/: one ES module (React left to the app) and its
// declarations. Run from this folder: `npm run build`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
rmSync(join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'dist/index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  external: ['react', 'react/jsx-runtime'],
  jsx: 'automatic',
  jsxImportSource: 'react',
  // Next.js's App Router renders the components on the client only with this directive, which bundling drops.
  banner: { js: "'use client';" },
  logLevel: 'warning',
});
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json')], { stdio: 'inherit' });
