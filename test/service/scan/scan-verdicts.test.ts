import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ScanReport } from '../../../src/schema/scan.ts';
import { failJob, type Progress, renewLease } from '../../../src/service/model/jobs.ts';
import { ok, type Service, startService } from '../harness.ts';

// A report's five signals before scan_finish (docs/decisions/scans.md#signals-before-the-end):
// typed as the spec types them, and never more than the scan has shown.
let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

const report = async (website_id: string, id: string) =>
  (await s.a.scans.report([{ account_id: 'acct_a', website_id, id }])).results[0]!;
const signals = (r: ScanReport) => ({
  compliant_adequate_countries: r.compliant_adequate_countries,
  compliant_disclose_cookie: r.compliant_disclose_cookie,
  detected_consent_banner: r.detected_consent_banner,
  detected_cookie_category: r.detected_cookie_category,
  detected_cookie_preference: r.detected_cookie_preference,
});
const NOTHING_YET = {
  compliant_adequate_countries: 'false',
  compliant_disclose_cookie: 'false',
  detected_consent_banner: false,
  detected_cookie_category: false,
  detected_cookie_preference: false,
};

async function runningScan() {
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://signals.example' }]));
  const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w!.id }]))[0]!.report_id;
  // As a worker's claim leaves it (the queue's own claim is not what is tested here).
  await s.db.query("UPDATE scans SET worker = 'w1', leased_until = now() + interval '1 minute' WHERE id = $1", [id]);
  return { website: w!.id, id };
}
const banner: Progress = {
  pagesDone: 1,
  pagesQueued: 3,
  domains: ['signals.example'],
  detected: { detected_consent_banner: true, detected_cookie_category: false, detected_cookie_preference: false },
};

describe('signals before the scan ends', () => {
  test("a queued scan: compliance 'false', nothing detected, no nulls", async () => {
    const { website, id } = await runningScan();
    const r = await report(website, id);
    expect(r.status).toBe('scanning');
    expect(signals(r)).toEqual(NOTHING_YET);
  });

  test('while scanning: what the pages loaded so far showed', async () => {
    const { website, id } = await runningScan();
    expect(await renewLease(s.db, id, 'w1', 60_000, banner)).toBe(true);
    const r = await report(website, id);
    expect(r).toMatchObject({ status: 'scanning', pages_done: 1 });
    expect(signals(r)).toEqual({ ...NOTHING_YET, detected_consent_banner: true });
    // A renewal without progress keeps what was seen.
    await renewLease(s.db, id, 'w1', 60_000);
    expect((await report(website, id)).detected_consent_banner).toBe(true);
  });

  test('after scan_fault: what was seen before the fault, compliance still not claimed', async () => {
    const { website, id } = await runningScan();
    await renewLease(s.db, id, 'w1', 60_000, banner);
    const more: Progress = {
      ...banner,
      pagesDone: 2,
      detected: { detected_consent_banner: true, detected_cookie_category: true, detected_cookie_preference: false },
    };
    await failJob(s.db, id, 'w1', 'the site did not answer', more);
    const r = await report(website, id);
    expect(r).toMatchObject({ status: 'scan_fault', scan_failure_message: 'the site did not answer' });
    expect(signals(r)).toEqual({ ...NOTHING_YET, detected_consent_banner: true, detected_cookie_category: true });
  });

  test('a fault before any page: nothing detected', async () => {
    const { website, id } = await runningScan();
    await failJob(s.db, id, 'w1', 'refused to scan');
    expect(signals(await report(website, id))).toEqual(NOTHING_YET);
  });
});
