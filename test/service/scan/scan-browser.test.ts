import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ScanReport } from '../../../src/schema/scan.ts';
import { type JobLoop, startJobLoop } from '../../../src/service/jobs/job-loop.ts';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import { browserRunner } from '../../../src/service/scan/crawler.ts';
import { privateOriginsOf } from '../../../src/service/scan/private-access.ts';
import { DEFAULT_SCAN_SETTINGS, type ScanSettings } from '../../../src/service/scan/settings.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';
import { CHROMIUM, canRun, need } from '../prerequisites.ts';

// The real crawler in headless Chromium over fixture sites on this machine:
// the site on 127.0.0.1, "third parties" on localhost (another host, so
// another site for the browser) on ports of their own. CI installs chromium
// (.ci/run); without it these tests cannot run.

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const servers: Server[] = [];
function serve(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const srv = createServer(handler);
  servers.push(srv);
  return new Promise((r) => srv.listen(0, '127.0.0.1', () => r((srv.address() as AddressInfo).port)));
}
const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

let s: Service;
let site: string;
let tracker: string;
let cdn: string;
let closedPort: number;
let hanging: string;
let onHangingRequest = () => {};
/** The next request the hanging site receives: a browser is up and waits for its answer. */
const hangingRequest = () => new Promise<void>((r) => (onHangingRequest = r));
let cdnHits = 0;
const settings: ScanSettings = {
  ...DEFAULT_SCAN_SETTINGS,
  chromiumPath: CHROMIUM,
  allowPrivate: true,
  // The account these tests scan for: an allowPrivateOrigins test opens its origins to it alone.
  allowPrivateAccount: 'acct_a',
  maxPages: 10,
  pageDelayMs: 0,
  settleMs: 300,
  pageTimeoutMs: 15_000,
  timeBudgetMs: 90_000,
};

beforeAll(async () => {
  s = await startService();
  const trackerPort = await serve((req, res) => {
    // A third party's pixel that also sets its cookie.
    if (req.url?.startsWith('/px.gif'))
      res.writeHead(200, {
        'content-type': 'image/gif',
        'set-cookie': 'tp_uid=xyz; Max-Age=3600; SameSite=None; Secure; Path=/',
      });
    else res.writeHead(204);
    res.end(req.url?.startsWith('/px.gif') ? GIF : undefined);
  });
  const cdnPort = await serve((_req, res) => {
    cdnHits++;
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(Buffer.alloc(5_000)); // a real picture, no pixel
  });
  tracker = `http://localhost:${trackerPort}`;
  cdn = `http://localhost:${cdnPort}`;
  const sitePort = await serve((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/robots.txt') return res.end('User-agent: *\nDisallow: /private\n');
    if (path === '/away') return res.writeHead(302, { location: `http://127.0.0.1:${closedPort}/` }).end();
    if (path === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end('document.cookie = "wp_custom=1; path=/";');
    }
    res.writeHead(200, {
      'content-type': 'text/html',
      ...(path === '/' ? { 'set-cookie': 'PHPSESSID=abc123; Path=/; HttpOnly' } : {}),
    });
    if (path === '/')
      return res.end(
        html(`<script>document.cookie = "_ga=GA1.1.123.456; max-age=63072000; path=/";
localStorage.setItem('mystery_pref', 'dark'); sessionStorage.setItem('tab_state', '1');
// Stands in for our runtime's API: accepting everything lets a gated tag set its cookie.
window.ServiceConsent = { set: function () { document.cookie = "_fbp=fb.1.1.1; max-age=7776000; path=/"; } };</script>
<script src="/app.js"></script>
<img src="${tracker}/px.gif?id=1" width="1" height="1" alt="">
<a href="/about">About</a> <a href="/private">Private</a> <a href="${tracker}/offsite">elsewhere</a>`),
      );
    if (path === '/about')
      return res.end(
        html(`<script>document.cookie = "about_seen=1; path=/"; navigator.sendBeacon("${tracker}/collect", "x");</script>
<img src="${cdn}/photo.png" alt="">`),
      );
    // Another consent tool's banner (AdRoll's, which autoconsent's rules know by its container) with a category
    // toggle and a settings link; its accept button would set a cookie if the scanner clicked it.
    if (path === '/cmp')
      return res.end(
        html(`<div id="adroll_consent_container"><p>We use cookies.</p>
<button type="button" onclick="document.cookie='cmp_clicked=1; path=/'">Accept</button> <a href="#settings">Cookie settings</a>
<label><input type="checkbox" name="c"> Analytics cookies</label></div>`),
      );
    if (path === '/plain') return res.end(html('<p>No consent tool. <a href="#settings">Account settings</a></p>'));
    // Allocates 64 MB every 20 ms outside the JavaScript heap (typed arrays), up to 3 GB.
    if (path === '/hog')
      return res.end(
        html(`<script>const kept = []; const t = setInterval(() => { const b = new Uint8Array(64 << 20); b.fill(1); kept.push(b);
if (kept.length >= 48) clearInterval(t); }, 20);</script>`),
      );
    // 60,000 sessionStorage keys and, among 20,000 localStorage keys, one of Hotjar's (a known tracker).
    if (path === '/stuffed')
      return res.end(
        html(`<script>for (let i = 0; i < 60000; i++) sessionStorage.setItem('noise_' + i, 'x');
for (let i = 0; i < 20000; i++) localStorage.setItem(i === 15000 ? '_hjSessionUser_4711' : 'pad_' + i, '1');</script>`),
      );
    if (path === '/private') return res.end(html('<script>document.cookie = "private_cookie=1"</script>'));
    return res.end(html(''));
  });
  site = `http://127.0.0.1:${sitePort}`;
  closedPort = await serve(() => {});
  await new Promise((r) => servers.pop()!.close(r));
  // Never answers; says when it is asked.
  hanging = `http://127.0.0.1:${await serve(() => onHangingRequest())}`;
}, 60_000);
afterAll(async () => {
  for (const srv of servers) srv.closeAllConnections();
  await Promise.all(servers.map((srv) => new Promise((r) => srv.close(r))));
  await s?.close();
});

