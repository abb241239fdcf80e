import { ACCOUNT, KEYS, startService } from './lib/service-process.mjs';
import { markdownTable } from './lib/table.mjs';
import { benchClient, createBenchWebsite } from './lib/website.mjs';
import { startBareServer } from './service/bare.mjs';
import { runLoad, runRounds } from './service/load.mjs';
import { freshSchema, startLocalPostgres } from './service/postgres.mjs';

/** @typedef {import('./service/load.mjs').Load} Load */
/** @typedef {import('./service/load.mjs').LoadResult} LoadResult */
/** @typedef {import('./service/load.mjs').LoadSize} LoadSize */
/** @typedef {import('./service/load.mjs').Target} Target */
/** @typedef {Awaited<ReturnType<typeof import('./lib/client.mjs').loadClient>>} Lib */
/** @typedef {Awaited<ReturnType<typeof startService>>} Service */
/** `GET …/proof/head`'s answer. @typedef {{ head: import('../../proof/signed.mjs').SignedHead }} ProofHead */
/** The website's fields the loads use. @typedef {Pick<import('../../src/schema/website.ts').Website, 'id' | 'uuid'>} Site */

const SITE = 'https://news.example';
// What a browser sends with the runtime's config fetch (a CORS request from the site's page, so a counted
// page view) and with a <script src> in <head>.
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};
const CORS = { ...BROWSER, origin: SITE, 'sec-fetch-mode': 'cors' };
const SCRIPT = { ...BROWSER, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' };

/**
 * The script URL of a website's banner snippet, whatever it is, relative to the service.
 * @param {string} snippet
 * @param {string} origin
 */
function snippetScript(snippet, origin) {
  const src = /<script[^>]*\ssrc="([^"]+)"/.exec(snippet)?.[1];
  if (!src) throw new Error(`no script src in the snippet: ${snippet}`);
  const url = new URL(src.replaceAll('&amp;', '&'), origin);
  return url.pathname + url.search;
}

/**
 * Reads a website's consent analytics every 0.5 s until stopped; how many reads and their median time.
 * @param {import('../../src/client/index.ts').ServiceClient} client
 * @param {string} websiteId
 */
