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
  const settings = { connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
  const pool = new pg.Pool({ ...settings, max: 10 });
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
    listen: (channel, onNotify) => listenOn(settings, channel, onNotify, log),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other
 * queries). A lost connection is re-made after a second; what was notified
 * meanwhile is lost, which the listener's poll covers.
 */
async function listenOn(settings: pg.ClientConfig, channel: string, onNotify: () => void, log: Logger) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let closed = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client(settings);
    c.on('notification', (n) => n.channel === channel && onNotify());
    c.on('error', (err) => {
      log.warn({ err, channel }, 'listening connection lost');
      c.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1_000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    if (closed) await c.end();
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => {});
  };
}
