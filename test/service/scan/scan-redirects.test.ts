import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ScanReport } from '../../../src/schema/scan.ts';
import { startJobLoop } from '../../../src/service/jobs/job-loop.ts';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import { browserRunner } from '../../../src/service/scan/crawler.ts';
import { DEFAULT_SCAN_SETTINGS, type ScanSettings } from '../../../src/service/scan/settings.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';
import { CHROMIUM, canRun, need } from '../prerequisites.ts';

// A first-party URL that redirects to a known tracker, scanned by the real crawler in Chromium: no script in the
// page can see a redirect, so the scan report says so (docs/scanner.md#redirects-to-trackers). The redirect
// names Google Analytics' real host on port 25, which Chromium refuses to connect to (an unsafe port): the
// browser makes the redirected request, and nothing leaves this machine.

let s: Service;
let site: string;
let server: Server;

beforeAll(async () => {
  s = await startService();
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/t/ga.js') return res.writeHead(302, { location: 'https://www.google-analytics.com:25/analytics.js' }).end();
    // A redirect to a library's CDN is no tracker: nothing to say.
    if (path === '/t/lib.js') return res.writeHead(302, { location: 'https://cdnjs.cloudflare.com:25/ajax/libs/x.js' }).end();
    if (path === '/own.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end('');
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(`<!doctype html><html><head><title>t</title><script src="/own.js"></script><script async src="/t/ga.js"></script>
<script src="/t/lib.js"></script></head><body><p>A shop.</p></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await s?.close();
});

const settings = (): ScanSettings => ({
  ...DEFAULT_SCAN_SETTINGS,
  chromiumPath: CHROMIUM,
  allowPrivate: false,
  allowPrivateOrigins: [new URL(site).host],
  allowPrivateAccount: 'acct_a',
  maxPages: 1,
  pageDelayMs: 0,
  settleMs: 300,
  pageTimeoutMs: 15_000,
  timeBudgetMs: 60_000,
});

const withBrowser = canRun('a scan of a redirecting page', need.chromium);
describe.runIf(withBrowser)('a scan of a page whose own URL redirects to a tracker', () => {
  test('the report names the first-party URL, where it leads and what to do', async () => {
    const q = startJobLoop({
      store: dbQueueStore(s.db),
      log: testLog,
      runner: browserRunner(settings(), null),
      concurrency: 1,
      pollMs: 50,
    });
    try {
      const w = ok(await s.a.websites.create([{ account_id: 'acct_a', url: site }]))[0]!;
      const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id, scan_type: 'one_page' }]))[0]!.report_id;
      let r: ScanReport;
      for (;;) {
        r = (await s.a.scans.report([{ account_id: 'acct_a', website_id: w.id, id }])).results[0] as ScanReport;
        if (r.status !== 'scanning') break;
        await new Promise((res) => setTimeout(res, 100));
      }
      expect(r).toMatchObject({ status: 'scan_finish', scan_failure_message: null });
      const notes = r.scan_notes.filter((n) => n.includes('redirects to'));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toContain(
        `${site}/t/ga.js redirects to https://www.google-analytics.com:25/analytics.js (Google Analytics, analytics)`,
      );
      expect(notes[0]).toMatch(/no script in the page sees it.*data-service-category="analytics"/);
    } finally {
      await q.stop();
    }
  }, 90_000);
});
