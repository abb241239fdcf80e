// Records met a database failure as if the visitor had left: `read ECONNRESET` from the `pg` socket while
// PostgreSQL restarted was answered 499, which the runtime took as final, so the record was lost. Outages
// answered 500 with a stack trace per request, and a frozen database held each request for as long as it was
// frozen. Now: 503 with Retry-After, one log line per change of state, and a bound on the wait (issue 46).
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import type { Db } from '../../../src/service/store/db.ts';
import { guardedDb } from '../../../src/service/store/guarded-db.ts';
import { outageState } from '../../../src/service/store/outage.ts';
import { declineRecord } from '../decline-record.ts';
import { ok, type Service, startService } from '../harness.ts';

const WAIT_MS = 400;
const lines: { level: number; msg: string; status?: number; reason?: string }[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
let s: Service;
let w: { uuid: string; url: string; id: string };
let version: string;

beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}), rateLimits: false, recordWaitMs: WAIT_MS, log });
  w = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://outage.example' }]))[0]!;
  version = (await (await s.app.request(`/public/v1/websites/${w.uuid}/config?lang=en`)).json()).version;
  // The website and its version are now in memory: a record needs the database only for its write.
  expect((await post(s.app)).status).toBe(204);
});
afterAll(() => s.close());

const record = (id = randomUUID()) =>
  declineRecord({ id, website: w.uuid, version, url: `${w.url}/page`, at: new Date(s.clock.t).toISOString() });
const post = (app: Service['app'], body: unknown = record()) =>
  app.request('/public/v1/consents', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: w.url },
    body: JSON.stringify(body),
  });
const storedIds = async () =>
  (await s.db.query<{ id: string }>('SELECT id::text AS id FROM consent_records WHERE website_id = $1', [w.id])).map((r) => r.id);

/** `db` whose queries fail as `pg`'s fail when PostgreSQL's end of the socket is gone, while `broken.on`. */
function resetSocket(db: Db) {
  const broken = { on: true };
  const fail = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });
  const bare: Db = {
    ...db,
    query: (sql, params) => (broken.on ? Promise.reject(fail()) : db.query(sql, params)),
    transaction: (fn) => (broken.on ? Promise.reject(fail()) : db.transaction(fn)),
  };
  return { broken, db: guardedDb(bare, outageState(log)) };
}

describe('a database that fails under records', () => {
  it('answers 503 with Retry-After, never 499, logs the outage once, and keeps the record sent again', async () => {
    const { broken, db } = resetSocket(s.db);
    broken.on = false;
    const app = await s.anotherApp(db);
    broken.on = true;
    const before = lines.length;
    const sent = Array.from({ length: 5 }, () => record());
    const answers = await Promise.all(sent.map((r) => post(app, r)));
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503]);
    expect(answers[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await answers[0]!.json()).toMatchObject({ error: 'service_unavailable' });
    const during = lines.slice(before).filter((l) => l.msg !== 'request');
    expect(during).toEqual([expect.objectContaining({ level: 40, reason: 'unreachable' })]);

    broken.on = false;
    const again = await Promise.all(sent.map((r) => post(app, r)));
    expect(again.map((a) => a.status)).toEqual([204, 204, 204, 204, 204]);
    expect(await storedIds()).toEqual(expect.arrayContaining(sent.map((r) => r.id)));
    const after = lines.slice(before).filter((l) => l.msg !== 'request');
    expect(after).toEqual([during[0], expect.objectContaining({ level: 30, msg: 'database serves again' })]);
    expect(lines.slice(before).filter((l) => l.level >= 50)).toEqual([]);
  });

  it('answers a record 503 within its bound while the database is frozen, and keeps it once it thaws', async () => {
    let thaw = () => {};
    const thawed = new Promise<void>((resolve) => {
      thaw = resolve;
    });
    // A real freeze: on PostgreSQL the table is locked, and the embedded database runs one transaction at a time.
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = s.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE consent_records IN ACCESS EXCLUSIVE MODE');
      locked();
      await thawed;
    });
    await lockTaken;
    const r = record();
    const res = await post(s.app, r);
    thaw();
    await holder;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ error: 'service_unavailable', message: expect.stringMatching(/too slow/) });
    expect((await post(s.app, r)).status).toBe(204);
    expect(await storedIds()).toContain(r.id);
  });
});
