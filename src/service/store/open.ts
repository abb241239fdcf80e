import type { Logger } from 'pino';
import type { Db } from './db.ts';
import { migrate } from './migrations.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface StoreOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; undefined = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests); default the connection's search_path. */
  schema?: string | undefined;
  /** A dumped embedded data directory to start from (tests start each file from one migrated once). */
  template?: Blob | undefined;
}

/** Opens the configured database and runs pending migrations. */
export async function openStore(opts: StoreOptions, log: Logger): Promise<Db> {
  const db = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, log, opts.schema)
    : await openPglite(opts.dataDir, opts.template);
  await migrate(db);
  return db;
}
