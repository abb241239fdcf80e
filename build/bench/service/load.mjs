import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A load, as load-worker.mjs makes its requests: the same GET again and again, a new consent record each time
 * (`version`: the consent version the website's config carries), or signed /v1 requests (signed-pool.mjs).
 * @typedef {{ kind: 'get', path: string, headers: Record<string, string> }
 *   | { kind: 'consents', website: string, origin: string, version: string }
 *   | { kind: 'signed' } & Omit<import('./signed-pool.mjs').PoolOptions, 'origin' | 'writes'>} Load
 */
/** @typedef {{ connections: number, duration: number }} LoadSize */
/** A server loaded in turns: its origin and its process, whose CPU time is read. @typedef {{ origin: string, pid: number | undefined }} Target */
/**
 * What load-worker.mjs reads: one load on `origin`, or with `targets` and `rounds`, rounds of it on each target.
 * @typedef {LoadSize & { origin: string, load: Load }
 *   & ({ targets?: undefined, rounds?: undefined } | { targets: Target[], rounds: number })} Spec
 */
/**
 * One load's results: answers a second, latency percentiles in ms, answers by status code, errors and timeouts.
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, total: number, errors: number,
 *   codes: Record<string, number> }} LoadResult
 */
/** A target's turn in a round: its rate and its CPU µs per answer (null where /proc cannot say). @typedef {{ rate: number, cpu: number | null }} Turn */

const WORKER = new URL('./load-worker.mjs', import.meta.url).pathname;

/**
 * Runs one load (load-worker.mjs's spec) against `origin` in a process of its own; its results.
 * @param {string} origin
 * @param {Load} load
 * @param {LoadSize} size
 * @returns {Promise<LoadResult>}
 */
export function runLoad(origin, load, { connections, duration }) {
  return runWorker({ origin, connections, duration, load });
}

/**
 * `rounds` rounds of one load on each of `targets` ({ origin, pid }) in turn, from one load process that stays
 * warm throughout (a fresh one a round would measure its own start-up too): per round, each target's rate and
 * its CPU µs per answer.
 * @template {[Target, ...Target[]]} T
 * @param {T} targets
 * @param {Load} load
 * @param {LoadSize & { rounds: number }} size
 * @returns {Promise<{ [K in keyof T]: Turn }[]>} a round's turns in the order of `targets`
 */
export async function runRounds(targets, load, { connections, duration, rounds }) {
  /** @type {{ rounds: { [K in keyof T]: Turn }[] }} */
  const r = await runWorker({ origin: targets[0].origin, targets, rounds, connections, duration, load });
  return r.rounds;
}

/**
 * The worker's last line of output, parsed: a LoadResult, or with rounds, `{ rounds }`.
 * @template T
 * @param {Spec} spec
 * @returns {Promise<T>}
 */
function runWorker(spec) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((ok, fail) => {
    execFile(process.execPath, [WORKER, file], { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) fail(new Error(`load worker: ${stderr || err.message}`));
      else ok(JSON.parse(stdout.trim().split('\n').pop() ?? ''));
    });
  });
}
