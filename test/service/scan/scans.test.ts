import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readEnvironment } from '../../../src/service/env.ts';
import { startJobLoop } from '../../../src/service/jobs/job-loop.ts';
import { startQueueKeeper } from '../../../src/service/jobs/queue-keeper.ts';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import type { ScanJob } from '../../../src/service/model/jobs.ts';
import { claimJob } from '../../../src/service/model/jobs.ts';
import type { Finding } from '../../../src/service/model/scan-results.ts';
import { ScanFault, type ScanRunner } from '../../../src/service/scan/runner.ts';
import { DEFAULT_SCAN_SETTINGS } from '../../../src/service/scan/settings.ts';
import { finding, observed } from '../../fixtures/scan-findings.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';

// The scan endpoints and the queue, with a stand-in for the browser: what is
// tested here is the API, the selection rules, the merge into the website and
// the queue's claims and leases (the real crawler: scan-browser.test.ts).
let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

async function website(url = 'https://shop.example') {
  return ok(await s.a.websites.create([{ account_id: 'acct_a', url }]))[0]!;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(fn: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  for (const end = Date.now() + ms; ; await sleep(20)) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
  }
}
const report = async (website_id: string, more: Record<string, unknown> = {}) =>
  (await s.a.scans.report([{ account_id: 'acct_a', website_id, ...more }])).results[0];
const finished = (website_id: string, id: string) =>
  until(async () => {
    const r = await report(website_id, { id });
    return r && r.status !== 'scanning' ? r : null;
  });

const claimScan = async (db: typeof s.db, worker: string) =>
  (await claimJob(db, worker, 60_000, { types: ['scan'], inFlightPerAccount: 2 })) as Extract<
    Awaited<ReturnType<typeof claimJob>>,
    { kind: 'scan' }
  > | null;

/** A queue on the test database with a runner that answers `plan` per website, fast. */
function queue(
  plan: (job: ScanJob) => Finding[] | Error,
  { notes = [], ...o }: { workerId?: string; concurrency?: number; notes?: string[] } = {},
) {
  const ran: string[] = [];
  const runner: ScanRunner = async (job) => {
    ran.push(job.scan.id);
    await sleep(30);
    const out = plan(job);
    if (out instanceof Error) throw out;
    return { findings: out, observed: observed({ notes }) };
  };
  const store = dbQueueStore(s.db);
  const scans = startJobLoop({ store, log: testLog, runner, concurrency: o.concurrency ?? 1, pollMs: 20, ...o });
  const keeper = startQueueKeeper({ db: s.db, log: testLog, pollMs: 20, scheduleMs: 0, maxQueued: 100 });
  const q = {
    ...scans,
    async stop() {
      keeper.stop();
      await scans.stop();
    },
  };
  return { q, ran };
}

describe('POST /v1/websites/trigger_scan', () => {
  test('answers at once with a report that is scanning; a second trigger answers the same report', async () => {
    const w = await website();
    const [t] = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]));
    expect(t).toEqual({ _idx: 0, account_id: 'acct_a', website_id: w.id, report_id: expect.stringMatching(/^rpt_/) });
    const r = await report(w.id, { id: t!.report_id });
    expect(r).toMatchObject({ id: t!.report_id, status: 'scanning', scan_type: 'all_pages', pages: '0', cookies: [] });
    const [again] = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id, scan_type: 'one_page' }]));
    expect(again!.report_id).toBe(t!.report_id);
  });

  test('website_not_found, validation_errors for an unknown scan_type, single_page read as one_page', async () => {
    const w = await website();
    const other = ok(await s.b.websites.create([{ account_id: 'acct_b', url: 'https://b.example' }]))[0]!;
    const items = await s.a.scans.trigger([
      { account_id: 'acct_a', website_id: 'web_missing' },
      { account_id: 'acct_a', website_id: other.id },
      { account_id: 'acct_a', website_id: w.id, scan_type: 'every_page' as 'one_page' },
      { account_id: 'acct_a', website_id: w.id, scan_type: 'single_page' },
    ]);
    expect(items[0]).toEqual({ _idx: 0, account_id: 'acct_a', website_id: 'web_missing', error: 'website_not_found' });
    expect(items[1]).toMatchObject({ _idx: 1, error: 'website_not_found' });
    expect(items[2]).toMatchObject({ _idx: 2, error: 'validation_error', validation_errors: [{ field: 'scan_type' }] });
    const id = (items[3] as { report_id: string }).report_id;
    expect((await report(w.id, { id }))!.scan_type).toBe('one_page');
  });
});

