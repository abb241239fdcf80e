// Part of `npm run lint`. Fails, saying which rule and where, when src/ or
// proof/ (the Merkle tree and the offline verifier, at the repository's root):
// - has a file over MAX_LINES;
// - imports across folders against the layer table (LAYERS, SERVICE_LIBRARIES,
//   EXCEPTIONS), or boot.ts imports a later stage (FIRST_STAGE);
// - has a folder the table does not place;
// - writes SQL outside the folders and modules that own tables (SQL_HOMES);
// - exports one name from two modules (one thing, one name), or has two files
//   of one base name that are not layers of one resource (SHARED_BASE_NAMES);
// - has files, or folders, that import each other in a cycle.
// docs/architecture.md, "Layers", is the prose of this table.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { CHECKED_ROOT } from './checked-root.mjs';

const MAX_LINES = 250;
const REPO = CHECKED_ROOT;
const ROOT = join(REPO, 'src');
/** Libraries at the repository's root, outside src/: their folder is their key in the tables below. */
const ROOT_LIBRARIES = ['proof'];

/*
 * The layers, lowest first. Each folder of src/ (and proof/) names the folders
 * it may import from (its own is always allowed); `x/*` is x and every folder
 * under it. Type-only imports count: they couple the folders all the same.
 * A folder takes its row before its first file lands.
 */
