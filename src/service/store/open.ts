import type { Logger } from 'pino';
import type { Db } from './db.ts';
import { assertRoomToStart, MIN_FREE_TO_START, type StatFs } from './disk-space.ts';
import { guardedDb } from './guarded-db.ts';
import { migrate } from './migrations.ts';
import { outageState } from './outage.ts';
import { openPglite } from './pglite.ts';
import { openPostgres, type PostgresTimeouts } from './postgres.ts';

export interface StoreOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; undefined = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests); default the connection's search_path. */
  schema?: string | undefined;
  /** A dumped embedded data directory to start from (tests start each file from one migrated once). */
  template?: Blob | undefined;
  /** PostgreSQL's statement and connection timeouts (DATABASE_*_TIMEOUT_MS); default postgres.ts. */
  timeouts?: Partial<PostgresTimeouts> | undefined;
  /** Free bytes under `dataDir` below which the embedded database is not opened; default MIN_FREE_TO_START. */
  minFreeToStart?: number | undefined;
  /** Reads the disk's free space (tests inject a reading). */
  statfs?: StatFs | undefined;
}

/**
 * Opens the configured database and runs pending migrations. Its failures
 * are classified (guarded-db.ts): an outage is a `DatabaseUnavailable`,
 * logged once per change of state.
 */
export async function openStore(opts: StoreOptions, log: Logger): Promise<Db> {
  if (!opts.databaseUrl && opts.dataDir) {
    await assertRoomToStart(opts.dataDir, opts.minFreeToStart ?? MIN_FREE_TO_START, opts.statfs);
  }
  const bare = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, log, opts.schema, opts.timeouts)
    : await openPglite(opts.dataDir, opts.template);
  const db = guardedDb(bare, outageState(log));
  await migrate(db);
  return db;
}
