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
}

/** Opens the configured database and runs pending migrations. */
export async function openStore(opts: StoreOptions): Promise<Db> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.schema) : await openPglite(opts.dataDir);
  await migrate(db);
  return db;
}