const BOTTOM = ['shared', 'schema'];
/** The service's own bottom: Node-only libraries that every folder of src/service may import, besides its row's. */
const SERVICE_LIBRARIES = ['proof'];
/** @type {Record<string, string[]>} */
const LAYERS = {
  // The repository's proof/: the Merkle tree and the offline verifier, plain JavaScript that runs on Node alone
  // (`node proof/verify-export.mjs`), so it imports nothing of src/. The service signs and seals with it.
  proof: [],
  // Both sides: tables and pure helpers, then the zod schemas and their types. No DOM, no node:.
  shared: [],
  schema: ['shared'],
  // The signing client of /v1 (used by the CLI, the demo, the tests).
  client: BOTTOM,

  // The runtime, in the order of a page view: boot → config → resolve → ui → consent → signals → record.
  // Its root holds boot.ts, flow.ts (which runs the stages), api.ts (the last) and the bundles' entries.
  runtime: ['runtime/*', ...BOTTOM],
  'runtime/config': BOTTOM,
  'runtime/resolve': BOTTOM,
  'runtime/ui': BOTTOM,
  'runtime/ui/preferences': ['runtime/ui', ...BOTTOM],
  'runtime/consent': BOTTOM,
  'runtime/signals': ['runtime/resolve', ...BOTTOM],
  'runtime/record': BOTTOM,
  // Automatic blocking, in the blocking build only (build/options.mjs swaps its gate in for signals/lazy-gate.ts's).
  'runtime/block': ['runtime/signals', ...BOTTOM],
  // Microsoft UET consent mode, a first-view piece of its own: types of the runtime's decision event only.
  'runtime/uet': ['runtime/signals', ...BOTTOM],
  // Shopify's Customer Privacy API and the vendors' own consent calls, first-view pieces of their own, like UET.
  'runtime/shopify': ['runtime/signals', ...BOTTOM],
  'runtime/vendors': ['runtime/signals', ...BOTTOM],
  // The IAB CMP APIs' frame bridge (global function, locator frame, postMessage answers) and their following of the
  // runtime's public API, shared by GPP and TCF: types of the runtime's decision.
  'runtime/iab': ['runtime/signals', ...BOTTOM],
  // The GPP stub, a first-view piece of its own: the bridge, and types of the runtime's decision.
  'runtime/gpp': ['runtime/iab', 'runtime/signals', ...BOTTOM],
  // IAB TCF in the browser: the `__tcfapi` stub (a first-view piece) and the TCF chunk (the TC-string encoder on the
  // IAB's library, the CMP API, the vendor layer), never the base runtime. The bridge, and types of the decision.
  'runtime/tcf': ['runtime/iab', 'runtime/signals', ...BOTTOM],
  // The second chunk's entry: the preference centre, gating and consent by scroll.
  'runtime/chunk': ['runtime/ui/*', 'runtime/consent', 'runtime/signals', ...BOTTOM],
  // The server-side rewrite of automatic blocking, for a website's own server (HTML in, HTML out; Hono middleware).
  rewrite: BOTTOM,
  // embed-policy.min.js: types of the runtime's public API only.
  embed: ['runtime', ...BOTTOM],
  // The owner console in the browser (Preact): its API client, router and screens. It validates nothing itself:
  // the service's answers (its zod schemas, its warnings) are the one copy of the rules.
  console: ['console/*', ...BOTTOM],
  'console/core': BOTTOM,
  'console/ui': ['console/core', ...BOTTOM],
  'console/screens': ['console/core', 'console/ui', ...BOTTOM],

  // The service. Infrastructure first: the database, then what every part of the service shares.
  'service/store': ['service/store/migrations', ...BOTTOM],
  // One file per migration, append only: SQL text and nothing else.
  'service/store/migrations': [],
  'service/core': ['service/store', ...BOTTOM],
  // Pure domain libraries: no database, no HTTP.
  'service/colour': BOTTOM,
  'service/geo': BOTTOM,
  'service/classify': BOTTOM,
  'service/texts': ['service/texts/lang', ...BOTTOM],
  'service/texts/lang': BOTTOM,
  'service/theme': ['service/colour', ...BOTTOM],
  'service/documents': ['service/texts/*', 'embed', ...BOTTOM],
  // Resources: all SQL of the spec's resources.
  'service/model': ['service/store', 'service/core', 'service/classify', 'service/colour', ...BOTTOM],
  // The partner API's conventions (batches, items, criteria, paging, idempotency), its signatures, its routes.
  'service/api': ['service/core', 'service/model', 'service/store', ...BOTTOM],
  'service/auth': ['service/api', 'service/core', 'service/model', 'service/store', 'client', ...BOTTOM],
  'service/routes': ['service/api', 'service/core', 'service/model', 'service/proof', 'service/colour', ...BOTTOM],
  // The consent log (docs/proof.md): signing, sealing and exports over the model's tables.
  'service/proof': ['service/model', 'service/store', 'service/core', ...BOTTOM],
  // The scanner: the browser crawler and its findings.
  'service/scan': ['service/geo', 'service/classify', 'service/model', 'service/store', 'service/core', ...BOTTOM],
  // IAB TCF: the vendor list's fetch and refresh job, and what the runtime is served of it.
  'service/tcf': ['service/model', 'service/store', 'service/core', ...BOTTOM],
  // The job queue: its keeper, its store, the worker's job loop and the one list of job handlers, which call the
  // domains that do the work (the crawler, the vendor list, the consent log's sealing); none of those imports it.
  'service/jobs': [
    'service/scan',
    'service/tcf',
    'service/proof',
    'service/classify',
    'service/model',
    'service/store',
    'service/core',
    ...BOTTOM,
  ],
  // Worker processes: the child a service runs and supervises, and its queue calls over IPC.
  'service/jobs/workers': ['service/jobs', 'service/scan', 'service/model', 'service/store', 'service/core', ...BOTTOM],
  // What visitors' browsers call, unsigned. Building blocks by job, then the routes that use them.
  'service/public/http': ['service/core', ...BOTTOM],
  // The first-view script: per-website builds by feature, from the build's output.
  'service/public/scripts': BOTTOM,
  'service/public/config': [
    'service/public/http',
    'service/tcf',
    'service/classify',
    'service/public/scripts',
    'service/model',
    'service/store',
    'service/core',
    'service/documents',
    'service/texts',
    'service/theme',
    ...BOTTOM,
  ],
  'service/public/page-views': ['service/core', 'service/model', 'service/store', ...BOTTOM],
  'service/public/records': ['service/model', 'service/store', ...BOTTOM],
  'service/public/routes': [
    'service/public/config',
    'service/public/http',
    'service/public/page-views',
    'service/public/records',
    'service/public/scripts',
    'service/api',
    'service/core',
    'service/documents',
    'service/geo',
    'service/model',
    ...BOTTOM,
  ],
  // The first-view script's fast path, at the Node level in front of Hono: it answers with the route's own answers.
  'service/public/fast-path': ['service/public/routes', 'service/public/http', 'service/core', ...BOTTOM],
  'service/public': ['service/public/*', 'service/core', 'service/geo', ...BOTTOM],
  // The owner console's service side: its session and role checks, then one module per screen, which calls the same
  // model, schemas and warnings as /v1 (and the crawler, for an installation check), so a rule lives in one place.
  'service/console': ['service/console/*', 'service/public/http', 'service/core', ...BOTTOM],
  'service/console/access': ['service/documents', 'service/model', 'service/core', ...BOTTOM],
  'service/console/routes': [
    'service/console/access',
    'service/api',
    'service/auth',
    'service/model',
    'service/proof',
    'service/scan',
    'service/tcf',
    'service/documents',
    'service/public/config',
    'service/public/http',
    'service/store',
    'service/core',
    'service/colour',
    'service/theme',
    ...BOTTOM,
  ],
  // The composition: app, /v1, server, CLI, environment.
  service: ['service/*', 'client', ...BOTTOM],
};

