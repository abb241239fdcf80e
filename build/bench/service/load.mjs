import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKER = new URL('./load-worker.mjs', import.meta.url).pathname;

/** Runs one load (load-worker.mjs's spec) against `origin` in a process of its own; its results. */
export function runLoad(origin, load, { connections, duration }) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'spec.json');
  writeFileSync(file, JSON.stringify({ origin, connections, duration, load }));
  return new Promise((ok, fail) => {
    execFile(process.execPath, [WORKER, file], { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) fail(new Error(`load worker: ${stderr || err.message}`));
      else ok(JSON.parse(stdout.trim().split('\n').pop()));
    });
  });
}
