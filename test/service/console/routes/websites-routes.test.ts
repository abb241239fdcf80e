import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptDecisionCounts } from '../../../../src/service/model/consent-days.ts';
import { addPageViews } from '../../../../src/service/model/page-views.ts';
import { ok, type Service, startService } from '../../harness.ts';
import { consoleGroup, signedInMember } from '../console-session.ts';

let s: Service;
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)> "quoted" & 'single'`;
let ids: string[] = [];

/** `n` consent records of `website`, `accepted` of them accept-all, received `daysAgo` days ago. */
async function records(website: string, n: number, accepted: number, daysAgo: number) {
  for (let i = 0; i < n; i++)
    await s.db.query(
      `INSERT INTO consent_records (id, website_id, record, received_at) VALUES ($1, $2, $3::jsonb, now() - $4::integer * interval '1 day')`,
      [randomUUID(), website, JSON.stringify({ method: i < accepted ? 'accept_all' : 'decline' }), daysAgo],
    );
}

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
  // 30 websites: more than one page (25). The first has figures of every kind, the second a hostile name.
  const made = ok(
    await s.a.websites.create(
      Array.from({ length: 30 }, (_, i) => ({
        account_id: 'acct_a',
        name: i === 1 ? HOSTILE : `Shop ${String(i).padStart(2, '0')}`,
        url: `https://shop${i}.example`,
      })),
    ),
  );
  ids = made.map((w) => w.id).sort();
  ok(await s.b.websites.create([{ account_id: 'acct_b', name: 'Not yours', url: 'https://b.example' }]));
  const first = ids[0]!;
  await addPageViews(s.db, [
    { websiteId: first, day: '2026-01-02', count: 3 },
    { websiteId: first, day: '2026-01-05', count: 1 },
  ]);
  for (const [i, category] of [null, 'unclassified', 'analytics'].entries())
    await s.db.query(`INSERT INTO cookies (id, account_id, website_id, category, fields) VALUES ($1, 'acct_a', $2, $3, '{}')`, [
      `ck_${i}`,
      first,
      category,
    ]);
  await s.db.query(
    `INSERT INTO scans (id, account_id, website_id, scan_type, status, created_at, finished_at)
     VALUES ('scan_old', 'acct_a', $1, 'one_page', 'scan_fault', now() - interval '2 days', now() - interval '2 days'),
            ('scan_new', 'acct_a', $1, 'one_page', 'scan_finish', now() - interval '1 day', now() - interval '1 day')`,
    [first],
  );
  await records(first, 4, 3, 1);
  await records(first, 5, 5, 40); // older than 30 days: not in the rate
});
afterAll(() => s.close());

type Summary = {
  id: string;
  name: string | null;
  snippet_seen_on: string | null;
  last_scan: { id: string; status: string } | null;
  cookies: { total: number; unclassified: number };
  consent: { decisions: number; accept_all: number; rate: number | null };
};
type Page = { websites: Summary[]; next: string | null };

describe('GET /console/api/websites', () => {
  it('pages the account’s websites in id order, with each one’s figures', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const one = (await (await m.call('GET', '/websites')).json()) as Page;
    expect(one.websites.map((w) => w.id)).toEqual(ids.slice(0, 25));
    expect(one.next).toBe(ids[24]);
    const two = (await (await m.call('GET', `/websites?cursor=${one.next}`)).json()) as Page;
    expect(two.websites.map((w) => w.id)).toEqual(ids.slice(25));
    expect(two.next).toBeNull();
    expect(one.websites[0]).toMatchObject({
      snippet_seen_on: '2026-01-05',
      last_scan: { id: 'scan_new', status: 'scan_finish' },
      cookies: { total: 3, unclassified: 2 },
      consent: { decisions: 4, accept_all: 3, rate: 0.75 },
    });
    expect(one.websites[2]).toMatchObject({
      snippet_seen_on: null,
      last_scan: null,
      cookies: { total: 0, unclassified: 0 },
      consent: { decisions: 0, rate: null },
    });
  });

  it('counts the same consent rate once the consent analytics have kept the website’s days', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    await keptDecisionCounts(s.db, ids[0]!, from, today, Date.now());
    const [kept] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consent_days WHERE website_id = $1', [ids[0]]);
    expect(kept!.n).toBeGreaterThan(25);
    const page = (await (await m.call('GET', '/websites')).json()) as Page;
    expect(page.websites[0]!.consent).toEqual({ decisions: 4, accept_all: 3, rate: 0.75 });
  });

  it('returns a hostile name as data, and finds it by search', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const found = (await (await m.call('GET', `/websites?q=${encodeURIComponent('<script>')}`)).json()) as Page;
    expect(found.websites.map((w) => w.name)).toEqual([HOSTILE]);
    const none = (await (await m.call('GET', `/websites?q=${encodeURIComponent('%_')}`)).json()) as Page;
    expect(none.websites).toEqual([]);
  });

  it('shows an editor only their websites', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [ids[3]!, ids[27]!] });
    const page = (await (await m.call('GET', '/websites')).json()) as Page;
    expect(page.websites.map((w) => w.id)).toEqual([ids[3], ids[27]]);
  });
});

