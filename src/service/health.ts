import { Hono } from 'hono';
import type { Db } from './store/db.ts';

/** How long readiness waits for the database before calling it down. */
const DB_TIMEOUT_MS = 2000;

/**
 * `/healthz`: the process answers (liveness: restart it when this fails).
 * `/readyz`: it can serve — its database answers within two seconds and it is
 * not shutting down — so a load balancer sends it traffic only then, and
 * drains it before it stops.
 */
export function healthRoutes(db: Db, stopping: () => boolean) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    if (stopping()) return c.json({ error: 'not_ready', message: 'the service is shutting down' }, 503);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${DB_TIMEOUT_MS} ms`)), DB_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.query('SELECT 1'), timeout]);
      return c.json({ ok: true, database: db.kind });
    } catch (err) {
      return c.json({ error: 'not_ready', message: `the database is unavailable: ${(err as Error).message}` }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
