// Consent analytics are computed from decisions recorded through the real record endpoint and page views
// counted by the real config endpoint; the /v1 extension and the CLI answer the same figures; nothing in
// them names a visitor (docs/decisions/partner-api.md#consent-analytics).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentAnalytics } from '../../../src/schema/consent-analytics.ts';
import { analyticsCommand } from '../../../src/service/cli-analytics.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { ok, type Service, startService } from '../harness.ts';

const SITE = 'https://analytics.example';
let s: Service;
let site: { id: string; uuid: string };
let version: string;
const sent: { id: string; visitor: string }[] = [];
// The service's clock at noon, so that yesterday is closed whatever the hour (model/consent-days.ts SETTLE_MS); of
// the day the database stamps on the records it receives.
const today = new Date().toISOString().slice(0, 10);
const NOON = Date.parse(`${today}T12:00:00Z`);
const yesterday = new Date(NOON - 86_400_000).toISOString().slice(0, 10);

const decide = async (method: string, region: string, shown: string, lang: string) => {
  const record = {
    id: randomUUID(),
    visitor: randomUUID(),
    website: site.uuid,
    granted:
      method === 'accept_all' ? ['essential', 'performance', 'analytics', 'advertising', 'social_networking'] : ['essential'],
    method,
    region,
    lang,
    version,
    url: `${SITE}/page`,
    at: new Date(s.clock.t).toISOString(),
    shown,
  };
  const res = await s.app.request('/public/v1/consents', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: SITE },
    body: JSON.stringify(record),
  });
  expect(res.status).toBe(204);
  sent.push({ id: record.id, visitor: record.visitor });
  return record.id;
};

const analytics = (criteria: Record<string, unknown>[], client = s.a) =>
  client.call<{ results: ConsentAnalytics[]; errors: Record<string, unknown>[] }>({
    method: 'GET',
    path: '/v1/websites/analytics',
    query: criteria,
  });

beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}), rateLimits: false, now: () => NOON });
  site = ok(await s.a.websites.create([{ account_id: 'acct_a', url: SITE }]))[0]!;
  version = (await (await s.app.request(`/public/v1/websites/${site.uuid}/config?lang=en`)).json()).version;
  // Four page views as the runtime's fetch makes them (the GET above was not one: no Origin).
  for (let i = 0; i < 4; i++)
    await s.app.request(
      `/public/v1/websites/${site.uuid}/config?lang=en`,
      { headers: { origin: SITE, 'sec-fetch-mode': 'cors', 'user-agent': 'Mozilla/5.0 Firefox/140.0' } },
      { incoming: { socket: { remoteAddress: `203.0.113.${i + 1}` } } },
    );
  await s.flush();
  for (let i = 0; i < 3; i++) await decide('accept_all', 'eu', 'banner', 'en');
  await decide('decline', 'eu', 'banner', 'en');
  await decide('custom', 'eu', 'preferences', 'de');
  await decide('gpc', 'california', 'none', 'en');
  await decide('gpc', 'california', 'none', 'en');
  await decide('accept_all', 'us', 'banner', 'de');
  const old = await decide('decline', 'us', 'banner', 'de');
  // One decision received yesterday: the rows are real, only their day of receipt is moved.
  await s.db.query(`UPDATE consent_records SET received_at = received_at - interval '1 day' WHERE id = $1`, [old]);
});
afterAll(() => s.close());

