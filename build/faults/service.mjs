import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT, KEYS } from '../bench/lib/service-process.mjs';

/**
 * The production service (dist/service.mjs) as the fault script drives it: a process it can kill -9 and start
 * again on the same port and data, with a scan worker as its child (which seals the consent log every second).
 * @param {{ root: string, port: number, dataDir: string, databaseUrl?: string, env?: Record<string, string> }} o
 */
export function faultService({ root, port, dataDir, databaseUrl = '', env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  const start = async () => {
    const proc = spawn(process.execPath, [join(root, 'dist/service.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SERVICE_ACCOUNT_ID: ACCOUNT,
        SERVICE_PUBLIC_KEY: KEYS.publicKey,
        SERVICE_PRIVATE_KEY: KEYS.privateKey,
        RATE_LIMITS: 'off',
        SCAN_CONCURRENCY: '1',
        PROOF_SEAL_SECONDS: '1',
        PROOF_SCREENSHOTS: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    proc.stderr?.on('data', (d) => (stderr += d));
    child = proc;
    for (const deadline = Date.now() + 90_000; ; ) {
      if (proc.exitCode !== null) throw new Error(`the service exited during start (${proc.exitCode}): ${stderr.slice(-400)}`);
      if (Date.now() > deadline) throw new Error('the service did not answer /healthz within 90 s');
      if (
        await fetch(`${origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** @param {NodeJS.Signals} signal */
  const kill = async (signal) => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const gone = new Promise((ok) => proc.once('exit', ok));
    proc.kill(signal);
    await gone;
  };
  /** The pid of the service's worker child, read from /proc (the worker is the service's only node child). */
  const workerPid = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = (() => {
        try {
          return readFileSync(`/proc/${entry}/stat`, 'utf8');
        } catch {
          return '';
        }
      })();
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === child?.pid) return Number(entry);
    }
    return undefined;
  };
  const ready = () =>
    fetch(`${origin}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
  /** The service process's resident memory in MB, from /proc. */
  const rssMb = () => {
    const status = child?.pid ? readFileSync(`/proc/${child.pid}/status`, 'utf8') : '';
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  };
  process.on('exit', () => child?.kill('SIGKILL'));
  return { origin, start, kill, workerPid, ready, rssMb };
}