async function scan(url: string, o: { scanType?: 'one_page' | 'all_pages'; settings?: Partial<ScanSettings> } = {}) {
  const q: JobLoop = startJobLoop({
    store: dbQueueStore(s.db),
    log: testLog,
    runner: browserRunner({ ...settings, ...o.settings }, null),
    concurrency: 1,
    pollMs: 50,
  });
  try {
    const w = ok(await s.a.websites.create([{ account_id: 'acct_a', url }]))[0]!;
    const started = Date.now();
    const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id, scan_type: o.scanType ?? 'all_pages' }]))[0]!
      .report_id;
    for (;;) {
      const r = (await s.a.scans.report([{ account_id: 'acct_a', website_id: w.id, id }])).results[0] as ScanReport;
      if (r.status !== 'scanning') return { report: r, ms: Date.now() - started, website: w.id };
      await new Promise((res) => setTimeout(res, 100));
    }
  } finally {
    await q.stop();
  }
}
const byName = (r: ScanReport, name: string) => r.cookies.find((c) => c.name === name);

describe.runIf(canRun('scans in Chromium', need.chromium, need.browserWork))('scanning a site in Chromium', () => {
  test('finds cookies, storage and pixels on every page it reaches, classified, before consent', async () => {
    const { report: r, ms, website } = await scan(site);
    testLog.info({ ms }, 'all_pages scan of the fixture site');
    expect(r).toMatchObject({ status: 'scan_finish', pages: '2', scanned_domains: ['127.0.0.1'], scan_failure_message: null });
    expect(byName(r, 'PHPSESSID')).toMatchObject({
      tracker_type: 'server_cookie',
      category: 'essential',
      set_before_consent: false,
      initiator: `${site}/`,
      party_provider_type: 'first_party',
    });
    const ga = byName(r, '_ga')!;
    expect(ga).toMatchObject({
      tracker_type: 'http_cookie',
      category: 'analytics;',
      service: 'Google Analytics',
      set_before_consent: true,
      new: true,
    });
    // Asked for two years; the browser keeps a cookie at most 400 days, and the report says what it really keeps.
    expect(Number(ga.expire)).toBeGreaterThan(34_550_000);
    expect(Number(ga.expire)).toBeLessThanOrEqual(400 * 86_400);
    expect(ga.initiator).toBe(`${site}/`); // an inline script: the page (without the scanner's region override)
    expect(byName(r, '_fbp')).toMatchObject({ category: 'advertising', set_before_consent: false, after_consent: true });
    expect(byName(r, '_ga')!.after_consent).toBeUndefined();
    expect(byName(r, 'wp_custom')).toMatchObject({ tracker_type: 'http_cookie', initiator: `${site}/app.js` });
    expect(byName(r, 'mystery_pref')).toMatchObject({
      tracker_type: 'html_local_storage',
      category: 'unclassified',
      value: 'dark',
      domain: '127.0.0.1',
    });
    expect(byName(r, 'tab_state')).toMatchObject({ tracker_type: 'html_session_storage' });
    expect(byName(r, 'tp_uid')).toMatchObject({
      tracker_type: 'server_cookie',
      domain: 'localhost',
      party_provider_type: 'third_party',
      expire: expect.stringMatching(/^3[56]\d\d$/),
    });
    expect(byName(r, 'localhost/px.gif')).toMatchObject({ tracker_type: 'pixel_tracker', party_provider_type: 'third_party' });
    // Only on /about, reachable only through a link: a cookie and a beacon.
    expect(byName(r, 'about_seen')).toMatchObject({ tracker_type: 'http_cookie', url: `${site}/about` });
    expect(byName(r, 'localhost/collect')).toMatchObject({ tracker_type: 'pixel_tracker' });
    // robots.txt keeps /private out; a 5 KB picture is no pixel; links to other hosts are not followed.
    expect(byName(r, 'private_cookie')).toBeUndefined();
    expect(r.cookies.find((c) => c.name.includes('photo.png'))).toBeUndefined();
    expect(r.scanned_domains).not.toContain('localhost');

    const w = (await s.a.websites.list([{ account_id: 'acct_a', ids: [website] }])).results[0]!;
    expect(w.report?.id).toBe(r.id);
    expect(w.cookie_count).toBe(r.cookies.length);
    expect(w.unclassified_cookie_count).toBe(r.cookies.filter((c) => c.category === 'unclassified').length);
  }, 120_000);

  test('one_page loads the first page only', async () => {
    const { report: r, ms } = await scan(site, { scanType: 'one_page' });
    testLog.info({ ms }, 'one_page scan');
    expect(r).toMatchObject({ status: 'scan_finish', pages: '1', scan_type: 'one_page' });
    expect(byName(r, '_ga')).toBeTruthy();
    expect(byName(r, 'about_seen')).toBeUndefined();
  }, 90_000);

  test('an unreachable site and a hanging site end in scan_fault with a clear message', async () => {
    const down = await scan(`http://127.0.0.1:${closedPort}/`, { scanType: 'one_page' });
    expect(down.report).toMatchObject({
      status: 'scan_fault',
      scan_failure_message: expect.stringMatching(/unreachable \(ECONNREFUSED 127\.0\.0\.1:\d+\)/),
    });
    const slow = await scan(hanging, { scanType: 'one_page', settings: { pageTimeoutMs: 2_000 } });
    expect(slow.report).toMatchObject({
      status: 'scan_fault',
      scan_failure_message: expect.stringMatching(/did not finish loading within 2 s/),
    });
  }, 120_000);

  test('private addresses are refused unless allowed, and a missing browser says how to get one', async () => {
    const priv = await scan(site, { settings: { allowPrivate: false } });
    expect(priv.report.scan_failure_message).toMatch(/127\.0\.0\.1, a private or reserved address/);
    const none = await scan(site, { settings: { chromiumPath: '/nonexistent/chromium' } });
    expect(none.report.scan_failure_message).toMatch(/apt-get install chromium.*CHROMIUM_PATH/);
  }, 60_000);

  test('allowPrivateOrigins opens exactly the listed origins: the site and its third party, not another local server', async () => {
    const only = { allowPrivate: false, allowPrivateOrigins: privateOriginsOf([site, tracker]) };
    cdnHits = 0;
    const { report: r } = await scan(site, { settings: only });
    expect(r).toMatchObject({ status: 'scan_finish', pages: '2' });
    expect(byName(r, '_ga')).toBeTruthy();
    expect(byName(r, 'tp_uid')).toMatchObject({ domain: 'localhost', party_provider_type: 'third_party' });
    expect(byName(r, 'localhost/collect')).toMatchObject({ tracker_type: 'pixel_tracker' });
    // /about's picture is on a local origin that is not listed: the browser never reached it.
    expect(cdnHits).toBe(0);
    // The site's own address under another port is not listed either.
    const other = await scan(`http://127.0.0.1:${closedPort}/`, { scanType: 'one_page', settings: only });
    expect(other.report.scan_failure_message).toMatch(/127\.0\.0\.1, a private or reserved address/);
    // A start URL that redirects there: the proxy refuses the hop, and the scan is a fault that says so.
    const away = await scan(`${site}/away`, { scanType: 'one_page', settings: only });
    expect(away.report).toMatchObject({
      status: 'scan_fault',
      pages: '0',
      scan_failure_message: expect.stringMatching(
        /^refused to load http:\/\/127\.0\.0\.1:\d+\/away: it redirects to http:\/\/127\.0\.0\.1:\d+\/, and 127\.0\.0\.1 resolves to 127\.0\.0\.1, a private or reserved address/,
      ),
    });
  }, 90_000);

  test("another consent tool is detected by autoconsent's rules, with its category toggle and settings link, and nothing is clicked", async () => {
    const { report: r } = await scan(`${site}/cmp`, { scanType: 'one_page' });
    expect(r).toMatchObject({
      status: 'scan_finish',
      detected_consent_banner: true,
      detected_cookie_category: true,
      detected_cookie_preference: true,
    });
    expect(byName(r, 'cmp_clicked')).toBeUndefined();
    const { report: plain } = await scan(`${site}/plain`, { scanType: 'one_page' });
    expect(plain).toMatchObject({
      status: 'scan_finish',
      detected_consent_banner: false,
      detected_cookie_category: false,
      detected_cookie_preference: false,
    });
  }, 90_000);

  test('80,000 storage keys: the report keeps the known tracker among them and says how many it left out', async () => {
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const healthz: number[] = [];
    const probe = setInterval(async () => {
      const t = performance.now();
      await s.app.request('/healthz');
      healthz.push(performance.now() - t);
    }, 100);
    const { report: r, ms } = await scan(`${site}/stuffed`, { scanType: 'one_page' }).finally(() => {
      clearInterval(probe);
      lag.disable();
    });
    const figures = { ms, maxLoopLagMs: Math.round(lag.max / 1e6), maxHealthzMs: Math.round(Math.max(...healthz)) };
    if (process.env.SCAN_FIGURES) console.log('80,000 storage keys', figures);
    expect(r).toMatchObject({ status: 'scan_finish', pages: '1' });
    expect(byName(r, '_hjSessionUser_4711')).toMatchObject({ tracker_type: 'html_local_storage', category: 'analytics;' });
    expect(r.cookies.filter((c) => c.tracker_type.startsWith('html_')).length).toBe(1_000);
    expect(r.scan_notes).toEqual([
      `${site}/stuffed: 79,000 storage keys not listed: a page lists at most 1,000 storage keys, 1,000 cookies and 1,000 pixels, known trackers first`,
    ]);
  }, 120_000);

  test('a page that allocates past SCAN_MAX_MEMORY_MB ends the scan in scan_fault, its browser killed', async () => {
    const hog = await scan(`${site}/hog`, { scanType: 'one_page', settings: { maxMemoryMb: 600, settleMs: 8_000 } });
    expect(hog.report).toMatchObject({
      status: 'scan_fault',
      scan_failure_message: expect.stringMatching(
        /^the scan's browser used \d+ MB while loading http:\/\/127\.0\.0\.1:\d+\/hog, over the limit of 600 MB \(SCAN_MAX_MEMORY_MB\)$/,
      ),
    });
    // Stopped soon after the cap, well before the page's 3 GB.
    const used = Number(/used (\d+) MB/.exec(hog.report.scan_failure_message ?? '')?.[1]);
    expect(used).toBeGreaterThan(600);
    expect(used).toBeLessThan(2_000);
    // The same scan with the default cap of a normal page is unaffected (the first test scans with it).
    expect(settings.maxMemoryMb).toBe(DEFAULT_SCAN_SETTINGS.maxMemoryMb);
  }, 60_000);

  test('stopping the service gives a running browser scan back to the queue at once', async () => {
    const q = startJobLoop({
      store: dbQueueStore(s.db),
      log: testLog,
      runner: browserRunner(settings, null),
      concurrency: 1,
      pollMs: 50,
    });
    const w = ok(await s.a.websites.create([{ account_id: 'acct_a', url: hanging }]))[0]!;
    const asked = hangingRequest();
    const id = ok(await s.a.scans.trigger([{ account_id: 'acct_a', website_id: w.id, scan_type: 'one_page' }]))[0]!.report_id;
    await asked;
    const t = Date.now();
    await q.stop();
    const ms = Date.now() - t;
    const [row] = await s.db.query<{ status: string; worker: string | null }>('SELECT status, worker FROM scans WHERE id = $1', [
      id,
    ]);
    // Not a speed measure: a stop that waited for the hanging page would take the rest of its 15 s timeout.
    expect({ ...row, beforePageTimeout: ms < settings.pageTimeoutMs / 2 }).toEqual({
      status: 'scanning',
      worker: null,
      beforePageTimeout: true,
    });
  }, 60_000);
});
