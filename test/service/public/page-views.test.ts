import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/service/app.ts';
import { DEFAULT_LIMITS, type Limits } from '../../../src/service/core/service-settings.ts';
import { readEnvironment } from '../../../src/service/env.ts';
import { cookiePolicyGenerator } from '../../../src/service/policy-generator.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { ADDRESS_BURST, ADDRESS_PER_MINUTE, VISITOR_BURST } from '../../../src/service/public/page-views/page-view-counter.ts';
import type { Db } from '../../../src/service/store/db.ts';
import { openStore } from '../../../src/service/store/open.ts';
import { APP_URL, BASE, ok, type Service, startService, testLog } from '../harness.ts';

// The config endpoint once counted a page view on every GET and HEAD, with a database write per
// request, and had no rate limit. docs/decisions/public-endpoints.md#page-views has the rule.

const SITE = 'https://news.example';
const RUNTIME = { origin: SITE, 'sec-fetch-mode': 'cors', 'user-agent': 'Mozilla/5.0 Firefox/140.0', 'accept-language': 'de' };
const MINUTE = 60_000;

/** One service (its own database), its website, and a way to ask for the config as a given client. */
async function serviceWithSite(limits: Partial<Limits> = {}, rateLimits = true) {
  const s = await startService({ limits, rateLimits, groups: publicRouteGroups({}) });
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: SITE }]));
  return withSite(s, w!.id, w!.uuid);
}

function withSite(s: Service, id: string, uuid: string) {
  const get = (headers: Record<string, string> = RUNTIME, opts: { ip?: string; method?: string; query?: string } = {}) =>
    s.app.request(
      `/public/v1/websites/${uuid}/config${opts.query ?? '?lang=de'}`,
      { method: opts.method ?? 'GET', headers },
      { incoming: { socket: { remoteAddress: opts.ip ?? '203.0.113.7' } } },
    );
  const views = async () => {
    const [r] = await s.db.query<{ n: number | string }>(
      'SELECT coalesce(sum(count), 0) AS n FROM page_views WHERE website_id = $1',
      [id],
    );
    return Number(r!.n);
  };
  return { s, id, uuid, get, views };
}

