import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

/**
 * The embedded database. `dataDir` undefined keeps everything in memory
 * (tests); otherwise files live there. `relaxedDurability` stays off so a
 * query resolves only after PGlite has flushed it to the file system.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Db> {
  const pg = await PGlite.create(dataDir, { relaxedDurability: false, ...(template ? { loadDataDir: template } : {}) });
  return pgliteDb(pg, dataDir ? `embedded (${dataDir})` : 'embedded (memory)');
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
  };
}