/** Imports against the table, each on purpose: file → folders it may import besides its layer's. */
/** @type {Record<string, string[]>} */
const EXCEPTIONS = {
  // A warning must say exactly what visitors' browsers will do: the runtime's own decision table and
  // region fall-back, both pure (no DOM).
  'service/model/banner-warnings.ts': ['runtime/consent', 'runtime/resolve'],
  // A consent record's method is held to what the runtime could have decided by itself: the same table.
  'service/model/consent-versions.ts': ['runtime/consent', 'runtime/resolve'],
  // What the second chunk carries, as types: the main bundle and the chunk share this contract.
  'runtime/ui/chunk-contract.ts': ['runtime/consent', 'runtime/signals'],
};

/**
 * Files held to fewer folders than their row, their own folder included: boot.ts, the page view's first stage,
 * reads the snippet before any later stage runs, so it imports only the bottom layers (docs/architecture.md#layers).
 */
/** @type {Record<string, string[]>} */
const FIRST_STAGE = { 'runtime/boot.ts': BOTTOM };

/** Where SQL may be written: the resources and the store, and the modules that own an infrastructure table. */
/** @type {{ folders: string[], files: Record<string, unknown> }} */
const SQL_HOMES = {
  folders: ['service/model', 'service/store'],
  files: {
    'service/auth/keys.ts': 'key pairs',
    'service/auth/replay.ts': 'used signatures',
    'service/api/idempotency.ts': 'idempotency keys',
    'service/core/rate-limiter.ts': 'rate limits',
    'service/health.ts': 'the readiness ping',
    'service/account-key.ts': "the start-up account's lock",
  },
};

/** Base names that several folders use for layers of one resource (model/websites.ts, routes/websites.ts). */
const SHARED_BASE_NAMES = new Set([
  'index.ts',
  'banners.ts',
  'collaborators.ts',
  'consents.ts',
  'consent-analytics.ts',
  'cookies.ts',
  'documents.ts',
  'scans.ts',
  'themes.ts',
  'websites.ts',
  // The map's schema (what the config carries) and its composition from the tracker knowledge.
  'blocking-map.ts',
]);

