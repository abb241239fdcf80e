import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ScanReport } from '../../../src/schema/scan.ts';
import { type Finding, finishScan } from '../../../src/service/model/scan-results.ts';
import { finding, observed } from '../../fixtures/scan-findings.ts';
import { ok, type Service, startService } from '../harness.ts';

// The scanner closes the loop of automatic blocking (docs/scanner.md#automatic-blocking): a scan of a website with
// blocking on says of each finding whether the map its pages carried holds it back, and a known tracker set before
// consent despite blocking becomes a banner warning. The findings are handed to finishScan as a worker would.
let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

async function website(blocking: boolean) {
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://shop.example' }]));
  ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, automatic_blocking: blocking }]));
  return w!.id;
}
async function scan(websiteId: string, findings: Finding[]): Promise<ScanReport> {
  const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: websiteId }]))[0]!.report_id;
  // As a worker's claim leaves it (the queue itself: scans.test.ts).
  await s.db.query("UPDATE scans SET worker = 'w1', leased_until = now() + interval '1 minute' WHERE id = $1", [id]);
  expect(await finishScan(s.db, id, 'w1', findings, observed({ consentBanner: true, categories: true, preferences: true }))).toBe(
    true,
  );
  return (await s.a.scans.report([{ account_id: 'acct_a', website_id: websiteId, id }])).results[0]!;
}
const banner = async (websiteId: string) => (await s.a.banners.list([{ account_id: 'acct_a', ids: [websiteId] }])).results[0]!;
const byName = (r: ScanReport, name: string) => r.cookies.find((c) => c.name === name);

// gtag.js for a GA4 id: in every map (its URL rule leads the top list). _fbp written by an inline snippet: the
// scan cannot trace it to a script, and its domain is the site's own, which never waits.
const GA = finding('_ga', '.shop.example', { initiator: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1' });
const FBP = finding('_fbp', '.shop.example');
const SESSION = finding('PHPSESSID', 'shop.example');

describe('a scan of a website with automatic blocking on', () => {
  test('says per finding whether the map covers it, by its domain or the script that set it', async () => {
    const w = await website(true);
    const r = await scan(w, [GA, FBP, SESSION]);
    expect(byName(r, '_ga')).toMatchObject({ category: 'analytics;', set_before_consent: true, blocked_by_map: true });
    expect(byName(r, '_fbp')).toMatchObject({ category: 'advertising', set_before_consent: true, blocked_by_map: false });
    expect(byName(r, 'PHPSESSID')).toMatchObject({ category: 'essential', set_before_consent: false, blocked_by_map: false });
  });

  test('known trackers set before consent become warnings on automatic_blocking, naming them and what to do', async () => {
    const w = await website(true);
    await scan(w, [GA, FBP, SESSION]);
    const warnings = (await banner(w)).warnings.filter((x) => x.code === 'tracker_before_consent');
    expect(warnings).toHaveLength(2);
    expect(warnings.every((x) => x.field === 'automatic_blocking')).toBe(true);
    // Not in the map: an entry is missing.
    expect(warnings[0]!.message).toMatch(/_fbp.*blocking map had no entry/);
    expect(warnings[0]!.message).not.toMatch(/_ga\b/);
    // In the map and still set: the page's order or its HTML let it through.
    expect(warnings[1]!.message).toMatch(/Google Analytics \(_ga\).*holds it back.*first script in <head>.*server-side rewrite/);
    // The route the advice names is one the API has (it once named PUT /v1/cookies, which does not exist).
    const named = [...warnings[0]!.message.matchAll(/\b(GET|POST|PUT|DELETE) (\/v1\/[\w/]+)/g)];
    expect(named.length).toBeGreaterThan(0);
    const routes = new Set(s.app.routes.map((r) => `${r.method} ${r.path}`));
    for (const [, method, path] of named) expect(routes, `${method} ${path}`).toContain(`${method} ${path}`);
    // PUT answers carry them too.
    const [put] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: w, size: 'compact' }]));
    expect(put!.warnings.filter((x) => x.code === 'tracker_before_consent')).toEqual(warnings);
  });

  test('trackers found only after consent, and essential cookies, give no warning', async () => {
    const w = await website(true);
    const r = await scan(w, [{ ...GA, afterConsent: true }, SESSION]);
    expect(byName(r, '_ga')).toMatchObject({ set_before_consent: false, after_consent: true, blocked_by_map: true });
    expect((await banner(w)).warnings).toEqual([]);
  });

  test("the map the website's config carries: its API cookies, and before the scan's findings join it", async () => {
    const w = await website(true);
    // A tracker the partner declared: the map takes in every cookie's domain.
    ok(
      await s.a.cookies.create([
        { account_id: 'acct_a', website_id: w, name: 'cid', domain: '.metrics.partner-tracker.example', category: 'analytics' },
      ]),
    );
    // A tracker's cookie (Hotjar's, by its name) on a host no knowledge names: not in the map until the website's
    // own finding puts it there. (Every domain of the knowledge is in every map, docs/decisions/blocking.md.)
    const rare = 'metrics.rare-vendor.example';
    const findings = [finding('cid', '.metrics.partner-tracker.example'), finding('_hjSessionUser_1', `.${rare}`)];
    const first = await scan(w, findings);
    expect(byName(first, 'cid')!.blocked_by_map).toBe(true);
    expect(byName(first, '_hjSessionUser_1')).toMatchObject({ category: 'analytics;', blocked_by_map: false });
    expect((await banner(w)).warnings.map((x) => x.message).join(' ')).toMatch(/_hjSessionUser_1.*had no entry/);
    // The loop closes: the finding joined the website's cookies, so the next scan's map covers it.
    const second = await scan(w, findings);
    expect(byName(second, '_hjSessionUser_1')!.blocked_by_map).toBe(true);
    const messages = (await banner(w)).warnings.map((x) => x.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/_hjSessionUser_1.*holds it back/);
  });
});

describe('automatic blocking off', () => {
  test('no blocked_by_map on any finding, and no warning', async () => {
    const w = await website(false);
    const r = await scan(w, [GA, FBP, SESSION]);
    for (const c of r.cookies) expect(c).not.toHaveProperty('blocked_by_map');
    expect((await banner(w)).warnings).toEqual([]);
  });

  test('turned off after a scan with it on: the warning goes; on again after a scan without it: none', async () => {
    const w = await website(true);
    await scan(w, [FBP]);
    expect((await banner(w)).warnings.map((x) => x.code)).toEqual(['tracker_before_consent']);
    const [off] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: w, automatic_blocking: false }]));
    expect(off!.warnings).toEqual([]);
    // The latest finished scan decides: one run without blocking says nothing about blocking.
    await scan(w, [FBP]);
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w, automatic_blocking: true }]));
    expect((await banner(w)).warnings).toEqual([]);
  });
});
