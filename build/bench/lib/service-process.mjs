import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.mjs';

export const ACCOUNT = 'acct_bench';
/** The edge's country header the page bench's service reads (GEO_COUNTRY_HEADER): a page's requests say a region with it. */
export const GEO_HEADER = 'x-bench-country';
export const KEYS = { publicKey: 'pk_bench_0123456789', privateKey: 'sk_bench_0123456789abcdef0123456789' };

/**
 * RSS and its peak so far (VmHWM) of a Linux process, in MB.
 * @param {number | undefined} pid
 */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  /** @param {string} name */
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * The production service (dist/service.mjs) in a process of its own on a free port, with a fresh embedded
 * database (or `databaseUrl`), the bench's account and keys, rate limits off (RATE_LIMITS=off, docs/service.md)
 * and no scans. Logging is at `warn`: at `info` it writes a line per request, which would be measured too.
 * `env` overrides any of these (the record flood runs with rate limits on).
 * @param {string} root
 * @param {{ databaseUrl?: string | null, env?: Record<string, string> }} [options]
 */
export async function startService(root, { databaseUrl, env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [join(root, 'dist/service.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SERVICE_ACCOUNT_ID: ACCOUNT,
      SERVICE_PUBLIC_KEY: KEYS.publicKey,
      SERVICE_PRIVATE_KEY: KEYS.privateKey,
      RATE_LIMITS: 'off',
      SCAN_CONCURRENCY: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', () => exited || child.kill('SIGKILL'));
  for (const deadline = Date.now() + 60_000; ; ) {
    if (exited) throw new Error(`the service exited during start (exit code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the service did not answer /healthz within 60 s');
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, pid: child.pid, stop, memory: () => memoryOf(child.pid) };
}
