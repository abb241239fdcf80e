// A consent record must describe a decision on the website's own pages, now;
// one id is one decision; and no website takes records faster than its cap.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentRecord } from '../../../src/schema/consent-record.ts';
import { createApp } from '../../../src/service/app.ts';
import { DEFAULT_LIMITS } from '../../../src/service/core/service-settings.ts';
import { cookiePolicyGenerator } from '../../../src/service/policy-generator.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { consentWriter } from '../../../src/service/public/records/consent-writer.ts';
import { APP_URL, BASE, ok, type Service, startService, testLog } from '../harness.ts';
import { canRun, need } from '../prerequisites.ts';

const PER_WEBSITE = 8;
let s: Service;
/** The consent version of a website with the default banner and no cookies: every website here, unless a test says. */
let VERSION: string;
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}), limits: { consentsPerWebsitePerMinute: PER_WEBSITE } });
  VERSION = await versionOf((await site('https://version.example')).uuid);
});
afterAll(() => s.close());

const DAY = 86_400_000;
const versionOf = async (uuid: string) =>
  (await (await s.app.request(`/public/v1/websites/${uuid}/config?lang=en`)).json()).version as string;
const site = async (url: string) =>
  ok(await s.a.websites.create([{ account_id: 'acct_a', url, additional_scan_urls: [`${url.replace('://', '://blog.')}`] }]))[0]!;
const record = (uuid: string, url: string, over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  visitor: randomUUID(),
  website: uuid,
  granted: ['essential', 'analytics'],
  method: 'custom',
  region: 'eu',
  lang: 'en',
  version: VERSION,
  url: `${url}/page`,
  at: new Date(s.clock.t).toISOString(),
  shown: 'banner',
  ...over,
});
const post = (app: Service['app'], body: unknown, origin: string, ip?: string) =>
  app.request(
    '/public/v1/consents',
    { method: 'POST', headers: { 'content-type': 'text/plain', origin }, body: JSON.stringify(body) },
    // The socket's address, as @hono/node-server passes it.
    ip ? { incoming: { socket: { remoteAddress: ip } } } : undefined,
  );
const stored = async (websiteId: string) =>
  (
    await s.a.call<{ results: Record<string, unknown>[] }>({
      method: 'GET',
      path: '/v1/websites/consents',
      query: [{ account_id: 'acct_a', website_id: websiteId }],
    })
  ).results;

describe('a consent record is checked against its website and the clock', () => {
  it.each([
    ['a javascript: url', { url: 'javascript:alert(1)' }, /url/],
    ['a url on another site', { url: 'https://elsewhere.example/page' }, /url: must be a page of the website/],
    ['a decision in the year 9999', { at: '9999-01-01T00:00:00Z' }, /at: /],
    ['a decision made more than a day ahead', { at: (t: number) => new Date(t + 2 * DAY).toISOString() }, /at: /],
    ['a decision older than the longest consent', { at: (t: number) => new Date(t - 401 * DAY).toISOString() }, /at: /],
    ['a category given five times', { granted: Array(5).fill('analytics') }, /granted: /],
    ['a NUL character', { version: 'v\u0000' }, /version: must not contain control characters/],
  ])('refuses %s as invalid_record', async (_, over, message) => {
    const w = await site(`https://r${randomUUID().slice(0, 8)}.example`);
    const fields = Object.fromEntries(
      Object.entries(over).map(([k, v]) => [k, typeof v === 'function' ? (v as (t: number) => string)(s.clock.t) : v]),
    );
    const res = await post(s.app, record(w.uuid, w.url, fields), w.url);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_record', message: expect.stringMatching(message) });
    expect(await stored(w.id)).toEqual([]);
  });

  it('accepts a page on an additional url, a day-old decision, and keeps the url without query or fragment', async () => {
    const w = await site('https://pages.example');
    const r = record(w.uuid, 'https://blog.pages.example', {
      url: 'https://blog.pages.example/post?email=a@b.example#top',
      at: new Date(s.clock.t - DAY).toISOString(),
    });
    expect((await post(s.app, r, 'https://pages.example')).status).toBe(204);
    expect((await stored(w.id))[0]).toMatchObject({ id: r.id, url: 'https://blog.pages.example/post' });
  });
});

