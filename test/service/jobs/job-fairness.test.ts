import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type JobHandler, startJobLoop } from '../../../src/service/jobs/job-loop.ts';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import type { ScanJob } from '../../../src/service/model/jobs.ts';
import { queueJob } from '../../../src/service/model/jobs.ts';
import type { Observed } from '../../../src/service/model/scan-results.ts';
import { ScanFault, type ScanRunner } from '../../../src/service/scan/runner.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';

// Claims between accounts, the per-account limits, job types, and what a
// trigger does to a scan of the same website already waiting or running.
// A stand-in runner: what is tested is the queue (docs/decisions/scans.md#fair-claims).
let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

const observed: Observed = {
  pagesDone: 1,
  domains: [],
  consentBanner: false,
  categories: false,
  preferences: false,
  tools: [],
  notes: [],
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(fn: () => Promise<T | undefined | null | false> | T, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; ; await sleep(20)) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
  }
}
async function websites(client: Service['a'], account: string, n: number, host: string) {
  const out: string[] = [];
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, (_, j) => ({
      account_id: account,
      url: `https://${host}${i + j}.example`,
    }));
    out.push(...ok(await client.websites.create(batch)).map((w) => w.id));
  }
  return out;
}
const trigger = async (
  client: Service['a'],
  account: string,
  ids: string[],
  scan_type: 'one_page' | 'all_pages' = 'one_page',
) => {
  const out = [];
  for (let i = 0; i < ids.length; i += 100)
    out.push(
      ...(await client.scans.trigger(
        ids.slice(i, i + 100).map((website_id) => ({ account_id: account, website_id, scan_type })),
      )),
    );
  return out;
};
const status = async (id: string) =>
  (
    await s.db.query<{ status: string; scan_type: string; worker: string | null }>(
      'SELECT status, scan_type, worker FROM jobs WHERE id = $1',
      [id],
    )
  )[0]!;

describe('fair claims', () => {
  test("another account's one-page scan starts within one scan slot of being queued behind 100 hanging scans of one account; the 101st is refused", async () => {
    const hostile = await websites(s.a, 'acct_a', 101, 'hang');
    const queued = await trigger(s.a, 'acct_a', hostile);
    expect(queued.slice(0, 100).every((t) => 'report_id' in t)).toBe(true);
    // Past the per-account limit (SCAN_QUEUED_PER_ACCOUNT, default 100): a clear error for that item.
    expect(queued[100]).toMatchObject({
      _idx: 0,
      error: 'too_many_scans_queued',
      message: expect.stringMatching(/100 scans waiting/),
    });

    const claims: { account: string; at: number }[] = [];
    // A hostile page hangs until its time budget (here 400 ms) ends it.
    const runner: ScanRunner = async (job: ScanJob, ctl) => {
      claims.push({ account: job.scan.account_id, at: Date.now() });
      if (job.scan.account_id === 'acct_a') {
        await new Promise((r) => {
          setTimeout(r, 400);
          ctl.signal.addEventListener('abort', r);
        });
        throw new ScanFault('the page did not load within the time budget');
      }
      return { findings: [], observed };
    };
    const q = startJobLoop({
      store: dbQueueStore(s.db),
      log: testLog,
      runner,
      concurrency: 2,
      inFlightPerAccount: 2,
      pollMs: 50,
    });
    try {
      await until(() => claims.length >= 3);
      const [other] = await websites(s.b, 'acct_b', 1, 'other');
      const at = Date.now();
      const before = claims.length;
      const t = ok(await s.b.scans.trigger([{ account_id: 'acct_b', website_id: other!, scan_type: 'one_page' }]))[0]!;
      const done = await until(async () => {
        const r = await status(t.report_id);
        return r.status === 'scan_finish' ? r : null;
      });
      expect(done.status).toBe('scan_finish');
      const bAt = claims.findIndex((c) => c.account === 'acct_b');
      const hostileInBetween = claims.slice(before, bAt).length;
      // At most one hostile claim may slip in (a slot freed while the trigger committed); the next slot is B's.
      expect(hostileInBetween).toBeLessThanOrEqual(1);
      expect(claims[bAt]!.at - at).toBeLessThan(5_000);
    } finally {
      await q.stop();
    }
    // No more than 2 of one account's scans ran at once.
    const [running] = await s.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM scans WHERE account_id = 'acct_a' AND status = 'scanning' AND leased_until >= now()",
    );
    expect(running!.n).toBeLessThanOrEqual(2);
    await s.db.query(
      "UPDATE scans SET status = 'scan_fault', leased_until = NULL WHERE account_id = 'acct_a' AND status = 'scanning'",
    );
  }, 60_000);

  test('jobs of another type run on the queue without counting against any account, and only where a handler runs them', async () => {
    const id = await queueJob(s.db, 'vendor_list_refresh', { source: 'test' });
    const scansOnly = startJobLoop({
      store: dbQueueStore(s.db),
      log: testLog,
      runner: async () => ({ findings: [], observed }),
      concurrency: 1,
      pollMs: 20,
    });
    await sleep(200);
    await scansOnly.stop();
    expect((await status(id)).status).toBe('scanning');
    const ran: unknown[] = [];
    const refresh: JobHandler = async (job) => void ran.push(job.payload);
    const q = startJobLoop({
      store: dbQueueStore(s.db),
      log: testLog,
      runner: async () => ({ findings: [], observed }),
      jobs: { vendor_list_refresh: refresh },
      concurrency: 1,
      pollMs: 20,
    });
    try {
      await until(async () => (await status(id)).status === 'scan_finish');
      expect(ran).toEqual([{ source: 'test' }]);
      const [row] = await s.db.query<{ account_id: string | null }>('SELECT account_id FROM jobs WHERE id = $1', [id]);
      expect(row!.account_id).toBeNull();
    } finally {
      await q.stop();
    }
  });
});

