import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../../src/service/app.ts';
import { createKeyPair } from '../../../src/service/auth/keys.ts';
import { DEFAULT_LIMITS } from '../../../src/service/core/service-settings.ts';
import { cookiePolicyGenerator } from '../../../src/service/policy-generator.ts';
import { APP_URL, BASE, openTestStore, testLog } from '../harness.ts';
import { sendTo, signedRequest } from '../signed-request.ts';

// A request signed for and sent with `Host: evil.example` once
// was accepted, so a request logged at one deployment could be replayed at
// another that shares the key. The signed host is this service's: the host of
// BASE_URL, or X-Forwarded-Host as set by trusted proxies.

let store: Awaited<ReturnType<typeof openTestStore>>;
let key: { publicKey: string; privateKey: string };
const now = Date.now();

/** One app on the shared test database behind `trustedProxies` proxies. */
async function appBehind(trustedProxies: number) {
  return createApp({
    db: store.db,
    log: testLog,
    now: () => now,
    policy: cookiePolicyGenerator(APP_URL),
    settings: { baseUrl: BASE, appUrl: APP_URL, limits: DEFAULT_LIMITS, trustedProxies },
  });
}
let direct: Awaited<ReturnType<typeof appBehind>>['app'];
let proxied: Awaited<ReturnType<typeof appBehind>>['app'];

beforeAll(async () => {
  store = await openTestStore();
  const { app, ctx } = await appBehind(0);
  direct = app;
  proxied = (await appBehind(1)).app;
  key = await createKeyPair(store.db, ctx.kek, 'acct_host');
});
afterAll(() => store.drop());

const list = (signedHost: string | undefined, headers: Record<string, string> = {}, at = now) =>
  signedRequest({ key, at, method: 'GET', path: '/v1/websites', query: [{ account_id: 'acct_host' }], signedHost, headers });

describe('the host a signature names', () => {
  test("the base URL's host, with or without its port, is accepted", async () => {
    expect((await sendTo(direct, list(undefined))).status).toBe(200);
    expect((await sendTo(direct, list('127.0.0.1'))).status).toBe(200);
  });

  test('a request signed for and sent with Host: evil.example is refused', async () => {
    const r = await sendTo(direct, list('evil.example', { Host: 'evil.example' }));
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ error: 'signature_mismatch', message: expect.stringContaining('127.0.0.1:8080') });
  });

  test('X-Forwarded-Host is not believed without trusted proxies', async () => {
    const r = await sendTo(direct, list('api.partner.example', { 'X-Forwarded-Host': 'api.partner.example' }));
    expect(r.status).toBe(403);
  });

  test('X-Forwarded-Host set by a trusted proxy is the host the client signed', async () => {
    expect((await sendTo(proxied, list('api.partner.example', { 'X-Forwarded-Host': 'api.partner.example' }))).status).toBe(200);
    // The base URL's host stays accepted behind the proxy.
    expect((await sendTo(proxied, list(undefined, { 'X-Forwarded-Host': 'api.partner.example' }))).status).toBe(200);
  });

  test("entries left of the trusted proxies' are the client's own claim", async () => {
    const r = await sendTo(proxied, list('evil.example', { 'X-Forwarded-Host': 'evil.example, api.partner.example' }));
    expect(r.status).toBe(403);
  });
});
