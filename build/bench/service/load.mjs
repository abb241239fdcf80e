// @ts-nocheck: JSDoc types still to be written (issue 41).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKER = new URL('./load-worker.mjs', import.meta.url).pathname;

/** Runs one load (load-worker.mjs's spec) against `origin` in a process of its own; its results. */
export function runLoad(origin, load, { connections, duration }) {
  return runWorker({ origin, connections, duration, load });
}

/**
 * `rounds` rounds of one load on each of `targets` ({ origin, pid }) in turn, from one load process that stays
 * warm throughout (a fresh one a round would measure its own start-up too): per round, each target's rate and
 * its CPU µs per answer.
 */
export async function runRounds(targets, load, { connections, duration, rounds }) {
  const r = await runWorker({ origin: targets[0].origin, targets, rounds, connections, duration, load });
  return r.rounds;
}

function runWorker(spec) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((ok, fail) => {
    execFile(process.execPath, [WORKER, file], { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) fail(new Error(`load worker: ${stderr || err.message}`));
      else ok(JSON.parse(stdout.trim().split('\n').pop()));
    });
  });
}
