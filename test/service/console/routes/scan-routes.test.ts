import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob } from '../../../../src/service/model/jobs.ts';
import { type Finding, finishScan } from '../../../../src/service/model/scan-results.ts';
import { finding, observed } from '../../../fixtures/scan-findings.ts';
import { ok, type Service, startService } from '../../harness.ts';
import { type ConsoleCaller, consoleGroup, consoleRequest, signedInMember } from '../console-session.ts';

// The scan screen's API, with scans ended the way a worker ends them (claimJob, then finishScan with findings), so
// the reports are real reports without a browser (the crawler itself: test/service/scan/scan-browser.test.ts).

const HOSTILE = '<img src=x onerror="alert(1)">';
let s: Service;
let admin: ConsoleCaller;
let site: string;
let otherSite: string;

/** Scans now through the console, and ends that scan as a worker would, having found `findings`. */
async function scanFinding(website: string, findings: Finding[]) {
  const res = await admin.call('POST', `/websites/${website}/scans`, {});
  expect(res.status).toBe(202);
  const { scan_id } = (await res.json()) as { scan_id: string };
  const claimed = await claimJob(s.db, 'worker-1', 60_000, { types: ['scan'], inFlightPerAccount: 5 });
  expect(claimed).toMatchObject({ kind: 'scan', scan: { scan: { id: scan_id } } });
  expect(await finishScan(s.db, scan_id, 'worker-1', findings, observed())).toBe(true);
  return scan_id;
}

interface Finding_ {
  cookie_id: string | null;
  name: string;
  category: string | null;
  service: string | null;
  description: string | null;
  set_before_consent: boolean;
  held_by_blocking: boolean | null;
  new: boolean;
  unclassified: boolean;
}
const screen = async (website = site) => {
  const res = await admin.call('GET', `/websites/${website}/scan`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    schedule: { scan_period: string; next_scan_at: string | null };
    scans: { id: string; status: string; pages_done: number }[];
    report: { id: string; findings: Finding_[]; missing: { name: string }[] } | null;
  };
};
const byName = (findings: Finding_[], name: string) => findings.find((f) => f.name === name)!;

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
  const [a1, a2] = ok(
    await s.a.websites.create([
      { account_id: 'acct_a', name: 'Shop', url: 'https://shop.example' },
      { account_id: 'acct_a', name: 'Other', url: 'https://other.example' },
    ]),
  );
  site = a1!.id;
  otherSite = a2!.id;
  admin = await signedInMember(s, { role: 'admin' });
});
afterAll(() => s.close());

describe('GET /websites/:website/scan', () => {
  it('answers the schedule, the scans and, once a scan finished, its report with what is new and unclassified', async () => {
    const before = await screen();
    expect(before).toEqual({ schedule: { scan_period: 'disabled', next_scan_at: null }, scans: [], report: null });

    const first = await scanFinding(site, [finding('_ga', '.shop.example'), finding('ab_bucket', 'shop.example')]);
    const second = await scanFinding(site, [
      finding('_ga', '.shop.example', { initiator: 'https://www.googletagmanager.com/gtag/js?id=G-1' }),
      finding('ab_bucket', 'shop.example'),
      finding(HOSTILE, 'shop.example'),
      finding('XSRF-TOKEN', 'shop.example'),
    ]);
    const got = await screen();
    expect(got.scans.map((x) => [x.id, x.status])).toEqual([
      [second, 'scan_finish'],
      [first, 'scan_finish'],
    ]);
    expect(got.report!.id).toBe(second);
    const f = got.report!.findings;
    // The classifier's verdicts, as /v1's report has them: no second classifier.
    const v1 = (await s.a.scans.report([{ account_id: 'acct_a', website_id: site }])).results[0]!;
    expect(f.map((x) => [x.name, x.category])).toEqual(
      v1.cookies.map((c) => [c.name, c.category === 'analytics;' ? 'analytics' : c.category]),
    );
    expect(byName(f, '_ga')).toMatchObject({ category: 'analytics', new: false, unclassified: false, set_before_consent: true });
    expect(byName(f, '_ga').service).toMatch(/Google/);
    // Automatic blocking is on for a new website: its map holds Google's tag, not the site's own A/B bucket.
    expect(byName(f, '_ga').held_by_blocking).toBe(true);
    expect(byName(f, 'ab_bucket')).toMatchObject({ new: false, unclassified: true, held_by_blocking: false });
    // Markup in a name comes back as the data it is.
    expect(byName(f, HOSTILE)).toMatchObject({ new: true, unclassified: true, cookie_id: expect.stringMatching(/^ck_/) });
    expect(got.report!.missing).toEqual([]);
  });

  it('answers an editor asking for a website not theirs exactly as a website that does not exist', async () => {
    const editor = await signedInMember(s, { role: 'editor', websiteIds: [otherSite] });
    for (const [method, path, body] of [
      ['GET', '/scan', undefined],
      ['POST', '/scans', {}],
      ['PUT', '/scan-schedule', { scan_period: 'weekly' }],
      ['PUT', '/cookies', { cookies: [{ name: 'x', category: 'essential' }] }],
    ] as const) {
      const theirs = await editor.call(method, `/websites/${site}${path}`, body);
      const none = await editor.call(method, `/websites/web_nope${path}`, body);
      expect([theirs.status, await theirs.json()]).toEqual([none.status, await none.json()]);
      expect(theirs.status).toBe(404);
    }
    expect((await editor.call('GET', `/websites/${otherSite}/scan`)).status).toBe(200);
    const got = await screen();
    expect(got.schedule.scan_period).toBe('disabled');
    expect(got.scans.every((x) => x.status === 'scan_finish')).toBe(true);
    expect(got.report!.findings.some((x) => x.name === 'x')).toBe(false);
  });
});