describe('a trigger while a scan of the website waits or runs', () => {
  test('all_pages while a one_page scan waits upgrades it: the same report, now all_pages', async () => {
    const [w] = await websites(s.a, 'acct_a', 1, 'upgrade');
    const first = ok(await trigger(s.a, 'acct_a', [w!], 'one_page'))[0] as { report_id: string };
    const second = ok(await trigger(s.a, 'acct_a', [w!], 'all_pages'))[0] as { report_id: string };
    expect(second.report_id).toBe(first.report_id);
    expect((await status(first.report_id)).scan_type).toBe('all_pages');
    // A narrower trigger answers it as it is.
    const third = ok(await trigger(s.a, 'acct_a', [w!], 'one_page'))[0] as { report_id: string };
    expect(third.report_id).toBe(first.report_id);
    expect((await status(first.report_id)).scan_type).toBe('all_pages');
    await s.db.query("UPDATE scans SET status = 'scan_fault' WHERE id = $1", [first.report_id]);
  });

  test('all_pages while a one_page scan runs is queued to follow it, and runs after it as all_pages', async () => {
    const [w] = await websites(s.a, 'acct_a', 1, 'follow');
    const ran: { id: string; type: string; start: number; end: number }[] = [];
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const runner: ScanRunner = async (job) => {
      const start = Date.now();
      if (!ran.length) await gate;
      ran.push({ id: job.scan.id, type: job.scan.scan_type, start, end: Date.now() });
      return { findings: [], observed };
    };
    const q = startJobLoop({ store: dbQueueStore(s.db), log: testLog, runner, concurrency: 2, pollMs: 20 });
    try {
      const first = (ok(await trigger(s.a, 'acct_a', [w!], 'one_page'))[0] as { report_id: string }).report_id;
      await until(async () => (await status(first)).worker);
      const wider = (ok(await trigger(s.a, 'acct_a', [w!], 'all_pages'))[0] as { report_id: string }).report_id;
      expect(wider).not.toBe(first);
      // A trigger while the successor waits answers the successor; a second slot is free, yet it waits for the first.
      expect((ok(await trigger(s.a, 'acct_a', [w!], 'one_page'))[0] as { report_id: string }).report_id).toBe(wider);
      await sleep(200);
      expect((await status(wider)).worker).toBeNull();
      release();
      await until(async () => (await status(wider)).status === 'scan_finish');
      expect(ran.map((r) => [r.id, r.type])).toEqual([
        [first, 'one_page'],
        [wider, 'all_pages'],
      ]);
      expect(ran[1]!.start).toBeGreaterThanOrEqual(ran[0]!.end);
    } finally {
      release();
      await q.stop();
    }
  });
});
