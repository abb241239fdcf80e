// What the scanner's cookie database costs the service (the last numbers:
// docs/scanner.md, "Cost"): the classification layer is bundled by esbuild as
// the service is, then a fresh Node process run from the project root loads
// data/open-cookie-database.csv and reports
// - the first load (read, parse, validate, index) and the median of 20 more,
// - the heap and RSS the loaded database keeps (after a full GC),
// - the time to classify and key a finding.
// Usage: node build/bench/cookie-db.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'cookie-db-'));
await build({
  entryPoints: [join(root, 'src/service/classify/index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: join(dir, 'classify.mjs'),
  logLevel: 'error',
});

// The measured process: nothing loaded but the bundle, so the heap delta is the database's.
const probe = `
import { performance } from 'node:perf_hooks';
const mb = (b) => (b / 1048576).toFixed(2);
const m = await import(${JSON.stringify(join(dir, 'classify.mjs'))});
gc(); gc();
const before = process.memoryUsage();
let t = performance.now();
const db = m.loadCookieDatabase();
const first = performance.now() - t;
gc(); gc();
const after = process.memoryUsage();
const runs = [];
for (let i = 0; i < 20; i++) { t = performance.now(); m.loadCookieDatabase(); runs.push(performance.now() - t); }
runs.sort((a, b) => a - b);
const names = ['_ga', '_ga_ABC123', 'fr', 'IDE', 'my_cookie_1699999999', 'PHPSESSID', 'unknown', '_hjSessionUser_42'];
const domains = ['.shop.example', '.facebook.com', '.doubleclick.net', 'www.shop.example', '.hotjar.com'];
const n = 100000;
t = performance.now();
for (let i = 0; i < n; i++) {
  const f = { name: names[i % names.length], domain: domains[i % domains.length], trackerType: 'http_cookie', firstPartyHost: 'www.shop.example' };
  m.classify(f, db); m.cookieIdentity(f, db);
}
const per = ((performance.now() - t) / n) * 1000;
console.log(JSON.stringify({ entries: db.size, first: first.toFixed(1), median: runs[10].toFixed(1),
  heap: mb(after.heapUsed - before.heapUsed), rss: mb(after.rss - before.rss), per: per.toFixed(2) }));
`;
const probeFile = join(dir, 'probe.mjs');
writeFileSync(probeFile, probe);
const r = JSON.parse(execFileSync(process.execPath, ['--expose-gc', probeFile], { cwd: root, encoding: 'utf8' }));
const size = statSync(join(root, 'data/open-cookie-database.csv')).size;
console.log(`data/open-cookie-database.csv: ${(size / 1024).toFixed(0)} KB, ${r.entries} entries (Node ${process.version})`);
console.log(`first load (read, parse, validate, index): ${r.first} ms; later loads, median of 20: ${r.median} ms`);
console.log(`kept after GC: heap +${r.heap} MB, RSS +${r.rss} MB`);
console.log(`classify + cookieIdentity: ${r.per} µs a finding`);