describe('scan reports and the website', () => {
  test('selection rules: by id, current (latest successful), latest_scan (even failed); object_not_found', async () => {
    const w = await website();
    expect((await s.a.scans.report([{ account_id: 'acct_a', website_id: w.id }])).errors).toEqual([
      { error: 'object_not_found', account_id: 'acct_a', website_id: w.id, id: null },
    ]);
    let fail = false;
    const { q } = queue(() => (fail ? new ScanFault('the site did not answer') : [finding('_ga', 'shop.example')]));
    try {
      const good = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id;
      await finished(w.id, good);
      fail = true;
      const bad = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id;
      expect(bad).not.toBe(good);
      expect(await finished(w.id, bad)).toMatchObject({ status: 'scan_fault', scan_failure_message: 'the site did not answer' });
      expect((await report(w.id))!.id).toBe(good);
      expect((await report(w.id, { latest_scan: false }))!.id).toBe(good);
      expect((await report(w.id, { latest_scan: true }))!.id).toBe(bad);
      expect((await report(w.id, { id: good }))!.status).toBe('scan_finish');
      const missing = await s.a.scans.report([{ account_id: 'acct_a', website_id: w.id, id: 'rpt_nope' }]);
      expect(missing.errors).toEqual([{ error: 'object_not_found', account_id: 'acct_a', website_id: w.id, id: 'rpt_nope' }]);
      const site = (await s.a.websites.list([{ account_id: 'acct_a', ids: [w.id] }])).results[0]!;
      expect(site.report).toEqual({ id: good, created_at: expect.any(String) });
      // Another account cannot read it.
      expect((await s.b.scans.report([{ account_id: 'acct_b', website_id: w.id, id: good }])).results).toEqual([]);
    } finally {
      await q.stop();
    }
  });

  test('a finished scan merges its findings into the website cookies by identity', async () => {
    const w = await website();
    let round = 1;
    const { q } = queue(() =>
      round === 1
        ? [finding('_ga', '.shop.example'), finding('_ga_ABC123', '.shop.example'), finding('mystery', 'shop.example')]
        : [finding('_ga', '.shop.example'), finding('_ga_XYZ999', '.shop.example'), finding('late', 'shop.example')],
    );
    try {
      const r1 = await finished(w.id, ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id);
      expect(r1.status).toBe('scan_finish');
      const ga = r1.cookies.find((c) => c.name === '_ga')!;
      expect(ga).toMatchObject({ category: 'analytics;', service: 'Google Analytics', new: true, set_before_consent: true });
      expect(ga.en_us).toBeTruthy();
      expect(r1.cookies.find((c) => c.name === 'mystery')).toMatchObject({
        category: 'unclassified',
        new: true,
        first_found: true,
      });
      let site = (await s.a.websites.list([{ account_id: 'acct_a', ids: [w.id] }])).results[0]!;
      expect(site).toMatchObject({ cookie_count: 3, unclassified_cookie_count: 1, report: { id: r1.id } });
      const [doc] = (await s.a.documents.preview([{ account_id: 'acct_a', website_id: w.id }])).results;
      expect(doc!.republish_required).toBe(true);

      // The partner classifies the unknown cookie by hand, and publishes.
      const mystery = r1.cookies.find((c) => c.name === 'mystery')!;
      ok(
        await s.a.cookies.update([
          { account_id: 'acct_a', website_id: w.id, id: mystery.id!, category: 'essential', en_us: 'Ours' },
        ]),
      );
      ok(await s.a.documents.publish([{ account_id: 'acct_a', website_id: w.id }]));

      round = 2;
      const r2 = await finished(w.id, ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id);
      // `new`: found on this, the latest finished scan (spec: Cookie); `first_found`: not the website's before it.
      expect(r2.cookies.map((c) => [c.name, c.new, c.first_found])).toEqual([
        ['_ga', true, false],
        ['_ga_XYZ999', true, false], // the same `_ga_*` cookie as _ga_ABC123
        ['late', true, true],
      ]);
      expect(r2.missing_cookies).toEqual([expect.objectContaining({ name: 'mystery', id: mystery.id })]);
      expect(r2.compliant_disclose_cookie).toBe('false');
      const cookies = (await s.a.cookies.list([{ account_id: 'acct_a', website_id: w.id }])).results;
      expect(cookies.find((c) => c.name === 'mystery')).toMatchObject({ category: 'essential', en_us: 'Ours', new: false });
      expect(
        cookies
          .filter((c) => c.new)
          .map((c) => c.name)
          .sort(),
      ).toEqual(['_ga', '_ga_ABC123', 'late']);
      site = (await s.a.websites.list([{ account_id: 'acct_a', ids: [w.id] }])).results[0]!;
      expect(site).toMatchObject({ cookie_count: 4, unclassified_cookie_count: 1, report: { id: r2.id } });
    } finally {
      await q.stop();
    }
  });

  test('a first-party cookie of unknown name set by a known tracker script is classified by its initiator', async () => {
    const w = await website();
    const gtag = 'https://www.googletagmanager.com/gtag/js?id=G-ABC123';
    const { q } = queue(() => [
      finding('_xq_visitor', '.shop.example', { initiator: gtag }),
      finding('_ga', '.shop.example', { initiator: gtag }),
      finding('own_pref', 'shop.example', { initiator: 'https://shop.example/app.js' }),
    ]);
    try {
      const r = await finished(w.id, ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id);
      expect(r.cookies.find((c) => c.name === '_xq_visitor')).toMatchObject({
        category: 'analytics;',
        service: 'Google Analytics',
        initiator: gtag,
        source: 'initiator',
      });
      expect(r.cookies.find((c) => c.name === '_ga')).toMatchObject({ source: 'cookie_name' });
      expect(r.cookies.find((c) => c.name === 'own_pref')).toMatchObject({ category: 'unclassified', source: 'none' });
      // The website's cookie keeps where it came from: the scan.
      const cookies = (await s.a.cookies.list([{ account_id: 'acct_a', website_id: w.id }])).results;
      expect(cookies.find((c) => c.name === '_xq_visitor')).toMatchObject({ source: 'scan', service: 'Google Analytics' });
    } finally {
      await q.stop();
    }
  });

  test("the scan's notes reach its report as scan_notes; a report without any has []", async () => {
    const w = await website();
    const note = 'robots.txt of https://shop.example is larger than 500 KiB: only its first 500 KiB were read (RFC 9309 §2.5)';
    const queued = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id;
    expect((await report(w.id, { id: queued }))!.scan_notes).toEqual([]);
    const { q } = queue(() => [], { notes: [note] });
    try {
      expect(await finished(w.id, queued)).toMatchObject({ status: 'scan_finish', scan_notes: [note] });
    } finally {
      await q.stop();
    }
  });
});

