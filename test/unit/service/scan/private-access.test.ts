import { describe, expect, test } from 'vitest';
import { demoScanAccess } from '../../../../demo/scan-routes.ts';
import type { ScanJob } from '../../../../src/service/model/jobs.ts';
import { createAddressGuard } from '../../../../src/service/scan/address-guard.ts';
import { browserRunner } from '../../../../src/service/scan/crawler.ts';
import { accessOfScan, privateOriginsOf } from '../../../../src/service/scan/private-access.ts';
import { DEFAULT_SCAN_SETTINGS } from '../../../../src/service/scan/settings.ts';

// The demo's allow-list of its own loopback origins opens them to the demo account's scans only
// (docs/decisions/scans.md#private-addresses-for-one-site-only).
const APP = 'http://127.0.0.1:8080';
const demo = { allowPrivate: false, ...demoScanAccess(APP, 'acct_demo') };

describe('the private allow-list is one account’s', () => {
  test("the demo's origins pass for the demo's scans, and for no other account's", async () => {
    const own = createAddressGuard(accessOfScan(demo, 'acct_demo'));
    expect(await own.check(`${APP}/demo/site?website=web_1`)).toBeNull();
    expect(await own.check('http://localhost:8080/tp/px.gif')).toBeNull();
    const startUp = createAddressGuard(accessOfScan(demo, 'acct_startup'));
    expect(await startUp.check(`${APP}/healthz`)).toMatch(/private or reserved/);
    expect(await startUp.check('http://localhost:8080/demo/site')).toMatch(/private or reserved/);
  });

  test('without an allowed account the origins open nothing; SCAN_ALLOW_PRIVATE stays everyone’s (tests)', () => {
    const noAccount = { allowPrivate: false, allowPrivateOrigins: privateOriginsOf([APP]) };
    expect(accessOfScan(noAccount, 'acct_demo').allowPrivateOrigins).toEqual([]);
    expect(accessOfScan({ allowPrivate: true }, 'acct_any').allowPrivate).toBe(true);
  });

  test("the crawler checks a scan's start URL with its own account's access", async () => {
    // A path that exists but is no browser: a scan that passes the address check fails at the launch instead.
    const runner = browserRunner({ ...DEFAULT_SCAN_SETTINGS, ...demo, chromiumPath: '/dev/null' }, APP);
    const job = (account: string) =>
      ({
        scan: { id: 'rpt_t', account_id: account, scan_type: 'one_page' },
        url: `${APP}/healthz`,
        additionalUrls: [],
      }) as unknown as ScanJob;
    const ctl = { signal: new AbortController().signal, progress() {} };
    await expect(runner(job('acct_startup'), ctl)).rejects.toThrow(/^refused to scan http:\/\/127\.0\.0\.1:8080\/healthz: /);
    await expect(runner(job('acct_demo'), ctl)).rejects.toThrow(/could not start/);
  });
});
