import pg from 'pg';
import type { Logger } from 'pino';
import type { Db, Queryable } from './db.ts';

/** How long PostgreSQL may take before the service gives up and answers 503 (docs/service.md#when-the-database-fails). */
export interface PostgresTimeouts {
  /** A statement running longer is cancelled by the server (`statement_timeout`): a lock held elsewhere, a frozen disk. */
  statementMs: number;
  /** Getting a connection (a new one, or a pooled one when all are busy) taking longer fails. */
  connectMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { statementMs: 30_000, connectMs: 5_000 };

/**
 * PostgreSQL through a `pg` pool. `schema` (tests) puts every table in its
 * own schema through the connection's search_path, so runs never collide.
 * Without the timeouts a frozen server held each request for as long as it
 * was frozen (30 s seen).
 */
export async function openPostgres(
  url: string,
  log: Logger,
  schema?: string,
  timeouts: Partial<PostgresTimeouts> = {},
): Promise<Db> {
  const { statementMs, connectMs } = { ...DEFAULT_POSTGRES_TIMEOUTS, ...timeouts };
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const settings: pg.ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: connectMs,
    statement_timeout: statementMs,
    // A server gone without a word (a cut network) is noticed by the socket, not after the kernel's two hours.
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...settings, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects. One line, no
  // stack: a restart ends every pooled connection at once, and the outage is logged where queries meet it.
  pool.on('error', (err) => log.warn({ error: err.message }, 'postgres: a pooled connection was lost'));
  const query: Queryable['query'] = async (sql, params = []) => (await pool.query(sql, [...params])).rows;
  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      // pg-pool listens for a connection's errors only while it is idle. One lost while a transaction waits
      // between its statements (a seal signs between them) would be an unhandled 'error' event, which ends the
      // process: here it marks the connection broken, and the transaction's next statement fails as an outage.
      const lost = (err: Error) => {
        broken = true;
        log.warn({ error: err.message }, 'postgres: a connection was lost inside a transaction');
      };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params = []) => (await client.query(sql, [...params])).rows });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        throw err;
      } finally {
        client.off('error', lost);
        // A connection that cannot even roll back is dropped, not given to the next request.
        client.release(broken);
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
  // Tried again every second until it holds: the server may take longer than one try to come back.
  const again = () => {
    if (!closed) setTimeout(() => void connect().catch(again), 1_000).unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client(settings);
    c.on('notification', (n) => n.channel === channel && onNotify());
    c.on('error', (err) => {
      log.warn({ error: err.message, channel }, 'listening connection lost');
      c.end().catch(() => {});
      again();
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