describe('the queue', () => {
  test('two workers on one database share the scans and never run one twice', async () => {
    const sites = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => website(`https://s${n}.example`)));
    const ids = [];
    for (const w of sites) ids.push(ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id);
    const one = queue(() => [], { workerId: 'one', concurrency: 2 });
    const two = queue(() => [], { workerId: 'two', concurrency: 2 });
    try {
      for (const [i, id] of ids.entries()) await finished(sites[i]!.id, id);
      expect([...one.ran, ...two.ran].sort()).toEqual([...ids].sort());
    } finally {
      await Promise.all([one.q.stop(), two.q.stop()]);
    }
  });

  test("a dead worker's scan is taken over when its lease expires, and ends in scan_fault after too many tries", async () => {
    const w = await website();
    const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id;
    expect((await claimScan(s.db, 'dead'))!.scan.scan.id).toBe(id);
    const { q, ran } = queue(() => [finding('_ga', 'shop.example')], { workerId: 'alive' });
    try {
      await sleep(100);
      expect(ran).toEqual([]); // the lease still holds
      await s.db.query("UPDATE scans SET leased_until = now() - interval '1 second' WHERE id = $1", [id]);
      expect(await finished(w.id, id)).toMatchObject({ status: 'scan_finish' });
      expect(ran).toEqual([id]);
    } finally {
      await q.stop();
    }
    const again = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id;
    await claimScan(s.db, 'dead');
    await s.db.query("UPDATE scans SET attempts = 2, leased_until = now() - interval '1 second' WHERE id = $1", [again]);
    const q2 = queue(() => []);
    try {
      expect(await finished(w.id, again)).toMatchObject({
        status: 'scan_fault',
        scan_failure_message: expect.stringMatching(/interrupted 2 times/),
      });
      expect(q2.ran).toEqual([]);
    } finally {
      await q2.q.stop();
    }
  });

  test('a scan no worker claims within a day ends in scan_fault', async () => {
    const w = await website();
    const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id;
    await s.db.query("UPDATE scans SET created_at = now() - interval '25 hours' WHERE id = $1", [id]);
    const q = startQueueKeeper({ db: s.db, log: testLog, pollMs: 20, scheduleMs: 0, maxQueued: 100 });
    try {
      expect(await finished(w.id, id)).toMatchObject({
        status: 'scan_fault',
        scan_failure_message: expect.stringMatching(/SCAN_CONCURRENCY/),
      });
    } finally {
      await q.stop();
    }
  });

  test('stop does not hang: a running scan is given back to the queue', async () => {
    const w = await website();
    const runner: ScanRunner = (_job, ctl) =>
      new Promise((_, reject) => ctl.signal.addEventListener('abort', () => reject(ctl.signal.reason)));
    const q = startJobLoop({ store: dbQueueStore(s.db), log: testLog, runner, concurrency: 1, pollMs: 20 });
    const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id }]))[0]!.report_id;
    await until(async () => q.running() === 1);
    const t = Date.now();
    await q.stop();
    expect(Date.now() - t).toBeLessThan(2_000);
    const [row] = await s.db.query<{ status: string; worker: string | null; attempts: number }>(
      'SELECT status, worker, attempts FROM scans WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'scanning', worker: null, attempts: 0 });
  });

  test('scan_period schedules a scan from the database', async () => {
    const w = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://weekly.example', scan_period: 'weekly' }]))[0]!;
    const q = queue(() => [], {});
    const keeper = startQueueKeeper({ db: s.db, log: testLog, pollMs: 20, scheduleMs: 1, maxQueued: 100 });
    try {
      const r = await until(() => report(w.id));
      expect(r.status).toBe('scan_finish');
      await sleep(100);
      // Done this week: not scheduled again.
      expect((await s.db.query('SELECT id FROM scans WHERE website_id = $1', [w.id])).length).toBe(1);
    } finally {
      keeper.stop();
      await q.q.stop();
    }
  });
});

