import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ServiceError } from '../../../src/client/index.ts';
import { openStore } from '../../../src/service/store/open.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';
import { canRun, need } from '../prerequisites.ts';

let s: Service;
let ids: string[];
beforeAll(async () => {
  s = await startService({ limits: { maxObjects: 60, maxBodyBytes: 64 * 1024 } });
  ids = [];
  for (let i = 0; i < 2; i++) {
    const batch = Array.from({ length: 60 }, (_, j) => ({ account_id: 'acct_a', url: `https://site${i * 60 + j}.example` }));
    ids.push(...ok(await s.a.websites.create(batch)).map((w) => w.id));
  }
  ids.sort();
});
afterAll(() => s.close());

const refused = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ServiceError) return [e.status, e.body.error];
    throw e;
  }
  throw new Error('expected a request error');
};

describe('paging', () => {
  test('120 websites forward in pages of 25 and back again, in id order, no gaps or repeats', async () => {
    let page = await s.a.websites.list([{ account_id: 'acct_a' }], { limit: 25 });
    expect(page.paging.previous).toBeNull();
    const pages = [page];
    while (page.paging.next) {
      expect(page.paging.next_results).toBe(page.paging.next);
      page = await s.a.websites.page(page.paging.next);
      pages.push(page);
    }
    expect(pages.map((p) => p.results.length)).toEqual([25, 25, 25, 25, 20]);
    expect(pages.flatMap((p) => p.results.map((w) => w.id))).toEqual(ids);
    const back: string[][] = [];
    while (page.paging.previous) {
      page = await s.a.websites.page(page.paging.previous);
      back.unshift(page.results.map((w) => w.id));
    }
    expect(back.flat()).toEqual(ids.slice(0, 100));
    expect(page.paging.previous).toBeNull();
  });

  test('default page size is 20; limit above the maximum or not a number is refused', async () => {
    expect((await s.a.websites.list([{ account_id: 'acct_a' }])).results).toHaveLength(20);
    expect(await refused(s.a.websites.list([{ account_id: 'acct_a' }], { limit: 101 }))).toEqual([400, 'invalid_limit']);
    const r = await s.a.send({ method: 'GET', path: '/v1/websites', query: [{ account_id: 'acct_a' }], limit: 0 });
    expect(r.status).toBe(400);
  });

  test('paging continues over several criteria in order', async () => {
    const q = [
      { account_id: 'acct_a', ids: ids.slice(0, 3) },
      { account_id: 'acct_a', ids: ids.slice(10, 14) },
    ];
    const p1 = await s.a.websites.list(q, { limit: 5 });
    const p2 = await s.a.websites.page(p1.paging.next!);
    expect([...p1.results, ...p2.results].map((w) => w.id)).toEqual([...ids.slice(0, 3), ...ids.slice(10, 14)]);
    expect(p2.paging.next).toBeNull();
  });

  test('tampered, forged, truncated and foreign tokens give "invalid paging token"', async () => {
    const first = await s.a.websites.list([{ account_id: 'acct_a' }], { limit: 5 });
    const token = first.paging.next!;
    const [payload, mac] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.a = 'acct_b';
    for (const bad of [
      `${payload}.${mac!.slice(0, -2)}AA`,
      `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`,
      token.slice(0, 20),
      'not-a-token',
    ]) {
      expect(await refused(s.a.websites.page(bad))).toEqual([400, 'invalid_paging_token']);
    }
    // a genuine token is bound to its account and endpoint
    expect(await refused(s.b.websites.page(token))).toEqual([400, 'invalid_paging_token']);
    expect(await refused(s.a.collaborators.page(token))).toEqual([400, 'invalid_paging_token']);
    // and does not expire
    s.clock.t += 400 * 24 * 3600_000;
    try {
      expect((await s.a.websites.page(token)).results).toHaveLength(5);
    } finally {
      s.clock.t -= 400 * 24 * 3600_000;
    }
  });
});

