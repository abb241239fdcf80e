// Rebuilds data/third-party-web.json from the installed third-party-web package (MIT; the data Lighthouse uses:
// entities from the HTTP Archive with their domains and categories): per entity its name, category, reach (pages
// of the crawl that load it) and domains (`*.` dropped: a domain stands for its subdomains), the most common
// first. The file is checked by the same code the service loads it with (src/service/classify/knowledge.ts,
// bundled here by esbuild), together with data/own-trackers.json, so a file the service would refuse is never
// written. Prints what changed.
//
// Usage (after `npm install --save-dev third-party-web@NEW`):
//   npm run refresh:trackers [-- --dry-run] [-- --from=path/to/entities.json --version=X.Y.Z]

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { importTs } from './import-ts.mjs';

const TARGET = 'data/third-party-web.json';
const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

/** @type {typeof import('../src/service/classify/knowledge.ts')} */
const { ThirdPartyWebFile, OwnTrackerFile, parseKnowledgeFile, buildTrackerKnowledge } = await importTs(
  'src/service/classify/knowledge.ts',
);

const require = createRequire(import.meta.url);
const from = option('from') ?? require.resolve('third-party-web/dist/entities.json');
const version = option('version') ?? require('third-party-web/package.json').version;
/** @type {{ name: string, category: string, totalOccurrences?: number, domains: string[] }[]} */
const entities = JSON.parse(readFileSync(from, 'utf8'));

// A domain as the file keeps it: lower case, `*.` dropped; anything else that is not a host name is left out
// (and counted), never guessed at.
const HOST = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/;
let dropped = 0;
const next = {
  package: 'third-party-web',
  version,
  entities: entities
    .map((e) => ({
      name: e.name,
      category: e.category,
      reach: Math.max(0, Math.round(e.totalOccurrences ?? 0)),
      domains: [
        ...new Set(e.domains.map((d) => d.toLowerCase().replace(/^\*\./, '')).filter((d) => HOST.test(d) || (dropped++, false))),
      ],
    }))
    .filter((e) => e.domains.length > 0)
    .sort((a, b) => b.reach - a.reach || (a.name < b.name ? -1 : 1)),
};

/** @type {import('zod').infer<typeof ThirdPartyWebFile>} */
let checked;
try {
  checked = parseKnowledgeFile(ThirdPartyWebFile, JSON.stringify(next), `${from} (as ${TARGET})`);
  buildTrackerKnowledge(
    checked,
    parseKnowledgeFile(OwnTrackerFile, readFileSync('data/own-trackers.json', 'utf8'), 'data/own-trackers.json'),
  );
} catch (e) {
  console.error(`${/** @type {Error} */ (e).message}\nNothing written.`);
  process.exit(1);
}

/** @type {{ version: string, entities: { category: string, domains: string[] }[] }} */
let current = { version: '(none)', entities: [] };
try {
  current = JSON.parse(readFileSync(TARGET, 'utf8'));
} catch {}
/** @type {(list: { category: string }[]) => Map<string, number>} */
const count = (list) => list.reduce((m, e) => m.set(e.category, (m.get(e.category) ?? 0) + 1), new Map());
const [before, after] = [count(current.entities), count(checked.entities)];
console.log(
  `${TARGET}: third-party-web ${current.version} → ${version}, ${current.entities.length} → ${checked.entities.length} entities`,
);
for (const c of [...new Set([...before.keys(), ...after.keys()])].sort())
  console.log(`  ${c.padEnd(18)} ${String(before.get(c) ?? 0).padStart(5)} → ${String(after.get(c) ?? 0).padStart(5)}`);
/** @param {{ domains: string[] }[]} list */
const domains = (list) => new Set(list.flatMap((e) => e.domains));
const [d0, d1] = [domains(current.entities), domains(checked.entities)];
console.log(`  domains            ${String(d0.size).padStart(5)} → ${String(d1.size).padStart(5)}`);
console.log(`  added ${[...d1].filter((d) => !d0.has(d)).length}, removed ${[...d0].filter((d) => !d1.has(d)).length}`);
if (dropped) console.log(`  ${dropped} domain patterns that are not host names left out`);
if (args.includes('--dry-run')) process.exit(0);
// One entity a line: a refresh reads as a diff of entities.
const lines = checked.entities.map((e) => `    ${JSON.stringify(e)}`);
writeFileSync(
  TARGET,
  `{\n  "package": "third-party-web",\n  "version": ${JSON.stringify(version)},\n  "entities": [\n${lines.join(',\n')}\n  ]\n}\n`,
);
console.log(`wrote ${TARGET}; NOTICE names third-party-web's version: update it if it changed`);