/** @type {(dir: string) => string[]} */
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : /\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !/\.d\.m?ts$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
/** @param {string} file */
const inSrc = (file) => file.startsWith(`${ROOT}/`);
/** A file's key in the tables: its path from src/, or from the repository's root for a root library. */
/** @param {string} file */
const keyOf = (file) => relative(inSrc(file) ? ROOT : REPO, file);
/** @param {string} file */
const folderOf = (file) => dirname(keyOf(file));
/** A file as messages name it: its path from the repository's root. */
/** @param {string} file */
const shown = (file) => relative(REPO, file);
/** @type {(list: string[], to: string) => boolean} */
const allows = (list, to) =>
  list.some((a) => (a.endsWith('/*') ? to === a.slice(0, -2) || to.startsWith(a.slice(0, -1)) : to === a));

/** @type {string[]} */
const problems = [];
/** @type {Map<string, Set<string>>} */
const edges = new Map();
/** @type {Map<string, Set<string>>} */
const exported = new Map();
/** @type {Map<string, string[]>} */
const bases = new Map();
const all = [ROOT, ...ROOT_LIBRARIES.map((l) => join(REPO, l))].filter(existsSync).flatMap(files);
/** Imports between files: the graph the cycles are looked for in. */
const fileEdges = new Map(all.map((f) => [f, /** @type {Set<string>} */ (new Set())]));
const SQL = /['"`]\s*(?:SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s)/i;

for (const file of all) {
  const rel = keyOf(file);
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) problems.push(`${shown(file)}: ${lines} lines (at most ${MAX_LINES}); split it by job`);
  const from = folderOf(file);
  const service = from === 'service' || from.startsWith('service/');
  const layer = LAYERS[from] && [...LAYERS[from], ...(service ? SERVICE_LIBRARIES : [])];
  if (!layer)
    problems.push(`${shown(file)}: its folder ${shown(dirname(file))} has no row in the layer table (build/check-structure.mjs)`);
  for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), /** @type {string} */ (spec));
    if (!inSrc(target) && !ROOT_LIBRARIES.some((l) => target.startsWith(join(REPO, l, '/')))) continue;
    fileEdges.get(file)?.add(target);
    const to = folderOf(target);
    if (FIRST_STAGE[rel] && !FIRST_STAGE[rel].includes(to))
      problems.push(
        `${shown(file)} imports ${shown(target)}: the first stage may import only ${FIRST_STAGE[rel].join(', ')} (FIRST_STAGE in build/check-structure.mjs)`,
      );
    if (to === from) continue;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
    if (layer && !allows(layer, to) && !allows(EXCEPTIONS[rel] ?? [], to))
      problems.push(
        `${shown(file)} imports ${shown(target)}: ${shown(dirname(file))} may import only ${layer.join(', ') || 'nothing of src/'} (layer table in build/check-structure.mjs)`,
      );
  }
  const sqlHome = SQL_HOMES.folders.some((f) => from === f || from.startsWith(`${f}/`)) || rel in SQL_HOMES.files;
  if (!sqlHome && SQL.test(text))
    problems.push(`${shown(file)}: SQL outside src/service/model and src/service/store; write it in a model module`);
  for (const [, name] of text.matchAll(
    /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    // A zod schema and its type, or an overload, are one name in one module.
    exported.set(/** @type {string} */ (name), (exported.get(/** @type {string} */ (name)) ?? new Set()).add(shown(file)));
  }
  const base = basename(file);
  bases.set(base, [...(bases.get(base) ?? []), shown(file)]);
}

for (const [name, where] of exported)
  if (where.size > 1) problems.push(`${name} is exported by ${[...where].join(' and ')}: one name, one thing`);
for (const [base, where] of bases)
  if (where.length > 1 && !SHARED_BASE_NAMES.has(base))
    problems.push(
      `${base} names ${where.length} files (${where.join(', ')}): name each for its job, or list it in SHARED_BASE_NAMES when they are layers of one resource`,
    );
for (const rel of Object.keys({ ...EXCEPTIONS, ...SQL_HOMES.files, ...FIRST_STAGE }))
  if (!all.includes(join(ROOT, rel))) problems.push(`build/check-structure.mjs names src/${rel}, which does not exist`);