describe('POST /console/api/websites', () => {
  it('creates with /v1’s schema and warnings, for an admin', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const res = await m.call('POST', '/websites', { name: HOSTILE, url: 'new.example/shop' });
    expect(res.status).toBe(201);
    const w = (await res.json()) as { id: string; name: string; url: string; api_key?: string; warnings: { code: string }[] };
    expect(w).toMatchObject({ name: HOSTILE, url: 'https://new.example/shop' });
    expect(w.api_key).toBeUndefined();
    expect(w.warnings.map((x) => x.code)).toEqual(['scheme_added', 'company_incomplete', 'company_incomplete']);
    const bad = await m.call('POST', '/websites', { url: 'ftp://x', scan_period: 'hourly' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'url' }, { field: 'scan_period' }],
    });
  });

  it('answers an editor as if there were no such route, and creates nothing', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [ids[0]!] });
    const res = await m.call('POST', '/websites', { name: 'Mine now', url: 'https://mine.example' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'object_not_found', message: 'no such object' });
    const [row] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM websites WHERE name = 'Mine now'");
    expect(row!.n).toBe(0);
  });
});

describe('/console/api/websites/:website', () => {
  it('answers the website with its snippets and warnings, and changes its company with /v1’s rules', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [ids[5]!] });
    const got = (await (await m.call('GET', `/websites/${ids[5]}`)).json()) as Record<string, unknown>;
    expect(got).toMatchObject({ id: ids[5], code_snippet: { banner: expect.stringContaining('/c/') } });
    expect((got.warnings as unknown[]).length).toBe(2);
    const put = await m.call('PUT', `/websites/${ids[5]}`, { company: { legal_name: HOSTILE, email: 'dpo@shop.example' } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ company: { legal_name: HOSTILE }, warnings: [] });
    const bad = await m.call('PUT', `/websites/${ids[5]}`, { url: 'not a url' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'url' }] });
  });

  it('answers an editor asking for another website exactly as a website that does not exist', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [ids[5]!] });
    const missing = await m.call('GET', '/websites/web_nothing');
    for (const [method, path] of [
      ['GET', `/websites/${ids[6]}`],
      ['PUT', `/websites/${ids[6]}`],
      ['POST', `/websites/${ids[6]}/installation-check`],
    ] as const) {
      const res = await m.call(method, path, method === 'GET' ? undefined : { name: 'taken' });
      expect(res.status).toBe(missing.status);
      expect(await res.json()).toEqual({ error: 'object_not_found', message: 'no such object' });
    }
    const [row] = await s.db.query<{ name: string }>('SELECT name FROM websites WHERE id = $1', [ids[6]]);
    expect(row!.name).not.toBe('taken');
  });

  it('changes nothing without the CSRF token', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const res = await m.call('PUT', `/websites/${ids[7]}`, { name: 'forged' }, { 'x-csrf-token': 'nope' });
    expect(res.status).toBe(403);
    const [row] = await s.db.query<{ name: string }>('SELECT name FROM websites WHERE id = $1', [ids[7]]);
    expect(row!.name).not.toBe('forged');
  });
});
