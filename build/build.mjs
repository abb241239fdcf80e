// Builds every bundle, prints raw / gzip / brotli sizes and fails when a
// browser bundle is over its budget. `--only=runtime,embed,service` limits it.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { browserOptions, chunkOptions, MANGLE_CACHE, RUNTIME_MANGLED, runtimeMangle } from './options.mjs';

const KB = 1024;
const only = (process.argv.find((a) => a.startsWith('--only=')) || '').slice(7).split(',').filter(Boolean);
const want = (name) => only.length === 0 || only.includes(name);

/** Browser bundles: one classic script each, no module loader; budgets in brotli bytes. */
const browser = [
  // What the banner does not need (preference centre, script and iframe gating), loaded when first needed;
  // built first, so that the main bundle asks for this build of it.
  {
    name: 'runtime',
    entry: 'src/runtime/chunk/index.ts',
    out: 'dist/consent-preferences.min.js',
    budget: 3 * KB,
    options: () => ({ ...chunkOptions, ...runtimeMangle() }),
  },
  // Everything that shows the banner.
  {
    name: 'runtime',
    entry: 'src/runtime/index.ts',
    out: 'dist/consent.min.js',
    budget: 12 * KB,
    // The chunk's mangle cache, so that both bundles name the contract's properties alike.
    options: () => ({
      define: { CHUNK_VERSION: JSON.stringify(hashOf('dist/consent-preferences.min.js')) },
      ...runtimeMangle(mangleCache),
    }),
  },
  { name: 'embed', entry: 'src/embed/index.ts', out: 'dist/embed-policy.min.js', budget: 1.5 * KB },
  // The hosted policy page's frame script (height, links, missing document), served at /policies/resize.js.
  { name: 'embed', entry: 'src/embed/frame-resizer.ts', out: 'dist/policy-frame.min.js', budget: 1 * KB },
];
/** Node programs: bundled so that Node 20 runs TypeScript without a loader; packages stay external. */
const node = [
  { name: 'service', entry: 'src/service/main.ts', out: 'dist/service.mjs' },
  // `npm start`: the service with the demo composed in (demo/main.ts).
  { name: 'service', entry: 'demo/main.ts', out: 'dist/demo.mjs' },
  { name: 'service', entry: 'src/service/cli.ts', out: 'dist/cli.mjs' },
];

/** A short content hash: the chunk's cache key in the main bundle. */
const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 8);

mkdirSync('dist', { recursive: true });
const sizes = [];
let over = false;
let mangleCache;

for (const b of browser.filter((b) => want(b.name))) {
  const base = browserOptions(b.entry);
  const extra = b.options ? b.options() : {};
  const result = await build({ ...base, ...extra, define: { ...base.define, ...extra.define }, outfile: b.out });
  if (result.mangleCache) mangleCache = result.mangleCache;
  const buf = readFileSync(b.out);
  const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gz = gzipSync(buf, { level: 9 }).length;
  const ok = br <= b.budget;
  over ||= !ok;
  sizes.push({ file: b.out, raw: buf.length, gzip: gz, brotli: br, budget: b.budget, ok });
}

if (mangleCache) {
  // Committed: a name keeps its letters until it leaves the list.
  const kept = Object.fromEntries(
    Object.entries(mangleCache)
      .filter(([name]) => RUNTIME_MANGLED.includes(name))
      .sort(),
  );
  const text = `${JSON.stringify(kept, null, 2)}\n`;
  if (text !== readFileSync(MANGLE_CACHE, 'utf8')) writeFileSync(MANGLE_CACHE, text);
}

for (const n of node.filter((n) => want(n.name))) {
  await build({
    entryPoints: [n.entry],
    outfile: n.out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'warning',
  });
}

if (sizes.length) {
  const pad = (s, n) => String(s).padStart(n);
  console.log(`${'bundle'.padEnd(28)}${pad('raw', 9)}${pad('gzip', 9)}${pad('brotli', 9)}${pad('budget', 9)}`);
  for (const s of sizes) {
    console.log(
      `${s.file.padEnd(28)}${pad(s.raw, 9)}${pad(s.gzip, 9)}${pad(s.brotli, 9)}${pad(Math.round(s.budget), 9)}${s.ok ? '' : '  OVER BUDGET'}`,
    );
  }
}
if (over) {
  console.error('A browser bundle is over its brotli budget.');
  process.exit(1);
}