describe('consent analytics', () => {
  it('counts decisions and their rates per day, region, display style and language', async () => {
    const { results, errors } = await analytics([{ account_id: 'acct_a', website_id: site.id, from: yesterday, to: today }]);
    expect(errors).toEqual([]);
    const a = ConsentAnalytics.parse(results[0]);
    expect(a).toMatchObject({ account_id: 'acct_a', website_id: site.id, from: yesterday, to: today });
    expect(a.totals).toMatchObject({ decisions: 9, accept_all: 4, reject_all: 2, custom: 1, gpc: 2, other: 0, page_views: 4 });
    expect(a.totals.accept_all_rate).toBe(0.4444);
    expect(a.totals.reject_all_rate).toBe(0.2222);
    expect(a.totals.custom_rate).toBe(0.1111);
    expect(a.totals.gpc_share).toBe(0.2222);
    expect(a.totals.decisions_per_page_view).toBe(2.25);
    expect(a.days.map((d) => [d.day, d.decisions, d.page_views, d.decisions_per_page_view])).toEqual([
      [yesterday, 1, 0, null],
      [today, 8, 4, 2],
    ]);
    expect(a.by_region.map((r) => [r.region, r.decisions, r.accept_all_rate, r.gpc_share])).toEqual([
      ['california', 2, 0, 1],
      ['eu', 5, 0.6, 0],
      ['us', 2, 0.5, 0],
    ]);
    expect(a.by_display_style.map((r) => [r.display_style, r.decisions, r.reject_all_rate])).toEqual([
      ['banner', 6, 0.3333],
      ['none', 2, 0],
      ['preferences', 1, 0],
    ]);
    expect(a.by_lang.map((r) => [r.lang, r.decisions, r.custom_rate])).toEqual([
      ['de', 3, 0.3333],
      ['en', 6, 0],
    ]);
    expect(a.groups).toContainEqual(
      expect.objectContaining({ day: yesterday, region: 'us', display_style: 'banner', lang: 'de', decisions: 1, reject_all: 1 }),
    );
    expect(a.groups.reduce((n, g) => n + g.decisions, 0)).toBe(9);
  });

  it('keeps each closed day once and answers it from there, today from the records', async () => {
    // The test above asked for yesterday and today: yesterday is kept, today is not.
    const kept = await s.db.query<{ day: string; groups: unknown[] }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, groups FROM consent_days WHERE website_id = $1 ORDER BY day`,
      [site.id],
    );
    expect(kept.map((k) => k.day)).toEqual([yesterday]);
    expect(kept[0]!.groups).toEqual([
      { region: 'us', display_style: 'banner', lang: 'de', decisions: 1, accept_all: 0, reject_all: 1, custom: 0, gpc: 0 },
    ]);
    // A record moved into the kept day is not counted there again: the day is read as kept. Today, counted from the
    // records, loses it.
    const [moved] = await s.db.query<{ id: string }>(
      `UPDATE consent_records SET received_at = received_at - interval '1 day'
       WHERE id = (SELECT id FROM consent_records WHERE website_id = $1 AND received_at >= $2::date ORDER BY id LIMIT 1)
       RETURNING id::text AS id`,
      [site.id, today],
    );
    try {
      const a = (await analytics([{ account_id: 'acct_a', website_id: site.id, from: yesterday, to: today }])).results[0]!;
      expect(a.days.map((d) => [d.day, d.decisions])).toEqual([
        [yesterday, 1],
        [today, 7],
      ]);
    } finally {
      await s.db.query(`UPDATE consent_records SET received_at = received_at + interval '1 day' WHERE id = $1`, [moved!.id]);
    }
    // Days without decisions are kept too, as none.
    await analytics([{ account_id: 'acct_a', website_id: site.id }]);
    const empty = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM consent_days WHERE website_id = $1 AND groups = '[]'::jsonb`,
      [site.id],
    );
    expect(empty[0]!.n).toBe(28);
  });

  it('names no visitor, decision, page or address', async () => {
    const text = JSON.stringify(await analytics([{ account_id: 'acct_a', website_id: site.id }]));
    for (const { id, visitor } of sent) {
      expect(text).not.toContain(id);
      expect(text).not.toContain(visitor);
    }
    expect(text).not.toContain(SITE);
    expect(text).not.toMatch(/203\.0\.113/);
  });

  it('spans the 30 days up to today by default, days without decisions included', async () => {
    const a = (await analytics([{ account_id: 'acct_a', website_id: site.id }])).results[0]!;
    expect(a.to).toBe(today);
    expect(a.days).toHaveLength(30);
    expect(a.days.at(-1)!.day).toBe(today);
    expect(a.days[0]!).toMatchObject({ decisions: 0, accept_all_rate: null, decisions_per_page_view: null });
  });

  it('is answered the same by the CLI', async () => {
    const range = { from: yesterday, to: today };
    const api = (await analytics([{ account_id: 'acct_a', website_id: site.id, ...range }])).results[0];
    expect(await analyticsCommand(s.a, 'acct_a', site.id, range)).toEqual(api);
    await expect(analyticsCommand(s.b, 'acct_b', site.id, range)).rejects.toThrow(/object_not_found/);
  });

  it('refuses a wrong range or another account, and answers the other criteria', async () => {
    const { results, errors } = await analytics([
      { account_id: 'acct_a', website_id: site.id, from: today, to: yesterday },
      { account_id: 'acct_a', website_id: site.id, from: '2026-02-30' },
      { account_id: 'acct_a', website_id: site.id, from: '2024-01-01', to: '2025-12-31' },
      { account_id: 'acct_a', website_id: site.id, visitor: 'x' },
      { account_id: 'acct_a', website_id: site.id, to: today },
    ]);
    expect(results).toHaveLength(1);
    const fields = errors.map((e) => (e.validation_errors as { field: string; message: string }[])[0]);
    expect(fields.map((f) => f?.field)).toEqual(['from', 'from', 'to', 'visitor']);
    expect(JSON.stringify(errors)).toMatch(/must not be after to/);
    expect(JSON.stringify(errors)).toMatch(/not a calendar day/);
    expect(JSON.stringify(errors)).toMatch(/at most 366/);
    const other = await analytics([{ account_id: 'acct_b', website_id: site.id }], s.b);
    expect(other).toEqual({
      results: [],
      errors: [{ error: 'object_not_found', account_id: 'acct_b', website_id: site.id, id: site.id }],
    });
  });
});
