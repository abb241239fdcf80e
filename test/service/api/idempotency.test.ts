import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db, Queryable } from '../../../src/service/store/db.ts';
import { type Service, startService } from '../harness.ts';
import { sendTo } from '../signed-request.ts';
import { postWebsites, websiteCount, websitesRequest } from './websites-requests.ts';

// A POST retried after a crash once wrote its
// items again. With an Idempotency-Key a retry answers the first answer and
// writes nothing; a retry carries a new signature, so the replay guard lets it in.

let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

/** A POST of websites with `key`, signed at the test clock plus `later` ms (each retry is signed anew). */
const post = (urls: string[], key: string | undefined, later = 0, signer = s.keyA, account = 'acct_a') =>
  postWebsites(signer, s.clock.t + later, urls, { account, headers: key === undefined ? undefined : { 'Idempotency-Key': key } });

describe('POST with an Idempotency-Key', () => {
  test('a retry answers the first answer and creates nothing more', async () => {
    const first = await sendTo(s.app, post(['https://idem-1.example', 'https://idem-2.example'], 'retry-1'));
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await sendTo(s.app, post(['https://idem-1.example', 'https://idem-2.example'], 'retry-1', 1000));
    expect([retry.status, retry.json]).toEqual([200, first.json]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await websiteCount(s.db, 'https://idem-1.example')).toBe(1);
    expect(await websiteCount(s.db, 'https://idem-2.example')).toBe(1);
  });

  test('the same key with another body is refused and writes nothing', async () => {
    expect((await sendTo(s.app, post(['https://idem-a.example'], 'retry-2'))).status).toBe(200);
    const other = await sendTo(s.app, post(['https://idem-b.example'], 'retry-2', 1000));
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ error: 'idempotency_key_reused', message: expect.stringContaining('another request') });
    expect(await websiteCount(s.db, 'https://idem-b.example')).toBe(0);
  });

  test('keys belong to a key pair: the same key from another key pair is its own', async () => {
    expect((await sendTo(s.app, post(['https://idem-shared.example'], 'shared-key'))).status).toBe(200);
    const b = await sendTo(s.app, post(['https://idem-shared.example'], 'shared-key', 0, s.keyB, 'acct_b'));
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(await websiteCount(s.db, 'https://idem-shared.example')).toBe(2);
  });

  test('without a key a POST signed anew is a new request, as before', async () => {
    await sendTo(s.app, post(['https://idem-none.example'], undefined));
    await sendTo(s.app, post(['https://idem-none.example'], undefined, 1000));
    expect(await websiteCount(s.db, 'https://idem-none.example')).toBe(2);
  });

  test('a malformed key is a request error', async () => {
    const r = await sendTo(s.app, post(['https://idem-bad.example'], 'x'.repeat(256)));
    expect([r.status, (r.json as { error: string }).error]).toEqual([400, 'invalid_idempotency_key']);
    expect(await websiteCount(s.db, 'https://idem-bad.example')).toBe(0);
  });

  test('a refused request does not use up its key', async () => {
    const bad = websitesRequest(s.keyA, s.clock.t, 'POST', { body: {}, headers: { 'Idempotency-Key': 'after-400' } });
    expect((await sendTo(s.app, bad)).status).toBe(400);
    expect((await sendTo(s.app, post(['https://idem-after-400.example'], 'after-400', 1000))).status).toBe(200);
    expect(await websiteCount(s.db, 'https://idem-after-400.example')).toBe(1);
  });

  test('two copies in flight at once write once', async () => {
    const [x, y] = await Promise.all([
      sendTo(s.app, post(['https://idem-race.example'], 'race')),
      sendTo(s.app, post(['https://idem-race.example'], 'race', 1000)),
    ]);
    expect(x.json).toEqual(y.json);
    expect(await websiteCount(s.db, 'https://idem-race.example')).toBe(1);
  });

  test('a key expires after 24 hours', async () => {
    expect((await sendTo(s.app, post(['https://idem-old.example'], 'old'))).status).toBe(200);
    s.clock.t += 25 * 3600_000;
    try {
      const again = await sendTo(s.app, post(['https://idem-old.example'], 'old'));
      expect(again.headers.get('idempotent-replayed')).toBeNull();
    } finally {
      s.clock.t -= 25 * 3600_000;
    }
    expect(await websiteCount(s.db, 'https://idem-old.example')).toBe(2);
  });
});

describe('a crash before the answer is stored', () => {
  test('leaves no item written, and the retry writes the batch once', async () => {
    // The database fails the statement that stores the answer, as a process killed there would never run it.
    let fail = true;
    const failing = (q: Queryable): Queryable => ({
      query: (sql, params) => {
        if (fail && sql.includes('UPDATE idempotency_keys')) return Promise.reject(new Error('connection lost'));
        return q.query(sql, params);
      },
    });
    const db: Db = { ...s.db, ...failing(s.db), transaction: (fn) => s.db.transaction((tx) => fn(failing(tx))) };
    const app = await s.anotherApp(db);
    const urls = ['https://idem-crash-1.example', 'https://idem-crash-2.example'];
    expect((await sendTo(app, post(urls, 'crash'))).status).toBe(500);
    expect(await websiteCount(s.db, 'https://idem-crash-1.example')).toBe(0);
    fail = false;
    const retry = await sendTo(app, post(urls, 'crash', 1000));
    expect(retry.status).toBe(200);
    const again = await sendTo(app, post(urls, 'crash', 2000));
    expect(again.json).toEqual(retry.json);
    for (const url of urls) expect(await websiteCount(s.db, url)).toBe(1);
  });
});

describe('the typed client', () => {
  test('sends an Idempotency-Key with a write when asked', async () => {
    const items = [{ account_id: 'acct_a', url: 'https://idem-client.example' }];
    const first = await s.a.websites.create(items, { idempotencyKey: 'client-1' });
    const retry = await s.a.websites.create(items, { idempotencyKey: 'client-1' });
    expect(retry).toEqual(first);
    expect(await websiteCount(s.db, 'https://idem-client.example')).toBe(1);
  });

  test('two identical writes in one second are two requests, not a replay', async () => {
    const items = [{ account_id: 'acct_a', url: 'https://idem-twice.example' }];
    await s.a.websites.create(items);
    await s.a.websites.create(items);
    expect(await websiteCount(s.db, 'https://idem-twice.example')).toBe(2);
  });
});
