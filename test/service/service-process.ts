import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient, type ServiceClient } from '../../src/client/index.ts';

/** The built service, as `npm run service` runs it. */
export const SERVICE = 'dist/service.mjs';

export interface ServiceProcess {
  proc: ChildProcess;
  url: string;
  client: ServiceClient;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts a real service process on `databaseUrl` (or, without it, the
 * embedded database in `dataDir`) with the start-up account and key pair
 * given, and waits until it answers /healthz.
 */
export async function startServiceProcess(o: {
  databaseUrl?: string;
  dataDir?: string;
  account: string;
  keys: { publicKey: string; privateKey: string };
  env?: Record<string, string>;
}): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [SERVICE], {
    env: {
      ...process.env,
      ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : { DATA_DIR: o.dataDir }),
      PORT: String(port),
      // Vitest's own BASE_URL ('/') must not reach the service.
      BASE_URL: url,
      APP_URL: url,
      SERVICE_ACCOUNT_ID: o.account,
      SERVICE_PUBLIC_KEY: o.keys.publicKey,
      SERVICE_PRIVATE_KEY: o.keys.privateKey,
      LOG_LEVEL: 'warn',
      ...o.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d) => {
    stderr += d;
  });
  for (const deadline = Date.now() + 45_000; ; await new Promise((r) => setTimeout(r, 200))) {
    if (proc.exitCode !== null) throw new Error(`service exited (${proc.exitCode}): ${stderr}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`service did not answer /healthz within 45 s: ${stderr}`);
  }
  return { proc, url, client: createClient({ baseUrl: url, ...o.keys }) };
}

/** An empty PostgreSQL schema of its own, and the connection string whose search_path is it. */
export async function freshSchema(pgUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: pgUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${name}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    admin,
    databaseUrl: url.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`).catch(() => {});
      await admin.end();
    },
  };
}

/** A service process of one test file, on the database the run uses, and what it made there. */
export interface TestServiceProcess extends ServiceProcess {
  /** Its schema on PostgreSQL (TEST_DATABASE_URL), else null. */
  schema: Awaited<ReturnType<typeof freshSchema>> | null;
  /** Its embedded database's directory, else ''. */
  dataDir: string;
  /** Ends the process (if it still runs) and removes its schema or data directory. */
  stop(): Promise<void>;
}

/**
 * `startServiceProcess` on what the run tests: a fresh schema named from
 * `prefix` on TEST_DATABASE_URL when set, else the embedded database in a
 * fresh directory. The process tests' one set-up and cleanup.
 */
export async function startTestService(o: {
  prefix: string;
  account: string;
  keys: { publicKey: string; privateKey: string };
  env?: Record<string, string>;
}): Promise<TestServiceProcess> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? await freshSchema(pgUrl, o.prefix) : null;
  const dataDir = schema ? '' : mkdtempSync(join(tmpdir(), `${o.prefix}-`));
  const cleanUp = async () => {
    await schema?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const svc = await startServiceProcess({
    ...(schema ? { databaseUrl: schema.databaseUrl } : { dataDir }),
    account: o.account,
    keys: o.keys,
    ...(o.env ? { env: o.env } : {}),
  }).catch(async (err) => {
    await cleanUp();
    throw err;
  });
  return {
    ...svc,
    schema,
    dataDir,
    async stop() {
      const { proc } = svc;
      if (proc.exitCode === null && proc.signalCode === null) {
        const gone = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        // It stops its worker first; one stuck past this is killed, so cleanup never hangs the run.
        const stuck = setTimeout(() => proc.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(stuck);
      }
      await cleanUp();
    },
  };
}

/** The scan worker processes (dist/worker.mjs) whose parent is `pid`, from Linux's /proc. */
export const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('worker.mjs') ? [Number(d)] : [];
      } catch {
        return [];
      }
    });
