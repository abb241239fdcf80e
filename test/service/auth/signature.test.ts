import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, type Service, startService } from '../harness.ts';

// The spec's steps written out with node:crypto, independent of src/client/signing.ts.
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
function specSignature(privateKey: string, method: string, host: string, path: string, param: string, ts: string, body: string) {
  const canonical = [method, host, path, param, ts, createHash('sha256').update(body).digest('hex')].join('\n');
  const derived = hmac(hmac(hmac(privateKey, ts), 'default'), 'service');
  return createHmac('sha256', derived).update(canonical).digest('hex');
}
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

interface Raw {
  method?: string;
  path?: string;
  search?: string;
  body?: string;
  host?: string;
  ts?: string;
  key?: { publicKey: string; privateKey: string };
  auth?: string | null;
  signAs?: Partial<Raw>;
}

/** Sends a request signed per the spec; `signAs` signs different values than the ones sent (tampering). */
async function send(r: Raw) {
  const method = r.method ?? 'GET';
  const path = r.path ?? '/v1/websites';
  const search = r.search ?? `query=${encodeURIComponent(JSON.stringify([{ account_id: 'acct_a' }]))}`;
  const body = r.body ?? '';
  const ts = r.ts ?? stamp(s.clock.t);
  const key = r.key ?? s.keyA;
  const signed = { method, path, search, body, host: r.host ?? '127.0.0.1:8080', ...r.signAs };
  const param = /(?:^|&)query=([^&]*)/.exec(signed.search)?.[1] ?? /(?:^|&)paging=([^&]*)/.exec(signed.search)?.[1] ?? '';
  const sig = specSignature(key.privateKey, signed.method, signed.host, signed.path, param, ts, signed.body);
  const headers: Record<string, string> = { 'X-Service-Timestamp': ts };
  if (r.auth !== null) headers.Authorization = r.auth ?? `ServiceV1, PublicKey=${key.publicKey}, Signature=${sig}`;
  if (r.host) headers.Host = r.host;
  const res = await s.app.request(`${BASE}${path}${search ? `?${search}` : ''}`, { method, headers, ...(body ? { body } : {}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('a request signed as the spec describes', () => {
  test('GET with a query is accepted', async () => {
    const r = await send({});
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ results: [], errors: [] });
  });

  test('POST with a body is accepted; the host may be signed with or without its port', async () => {
    const body = JSON.stringify([{ account_id: 'acct_a', url: 'https://signed.example' }]);
    expect((await send({ method: 'POST', search: '', body })).status).toBe(200);
    expect((await send({ method: 'POST', search: '', body, signAs: { host: '127.0.0.1' } })).status).toBe(200);
  });

  test('the client signs exactly like the spec', async () => {
    const res = await s.a.send({ method: 'GET', path: '/v1/websites', query: [{ account_id: 'acct_a' }] });
    expect(res.status).toBe(200);
  });
});

describe('refused requests', () => {
  test.each([
    ['missing Authorization', { auth: null }, 401, 'missing_authorization'],
    ['another scheme', { auth: 'Bearer abc' }, 401, 'malformed_authorization'],
    ['a short signature', { auth: 'ServiceV1, PublicKey=pk_abcdefgh, Signature=abc' }, 401, 'malformed_authorization'],
    ['an unknown key', { key: { publicKey: 'pk_doesnotexist00', privateKey: 'sk_whatever_whatever' } }, 401, 'unknown_key'],
    ['a malformed timestamp', { ts: '2026-11-23T10:00:00Z' }, 401, 'malformed_timestamp'],
    ['an impossible date', { ts: '20261332T250000Z' }, 401, 'malformed_timestamp'],
  ] as const)('%s', async (_name, raw, status, code) => {
    const r = await send(raw as Raw);
    expect(r.status).toBe(status);
    expect(r.json.error).toBe(code);
    expect(typeof r.json.message).toBe('string');
  });

  test('a wrong private key', async () => {
    const r = await send({ key: { publicKey: s.keyA.publicKey, privateKey: s.keyB.privateKey } });
    expect([r.status, r.json.error]).toEqual([403, 'signature_mismatch']);
  });

  test.each([
    [
      'method',
      {
        method: 'DELETE',
        search: `query=${encodeURIComponent('[{"account_id":"acct_a","id":"web_x"}]')}`,
        signAs: { method: 'GET' },
      },
    ],
    ['path', { signAs: { path: '/v1/collaborators' } }],
    ['query', { signAs: { search: `query=${encodeURIComponent('[{"account_id":"acct_b"}]')}` } }],
    [
      'body',
      {
        method: 'POST',
        search: '',
        body: '[{"account_id":"acct_a","url":"https://a.example"}]',
        signAs: { body: '[{"account_id":"acct_a","url":"https://b.example"}]' },
      },
    ],
    [
      'body whitespace',
      {
        method: 'POST',
        search: '',
        body: '[{"account_id":"acct_a","url":"https://a.example"}]',
        signAs: { body: '[{"account_id": "acct_a","url":"https://a.example"}]' },
      },
    ],
    ['host', { signAs: { host: 'evil.example' } }],
  ] as const)('a changed %s', async (_name, raw) => {
    const r = await send(raw as Raw);
    expect([r.status, r.json.error]).toEqual([403, 'signature_mismatch']);
  });

  test('a stale or future timestamp (replay) is refused, one inside the window is not', async () => {
    expect((await send({ ts: stamp(s.clock.t - 301_000) })).json.error).toBe('stale_timestamp');
    expect((await send({ ts: stamp(s.clock.t + 301_000) })).status).toBe(401);
    expect((await send({ ts: stamp(s.clock.t - 290_000) })).status).toBe(200);
  });

  test('a request recorded now is refused when replayed after the window', async () => {
    const ts = stamp(s.clock.t);
    expect((await send({ ts })).status).toBe(200);
    s.clock.t += 6 * 60_000;
    try {
      expect((await send({ ts })).json.error).toBe('stale_timestamp');
    } finally {
      s.clock.t -= 6 * 60_000;
    }
  });

  test('a revoked key is refused', async () => {
    const { createKeyPair, revokeKeyPair } = await import('../../../src/service/auth/keys.ts');
    const k = await createKeyPair(s.db, s.ctx.kek, 'acct_a');
    expect((await send({ key: k })).status).toBe(200);
    expect(await revokeKeyPair(s.db, k.publicKey)).toBe(true);
    expect((await send({ key: k })).json.error).toBe('unknown_key');
  });

  test('private keys are stored encrypted, never in clear', async () => {
    const rows = await s.db.query<{ private_key_enc: string }>('SELECT private_key_enc FROM api_keys');
    for (const r of rows) expect(r.private_key_enc).not.toContain(s.keyA.privateKey);
    expect(JSON.stringify(rows)).not.toContain(s.keyA.privateKey);
  });
});
