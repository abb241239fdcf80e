import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService } from './harness.ts';

// Liveness and readiness for a load balancer: /readyz follows the database and
// the shutdown, /healthz only whether the process answers.

let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

describe('health checks', () => {
  it('/healthz and /readyz answer 200 while the database answers', async () => {
    expect((await s.app.request('/healthz')).status).toBe(200);
    const ready = await s.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, database: s.db.kind });
  });

  it('/readyz answers 503 when the database fails, /healthz still 200', async () => {
    const query = s.db.query;
    s.db.query = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await s.app.request('/readyz');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/database is unavailable: connection refused/);
      expect((await s.app.request('/healthz')).status).toBe(200);
    } finally {
      s.db.query = query;
    }
  });

  it('/readyz answers 503 once the service begins to stop', async () => {
    await s.stopApp();
    const res = await s.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe('not_ready');
  });
});
