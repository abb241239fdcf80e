import pg from 'pg';
import type { Logger } from 'pino';
import type { Db, Queryable } from './db.ts';

/**
 * PostgreSQL through a `pg` pool. `schema` (tests) puts every table in its
 * own schema through the connection's search_path, so runs never collide.
 */
export async function openPostgres(url: string, log: Logger, schema?: string): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (err) => log.error({ err }, 'postgres pool error'));
  const query: Queryable['query'] = async (sql, params = []) => (await pool.query(sql, [...params])).rows;
  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params = []) => (await client.query(sql, [...params])).rows });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
