import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postWebsites, websiteCount, websitesRequest } from '../api/websites-requests.ts';
import { type Service, startService } from '../harness.ts';
import { type Signed, sendTo, signedRequest } from '../signed-request.ts';

// A signed write sent again within its timestamp window was once served
// again (the same POST twice created two websites).

let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

const createSite = (url: string, at = s.clock.t) => postWebsites(s.keyA, at, [url]);

const replayed = { error: 'replayed_request', message: expect.stringContaining('already') };

describe('a write is served once per signature', () => {
  test('the same signed POST sent twice creates one website; the second answers 401 replayed_request', async () => {
    const req = createSite('https://replay-post.example');
    const first = await sendTo(s.app, req);
    expect(first.status).toBe(200);
    const second = await sendTo(s.app, req);
    expect([second.status, second.json]).toEqual([401, replayed]);
    expect(await websiteCount(s.db, 'https://replay-post.example')).toBe(1);
  });

  test('the signature in upper case is the same signature', async () => {
    const req = createSite('https://replay-case.example');
    expect((await sendTo(s.app, req)).status).toBe(200);
    const auth = req.init.headers.Authorization!.replace(
      /Signature=(\w+)/,
      (_m, sig: string) => `Signature=${sig.toUpperCase()}`,
    );
    const again: Signed = { ...req, init: { ...req.init, headers: { ...req.init.headers, Authorization: auth } } };
    expect((await sendTo(s.app, again)).status).toBe(401);
    expect(await websiteCount(s.db, 'https://replay-case.example')).toBe(1);
  });

  test('PUT and DELETE are guarded too', async () => {
    const [site] = (await sendTo(s.app, createSite('https://replay-put.example'))).json as { id: string }[];
    const put = websitesRequest(s.keyA, s.clock.t, 'PUT', { body: [{ account_id: 'acct_a', id: site!.id, name: 'renamed' }] });
    expect((await sendTo(s.app, put)).status).toBe(200);
    expect((await sendTo(s.app, put)).json).toEqual(replayed);
    const del = websitesRequest(s.keyA, s.clock.t, 'DELETE', { query: [{ account_id: 'acct_a', id: site!.id }] });
    expect((await sendTo(s.app, del)).status).toBe(200);
    expect((await sendTo(s.app, del)).json).toEqual(replayed);
  });

  test('the same POST signed anew (another timestamp) is a new request', async () => {
    expect((await sendTo(s.app, createSite('https://replay-resigned.example'))).status).toBe(200);
    expect((await sendTo(s.app, createSite('https://replay-resigned.example', s.clock.t + 1000))).status).toBe(200);
    expect(await websiteCount(s.db, 'https://replay-resigned.example')).toBe(2);
  });

  test('an identical GET twice is served twice (polling and paging repeat GETs within a second)', async () => {
    const get = websitesRequest(s.keyA, s.clock.t, 'GET', { query: [{ account_id: 'acct_a' }] });
    expect((await sendTo(s.app, get)).status).toBe(200);
    expect((await sendTo(s.app, get)).status).toBe(200);
  });

  test('a replay after the window is refused as stale, and the guard forgets it', async () => {
    const req = createSite('https://replay-late.example');
    expect((await sendTo(s.app, req)).status).toBe(200);
    s.clock.t += 6 * 60_000;
    try {
      const late = await sendTo(s.app, req);
      expect([late.status, (late.json as { error: string }).error]).toEqual([401, 'stale_timestamp']);
      // Any later write sweeps what can no longer be replayed (the sweep runs at most once a minute per process).
      s.clock.t += 2 * 60_000;
      expect((await sendTo(s.app, createSite('https://replay-sweep.example'))).status).toBe(200);
      const left = await s.db.query<{ n: number | string }>('SELECT count(*) AS n FROM used_signatures');
      expect(Number(left[0]!.n)).toBe(1);
    } finally {
      s.clock.t -= 8 * 60_000;
    }
    expect(await websiteCount(s.db, 'https://replay-late.example')).toBe(1);
  });

  test('two service instances on one database share the guard', async () => {
    const other = await s.anotherApp();
    const req = createSite('https://replay-two.example');
    expect((await sendTo(s.app, req)).status).toBe(200);
    const second = await sendTo(other, req);
    expect([second.status, second.json]).toEqual([401, replayed]);
    expect(await websiteCount(s.db, 'https://replay-two.example')).toBe(1);
  });
});

describe('the GET form of publish_cookie_policies is a write', () => {
  test('a replayed signed GET publish is refused: the owner published once', async () => {
    const [site] = (await sendTo(s.app, createSite('https://replay-publish.example'))).json as { id: string }[];
    const publish = (method: string) =>
      signedRequest({
        key: s.keyA,
        at: s.clock.t,
        method,
        path: '/v1/websites/documents/publish_cookie_policies',
        query: [{ account_id: 'acct_a', website_id: site!.id }],
      });
    const get = publish('GET');
    expect((await sendTo(s.app, get)).status).toBe(200);
    await s.a.cookies.create([{ account_id: 'acct_a', website_id: site!.id, name: 'added_between', category: 'analytics;' }]);
    expect((await sendTo(s.app, get)).json).toEqual(replayed);
    // The cookie republished the policy by itself (docs/decisions/policies.md#revisions); the replay added no
    // publication of the owner's.
    const causes = await s.db.query<{ cause: string }>(
      'SELECT r.cause FROM policy_revisions r JOIN documents d ON d.id = r.document_id WHERE d.website_id = $1 ORDER BY r.number',
      [site!.id],
    );
    expect(causes.map((r) => r.cause)).toEqual(['publish', 'automatic']);
    // HEAD runs the GET's handler: guarded the same way.
    const head = publish('HEAD');
    const sendHead = async () => (await s.app.request(head.url, { ...head.init, headers: { ...head.init.headers } })).status;
    expect(await sendHead()).toBe(200);
    expect(await sendHead()).toBe(401);
  });
});
