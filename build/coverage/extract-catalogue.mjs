// Extracts the facts of tarteaucitron.js's service catalogue (MIT, github.com/AmauriC/tarteaucitron.js,
// tarteaucitron.services.js) into build/coverage/catalogue.json: per service its key, type, cookie names and
// the hosts its code loads from. Facts only: the catalogue's code is read as text, never run, and never
// enters data/ or the service (the figure measures our knowledge against something we did not import:
// docs/scanner.md#coverage).
//
// Usage: node build/coverage/extract-catalogue.mjs path/to/tarteaucitron.services.js --commit=SHA --date=YYYY-MM-DD

import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node build/coverage/extract-catalogue.mjs tarteaucitron.services.js --commit=SHA --date=YYYY-MM-DD');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');

// Each service starts with `tarteaucitron.services.KEY = {`; its block runs to the next one.
const starts = [...text.matchAll(/^tarteaucitron\.services\.([A-Za-z0-9_]+)\s*=\s*\{/gm)];
const services = [];
for (const [i, m] of starts.entries()) {
  const block = text.slice(m.index, starts[i + 1]?.index ?? text.length);
  const type = /["']?type["']?\s*:\s*["']([a-z_]+)["']/.exec(block)?.[1] ?? 'other';
  // The cookie list is an array literal, or a function that returns one (names built from the site's ids, like
  // `'_ga_' + id`, are left out: only whole literal names are facts).
  const list = /["']?cookies["']?\s*:\s*(?:\(function[\s\S]*?return\s*\[([^\]]*)\]|\[([^\]]*)\])/.exec(block);
  const cookies = [...(list?.[1] ?? list?.[2] ?? '').matchAll(/["']([^"']+)["']/g)]
    .map(([, name = '']) => name.trim())
    .filter(Boolean);
  // Hosts the service's code loads from: every literal http(s) or protocol-relative URL in its block but its
  // `uri` (the privacy link). A host built from the site's settings (`'https://' + id + '.user.com'`) is not known.
  const code = block.replace(/["']?uri["']?\s*:\s*["'][^"']*["']/, '');
  /** @type {Set<string>} */
  const hosts = new Set();
  for (const [, host = ''] of code.matchAll(/["'](?:https?:)?\/\/([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g)) hosts.add(host.toLowerCase());
  services.push({ key: /** @type {string} */ (m[1]), type, cookies: [...new Set(cookies)], scriptHosts: [...hosts].sort() });
}

const out = {
  source: 'tarteaucitron.js tarteaucitron.services.js (MIT, github.com/AmauriC/tarteaucitron.js)',
  commit: option('commit') ?? null,
  date: option('date') ?? null,
  services,
};
writeFileSync(new URL('./catalogue.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
const names = new Set(services.flatMap((s) => s.cookies));
const hosts = new Set(services.flatMap((s) => s.scriptHosts));
console.log(`${services.length} services, ${names.size} cookie names, ${hosts.size} script hosts`);
