// How much of a public catalogue the classifier knows (docs/scanner.md#coverage): the facts of a consent tool's
// service catalogue (build/coverage/catalogue.json, extracted by extract-catalogue.mjs; never imported into
// data/) run through the service's own classification code, bundled here by esbuild.
//
// - A cookie name is named when `classify` gives it a category as a first-party cookie of an unrelated site
//   (`.site.example`), by its name alone; "with its script" counts it also when the rule by initiator names it,
//   given the service's first script host as the script that set it (as a scan records it).
// - A host is known when `findTracker` finds an entry for it (any class: a CDN is known too), and
//   categorised when that entry has a category.
//
// Usage: node build/coverage/measure.mjs [--json] [--misses]

import { readFileSync } from 'node:fs';
import { importTs } from '../import-ts.mjs';

const root = new URL('../..', import.meta.url).pathname;
process.chdir(root);
/** @type {typeof import('../../src/service/classify/index.ts')} */
const lib = await importTs('src/service/classify/index.ts');
/**
 * A service of the catalogue (extract-catalogue.mjs).
 * @typedef {{ key: string, type: string, cookies: string[], scriptHosts: string[] }} Service
 */
/** @type {{ source: string, commit: string | null, date: string | null, services: Service[] }} */
const catalogue = JSON.parse(readFileSync('build/coverage/catalogue.json', 'utf8'));

const SITE = 'www.site.example';
/** @type {(name: string, initiator: string | null) => boolean} */
const named = (name, initiator) =>
  lib.classify({ name, domain: '.site.example', trackerType: 'http_cookie', firstPartyHost: SITE, initiator }).category !==
  'unclassified';

// One row per catalogue type; a name or host listed by several services counts once overall, once per type.
/**
 * Cookie names, each with a script host that sets it (or null), and script hosts.
 * @typedef {{ names: Map<string, string | null>, hosts: Set<string> }} Row
 */
/** @type {Map<string, Row>} */
const rows = new Map();
/** @param {string} type */
const row = (type) => {
  const r = rows.get(type) ?? { names: new Map(), hosts: new Set() };
  rows.set(type, r);
  return r;
};
for (const s of catalogue.services) {
  const r = row(s.type);
  const script = s.scriptHosts[0] ? `https://${s.scriptHosts[0]}/script.js` : null;
  for (const n of s.cookies) if (!r.names.has(n) || script) r.names.set(n, script ?? r.names.get(n) ?? null);
  for (const h of s.scriptHosts) r.hosts.add(h);
}
/** @type {Row} */
const all = { names: new Map(), hosts: new Set() };
for (const r of rows.values()) {
  for (const [n, sc] of r.names) if (!all.names.has(n) || sc) all.names.set(n, sc ?? all.names.get(n) ?? null);
  for (const h of r.hosts) all.hosts.add(h);
}

/** @type {{ names: string[], hosts: string[] }} */
const misses = { names: [], hosts: [] };
/** @type {(r: Row, keep: boolean) => Record<'names' | 'byName' | 'byScript' | 'hosts' | 'known' | 'categorised', number>} */
const score = (r, keep) => {
  const names = [...r.names];
  const hosts = [...r.hosts];
  const byName = names.filter(([n]) => named(n, null));
  const byScript = names.filter(([n, sc]) => named(n, sc));
  const known = hosts.filter((h) => lib.findTracker(h));
  const categorised = hosts.filter((h) => lib.findTracker(h)?.category);
  if (keep) {
    misses.names = names.filter(([n, sc]) => !named(n, sc)).map(([n]) => n);
    misses.hosts = hosts.filter((h) => !lib.findTracker(h));
  }
  return {
    names: names.length,
    byName: byName.length,
    byScript: byScript.length,
    hosts: hosts.length,
    known: known.length,
    categorised: categorised.length,
  };
};
/** @type {(a: number, b: number) => string} */
const pct = (a, b) => (b ? `${Math.round((100 * a) / b)}%` : '—');
const result = [...[...rows].sort((a, b) => b[1].names.size + b[1].hosts.size - a[1].names.size - a[1].hosts.size)].map(
  ([type, r]) => ({ type, ...score(r, false) }),
);
result.push({ type: 'all', ...score(all, true) });

if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  console.log(
    `${catalogue.source}, commit ${catalogue.commit?.slice(0, 7)} (${catalogue.date}): ${catalogue.services.length} services`,
  );
  console.log('| type | cookie names | named by name | with its script | script hosts | known | categorised |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of result)
    console.log(
      `| ${r.type} | ${r.names} | ${pct(r.byName, r.names)} | ${pct(r.byScript, r.names)} | ${r.hosts} | ${pct(r.known, r.hosts)} | ${pct(r.categorised, r.hosts)} |`,
    );
}
if (process.argv.includes('--misses')) console.log(JSON.stringify(misses, null, 1));