function analyticsReader(client, websiteId) {
  let on = true;
  /** @type {number[]} */
  const times = [];
  const done = (async () => {
    while (on) {
      const t = performance.now();
      await client.call({
        method: 'GET',
        path: '/v1/websites/analytics',
        query: [{ account_id: ACCOUNT, website_id: websiteId }],
      });
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return {
    async stop() {
      on = false;
      await done;
      const sorted = times.sort((a, b) => a - b);
      return { count: times.length, median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0) };
    },
  };
}

const perSecond = (/** @type {LoadResult} */ r) => Math.round(r.requestsPerSecond).toLocaleString('en-US');
/** The upper median; NaN for none, which never comes: the lists hold a value a round. */
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
/** Rounds of the share: ours and the bare server in turn, each round's share from loads a second apart. */
const SHARE_ROUNDS = 15;

/**
 * Ours as a share of the bare server's rate: SHARE_ROUNDS rounds of a short load on each in turn, and the median
 * of the rounds' shares, with their range; beside it, the same from each server's CPU time per answer (bare ÷
 * ours), whatever share of the cores the load generator took. One long load each, one after the other,
 * read the machine's drift between them as a difference of the servers: on 2 shared cores the same two loads
 * gave 67% and 102% (docs/benchmarks.md#the-bare-row). All rounds come from one load process, warmed on
 * both servers first: a fresh process a round measured its own start-up too (shares of 49–133% in one run).
 * @param {Target} ours
 * @param {Target} bare
 * @param {Load} spec
 * @param {LoadSize} load
 */
async function shareOf(ours, bare, spec, load) {
  const duration = Math.max(1, Math.round(load.duration / SHARE_ROUNDS));
  const turns = await runRounds([ours, bare], spec, { ...load, duration, rounds: SHARE_ROUNDS });
  const rounds = turns.map(([o, b]) => ({
    o: o.rate,
    b: b.rate,
    share: o.rate / b.rate,
    cpu: o.cpu && b.cpu && b.cpu / o.cpu,
    oc: o.cpu,
    bc: b.cpu,
  }));
  const pct = (/** @type {number} */ x) => `${Math.round(100 * x)}%`;
  const spread = (/** @type {number[]} */ xs) => `${pct(median(xs))} (${pct(Math.min(...xs))}–${pct(Math.max(...xs))})`;
  // A round's cpu is a number only where both servers' CPU times are.
  const cpu = rounds.every((r) => r.cpu) ? /** @type {{ cpu: number, oc: number, bc: number }[]} */ (rounds) : null;
  return [
    Math.round(median(rounds.map((r) => r.o))).toLocaleString('en-US'),
    Math.round(median(rounds.map((r) => r.b))).toLocaleString('en-US'),
    spread(rounds.map((r) => r.share)),
    cpu ? `${median(cpu.map((r) => r.oc)).toFixed(1)} / ${median(cpu.map((r) => r.bc)).toFixed(1)}` : '—',
    cpu ? spread(cpu.map((r) => r.cpu)) : '—',
  ];
}

const fmt = (/** @type {LoadResult} */ r) => [
  perSecond(r),
  r.p50,
  r.p99,
  Object.entries(r.codes)
    .map(([c, n]) => `${c}: ${n.toLocaleString('en-US')}`)
    .join(', ') + (r.errors ? `, errors: ${r.errors}` : ''),
];

/**
 * The consent log on (docs/proof.md): the service's worker seals records every second while they flood in.
 * Screenshots are left out (PROOF_SCREENSHOTS=off): a Chromium beside the rows measured would be measured too.
 */
const LOG_ON = { SCAN_CONCURRENCY: '1', PROOF_SEAL_SECONDS: '1', PROOF_SCREENSHOTS: 'off' };

/**
 * Waits until the website's log holds `count` records (or 120 s pass): how long sealing lagged behind the load.
 * @param {string} origin
 * @param {string} uuid
 * @param {number} count
 */
async function sealedAfterLoad(origin, uuid, count) {
  const start = Date.now();
  let size = 0;
  while (Date.now() - start < 120_000) {
    const res = await fetch(`${origin}/public/v1/websites/${uuid}/proof/head`);
    size = res.ok ? /** @type {ProofHead} */ (await res.json()).head.tree_size : 0;
    if (size >= count) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { size, seconds: (Date.now() - start) / 1000 };
}

/**
 * The service table: the production service in its own process (RATE_LIMITS=off), autocannon in another.
 * The first-view endpoints (200 and, with the ETag, 304), consent records and a mixed signed /v1 load on
 * the embedded database; consent records and the mixed load again on PostgreSQL when one is given or can be
 * started; the service's RSS at start and its peak.
 * @param {{ root: string, opts: ReturnType<typeof import('./lib/options.mjs').readOptions>, lib: Lib,
 *   log?: (line: string) => void }} options
 */
export async function runServiceBench({ root, opts, lib, log = console.error }) {
  const load = { connections: opts.connections, duration: opts.duration };
  /** @type {(string | number)[][]} */
  const rows = [];
  /** @type {string[]} */
  const memory = [];
  /** @type {string[]} */
  const sealing = [];
  /** @type {(what: string, db: string, origin: string, spec: Load) => Promise<LoadResult>} */
  const row = async (what, db, origin, spec) => {
    log(`  ${what} (${db})…`);
    const r = await runLoad(origin, spec, load);
    rows.push([what, db, ...fmt(r)]);
    return r;
  };
  /**
   * The first-view script's answers against the bare server's, each row right after ours (docs/benchmarks.md#the-bare-row).
   * @type {string[][]}
   */
  const shares = [];
  /** @type {(svc: Service, db: string, site: Site) => Promise<void>} */
  const writeLoads = async (svc, db, site) => {
    // A record names a consent version the website has had: the one its config carries.
    const config = await fetch(`${svc.origin}/public/v1/websites/${site.uuid}/config?lang=en`);
    /** @type {import('../../src/schema/runtime-config.ts').RuntimeConfig} */
    const { version } = await config.json();
    /** @type {Load} */
    const consents = { kind: 'consents', website: site.uuid, origin: SITE, version };
    const what = 'consent records (POST /public/v1/consents), consent log on';
    log(`  ${what} (${db})…`);
    const r = await runLoad(svc.origin, consents, load);
    rows.push([what, db, ...fmt(r)]);
    const stored = r.codes['204'] ?? 0;
    const sealed = await sealedAfterLoad(svc.origin, site.uuid, stored);
    sealing.push(
      `${db}: ${sealed.size.toLocaleString('en-US')} of ${stored.toLocaleString('en-US')} records in the signed log ${sealed.seconds.toFixed(1)} s after the load ended`,
    );
    // The same load while the website's analytics are read twice a second (they are aggregated when read,
    // over every record the row above wrote: docs/benchmarks.md#consent-analytics-and-record-ingestion).
    const reader = analyticsReader(benchClient(lib, svc.origin).client, site.id);
    await row('consent records, while GET /v1/websites/analytics every 0.5 s', db, svc.origin, consents);
    const reads = await reader.stop();
    log(`    analytics read ${reads.count} times during the row, median ${reads.median} ms`);
    /** @type {Load} */
    const signed = { kind: 'signed', clientFile: lib.file, keys: KEYS, accountId: ACCOUNT, websiteId: site.id };
    await row('signed /v1: 3 GETs (websites, cookies, banner) : 1 POST (a cookie)', db, svc.origin, signed);
  };

  const svc = await startService(root, { env: LOG_ON });
  const atStart = svc.memory().rssMb;
  try {
    const site = await createBenchWebsite(benchClient(lib, svc.origin), SITE);
    /** @type {[string, string, Record<string, string>][]} */
    const endpoints = [
      ['snippet script', snippetScript(site.code_snippet.banner, svc.origin), SCRIPT],
      ['config', `/public/v1/websites/${site.uuid}/config?lang=en`, CORS],
    ];
    for (const [name, path, headers] of endpoints) {
      const shown = `${name} \`${path.replace(site.uuid, '{uuid}')}\``;
      const first = await fetch(svc.origin + path, { headers });
      if (!first.ok) {
        rows.push([shown, 'PGlite', '—', '—', '—', `answers ${first.status}: not measured`]);
        continue;
      }
      // The same bytes and headers from a bare node:http server, captured from the service now: the snippet only.
      const bare = name === 'snippet script' ? await startBareServer(svc.origin, path, headers) : null;
      try {
        /** @type {(status: string, spec: Load) => Promise<void>} */
        const against = async (status, spec) => {
          if (!bare) return;
          await row(`bare \`node:http\`, the same ${status}`, '—', bare.origin, spec);
          log(`  share of the bare server, ${status}: ${SHARE_ROUNDS} rounds each in turn…`);
          shares.push([`\`${path.replace(site.uuid, '{uuid}')}\` ${status}`, ...(await shareOf(svc, bare, spec, load))]);
        };
        /** @type {Load} */
        const ok = { kind: 'get', path, headers };
        await row(`${shown} → 200`, 'PGlite', svc.origin, ok);
        await against('200', ok);
        const etag = first.headers.get('etag');
        if (etag) {
          /** @type {Load} */
          const revalidate = { kind: 'get', path, headers: { ...headers, 'if-none-match': etag } };
          await row(`${name}, If-None-Match → 304`, 'PGlite', svc.origin, revalidate);
          await against('304', revalidate);
        } else rows.push([`${name}, If-None-Match`, 'PGlite', '—', '—', '—', 'no ETag: no 304']);
      } finally {
        await bare?.stop();
      }
    }
    await writeLoads(svc, 'PGlite', site);
  } finally {
    memory.push(`PGlite: ${atStart.toFixed(0)} MB at start, ${svc.memory().peakMb.toFixed(0)} MB peak`);
    await svc.stop();
  }

  let pgNote = '';
  const server = opts.pg
    ? null
    : await startLocalPostgres().catch((err) => (log(`PostgreSQL did not start: ${err.message}`), null));
  const url = opts.pg ?? server?.url;
  const schema = url ? await freshSchema(url) : null;
  if (!schema) {
    pgNote = 'PostgreSQL: not measured (none given with --pg or DATABASE_URL, and none installed to start).';
    rows.push(['consent records, signed /v1', 'PostgreSQL', '—', '—', '—', 'not measured: no PostgreSQL']);
  } else {
    const pgSvc = await startService(root, { databaseUrl: schema.url, env: LOG_ON });
    const pgStart = pgSvc.memory().rssMb;
    try {
      await writeLoads(pgSvc, 'PostgreSQL', await createBenchWebsite(benchClient(lib, pgSvc.origin), SITE));
    } finally {
      memory.push(`PostgreSQL: ${pgStart.toFixed(0)} MB at start, ${pgSvc.memory().peakMb.toFixed(0)} MB peak`);
      await pgSvc.stop();
      await schema.drop();
      server?.stop();
    }
    pgNote = `${schema.version}${server ? ', a local server the bench started (initdb, default settings)' : ', the one given'}.`;
  }
  const table = markdownTable(['workload', 'database', 'requests/s', 'p50 ms', 'p99 ms', 'answers'], rows);
  const bareTable = shares.length
    ? `The first-view script against a bare \`node:http\` server answering the same bytes and headers, ${SHARE_ROUNDS} rounds of ${Math.max(1, Math.round(opts.duration / SHARE_ROUNDS))} s on each in turn (share: ours ÷ bare, the median of the rounds, and their range; by CPU: each server's CPU time per answer, bare ÷ ours):\n\n${markdownTable(['answer', 'ours /s (median)', 'bare /s (median)', 'share', 'CPU µs per answer, ours / bare (median)', 'share by CPU'], shares)}\n\n`
    : '';
  return {
    heading: `autocannon ${opts.connections} connections, ${opts.duration} s a row, in a second process; RATE_LIMITS=off, LOG_LEVEL=warn`,
    table,
    notes: `${bareTable}Service RSS: ${memory.join('; ')}. ${pgNote} Consent log (sealed by the service's worker every second, screenshots left out): ${sealing.join('; ')}.`,
  };
}
