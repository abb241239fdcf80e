// What each source module costs in a browser bundle: its minified bytes (as
// esbuild's metafile reports them) and its marginal brotli bytes (the bundle
// compressed with and without that module's output, located through the
// source map), largest first, plus what no module owns, so that every byte is
// seen. Each bundle is built exactly as build/build.mjs builds it (the same
// list and options in build/options.mjs). Usage:
//   node build/size-by-module.mjs [bundle …]
// bundle: an output (dist/consent.min.js) or entry (src/runtime/chunk/index.ts)
// of build/options.mjs BROWSER_BUNDLES; default: the two runtime bundles.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { BROWSER_BUNDLES, bundleOptions } from './options.mjs';

const asked = process.argv.slice(2).map((a) => a.replace(/^\.\//, ''));
const bundles = asked.length
  ? asked.map((a) => BROWSER_BUNDLES.find((b) => b.out === a || b.entry === a) || fail(a))
  : BROWSER_BUNDLES.filter((b) => b.name === 'runtime');
/**
 * @param {string} a
 * @returns {never}
 */
function fail(a) {
  console.error(`${a}: not a bundle of build/options.mjs (${BROWSER_BUNDLES.map((b) => b.out).join(', ')})`);
  process.exit(1);
}
const chunk = 'dist/consent-preferences.min.js';
// As the build passes it; the committed mangle cache is what the chunk's build leaves.
const prev = {
  chunkVersion: existsSync(chunk) ? createHash('sha256').update(readFileSync(chunk)).digest('base64url').slice(0, 8) : 'unbuilt',
};
/** @param {string} s */
const br = (s) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

for (const b of bundles) {
  const r = await build({ ...bundleOptions(b, prev), write: false, metafile: true, sourcemap: 'external', outfile: 'out.js' });
  /** The output ending in `ext`: write: false keeps them in memory, the bundle and its source map. */
  const output = (/** @type {string} */ ext) =>
    /** @type {import('esbuild').OutputFile} */ ((r.outputFiles ?? []).find((f) => f.path.endsWith(ext))).text;
  const code = output('.js');
  /** @type {{ mappings: string, sources: string[] }} */
  const map = JSON.parse(output('.map'));

  // Which source each output character comes from: decode the mappings' generated column and source index.
  const owner = new Int16Array(code.length).fill(-1);
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  let src = 0;
  map.mappings.split(';').forEach((line, li) => {
    const lineStart = /** @type {number} */ (lineStarts[li]);
    let col = 0;
    const segs = line
      .split(',')
      .filter(Boolean)
      .map((seg) => {
        /** @type {number[]} */
        const out = [];
        let shift = 0,
          value = 0;
        for (const ch of seg) {
          const d = B64.indexOf(ch);
          value += (d & 31) << shift;
          if (d & 32) shift += 5;
          else {
            out.push(value & 1 ? -(value >> 1) : value >> 1);
            shift = value = 0;
          }
        }
        return /** @type {[number, number?]} */ (out);
      });
    segs.forEach(([dCol, dSrc], i) => {
      col += dCol;
      // A segment of one field maps to no source; the others have four or five.
      if (dSrc !== undefined) src += dSrc;
      const start = lineStart + col;
      const next = segs[i + 1];
      const end = next ? lineStart + col + next[0] : (lineStarts[li + 1] ?? code.length);
      if (dSrc !== undefined) owner.fill(src, start, end);
    });
  });

  const total = br(code);
  // A module of a package may come with its own source map (Preact's dist maps to its src/ files): the output
  // is attributed to the package folder the module is in, so every source of a package counts for its module.
  /** @param {string} path */
  const unitOf = (path) =>
    path.includes('node_modules/')
      ? path.replace(/^.*node_modules\//, '').replace(/\/(src|dist)\/.*$/, '')
      : path.replace(/^.*?src\//, 'src/');
  const sourceUnit = map.sources.map(unitOf);
  /**
   * The output without the characters whose source is in `unit` (or, for null, that have no source at all).
   * @param {(unit: string | null) => boolean} keep
   */
  const without = (keep) =>
    Array.from(code)
      .filter((_, k) => {
        const o = /** @type {number} */ (owner[k]);
        return keep(o < 0 ? null : /** @type {string} */ (sourceUnit[o]));
      })
      .join('');
  // metafile: true, and the bundle has one entry.
  const metafile = /** @type {import('esbuild').Metafile} */ (r.metafile);
  const inputs = Object.entries(Object.values(metafile.outputs).find((o) => o.entryPoint)?.inputs ?? {});
  /** @type {[string, number, number][]} */
  const rows = inputs.map(([file, i]) => {
    const unit = unitOf(file);
    return [file, i.bytesInOutput, total - br(without((u) => u !== unit))];
  });
  // What no module owns: the IIFE wrapper, esbuild's helpers, separators between modules.
  const loose = code.length - inputs.reduce((n, [, i]) => n + i.bytesInOutput, 0);
  rows.push(['(no module: wrapper, helpers, separators)', loose, total - br(without((u) => u !== null))]);
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\n${b.out}`);
  console.log(
    'minified  brotli  module (brotli: what the bundle loses without it; the column does not add up, compression shares context)',
  );
  for (const [file, bytes, b] of rows) console.log(String(bytes).padStart(8), String(b).padStart(7), '', file);
  console.log(String(code.length).padStart(8), String(total).padStart(7), '  whole bundle (the minified column adds up to it)');
}
