// Builds every bundle, prints raw / gzip / brotli sizes, writes them to
// dist/sizes.json (what docs and tools read, rather than copying figures by
// hand) and fails when a browser bundle is over its budget, or the plain first view over its goal. With them, what
// automatic blocking costs a typical website: its blocking map's bytes and its
// first view with and without the blocker (build/blocking-sizes.ts); the plain
// website's first view split into its parts (build/first-view-sizes.ts); and what
// GPP costs a visitor in us and california (build/gpp-sizes.ts); and what TCF costs (build/tcf-sizes.ts).
// `--only=runtime,embed,service` limits it.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BROWSER_BUNDLES, bundleOptions, MANGLE_CACHE, RUNTIME_MANGLED, TRACKER_KNOWLEDGE_BUDGET } from './options.mjs';

const only = (process.argv.find((a) => a.startsWith('--only=')) || '').slice(7).split(',').filter(Boolean);
/** @param {string} name */
const want = (name) => only.length === 0 || only.includes(name);

/** Node programs: bundled so that Node 20 runs TypeScript without a loader; packages stay external. */
const node = [
  { name: 'service', entry: 'src/service/main.ts', out: 'dist/service.mjs' },
  // `npm start`: the service with the demo composed in (demo/main.ts).
  { name: 'service', entry: 'demo/main.ts', out: 'dist/demo.mjs' },
  { name: 'service', entry: 'src/service/cli.ts', out: 'dist/cli.mjs' },
  // The scan worker: `npm run worker`, and the child process the service runs (src/service/worker.ts).
  { name: 'service', entry: 'src/service/worker.ts', out: 'dist/worker.mjs' },
  // `npm run rewrite-proxy`: the server-side rewrite in front of a site's own server (src/rewrite/proxy-cli.ts).
  { name: 'service', entry: 'src/rewrite/proxy-cli.ts', out: 'dist/rewrite-proxy.mjs' },
];

/** Where the service writes into a first-view piece (src/shared/inline-config.ts, blocking.ts, gpp-sections.ts and tcf.ts, read from there: one definition), by name. */
const INLINE = Object.fromEntries(
  ['src/shared/inline-config.ts', 'src/shared/blocking.ts', 'src/shared/gpp-sections.ts', 'src/shared/tcf-paths.ts'].flatMap(
    (f) => Array.from(readFileSync(f, 'utf8').matchAll(/const (\w+_EXPRESSION) = '([^']+)'/g), (m) => [m[1], m[2]]),
  ),
);

/** A short content hash of the built chunk: its cache key in the main bundle (the service checks `?v=` the same way). */
const chunkVersion = (file = 'dist/consent-preferences.min.js') =>
  existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 8) : 'unbuilt';

mkdirSync('dist', { recursive: true });

/**
 * The typical website's blocking map and its first view with and without the blocker (build/blocking-sizes.ts),
 * GPP's bytes per region (build/gpp-sizes.ts) and TCF's (build/tcf-sizes.ts), bundled on the fly into node_modules/.cache, where its packages resolve. The map, the slow part, is composed in
 * a worker thread while the bundles build; the first view's bytes once they are built.
 */
