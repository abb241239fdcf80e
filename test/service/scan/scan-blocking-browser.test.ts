import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve as serveApp } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ScanReport } from '../../../src/schema/scan.ts';
import { startJobLoop } from '../../../src/service/jobs/job-loop.ts';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { browserRunner } from '../../../src/service/scan/crawler.ts';
import { DEFAULT_SCAN_SETTINGS, type ScanSettings } from '../../../src/service/scan/settings.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';
import { CHROMIUM, canRun, need } from '../prerequisites.ts';

// The scanner closes the loop in a real browser (docs/scanner.md#automatic-blocking): a page that tags nothing
// loads the website's first-view script (the blocker before the runtime, served by this service over HTTP), then
// inserts a tracker's script, which sets Google Analytics' `_ga`. The tracker is another site on a loopback
// address of its own (127.0.0.2): the scanner's Chromium resolves no name, so the real host names of the e2e
// suite cannot be used here. With blocking on, the scan finds `_ga` only after its accept-all.

const servers: { close: (cb: () => void) => unknown }[] = [];
const listen = (srv: Server, host: string) =>
  new Promise<number>((r) => srv.listen(0, host, () => r((srv.address() as AddressInfo).port)));

let s: Service;
let service: string;
let site: string;
let tracker: string;
let uuid = '';

beforeAll(async () => {
  // With the public routes: the first-view script (/c/{uuid}.js) and the config.
  s = await startService({ groups: publicRouteGroups({}) });
  const app = serveApp({ fetch: s.app.fetch, hostname: '127.0.0.1', port: 0 });
  servers.push(app);
  await new Promise((r) => app.once('listening', r));
  service = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const tp = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('document.cookie = "_ga=GA1.1.42.42; max-age=86400; path=/";');
  });
  servers.push(tp);
  tracker = `http://127.0.0.2:${await listen(tp, '127.0.0.2')}`;
  const page = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    // The website's code_snippet.banner, as pasted: the first script in <head>. On /early the tracker's tag comes
    // before it, where no script of ours can stop it.
    const snippet = `<script src="${service}/c/${uuid}.js" data-website-uuid="${uuid}"></script>`;
    const early = req.url?.startsWith('/early') ? `<script src="${tracker}/analytics.js"></script>` : '';
    res.end(`<!doctype html><html><head>${early}${snippet}<title>t</title></head>
<body><p>A shop.</p><script>const t = document.createElement('script'); t.src = '${tracker}/analytics.js';
document.head.appendChild(t);</script></body></html>`);
  });
  servers.push(page);
  site = `http://127.0.0.1:${await listen(page, '127.0.0.1')}`;
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((srv) => new Promise<void>((r) => srv.close(() => r()))));
  await s?.close();
});

const settings = (): ScanSettings => ({
  ...DEFAULT_SCAN_SETTINGS,
  chromiumPath: CHROMIUM,
  // Exactly the three origins of this test, for its account alone.
  allowPrivate: false,
  allowPrivateOrigins: [site, service, tracker].map((o) => new URL(o).host),
  allowPrivateAccount: 'acct_a',
  maxPages: 1,
  pageDelayMs: 0,
  settleMs: 300,
  pageTimeoutMs: 15_000,
  timeBudgetMs: 60_000,
});

async function scan(blocking: boolean, url = site): Promise<{ report: ScanReport; website: string }> {
  const q = startJobLoop({
    store: dbQueueStore(s.db),
    log: testLog,
    runner: browserRunner(settings(), null),
    concurrency: 1,
    pollMs: 50,
  });
  try {
    const w = ok(await s.a.websites.create([{ account_id: 'acct_a', url }]))[0]!;
    uuid = w.uuid;
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, automatic_blocking: blocking }]));
    // The website's own knowledge of its tracker: the script that sets `_ga`, as a scan of it would record it.
    ok(
      await s.a.cookies.create([
        { account_id: 'acct_a', website_id: w.id, name: '_ga', category: 'analytics', initiator: `${tracker}/analytics.js` },
      ]),
    );
    const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id, scan_type: 'one_page' }]))[0]!.report_id;
    for (;;) {
      const r = (await s.a.scans.report([{ account_id: 'acct_a', website_id: w.id, id }])).results[0] as ScanReport;
      if (r.status !== 'scanning') return { report: r, website: w.id };
      await new Promise((res) => setTimeout(res, 100));
    }
  } finally {
    await q.stop();
  }
}
const warningsOf = async (website: string) =>
  (await s.a.banners.list([{ account_id: 'acct_a', ids: [website] }])).results[0]!.warnings;

const canScan = canRun('a scan of the first-view script', need.chromium, need.build, need.browserWork);
describe.runIf(canScan)('a real scan of a page with the first-view script', () => {
  test('blocking on: no known tracker set before consent, _ga held back by the map, found after accept, no warning', async () => {
    const { report: r, website } = await scan(true);
    expect(r).toMatchObject({ status: 'scan_finish', scan_failure_message: null, detected_consent_banner: true });
    const ga = r.cookies.find((c) => c.name === '_ga');
    expect(ga).toMatchObject({
      category: 'analytics;',
      initiator: `${tracker}/analytics.js`,
      set_before_consent: false,
      after_consent: true,
      blocked_by_map: true,
    });
    expect(r.cookies.filter((c) => c.set_before_consent && /^(analytics|advertising|social)/.test(c.category ?? ''))).toEqual([]);
    expect(await warningsOf(website)).toEqual([]);
  }, 90_000);

  test('a tracker tag before the snippet: set before consent though the map covers it, and the banner warns', async () => {
    const { report: r, website } = await scan(true, `${site}/early`);
    expect(r.cookies.find((c) => c.name === '_ga')).toMatchObject({ set_before_consent: true, blocked_by_map: true });
    const warnings = await warningsOf(website);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'tracker_before_consent', field: 'automatic_blocking' });
    expect(warnings[0]!.message).toMatch(/Google Analytics \(_ga\).*holds it back.*before the consent snippet/);
  }, 90_000);

  test('blocking off: the same page sets _ga before consent, and the report says nothing of the map', async () => {
    const { report: r, website } = await scan(false);
    const ga = r.cookies.find((c) => c.name === '_ga');
    expect(ga).toMatchObject({ set_before_consent: true });
    expect(ga).not.toHaveProperty('blocked_by_map');
    expect(await warningsOf(website)).toEqual([]);
  }, 90_000);
});