describe('request errors', () => {
  test.each([
    ['body not an array', { method: 'POST', path: '/v1/websites', body: { account_id: 'acct_a' } }, 400, 'invalid_request'],
    ['empty array', { method: 'POST', path: '/v1/websites', body: [] }, 400, 'invalid_request'],
    ['no body', { method: 'PUT', path: '/v1/websites' }, 400, 'invalid_request'],
    ['query missing', { method: 'GET', path: '/v1/websites' }, 400, 'invalid_request'],
    [
      'query not an array',
      { method: 'DELETE', path: '/v1/websites', query: { account_id: 'acct_a' } as never },
      400,
      'invalid_request',
    ],
    ['unknown path', { method: 'GET', path: '/v1/nothing', query: [] }, 404, 'not_found'],
  ] as const)('%s', async (_n, req, status, code) => {
    const r = await s.a.send(req as never);
    expect([r.status, (r.body as { error: string }).error]).toEqual([status, code]);
  });

  test('unknown parameters (page, offset) and malformed JSON in the query or the body', async () => {
    const { sign, formatTimestamp, authorizationHeader } = await import('../../../src/client/signing.ts');
    const q = encodeURIComponent('[{"account_id":"acct_a"}]');
    const ts = formatTimestamp(new Date(s.clock.t));
    const call = async (search: string, body = '', method = 'GET') => {
      const param = /query=([^&]*)/.exec(search)?.[1] ?? '';
      const sig = await sign(s.keyA.privateKey, {
        method,
        host: '127.0.0.1:8080',
        path: '/v1/websites',
        param,
        timestamp: ts,
        body,
      });
      const res = await s.app.request(`http://127.0.0.1:8080/v1/websites?${search}`, {
        method,
        headers: { Authorization: authorizationHeader(s.keyA.publicKey, sig), 'X-Service-Timestamp': ts },
        ...(body ? { body } : {}),
      });
      return [res.status, ((await res.json()) as { error: string }).error];
    };
    expect(await call(`query=${q}&offset=20`)).toEqual([400, 'unknown_parameter']);
    expect(await call(`query=${q}&page=2`)).toEqual([400, 'unknown_parameter']);
    expect(await call(`query=%5B%7B`)).toEqual([400, 'malformed_json']);
    expect(await call('', '[{"account_id": ', 'POST')).toEqual([400, 'malformed_json']);
  });

  test('limits: objects per request and body size', async () => {
    const many = Array.from({ length: 61 }, () => ({ account_id: 'acct_a', url: 'https://x.example' }));
    expect(await refused(s.a.websites.create(many))).toEqual([413, 'too_many_objects']);
    const big = [{ account_id: 'acct_a', url: 'https://x.example', name: 'x'.repeat(70 * 1024) }];
    expect(await refused(s.a.websites.create(big))).toEqual([413, 'payload_too_large']);
    expect((await s.a.websites.list([{ account_id: 'acct_a' }])).results.every((w) => w.url !== 'https://x.example')).toBe(true);
  });
});

test('rate limit per key answers 429 with Retry-After, other keys unaffected', async () => {
  const t = await startService({ limits: { requestsPerMinute: 5 } });
  try {
    const q = [{ account_id: 'acct_a' }];
    for (let i = 0; i < 5; i++) expect((await t.a.send({ method: 'GET', path: '/v1/websites', query: q })).status).toBe(200);
    const limited = await t.a.send({ method: 'GET', path: '/v1/websites', query: q });
    expect([limited.status, (limited.body as { error: string }).error]).toEqual([429, 'rate_limited']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.b.send({ method: 'GET', path: '/v1/websites', query: [{ account_id: 'acct_b' }] })).status).toBe(200);
    // Waiting as told is enough (in-memory bucket on the embedded database, shared window on PostgreSQL).
    t.clock.t += Number(limited.headers.get('retry-after')) * 1000;
    expect((await t.a.send({ method: 'GET', path: '/v1/websites', query: q })).status).toBe(200);
  } finally {
    await t.close();
  }
});

test.runIf(canRun('the embedded database across a restart', need.embedded))(
  'the embedded database keeps acknowledged writes across a restart',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-durable-'));
    try {
      let db = await openStore({ dataDir: dir }, testLog);
      await db.query("INSERT INTO accounts (id) VALUES ('acct_x')");
      await db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO websites (id, account_id, uuid, api_key, url, scan_period) VALUES ('web_1', 'acct_x', '00000000-0000-4000-8000-000000000001', 'wk_1', 'https://d.example', 'disabled')",
        );
      });
      await db
        .transaction(async (tx) => {
          await tx.query(
            "INSERT INTO websites (id, account_id, uuid, api_key, url, scan_period) VALUES ('web_2', 'acct_x', '00000000-0000-4000-8000-000000000002', 'wk_2', 'https://e.example', 'disabled')",
          );
          throw new Error('rolled back');
        })
        .catch(() => {});
      await db.close();
      db = await openStore({ dataDir: dir }, testLog);
      expect(await db.query('SELECT id FROM websites ORDER BY id')).toEqual([{ id: 'web_1' }]);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two on-disk PGlite starts with every migration: 23–26 s when the shared 2-core machine is busy.
  },
  60_000,
);