describe('one id is one decision', () => {
  it('answers 204 to an identical re-send and 409 to the same id with other content, keeping the first', async () => {
    const w = await site('https://ids.example');
    const r = record(w.uuid, w.url);
    expect((await post(s.app, r, w.url)).status).toBe(204);
    expect((await post(s.app, r, w.url)).status).toBe(204);
    const other = await post(s.app, { ...r, granted: ['essential', 'advertising'] }, w.url);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: 'conflict', message: expect.any(String) });
    const kept = await stored(w.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ granted: ['essential', 'analytics'] });
  });
});

describe('records sent at once are written together (group commit)', () => {
  it('answers each by its own outcome: new ones 204, a re-send 204, another decision on a taken id 409', async () => {
    const w = await site('https://burst.example');
    const first = record(w.uuid, w.url);
    const fresh = Array.from({ length: 5 }, () => record(w.uuid, w.url));
    const other = { ...first, granted: ['essential'] };
    const answers = await Promise.all([first, ...fresh, first, other].map((r) => post(s.app, r, w.url)));
    const kept = await stored(w.id);
    expect(kept.map((r) => r.id).sort()).toEqual([first, ...fresh].map((r) => r.id).sort());
    // Sent at once, either decision on the taken id may arrive first: the one written is answered 204 (its
    // re-send too), the other 409.
    const won = (kept.find((r) => r.id === first.id)!.granted as string[]).length === 1 ? 'other' : 'first';
    const [a, b] = won === 'first' ? [204, 409] : [409, 204];
    expect(answers.map((r) => r.status)).toEqual([a, 204, 204, 204, 204, 204, a, b]);
  });

  it('writes the rest of a group that one record made fail, and fails only that one', async () => {
    const w = await site('https://group.example');
    const proof = () => ConsentRecord.parse(record(w.uuid, w.url));
    const writer = consentWriter(s.db);
    const write = (websiteId: string, p: ConsentRecord) => writer({ websiteId, record: { ...p, ip: null, origin: w.url } });
    const good = [proof(), proof(), proof()];
    const outcomes = await Promise.allSettled([
      write(w.id, proof()),
      ...good.map((p) => write(w.id, p)),
      write('web_gone', proof()),
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'rejected'))).toEqual([
      'stored',
      'stored',
      'stored',
      'stored',
      'rejected',
    ]);
    expect((outcomes[4] as PromiseRejectedResult).reason).toMatchObject({ code: '23503' });
    const kept = (await stored(w.id)).map((r) => r.id);
    for (const p of good) expect(kept).toContain(p.id);
    expect(kept).toHaveLength(4);
  });
});

describe('records per website', () => {
  it('refuses records past the per-website cap with 429 and Retry-After', async () => {
    const w = await site('https://busy.example');
    const statuses: number[] = [];
    for (let i = 0; i < PER_WEBSITE; i++) statuses.push((await post(s.app, record(w.uuid, w.url), w.url)).status);
    expect(statuses).toEqual(Array(PER_WEBSITE).fill(204));
    const over = await post(s.app, record(w.uuid, w.url), w.url);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/website/) });
    // Another website is not held back by this one.
    const calm = await site('https://calm.example');
    expect((await post(s.app, record(calm.uuid, calm.url), calm.url)).status).toBe(204);
  });

  const withPostgres = canRun('a cap shared on PostgreSQL', need.postgres);
  it.runIf(withPostgres)('shares the cap between processes on one PostgreSQL', async () => {
    const { app: second } = await createApp(
      {
        db: s.db,
        log: testLog,
        now: () => s.clock.t,
        policy: cookiePolicyGenerator(APP_URL),
        settings: { baseUrl: BASE, appUrl: APP_URL, limits: { ...DEFAULT_LIMITS, consentsPerWebsitePerMinute: PER_WEBSITE } },
      },
      publicRouteGroups({}),
    );
    const w = await site('https://shared.example');
    const statuses: number[] = [];
    for (let i = 0; i < PER_WEBSITE + 2; i++)
      statuses.push((await post(i % 2 ? second : s.app, record(w.uuid, w.url), w.url)).status);
    expect(statuses.filter((x) => x === 204)).toHaveLength(PER_WEBSITE);
  });
});

