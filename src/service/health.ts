import { Hono } from 'hono';
import type { Db } from './store/db.ts';
import { freeBytes, type StatFs } from './store/disk-space.ts';

/** How long readiness waits for the database before calling it down. */
const DB_TIMEOUT_MS = 2000;

/** The disk readiness watches: the embedded database's folder, and the free space below which it is not ready. */
export interface DiskWatch {
  dir: string;
  minFreeBytes: number;
  /** Reads the file system (tests inject a reading). */
  statfs?: StatFs | undefined;
}

const mb = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

function within<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DB_TIMEOUT_MS} ms`)), DB_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database can take what the service must write. Reading alone
 * said yes on a full disk, so a load balancer kept sending records that all
 * failed: while the last writes met an outage (store/outage.ts), a write
 * (one row rewritten as it is) must succeed, and its success ends the outage.
 */
async function databaseProblem(db: Db): Promise<string | null> {
  const down = db.outage?.down;
  try {
    if (down) await within(db.query("UPDATE server_secrets SET value = value WHERE name = 'paging_token_key'"));
    else await within(db.query('SELECT 1'));
    return null;
  } catch (err) {
    return `the database is unavailable: ${(err as Error).message}`;
  }
}

async function diskProblem(disk: DiskWatch): Promise<string | null> {
  const free = await freeBytes(disk.dir, disk.statfs).catch((err: Error) => err);
  if (free instanceof Error) return `the free space under DATA_DIR (${disk.dir}) cannot be read: ${free.message}`;
  if (free >= disk.minFreeBytes) return null;
  return `the disk under DATA_DIR (${disk.dir}) has ${mb(free)} free, below DISK_MIN_FREE_MB (${mb(disk.minFreeBytes)})`;
}

/**
 * `/healthz`: the process answers (liveness: restart it when this fails).
 * `/readyz`: it can serve — its database answers within two seconds and can
 * write, the disk under the embedded database has room (`disk`), and it is not
 * shutting down — so a load balancer sends it traffic only then, and drains
 * it before it stops.
 */
export function healthRoutes(db: Db, stopping: () => boolean, disk?: DiskWatch) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    if (stopping()) return c.json({ error: 'not_ready', message: 'the service is shutting down' }, 503);
    const problem = (disk && (await diskProblem(disk))) ?? (await databaseProblem(db));
    if (problem) return c.json({ error: 'not_ready', message: problem }, 503);
    return c.json({ ok: true, database: db.kind });
  });
  return app;
}
