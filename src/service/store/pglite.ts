import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

/**
 * PostgreSQL's default is 128MB, and inside PGlite's WebAssembly memory all of
 * it is resident from the start (~120 MB of the process's RSS). Pages outside
 * it are read through the file system, from the OS page cache: with 32MB,
 * 60,000 consent records (a 52 MB table and its indexes) went in as fast as
 * with 128MB, back to back, and the process held ~110 MB less.
 */
const SHARED_BUFFERS = '32MB';

/**
 * The embedded database. `dataDir` undefined keeps everything in memory
 * (tests); otherwise files live there. `relaxedDurability` stays off so a
 * query resolves only after PGlite has flushed it to the file system.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Db> {
  if (dataDir && !template) createDataDir(dataDir);
  const pg = await PGlite.create(dataDir, {
    relaxedDurability: false,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    ...(template ? { loadDataDir: template } : {}),
  });
  return pgliteDb(pg, dataDir ? `embedded (${dataDir})` : 'embedded (memory)');
}

/**
 * Creates a new data directory in a short-lived process of its own. PGlite
 * runs initdb in a second WebAssembly instance that the database it opens
 * keeps reachable, so a service that created its directory itself held
 * ~800 MB from then on, against ~270 MB when it opens one that exists
 * (measured on PGlite 0.5; docs/benchmarks.md, "What changed in the service").
 */
function createDataDir(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = 'require(process.argv[1]).PGlite.create(process.argv[2]).then((pg) => pg.close())';
  execFileSync(process.execPath, ['-e', script, pglite, dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The store interface over an open PGlite. */
export function pgliteDb(pg: PGlite, kind: string): Db {
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<R>(sql, params as unknown[]);
      return res.rows;
    },
  });
  return {
    kind,
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    listen: (channel, onNotify) => pg.listen(channel, () => onNotify()),
    async vacuum(table) {
      await pg.exec(`VACUUM ${table}`);
    },
  };
}