/**
 * Tarjan's strongly connected components of a graph (node → the nodes it imports): each of more than one node is a cycle.
 * @param {Map<string, Set<string>>} graph
 */
function cyclesOf(graph) {
  let index = 0;
  /** @type {string[]} */
  const stack = [];
  const info = new Map();
  /** @type {string[][]} */
  const cycles = [];
  /** @param {string} v */
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = /** @type {string} */ (stack.pop());
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return cycles;
}

/**
 * The shortest way round one cycle of a component, from its first node back to it.
 * @param {Map<string, Set<string>>} graph
 * @param {string[]} component
 * @returns {string[]}
 */
function roundTrip(graph, component) {
  const start = /** @type {string} */ (component[0]);
  /** @type {Map<string, string>} */
  const previous = new Map([[start, start]]);
  const queue = [start];
  for (const v of queue)
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = /** @type {string} */ (previous.get(u))) path.splice(1, 0, u);
        return [...path, start];
      }
      if (component.includes(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  return component; // not reached: a strongly connected component has a way round
}

for (const c of cyclesOf(edges)) {
  const detail = c.flatMap((a) => [...(edges.get(a) ?? [])].filter((b) => c.includes(b)).map((b) => `${a} → ${b}`));
  problems.push(`import cycle between folders: ${detail.join(', ')}`);
}
// Between files too, whatever their folders: a file never needs, through others, what needs it. Break one by
// moving what both sides use into the lower module, or a module of its own.
for (const c of cyclesOf(fileEdges))
  problems.push(
    `import cycle between files: ${roundTrip(fileEdges, c).map(shown).join(' → ')}; move what both sides need into the lower module`,
  );

// docs/architecture.md carries this table as the map says it; `--write` brings it up to date.
const ARCHITECTURE = join(REPO, 'docs/architecture.md');
const BEGIN = '<!-- layers:begin (written by node build/check-structure.mjs --write) -->';
const END = '<!-- layers:end -->';
/** @param {string[]} list */
const cell = (list) => (list.length ? list.map((f) => `\`${f}\``).join(', ') : '—');
const table = [
  `| Folder of \`src/\`, or of the root (${cell(ROOT_LIBRARIES)}) | May import from (besides itself) |`,
  '|---|---|',
  ...Object.entries(LAYERS).map(([folder, may]) => `| \`${folder}\` | ${cell(may)} |`),
  '',
  `Every folder of \`src/service\` may also import ${cell(SERVICE_LIBRARIES)} (\`SERVICE_LIBRARIES\`).`,
  '',
  '| File | May also import from |',
  '|---|---|',
  ...Object.entries(EXCEPTIONS).map(([file, may]) => `| \`src/${file}\` | ${cell(may)} |`),
  '',
  '| File | May import only (its own folder included) |',
  '|---|---|',
  ...Object.entries(FIRST_STAGE).map(([file, may]) => `| \`src/${file}\` | ${cell(may)} |`),
].join('\n');
const doc = readFileSync(ARCHITECTURE, 'utf8');
const at = doc.indexOf(BEGIN);
const end = doc.indexOf(END);
if (at < 0 || end < at) problems.push(`docs/architecture.md: the layer table's markers are missing (${BEGIN} … ${END})`);
else {
  const current = doc.slice(at + BEGIN.length, end).trim();
  if (current !== table) {
    if (process.argv.includes('--write'))
      writeFileSync(ARCHITECTURE, `${doc.slice(0, at + BEGIN.length)}\n${table}\n${doc.slice(end)}`);
    else
      problems.push(
        `${ARCHITECTURE}: its layer table differs from build/check-structure.mjs; run node build/check-structure.mjs --write`,
      );
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `structure: ${all.length} files in src/ and ${ROOT_LIBRARIES.map((l) => `${l}/`).join(', ')}, none over ${MAX_LINES} lines; imports follow the layer table, in no cycle between files or folders; SQL in its homes; every exported name and file name means one thing`,
);