describe('what counts as a page view', () => {
  let t: Awaited<ReturnType<typeof serviceWithSite>>;
  beforeAll(async () => {
    // Rate limits off: this block is about counting, and sends far more than one address may.
    t = await serviceWithSite({}, false);
  });
  afterAll(() => t.s.close());

  it('a HEAD never counts', async () => {
    const before = await t.views();
    for (let i = 0; i < 5; i++) expect((await t.get(RUNTIME, { method: 'HEAD' })).status).toBe(200);
    await t.s.flush();
    expect(await t.views()).toBe(before);
  });

  it('plain GETs (a crawler, curl, a script) do not count: 2,000 of them add nothing', async () => {
    const before = await t.views();
    for (let i = 0; i < 2000; i++) expect((await t.get({}, { ip: `198.51.100.${i % 250}` })).status).toBe(200);
    await t.s.flush();
    expect(await t.views()).toBe(before);
  });

  it('prefetches, navigations, requests without a language and self-declared bots do not count', async () => {
    const before = await t.views();
    const cases: [Record<string, string>, string?][] = [
      [{ ...RUNTIME, 'sec-purpose': 'prefetch' }],
      [{ ...RUNTIME, purpose: 'prefetch' }],
      [{ ...RUNTIME, 'sec-fetch-mode': 'navigate' }],
      [{ ...RUNTIME, 'sec-fetch-mode': 'no-cors' }],
      [{ ...RUNTIME, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
      [RUNTIME, ''],
    ];
    for (const [headers, query] of cases) expect((await t.get(headers, { query })).status).toBe(200);
    await t.s.flush();
    expect(await t.views()).toBe(before);
  });

  it('the runtime’s GET counts once per page view, answered 200 or 304, with Sec-Fetch-Mode or only an Origin', async () => {
    const before = await t.views();
    const first = await t.get(RUNTIME, { ip: '192.0.2.1' });
    const etag = first.headers.get('etag')!;
    expect((await t.get({ ...RUNTIME, 'if-none-match': etag }, { ip: '192.0.2.2' })).status).toBe(304);
    // An older engine without Fetch Metadata: the Origin of a cross-origin fetch is enough.
    expect((await t.get({ origin: SITE }, { ip: '192.0.2.3' })).status).toBe(200);
    await t.s.flush();
    expect(await t.views()).toBe(before + 3);
  });

  it('one visitor counts a burst, then one view every two seconds; other visitors behind the same address count apart', async () => {
    const before = await t.views();
    for (let i = 0; i < 50; i++) await t.get(RUNTIME, { ip: '192.0.2.50' });
    await t.s.flush();
    expect(await t.views()).toBe(before + VISITOR_BURST);
    // Same address, another browser: a second person behind the NAT.
    await t.get({ ...RUNTIME, 'user-agent': 'Mozilla/5.0 Chrome/139.0' }, { ip: '192.0.2.50' });
    t.s.clock.t += 10_000;
    for (let i = 0; i < 50; i++) await t.get(RUNTIME, { ip: '192.0.2.50' });
    await t.s.flush();
    // 10 s at 30 a minute: 5 more.
    expect(await t.views()).toBe(before + VISITOR_BURST + 1 + 5);
  });

  it('one address counts at most its bound whatever its headers: 100 User-Agents and 100 languages count a burst', async () => {
    const before = await t.views();
    for (let i = 0; i < 100; i++)
      await t.get({ ...RUNTIME, 'user-agent': `Mozilla/5.0 Agent/${i}`, 'accept-language': `de-x-${i}` }, { ip: '192.0.2.77' });
    await t.s.flush();
    expect(await t.views()).toBe(before + ADDRESS_BURST);
    // A minute on, the address has its minute's share again, and no more.
    t.s.clock.t += MINUTE;
    for (let i = 0; i < 100; i++) await t.get({ ...RUNTIME, 'user-agent': `Mozilla/5.0 Other/${i}` }, { ip: '192.0.2.77' });
    await t.s.flush();
    expect(await t.views()).toBe(before + ADDRESS_BURST + Math.min(ADDRESS_BURST, ADDRESS_PER_MINUTE));
  });

  it('the answer waits for no database write: counts reach the database only when flushed, in one statement', async () => {
    const db = t.s.db;
    const query = db.query.bind(db);
    const writes: string[] = [];
    db.query = ((sql: string, params?: readonly unknown[]) => {
      if (/page_views/.test(sql) && /INSERT/.test(sql)) writes.push(sql);
      return query(sql, params);
    }) as Db['query'];
    try {
      const before = await t.views();
      for (let i = 0; i < 20; i++) expect((await t.get(RUNTIME, { ip: `192.0.2.${100 + i}` })).status).toBe(200);
      expect(writes).toEqual([]);
      expect(await t.views()).toBe(before);
      await t.s.flush();
      expect(writes.filter((w) => w.includes('INSERT INTO page_views'))).toHaveLength(1);
      expect(await t.views()).toBe(before + 20);
    } finally {
      db.query = query;
    }
  });

  it('the service’s stop writes what is left', async () => {
    const other = await serviceWithSite({}, false);
    try {
      for (let i = 0; i < 3; i++) await other.get(RUNTIME, { ip: `192.0.2.${200 + i}` });
      expect(await other.views()).toBe(0);
      await other.s.stopApp();
      expect(await other.views()).toBe(3);
    } finally {
      await other.s.close();
    }
  });
});

describe('caps and the rate limit', () => {
  it('a website counts at most pageViewsPerMinute; beyond it the config is still served', async () => {
    const t = await serviceWithSite({ pageViewsPerMinute: 5 });
    try {
      for (let i = 0; i < 12; i++) expect((await t.get(RUNTIME, { ip: `192.0.2.${i}` })).status).toBe(200);
      await t.s.flush();
      expect(await t.views()).toBe(5);
      t.s.clock.t += MINUTE;
      for (let i = 0; i < 12; i++) await t.get(RUNTIME, { ip: `192.0.2.${i}` });
      await t.s.flush();
      expect(await t.views()).toBe(10);
    } finally {
      await t.s.close();
    }
  });

  it('an address above configRequestsPerMinute gets 429 with Retry-After; other addresses do not; an IPv6 /64 is one address', async () => {
    // 60 a minute: a burst of 6 (a tenth), then one a second.
    const t = await serviceWithSite({ configRequestsPerMinute: 60 });
    try {
      for (let i = 0; i < 6; i++) expect((await t.get(RUNTIME, { ip: '192.0.2.9' })).status).toBe(200);
      const refused = await t.get(RUNTIME, { ip: '192.0.2.9', method: 'HEAD' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBe(1);
      expect((await t.get(RUNTIME, { ip: '192.0.2.10' })).status).toBe(200);
      for (let i = 0; i < 6; i++) expect((await t.get(RUNTIME, { ip: `2001:db8:1:2::${i + 1}` })).status).toBe(200);
      expect((await t.get(RUNTIME, { ip: '2001:db8:1:2:ffff::9' })).status).toBe(429);
      expect((await t.get(RUNTIME, { ip: '2001:db8:1:3::1' })).status).toBe(200);
      // Waiting as told is enough; a minute gives back the burst, not the minute's whole allowance.
      t.s.clock.t += 1_000;
      expect((await t.get(RUNTIME, { ip: '192.0.2.9' })).status).toBe(200);
      t.s.clock.t += 60_000;
      for (let i = 0; i < 6; i++) expect((await t.get(RUNTIME, { ip: '192.0.2.9' })).status).toBe(200);
      expect((await t.get(RUNTIME, { ip: '192.0.2.9' })).status).toBe(429);
    } finally {
      await t.s.close();
    }
  });

  it('RATE_LIMITS=off refuses nothing; the settings are read from the environment', async () => {
    const env = readEnvironment({ RATE_LIMITS: 'off', CONFIG_REQUESTS_PER_MINUTE: '50', PAGE_VIEWS_PER_MINUTE: '7' });
    expect(env.settings.rateLimits).toBe(false);
    expect(env.settings.limits.configRequestsPerMinute).toBe(50);
    expect(env.settings.limits.pageViewsPerMinute).toBe(7);
    expect(readEnvironment({}).settings.rateLimits).toBe(true);
    expect(readEnvironment({}).settings.limits.configRequestsPerMinute).toBe(DEFAULT_LIMITS.configRequestsPerMinute);
    expect(() => readEnvironment({ RATE_LIMITS: 'no' })).toThrow(/RATE_LIMITS/);
    expect(() => readEnvironment({ PAGE_VIEWS_PER_MINUTE: '0' })).toThrow(/PAGE_VIEWS_PER_MINUTE/);

    const t = await serviceWithSite({ configRequestsPerMinute: 2 }, false);
    try {
      for (let i = 0; i < 10; i++) expect((await t.get(RUNTIME, { ip: '192.0.2.9' })).status).toBe(200);
    } finally {
      await t.s.close();
    }
  });
});

describe('two processes on one database', () => {
  let t: Awaited<ReturnType<typeof serviceWithSite>>;
  let second: ReturnType<typeof withSite>;
  let secondDb: Db | undefined;
  let stopSecond: () => Promise<void>;
  beforeAll(async () => {
    t = await serviceWithSite({ pageViewsPerMinute: 100 });
    // On PostgreSQL a pool of its own on the same schema, as another process has; the embedded database has one owner.
    const pgUrl = process.env.TEST_DATABASE_URL;
    if (pgUrl) {
      const [row] = await t.s.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      secondDb = await openStore({ databaseUrl: pgUrl, schema: row!.schema }, testLog);
    }
    const settings = { baseUrl: BASE, appUrl: APP_URL, limits: { ...DEFAULT_LIMITS, pageViewsPerMinute: 100 } };
    const other = await createApp(
      { db: secondDb ?? t.s.db, log: testLog, now: () => t.s.clock.t, policy: cookiePolicyGenerator(APP_URL), settings },
      publicRouteGroups({}),
    );
    second = withSite({ ...t.s, app: other.app, flush: other.flush }, t.id, t.uuid);
    stopSecond = other.close;
  });
  afterAll(async () => {
    await stopSecond();
    await secondDb?.close();
    await t.s.close();
  });

  it('their counts add up, flushed at the same time', async () => {
    const before = await t.views();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) {
        await t.get(RUNTIME, { ip: `10.${round}.0.${i}` });
        await second.get(RUNTIME, { ip: `10.${round}.1.${i}` });
      }
      await Promise.all([t.s.flush(), second.s.flush()]);
    }
    expect(await t.views()).toBe(before + 60);
  });

  it('the per-website cap weighs both: each learns the total at its flush and counts past it by at most what it had not heard of', async () => {
    t.s.clock.t = (Math.floor(t.s.clock.t / MINUTE) + 10) * MINUTE;
    const before = await t.views();
    for (let i = 0; i < 70; i++) await t.get(RUNTIME, { ip: `10.9.0.${i}` });
    await t.s.flush();
    // The second has not heard of the first's 70: it counts its own up to the cap (the documented overshoot)…
    for (let i = 0; i < 50; i++) await second.get(RUNTIME, { ip: `10.9.1.${i}` });
    await second.s.flush();
    expect(await t.views()).toBe(before + 120);
    // …then knows the minute is full.
    for (let i = 0; i < 10; i++) await second.get(RUNTIME, { ip: `10.9.2.${i}` });
    await second.s.flush();
    expect(await t.views()).toBe(before + 120);
    // The first still believes 70 until its next flush, which tells it the total.
    for (let i = 0; i < 5; i++) await t.get(RUNTIME, { ip: `10.9.3.${i}` });
    await t.s.flush();
    for (let i = 0; i < 10; i++) await t.get(RUNTIME, { ip: `10.9.4.${i}` });
    await t.s.flush();
    expect(await t.views()).toBe(before + 125);
    // A new minute, a new allowance.
    t.s.clock.t += MINUTE;
    await second.get(RUNTIME, { ip: '10.9.5.1' });
    await second.s.flush();
    expect(await t.views()).toBe(before + 126);
  });
});