test('SCAN_* settings: defaults, seconds read as seconds, nonsense refused', () => {
  expect(readEnvironment({}).scan).toEqual(DEFAULT_SCAN_SETTINGS);
  expect(DEFAULT_SCAN_SETTINGS).toMatchObject({ timeBudgetMs: 300_000, pageTimeoutMs: 30_000, concurrency: 1 });
  const e = readEnvironment({
    SCAN_CONCURRENCY: '0',
    SCAN_TIME_BUDGET_SECONDS: '60',
    SCAN_PAGE_TIMEOUT_SECONDS: '5',
    SCAN_PAGE_DELAY_MS: '0',
    SCAN_MAX_PAGES: '3',
    SCAN_ALLOW_PRIVATE: '1',
    CHROMIUM_PATH: '/opt/chrome',
    SCAN_LEASE_SECONDS: '10',
    SCAN_MAX_MEMORY_MB: '300',
  }).scan;
  expect(e).toMatchObject({
    concurrency: 0,
    timeBudgetMs: 60_000,
    pageTimeoutMs: 5_000,
    pageDelayMs: 0,
    maxPages: 3,
    allowPrivate: true,
    chromiumPath: '/opt/chrome',
    leaseMs: 10_000,
    maxMemoryMb: 300,
  });
  expect(() => readEnvironment({ SCAN_CONCURRENCY: 'many' })).toThrow(/SCAN_CONCURRENCY/);
  expect(() => readEnvironment({ SCAN_MAX_MEMORY_MB: '-1' })).toThrow(/SCAN_MAX_MEMORY_MB must be a whole number/);
  expect(readEnvironment({ SCAN_MAX_MEMORY_MB: '0' }).scan.maxMemoryMb).toBe(0);
});
