// What each source module costs in a browser bundle: its minified bytes (as
// esbuild's metafile reports them) and its marginal brotli bytes (the bundle
// compressed with and without that module's output, located through the
// source map), largest first. Usage:
//   node build/size-by-module.mjs [entry]
// entry: src/runtime/index.ts (default), or src/runtime/chunk/index.ts
// for the second chunk.

import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { browserOptions, chunkOptions, runtimeMangle } from './options.mjs';

const entry = process.argv[2] || 'src/runtime/index.ts';
const extra = {
  ...(entry.includes('/chunk/') ? chunkOptions : {}),
  ...(entry.startsWith('src/runtime/') ? runtimeMangle() : {}),
};
const r = await build({
  ...browserOptions(entry),
  ...extra,
  write: false,
  metafile: true,
  sourcemap: 'external',
  outfile: 'out.js',
});
const code = r.outputFiles.find((f) => f.path.endsWith('.js')).text;
const map = JSON.parse(r.outputFiles.find((f) => f.path.endsWith('.map')).text);
const br = (s) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

// Which source each output character comes from: decode the mappings' generated column and source index.
const owner = new Int16Array(code.length).fill(-1);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const lineStarts = [0];
for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
let src = 0;
map.mappings.split(';').forEach((line, li) => {
  let col = 0;
  const segs = line
    .split(',')
    .filter(Boolean)
    .map((seg) => {
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
      return out;
    });
  segs.forEach((s, i) => {
    col += s[0];
    if (s.length > 1) src += s[1];
    const start = lineStarts[li] + col;
    const end = i + 1 < segs.length ? lineStarts[li] + col + segs[i + 1][0] : (lineStarts[li + 1] ?? code.length);
    if (s.length > 1) owner.fill(src, start, end);
  });
});

const total = br(code);
const rows = Object.entries(Object.values(r.metafile.outputs).find((o) => o.entryPoint).inputs).map(([file, i]) => {
  const idx = map.sources.findIndex((s) => s.endsWith(file.replace(/^.*?(src|node_modules)\//, '$1/')));
  const without =
    idx < 0
      ? null
      : total -
        br(
          Array.from(code)
            .filter((_, k) => owner[k] !== idx)
            .join(''),
        );
  return [file, i.bytesInOutput, without];
});
rows.sort((a, b) => b[1] - a[1]);
console.log('minified  brotli  module');
for (const [file, bytes, b] of rows) console.log(String(bytes).padStart(8), String(b ?? '?').padStart(7), '', file);
console.log(String(code.length).padStart(8), String(total).padStart(7), '  whole bundle');
