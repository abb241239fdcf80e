import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeConsents } from '../../../../src/service/model/consents.ts';
import { ok, type Service, startService } from '../../harness.ts';
import { type ConsoleCaller, consoleGroup, consoleRequest, signedInMember } from '../console-session.ts';

let s: Service;
let site: { id: string; uuid: string };
let otherSite: { id: string; uuid: string };
let editor: ConsoleCaller;
const alice = randomUUID();
const bob = randomUUID();
const HOSTILE = 'https://shop.example/?q=<script>alert(1)</script>"\'';

const record = (website: string, visitor: string, over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  visitor,
  website,
  granted: ['essential', 'analytics'],
  method: 'accept_all' as const,
  region: 'eu',
  lang: 'en',
  version: 'v1',
  url: HOSTILE,
  at: new Date().toISOString(),
  shown: 'banner' as const,
  ip: null,
  origin: 'https://shop.example',
  ...over,
});

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
  const [a1, a2] = ok(
    await s.a.websites.create([
      { account_id: 'acct_a', name: 'Shop', url: 'https://shop.example' },
      { account_id: 'acct_a', name: 'Other', url: 'https://other.example' },
    ]),
  );
  site = { id: a1!.id, uuid: a1!.uuid };
  otherSite = { id: a2!.id, uuid: a2!.uuid };
  // 60 of Alice's and one of Bob's in a different style and language: more than one page of the log.
  const writes = Array.from({ length: 60 }, () => ({ websiteId: site.id, record: record(site.uuid, alice) }));
  writes.push({ websiteId: site.id, record: record(site.uuid, bob, { method: 'decline', shown: 'modal', lang: 'de' }) });
  writes.push({ websiteId: otherSite.id, record: record(otherSite.uuid, bob) });
  await storeConsents(s.db, writes as never);
  editor = await signedInMember(s, { role: 'editor', websiteIds: [site.id] });
});
afterAll(() => s.close());

describe('the consent screen', () => {
  it('answers the analytics as /v1 does, by region, display style and language', async () => {
    const res = await editor.call('GET', `/websites/${site.id}/consent`);
    expect(res.status).toBe(200);
    const a = await res.json();
    const v1 = await s.a.call<{ results: unknown[] }>({
      method: 'GET',
      path: '/v1/websites/analytics',
      query: [{ account_id: 'acct_a', website_id: site.id }],
    });
    // /v1's analytics, and the log's first page with them: the screen's one request.
    const { log, ...analytics } = a;
    expect(analytics).toEqual(v1.results[0]);
    expect(log).toEqual(await (await editor.call('GET', `/websites/${site.id}/consent/records`)).json());
    expect(a.totals).toMatchObject({ decisions: 61, accept_all: 60, reject_all: 1 });
    expect(a.by_display_style.map((g: { display_style: string }) => g.display_style)).toEqual(['banner', 'modal']);
    expect(a.by_lang.map((g: { lang: string }) => g.lang)).toEqual(['de', 'en']);
    expect(a.by_region).toEqual([expect.objectContaining({ region: 'eu', decisions: 61 })]);
    const bad = await editor.call('GET', `/websites/${site.id}/consent?from=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'from' }] });
  });

  it('pages the log newest first, and finds a visitor and a record, hostile values as data', async () => {
    const first = await (await editor.call('GET', `/websites/${site.id}/consent/records`)).json();
    expect(first.records).toHaveLength(50);
    expect(first.next).toEqual(expect.any(String));
    const second = await (await editor.call('GET', `/websites/${site.id}/consent/records?cursor=${first.next}`)).json();
    expect(second.records).toHaveLength(11);
    expect(second.next).toBeNull();
    const ids = [...first.records, ...second.records].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(61);
    expect(first.records[0].url).toBe(HOSTILE);

    const byBob = await (await editor.call('GET', `/websites/${site.id}/consent/records?visitor=${bob}`)).json();
    expect(byBob.records.map((r: { visitor: string; website_id: string }) => [r.visitor, r.website_id])).toEqual([
      [bob, site.id],
    ]);
    const one = ids[7];
    const byId = await (await editor.call('GET', `/websites/${site.id}/consent/records?record=${one}`)).json();
    expect(byId).toEqual({ records: [expect.objectContaining({ id: one })], next: null });

    const bad = await editor.call('GET', `/websites/${site.id}/consent/records?visitor=${encodeURIComponent("' OR 1=1 --")}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'visitor' }] });
  });

  it('downloads the proof export of a visitor as a file', async () => {
    const res = await editor.call('GET', `/websites/${site.id}/consent/proof?visitor=${bob}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="consent-proof-visitor-${bob}.json"`);
    const proof = await res.json();
    expect(proof.website).toEqual(site);
    expect(proof.unsealed).toHaveLength(1);
    expect((await editor.call('GET', `/websites/${site.id}/consent/proof`)).status).toBe(400);
  });

  it('erases only when the visitor id is typed again, and only that visitor of that website', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    for (const confirm of ['', alice, `${bob}x`]) {
      const res = await m.call('POST', `/websites/${site.id}/consent/erase`, { visitor: bob, confirm });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'confirm' }] });
    }
    const erasedNone = await s.db.query('SELECT 1 FROM consent_records WHERE erased_at IS NOT NULL');
    expect(erasedNone).toHaveLength(0);

    const res = await m.call('POST', `/websites/${site.id}/consent/erase`, { visitor: bob, confirm: ` ${bob.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect((await res.json()).erased_record_ids).toHaveLength(1);
    const rows = await s.db.query<{ website_id: string; visitor: string | null }>(
      "SELECT website_id, record->>'visitor' AS visitor FROM consent_records WHERE erased_at IS NOT NULL",
    );
    expect(rows).toEqual([{ website_id: site.id, visitor: null }]);
  });

  it('answers an editor of another website, for every route, as for a website that does not exist', async () => {
    const expected = await (await editor.call('GET', '/websites/web_nonexistent/consent')).json();
    for (const [method, path, body] of [
      ['GET', '/consent', undefined],
      ['GET', '/consent/records', undefined],
      ['GET', `/consent/records?visitor=${bob}`, undefined],
      ['GET', `/consent/proof?visitor=${bob}`, undefined],
      ['POST', '/consent/erase', { visitor: bob, confirm: bob }],
    ] as const) {
      const res = await editor.call(method, `/websites/${otherSite.id}${path}`, body);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.json()).toEqual(expected);
    }
    const erased = await s.db.query('SELECT 1 FROM consent_records WHERE website_id = $1 AND erased_at IS NOT NULL', [
      otherSite.id,
    ]);
    expect(erased).toHaveLength(0);
  });

  it('refuses an erasure without the CSRF token and erases nothing', async () => {
    const res = await consoleRequest(s, editor.token, null)('POST', `/websites/${site.id}/consent/erase`, {
      visitor: alice,
      confirm: alice,
    });
    expect(res.status).toBe(403);
    const kept = await s.db.query("SELECT 1 FROM consent_records WHERE record->>'visitor' = $1 AND erased_at IS NULL", [alice]);
    expect(kept).toHaveLength(60);
  });
});