describe('records per address, per network and per website', () => {
  it('keeps a forger on 80 addresses of one network from locking a real visitor out', async () => {
    const w = await site(`https://flood${randomUUID().slice(0, 8)}.example`);
    const flood: number[] = [];
    // 4 records from each address keep the test short on PostgreSQL; build/bench/flood-records.mjs sends 30.
    for (let a = 1; a <= 80; a++)
      for (let i = 0; i < 4; i++) flood.push((await post(s.app, record(w.uuid, w.url), w.url, `127.0.0.${a}`)).status);
    // The network's share of the minute and each address's first record; PER_WEBSITE bounds the rest.
    expect(flood.filter((x) => x === 204).length).toBeLessThanOrEqual(PER_WEBSITE + 80);
    // A visitor on another network still records (here the flood filled the website's small test bound, so
    // only the network's reserve lets it in; with the default bound a fresh address of the flooding network
    // does too: build/flood-records.mjs).
    expect((await post(s.app, record(w.uuid, w.url), w.url, '192.0.2.10')).status).toBe(204);
  }, 60_000);

  it('leaves each network its first records of the minute when many networks flood', async () => {
    const w = await site(`https://wide${randomUUID().slice(0, 8)}.example`);
    for (let n = 1; n <= 20; n++) for (let i = 0; i < 10; i++) await post(s.app, record(w.uuid, w.url), w.url, `10.${n}.0.1`);
    const over = await post(s.app, record(w.uuid, w.url), w.url, '10.1.0.2');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: 'rate_limited' });
    expect((await post(s.app, record(w.uuid, w.url), w.url, '198.51.100.7')).status).toBe(204);
  });

  it('counts an IPv6 network by its /48 and an address by its /64', async () => {
    const w = await site(`https://six${randomUUID().slice(0, 8)}.example`);
    const statuses: number[] = [];
    // One /64, a new address each time: one address as far as the limit goes.
    for (let i = 1; i <= 31; i++)
      statuses.push((await post(s.app, record(w.uuid, w.url), w.url, `2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses.slice(0, PER_WEBSITE).every((x) => x === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a record names a version the website has had, and a method its banner could make', () => {
  it('refuses a version the website never had', async () => {
    const w = await site(`https://ver${randomUUID().slice(0, 8)}.example`);
    const res = await post(s.app, record(w.uuid, w.url, { version: 'AAAAAAAAAAAA' }), w.url);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_record', message: expect.stringMatching(/^version: /) });
  });

  it('accepts a version the website had 300 days ago, after its banner changed, with the method it allowed then', async () => {
    const w = await site(`https://old${randomUUID().slice(0, 8)}.example`);
    const before = await versionOf(w.uuid);
    const madeThen = s.clock.t;
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, regions: { us: { consent_mode: 'opt_in' } } }]));
    const after = await versionOf(w.uuid);
    expect(after).not.toBe(before);
    s.clock.t += 300 * DAY;
    try {
      const late = { version: before, method: 'implied', region: 'us', at: new Date(madeThen).toISOString(), shown: 'none' };
      expect((await post(s.app, record(w.uuid, w.url, late), w.url)).status).toBe(204);
      // Under today's version the us region is opt_in: nothing is implied there.
      const now = { ...late, version: after, at: new Date(s.clock.t).toISOString() };
      const res = await post(s.app, record(w.uuid, w.url, now), w.url);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/^method: implied/) });
    } finally {
      s.clock.t -= 300 * DAY;
    }
  });

  it.each([
    ['implied', 'eu', 400],
    ['implied', 'global', 400],
    ['implied', 'california', 204],
    ['gpc', 'eu', 400],
    ['gpc', 'us', 204],
    ['scroll', 'eu', 400],
    ['scroll', 'global', 204],
    ['accept_all', 'eu', 204],
  ])('method %s in region %s: %i under the default banner', async (method, region, status) => {
    const w = await site(`https://m${randomUUID().slice(0, 8)}.example`);
    expect((await post(s.app, record(w.uuid, w.url, { method, region }), w.url)).status).toBe(status);
  });
});
