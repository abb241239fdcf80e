// The load generator's own process (autocannon), so that its work does not share a core's event loop with
// the service or with the harness: `node load-worker.mjs SPEC.json` prints one JSON line of results.
// A spec: { origin, connections, duration, load }, where load is one of
//   { kind: 'get', path, headers }                       the same request again and again
//   { kind: 'consents', website, origin, version }        POST /public/v1/consents, a new decision each time
//   { kind: 'signed', clientFile, keys, accountId, websiteId }  signed /v1: three reads, then a write
// With `targets` ([{ origin, pid }]) and `rounds`, it loads each target in turn `rounds` times (load.mjs runRounds).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuMs } from './cpu-time.mjs';
import { signedPool } from './signed-pool.mjs';

/** @typedef {import('./load.mjs').Spec} Spec */
/** @typedef {import('./load.mjs').Turn} Turn */
/** @typedef {import('./load.mjs').LoadResult} LoadResult */

/** @type {Spec} written by load.mjs */
const spec = JSON.parse(readFileSync(/** @type {string} */ (process.argv[2]), 'utf8'));
const { load } = spec;
// A short untimed run first: the service's first requests of a kind compile its code paths, and the
// table is about the steady state.
const WARM_UP_S = 2;

/**
 * The request autocannon sends next: fixed, or made afresh by `next()` for each request.
 * @returns {Promise<import('autocannon').Request[]>}
 */
async function requests() {
  if (load.kind === 'get') return [{ method: 'GET', path: load.path, headers: load.headers }];
  if (load.kind === 'consents') {
    const headers = { 'content-type': 'text/plain;charset=UTF-8', origin: load.origin };
    const record = () =>
      JSON.stringify({
        id: randomUUID(),
        visitor: randomUUID(),
        website: load.website,
        granted: ['essential', 'analytics'],
        method: 'custom',
        region: 'eu',
        lang: 'en',
        version: load.version,
        url: `${load.origin}/article`,
        at: new Date().toISOString(),
        shown: 'banner',
      });
    return [{ setupRequest: (req) => ({ ...req, method: 'POST', path: '/public/v1/consents', headers, body: record() }) }];
  }
  if (load.kind === 'signed') {
    const next = await signedPool({ ...load, origin: spec.origin, writes: 3000 * (spec.duration + WARM_UP_S) });
    return [{ setupRequest: (req) => ({ ...req, ...next() }) }];
  }
  throw new Error(`unknown load ${/** @type {{ kind: string }} */ (load).kind}`);
}

const reqs = await requests();
/** One load of `duration` seconds on `origin`: autocannon's result. */
const timed = (/** @type {string} */ origin, /** @type {number} */ duration) =>
  autocannon({ url: origin, connections: spec.connections, requests: reqs, duration });

if (spec.rounds) {
  // Turns on several servers (spec.targets, each { origin, pid }) from this one warm process: each target warmed
  // once, then `rounds` rounds of one load on each in turn, each with the server's CPU time over it (/proc).
  for (const t of spec.targets) await timed(t.origin, WARM_UP_S);
  /** @type {Turn[][]} */
  const rounds = [];
  for (let i = 0; i < spec.rounds; i++) {
    /** @type {Turn[]} */
    const round = [];
    for (const t of spec.targets) {
      const before = cpuMs(t.pid);
      const r = await timed(t.origin, spec.duration);
      const after = cpuMs(t.pid);
      const answers = r.requests.total;
      round.push({
        rate: r.requests.average,
        cpu: before === null || after === null || !answers ? null : ((after - before) * 1000) / answers,
      });
    }
    rounds.push(round);
  }
  console.log(JSON.stringify({ rounds }));
} else {
  await timed(spec.origin, WARM_UP_S);
  const result = await timed(spec.origin, spec.duration);
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  /** @type {LoadResult} */
  const results = {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    codes,
  };
  console.log(JSON.stringify(results));
}
