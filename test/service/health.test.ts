import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../../src/service/health.ts';
import type { Db } from '../../src/service/store/db.ts';
import { guardedDb } from '../../src/service/store/guarded-db.ts';
import { outageState } from '../../src/service/store/outage.ts';
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

  it('/readyz fails while the disk under DATA_DIR is nearly full (an injected statfs reading), and recovers', async () => {
    const MB = 1024 * 1024;
    const reading = { bavail: 100, bsize: MB };
    const ready = healthRoutes(s.db, () => false, { dir: '/srv/data', minFreeBytes: 256 * MB, statfs: async () => reading });
    const full = await ready.request('/readyz');
    expect(full.status).toBe(503);
    expect(await full.json()).toEqual({
      error: 'not_ready',
      message: 'the disk under DATA_DIR (/srv/data) has 100 MB free, below DISK_MIN_FREE_MB (256 MB)',
    });
    reading.bavail = 300;
    expect((await ready.request('/readyz')).status).toBe(200);
  });

  it('/readyz fails while writes fail for want of space, though reads answer, until a write succeeds', async () => {
    const noSpace = { on: true };
    const writesFail: Db = {
      ...s.db,
      query: (sql, params) =>
        noSpace.on && /UPDATE|INSERT/.test(sql)
          ? Promise.reject(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }))
          : s.db.query(sql, params),
    };
    const db = guardedDb(writesFail, outageState(pino({ level: 'silent' })));
    const ready = healthRoutes(db, () => false);
    expect((await ready.request('/readyz')).status).toBe(200);
    // A record's write meets the full disk.
    await expect(db.query("INSERT INTO server_secrets (name, value) VALUES ('probe', 'x')")).rejects.toThrow(/out of space/);
    const res = await ready.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      message: expect.stringMatching(/database is unavailable: the database is out of space/),
    });
    noSpace.on = false;
    expect((await ready.request('/readyz')).status).toBe(200);
    expect(db.outage?.down).toBeNull();
  });

  it('/readyz answers 503 once the service begins to stop', async () => {
    await s.stopApp();
    const res = await s.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe('not_ready');
  });
});