describe('POST /websites/:website/scans', () => {
  it('queues a scan; while it waits, scanning again answers the same scan', async () => {
    const one = await admin.call('POST', `/websites/${otherSite}/scans`, {});
    expect(one.status).toBe(202);
    const { scan_id } = (await one.json()) as { scan_id: string };
    const again = await admin.call('POST', `/websites/${otherSite}/scans`, { scan_type: 'one_page' });
    expect([again.status, await again.json()]).toEqual([200, { scan_id, queued: false }]);
    expect((await screen(otherSite)).scans).toEqual([expect.objectContaining({ id: scan_id, status: 'scanning' })]);
    const bad = await admin.call('POST', `/websites/${otherSite}/scans`, { scan_type: 'every_page' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'scan_type' }] });
  });

  it('is refused without the CSRF token, and queues nothing', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://quiet.example' }]));
    const res = await consoleRequest(s, admin.token, null)('POST', `/websites/${w!.id}/scans`, {});
    expect(res.status).toBe(403);
    expect((await screen(w!.id)).scans).toEqual([]);
  });
});

describe('PUT /websites/:website/scan-schedule', () => {
  it("sets the website's scan_period with /v1's validation, and says when the next scan is due", async () => {
    const res = await admin.call('PUT', `/websites/${site}/scan-schedule`, { scan_period: 'weekly' });
    expect(res.status).toBe(200);
    const schedule = (await res.json()) as { scan_period: string; next_scan_at: string };
    expect(schedule.scan_period).toBe('weekly');
    // A week after the latest scan.
    expect(Date.parse(schedule.next_scan_at) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const [w] = (await s.a.websites.list([{ account_id: 'acct_a', ids: [site] }])).results;
    expect(w!.scan_period).toBe('weekly');

    const bad = await admin.call('PUT', `/websites/${site}/scan-schedule`, { scan_period: 'hourly' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'scan_period' }] });
    const csrf = await consoleRequest(s, admin.token, null)('PUT', `/websites/${site}/scan-schedule`, {
      scan_period: 'disabled',
    });
    expect(csrf.status).toBe(403);
    expect((await screen()).schedule.scan_period).toBe('weekly');
  });
});

describe('PUT /websites/:website/cookies', () => {
  it("classifies findings in place: the website's cookies as /v1 reads them, and an answer per item", async () => {
    const ab = byName((await screen()).report!.findings, 'ab_bucket');
    const res = await admin.call('PUT', `/websites/${site}/cookies`, {
      cookies: [
        { id: ab.cookie_id, category: 'analytics', service: '<b>AB</b> test', en_us: `Bucket ${HOSTILE}` },
        { id: 'ck_nope', category: 'essential' },
        { id: ab.cookie_id, category: 'tasty' },
        { name: 'added_by_hand', category: 'essential', tracker_type: 'http_cookie', lifetime: '60' },
        // Another website named in an item is the screen's website all the same.
        { name: 'elsewhere', category: 'essential', website_id: otherSite },
      ],
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Record<string, unknown>[] };
    expect(results[0]).toMatchObject({ _idx: 0, id: ab.cookie_id });
    expect(results[0]).not.toHaveProperty('error');
    expect(results[1]).toMatchObject({ _idx: 1, error: 'object_not_found' });
    expect(results[2]).toMatchObject({ _idx: 2, error: 'validation_error', validation_errors: [{ field: 'category' }] });
    expect(results[3]).toMatchObject({ _idx: 3, id: expect.stringMatching(/^ck_/) });
    expect(results[4]).toMatchObject({ _idx: 4, website_id: site });

    const v1 = (await s.a.cookies.list([{ account_id: 'acct_a', website_id: site }])).results;
    expect(v1.find((c) => c.id === ab.cookie_id)).toMatchObject({
      category: 'analytics;',
      service: '<b>AB</b> test',
      en_us: `Bucket ${HOSTILE}`,
    });
    expect(v1.find((c) => c.name === 'added_by_hand')).toMatchObject({ category: 'essential', lifetime: '60' });
    expect(v1.find((c) => c.name === 'elsewhere')).toBeDefined();
    expect(byName((await screen()).report!.findings, 'ab_bucket')).toMatchObject({
      category: 'analytics',
      service: '<b>AB</b> test',
      unclassified: false,
    });
  });

  it('refuses a body that is not a list of cookies, and a write without the CSRF token changes nothing', async () => {
    const bad = await admin.call('PUT', `/websites/${site}/cookies`, { cookies: [] });
    expect(bad.status).toBe(400);
    const hostile = byName((await screen()).report!.findings, HOSTILE);
    const res = await consoleRequest(s, admin.token, null)('PUT', `/websites/${site}/cookies`, {
      cookies: [{ id: hostile.cookie_id, category: 'essential' }],
    });
    expect(res.status).toBe(403);
    expect(byName((await screen()).report!.findings, HOSTILE)).toMatchObject({ unclassified: true });
  });
});
