// Refreshes data/open-cookie-database.csv from a newer copy of the Open Cookie
// Database CSV (github.com/jkwakman/Open-Cookie-Database): either its own
// open-cookie-database.csv (descriptions and IDs are dropped) or a facts file
// like ours. The file is validated by the same code the service loads it with
// (src/service/classify/database.ts, bundled here by esbuild), so a file
// the service would refuse is never written. Prints what changed.
//
// Usage:
//   node build/refresh-cookie-db.mjs NEW.csv [--commit=0ee5a17 --date=2026-01-21] [--dry-run]
// --commit and --date rewrite the NOTICE line that names the source (Apache-2.0
// asks that the attribution stay true); without them the script reminds you.

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importTs } from './import-ts.mjs';

const TARGET = 'data/open-cookie-database.csv';
const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const named = args.find((a) => !a.startsWith('--'));
if (!named) {
  console.error('usage: node build/refresh-cookie-db.mjs NEW.csv [--commit=SHA --date=YYYY-MM-DD] [--dry-run]');
  process.exit(2);
}
// The new file is named from where the command runs; everything else is found from the project root.
const source = resolve(named);
const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

// One parser for the service and this script: bundle the TypeScript module and import it.
/** @type {typeof import('../src/service/classify/database.ts')} */
const { parseCookieFacts, factsToCsv } = await importTs('src/service/classify/database.ts');

/** @type {CookieFact[]} */
let next;
try {
  next = parseCookieFacts(readFileSync(source, 'utf8'));
} catch (e) {
  console.error(`${source}: ${/** @type {Error} */ (e).message}\nNothing written.`);
  process.exit(1);
}
const current = parseCookieFacts(readFileSync(TARGET, 'utf8'));

// What changed, by entry: an entry is its platform, name and domain; the other fields are its facts.
/** @typedef {ReturnType<typeof parseCookieFacts>[number]} CookieFact */
/** @param {CookieFact} f */
const keyOf = (f) => `${f.platform} | ${f.name}${f.wildcard === '1' ? '*' : ''} | ${f.domain || '(any domain)'}`;
/** @param {CookieFact[]} facts */
const index = (facts) => new Map(facts.map((f) => [keyOf(f), JSON.stringify(f)]));
const before = index(current);
const after = index(next);
const added = [...after.keys()].filter((k) => !before.has(k));
const removed = [...before.keys()].filter((k) => !after.has(k));
const changed = [...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k));

/** @type {(facts: CookieFact[], field: 'category' | 'platform') => Map<string, number>} */
const count = (facts, field) => facts.reduce((m, f) => m.set(f[field], (m.get(f[field]) ?? 0) + 1), new Map());
/** @type {(label: string, a: number, b: number) => string} */
const row = (label, a, b) =>
  `  ${label.padEnd(18)} ${String(a).padStart(6)} → ${String(b).padStart(6)}${b === a ? '' : `  (${b > a ? '+' : ''}${b - a})`}`;
const [catBefore, catAfter] = [count(current, 'category'), count(next, 'category')];
console.log(`${TARGET}: ${current.length} → ${next.length} entries`);
for (const c of [...new Set([...catBefore.keys(), ...catAfter.keys()])].sort())
  console.log(row(c, catBefore.get(c) ?? 0, catAfter.get(c) ?? 0));
/** @param {CookieFact[]} facts */
const prefixes = (facts) => facts.filter((f) => f.wildcard === '1').length;
console.log(row('prefix entries', prefixes(current), prefixes(next)));
console.log(row('platforms', count(current, 'platform').size, count(next, 'platform').size));
/** @type {(label: string, keys: string[]) => void} */
const sample = (label, keys) => {
  console.log(`${label}: ${keys.length}`);
  for (const k of keys.slice(0, 15)) console.log(`  ${k}`);
  if (keys.length > 15) console.log(`  … and ${keys.length - 15} more`);
};
sample('added', added);
sample('removed', removed);
sample('changed', changed);

if (args.includes('--dry-run')) process.exit(0);
writeFileSync(TARGET, factsToCsv(next));
console.log(`wrote ${TARGET}`);

const [commit, date] = [option('commit'), option('date')];
if (commit && date) {
  if (!/^[0-9a-f]{7,40}$/.test(commit) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    console.error('--commit must be a hex SHA and --date YYYY-MM-DD; NOTICE left as it was');
    process.exit(1);
  }
  const notice = readFileSync('NOTICE', 'utf8');
  const updated = notice.replace(/commit [0-9a-f]{7,40}, \d{4}-\d{2}-\d{2}/, `commit ${commit}, ${date}`);
  writeFileSync('NOTICE', updated);
  console.log(updated === notice ? 'NOTICE already names that commit' : `NOTICE now names commit ${commit}, ${date}`);
} else {
  console.log('Update NOTICE (and data/README if any) with the upstream commit and date: --commit=SHA --date=YYYY-MM-DD');
}