async function typicalBlocking() {
  const outdir = resolve('node_modules/.cache/build');
  await build({
    entryPoints: ['build/blocking-sizes.ts', 'build/gpp-sizes.ts', 'build/tcf-sizes.ts', 'build/first-view-sizes.ts'],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const outfile = join(outdir, 'blocking-sizes.mjs');
  const worker = new Worker(
    `import(${JSON.stringify(pathToFileURL(outfile).href)}).then((m) => require('node:worker_threads').parentPort.postMessage(m.typicalMap()))`,
    { eval: true },
  );
  /** @type {Promise<ReturnType<typeof import('./blocking-sizes.ts').typicalMap>>} */
  const map = new Promise((ok, fail) => {
    worker.once('message', ok);
    worker.once('error', fail);
  }).finally(() => worker.terminate());
  /** @type {import('./blocking-sizes.ts')} */
  const { blockingSizes } = await import(pathToFileURL(outfile).href);
  /** @type {import('./gpp-sizes.ts')} */
  const { gppSizes } = await import(pathToFileURL(join(outdir, 'gpp-sizes.mjs')).href);
  /** @type {import('./tcf-sizes.ts')} */
  const { tcfSizes } = await import(pathToFileURL(join(outdir, 'tcf-sizes.mjs')).href);
  /** @type {import('./first-view-sizes.ts')} */
  const fv = await import(pathToFileURL(join(outdir, 'first-view-sizes.mjs')).href);
  /** @param {string} file */
  const read = (file) => (existsSync(join('dist', file)) ? readFileSync(join('dist', file), 'utf8') : null);
  return async () => ({
    blocking: blockingSizes(await map, read, TRACKER_KNOWLEDGE_BUDGET),
    gpp: gppSizes(read),
    tcf: tcfSizes(read),
    firstView: fv.firstViewSizes(read),
    firstViewGoal: fv.PLAIN_FIRST_VIEW_GOAL,
  });
}
const blockingSizes = want('runtime') ? await typicalBlocking() : null;
/** @type {{ file: string, entry: string, raw: number, gzip: number, brotli: number, budget: number, ok: boolean }[]} */
const sizes = [];
let over = false;
/** @type {Record<string, string | false> | undefined} */
let mangleCache;

for (const b of BROWSER_BUNDLES.filter((b) => want(b.name))) {
  const result = await build(
    bundleOptions(b, {
      mangleCache,
      chunkVersion: chunkVersion(),
      tcfChunkVersion: chunkVersion('dist/consent-tcf-chunk.min.js'),
    }),
  );
  if (result.mangleCache) mangleCache = result.mangleCache;
  const buf = readFileSync(b.out);
  for (const name of [b.inline ?? []].flat()) {
    const inline = INLINE[name];
    if (!inline || buf.toString().split(inline).length !== 2) {
      console.error(`${b.out} must hold ${inline || name} exactly once: the service writes there`);
      process.exit(1);
    }
  }
  const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gz = gzipSync(buf, { level: 9 }).length;
  const ok = br <= b.budget;
  over ||= !ok;
  sizes.push({ file: b.out, entry: b.entry, raw: buf.length, gzip: gz, brotli: br, budget: b.budget, ok });
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

const extra = blockingSizes ? await blockingSizes() : null;
const blocking = extra?.blocking;
// Without a runtime build (--only) there is no first view, and no goal to hold one to.
const firstViews = extra?.firstView || [];
const firstViewGoal = extra?.firstViewGoal ?? 0;

if (sizes.length) {
  // Bytes of every browser bundle as last built, one entry per output; a partial build (--only) updates its own.
  const REPORT = 'dist/sizes.json';
  const last = existsSync(REPORT) ? JSON.parse(readFileSync(REPORT, 'utf8')) : {};
  /** @type {typeof sizes} */
  const before = last.bundles ?? [];
  const bundles = [...before.filter((o) => !sizes.some((s) => s.file === o.file)), ...sizes].sort(
    (a, b) => BROWSER_BUNDLES.findIndex((x) => x.out === a.file) - BROWSER_BUNDLES.findIndex((x) => x.out === b.file),
  );
  const typical = blocking ?? last.blocking;
  const gpp = extra?.gpp ?? last.gpp;
  const tcf = extra?.tcf ?? last.tcf;
  const firstView = extra?.firstView ?? last.firstView;
  writeFileSync(
    REPORT,
    `${JSON.stringify({ brotliQuality: 11, gzipLevel: 9, bundles, firstView, blocking: typical, gpp, tcf }, null, 2)}\n`,
  );
  /** @type {(s: unknown, n: number) => string} */
  const pad = (s, n) => String(s).padStart(n);
  console.log(`${'bundle'.padEnd(28)}${pad('raw', 9)}${pad('gzip', 9)}${pad('brotli', 9)}${pad('budget', 9)}`);
  for (const s of sizes) {
    console.log(
      `${s.file.padEnd(28)}${pad(s.raw, 9)}${pad(s.gzip, 9)}${pad(s.brotli, 9)}${pad(Math.round(s.budget), 9)}${s.ok ? '' : '  OVER BUDGET'}`,
    );
  }
  if (blocking) {
    // The typical website's (build/typical-website.ts): its map is config, not a bundle, and has a budget of its own.
    const { map, known, firstViewBeforeConfig: fv } = blocking;
    const row = `${'blocking map (typical site)'.padEnd(28)}${pad(map.raw, 9)}${pad(map.gzip, 9)}${pad(map.brotli, 9)}${pad(map.budget, 9)}`;
    console.log(`${row}${map.brotli > map.budget ? '  OVER BUDGET' : ''}  ${map.entries} entries`);
    // The tracker knowledge's filter, in every blocking map: its budget is what it adds to the first view, in place.
    const k = `${'tracker knowledge (filter)'.padEnd(28)}${pad(known.raw, 9)}${pad('', 9)}${pad(known.brotli, 9)}${pad(known.budget, 9)}`;
    console.log(
      `${k}${(known.added ?? 0) > known.budget ? '  OVER BUDGET' : ''}  ${known.domains} domains, +${known.added} B in the first view`,
    );
    if (fv)
      console.log(
        `typical site's first view before its config: ${fv.without} B brotli, with the blocker ${fv.with} B (+${fv.added}), with the blocker and the tracker knowledge ${fv.withKnowledge} B (+${fv.addedWithKnowledge})`,
      );
  }
  // The plain website's first view (build/first-view-sizes.ts), split; each feature piece's lines follow.
  for (const f of firstViews)
    console.log(
      `plain first view, visitor's region ${f.region}: ${f.total} B brotli (goal ${firstViewGoal}${f.region === 'eu' && f.total > firstViewGoal ? ', OVER' : ''}): runtime ${f.runtime}, texts ${f.texts}, stylesheet ${f.stylesheet}, rest of config ${f.rest}`,
    );
  // The stub is its bundle above; its part of the config holds the strings the service encoded (docs/decisions/gpp.md).
  for (const g of extra?.gpp || [])
    console.log(
      `GPP in ${g.region} (${g.api}): config part ${g.raw} B raw, ${g.brotli} B brotli; first view before its config ${g.without} B brotli, with GPP ${g.with} B (+${g.added})`,
    );
  // The stub and its config part are in the first view; an `eu` visitor's browser then loads the chunk at once.
  for (const g of extra?.tcf || [])
    console.log(
      `TCF website, visitor ${g.region === 'eu' ? 'in eu' : 'elsewhere'}: first view before its config ${g.without} B brotli, with the __tcfapi stub ${g.with} B (+${g.added})${g.chunk ? `, then the TCF chunk ${g.chunk} B: ${g.with + g.chunk} B in all` : ', no chunk'}`,
    );
}
// The plain first view (a visitor in eu) has a goal of its own, enforced like a budget: the bundles' budgets
// leave room for brotli's noise, the first view as a whole may not grow past it.
const firstViewOver = firstViews.some((f) => f.region === 'eu' && f.total > firstViewGoal);
const knownOver = blocking && (blocking.known.added ?? 0) > blocking.known.budget;
if (over || firstViewOver || knownOver) {
  console.error(
    over
      ? 'A browser bundle is over its brotli budget.'
      : knownOver
        ? `The tracker knowledge is over its budget (${blocking.known.budget} B).`
        : `The plain first view is over its goal (${firstViewGoal} B).`,
  );
  process.exit(1);
}
