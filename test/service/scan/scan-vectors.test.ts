import type { Server } from 'node:http';
import { hostname } from 'node:os';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS } from '../../../src/service/scan/browser.ts';
import { privateOriginsOf } from '../../../src/service/scan/private-access.ts';
import { ScanFault } from '../../../src/service/scan/runner.ts';
import { CHROMIUM, canRun, need } from '../prerequisites.ts';
import { closeAll, html, runScan, serve, tcpCanary } from './fence.ts';

// From an allowed page, nothing reaches a private address. The page (its
// own host:port allowed, as the demo's site is) tries every way a page has
// to make a request, each at a TCP canary on loopback under several names;
// the canary records the first line of whatever reaches it. A browser
// without the fence hears the vectors (so the page does fire them); a scan
// must let none through.
const servers: Server[] = [];
let site = '';
let canary: Awaited<ReturnType<typeof tcpCanary>>;

/** The canary under the loopback names a page could use: the hosts file's, IPv6, short and hex IPv4, IPv4-mapped. */
const targets = () =>
  ['127.0.0.1', 'localhost', hostname(), '[::1]', '127.1', '0x7f000001', '[::ffff:7f00:1]'].map(
    (h) => `http://${h}:${canary.port}`,
  );

/** One row per way out: its name (the canary hears `/v/<name>`) and the markup that tries it for one target URL. */
const VECTORS: [string, (to: string) => string][] = [
  ['redirect', (to) => `<iframe src="/bounce?to=${encodeURIComponent(`${to}/v/redirect`)}"></iframe>`],
  [
    'redirect-fetch',
    (to) => `<script>fetch('/bounce?to=${encodeURIComponent(`${to}/v/redirect-fetch`)}').catch(() => {})</script>`,
  ],
  ['popup', (to) => `<script>window.open('${to}/v/popup')</script>`],
  ['worker', (to) => `<script>new Worker('/worker.js?to=${encodeURIComponent(`${to}/v/worker`)}')</script>`],
  [
    'service-worker',
    (to) =>
      `<script>navigator.serviceWorker?.register('/worker.js?to=${encodeURIComponent(`${to}/v/service-worker`)}').catch(() => {})</script>`,
  ],
  ['websocket', (to) => `<script>try { new WebSocket('${to.replace('http', 'ws')}/v/websocket') } catch (e) {}</script>`],
  ['eventsource', (to) => `<script>new EventSource('${to}/v/eventsource')</script>`],
  ['beacon', (to) => `<script>navigator.sendBeacon('${to}/v/beacon', 'x')</script>`],
  [
    'prefetch',
    (to) => `<link rel="prefetch" href="${to}/v/prefetch"><link rel="preload" as="fetch" crossorigin href="${to}/v/prefetch">`,
  ],
  [
    'form',
    (to) =>
      `<iframe name="f${to.length}"></iframe><form method="post" action="${to}/v/form" target="f${to.length}"><input name="a" value="1"></form><script>document.forms[document.forms.length - 1].submit()</script>`,
  ],
  ['import', (to) => `<script type="module">import('${to}/v/import').catch(() => {})</script>`],
  ['image', (to) => `<img src="${to}/v/image">`],
  ['navigation', (to) => `<iframe srcdoc="<script>location.href = '${to}/v/navigation'</script>"></iframe>`],
];

beforeAll(async () => {
  canary = await tcpCanary();
  site = await serve((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/bounce') return res.writeHead(302, { location: u.searchParams.get('to') ?? '/' }).end();
    if (u.pathname === '/worker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      const to = JSON.stringify(u.searchParams.get('to'));
      return res.end(`fetch(${to}).catch(() => {}); try { importScripts(${to}); } catch (e) {}`);
    }
    if (u.pathname === '/hostile') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        html(
          targets()
            .flatMap((to) => VECTORS.map(([, markup]) => markup(to)))
            .join('\n'),
        ),
      );
    }
    // A start URL that leaves for the canary, over plain HTTP (the proxy answers 403) and as a tunnel (refused).
    if (u.pathname === '/away') return res.writeHead(302, { location: `${targets()[0]}/v/start-redirect` }).end();
    if (u.pathname === '/away-tls')
      return res.writeHead(302, { location: `https://127.0.0.1:${canary.port}/v/start-redirect` }).end();
    if (u.pathname.startsWith('/p/'))
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(html(Array.from({ length: 30 }, (_, i) => `<a href="/p/${i}">${i}</a>`).join(' ')));
    if (u.pathname === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (u.pathname === '/download') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="x.bin"' });
      return res.end(Buffer.alloc(1_000));
    }
    return res.writeHead(200, { 'content-type': 'text/html' }).end(html('ok'));
  }, servers);
});
beforeEach(() => {
  canary.heard.length = 0;
});
afterAll(async () => {
  await closeAll(servers);
  await canary?.close();
});

const heardVectors = () => new Set(canary.heard.map((l) => /\/v\/([\w-]+)/.exec(l)?.[1]).filter(Boolean));
const onlySite = () => ({ allowPrivate: false, allowPrivateOrigins: privateOriginsOf([site]) });

const withBrowser = canRun('the fence against private addresses', need.chromium, need.databaseFree);
describe.runIf(withBrowser)('from an allowed page, nothing reaches a private address', () => {
  test('a browser without the fence: the page does reach the canary', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS.filter((a) => !a.startsWith('--host-resolver-rules')),
      timeout: 60_000,
    });
    try {
      const page = await browser.newPage();
      // Not the load event: without the fence the page's requests to the canary may hold it; the attempts are
      // what counts, so the test waits for each vector to arrive, however long a loaded machine takes.
      await page.goto(`${site}/hostile`, { waitUntil: 'commit', timeout: 60_000 });
      await canary.until(() => VECTORS.every(([name]) => heardVectors().has(name)), 60_000);
    } finally {
      await browser.close();
    }
    const heard = heardVectors();
    testVectorsLog(heard);
    for (const [name] of VECTORS) expect(heard, name).toContain(name);
  }, 180_000);

  test('a scan lets none of them through', async () => {
    // What is tested is the fence, not the page's load: now and then (seen once in CI, on a quiet machine) one of
    // the refused requests holds the load event past the page timeout, and the scan ends in a fault that says
    // so. The page was reached and its vectors fired either way; the canary must hear none of them.
    const outcome = await runScan(`${site}/hostile`, { ...onlySite(), settleMs: 3_000 }).then(
      (result) => result.observed.pagesDone,
      (err: Error) => err.message,
    );
    if (typeof outcome === 'number') expect(outcome).toBeGreaterThanOrEqual(1);
    else expect(outcome).toMatch(/\/hostile did not finish loading within \d+ s$/);
    expect(canary.heard).toEqual([]);
  }, 120_000);

  test.each([
    ['/away', /refused to load http:\/\/127\.0\.0\.1:\d+\/away: .*127\.0\.0\.1, a private or reserved address/],
    ['/away-tls', /refused to load http:\/\/127\.0\.0\.1:\d+\/away-tls: .*127\.0\.0\.1, a private or reserved address/],
  ])(
    'a start URL that redirects to a refused address (%s) is a fault that says why',
    async (path, message) => {
      const run = runScan(`${site}${path}`, onlySite());
      await expect(run).rejects.toBeInstanceOf(ScanFault);
      await expect(run).rejects.toThrow(message);
      expect(canary.heard).toEqual([]);
    },
    90_000,
  );

  test('a redirect loop and a download as the start URL are faults that say so', async () => {
    await expect(runScan(`${site}/loop`, onlySite())).rejects.toThrow(/too many redirects/);
    await expect(runScan(`${site}/download`, onlySite())).rejects.toThrow(/is a download, not a page/);
  }, 90_000);

  test('an all_pages scan of a site of 30 linked pages stops at the page cap', async () => {
    const result = await runScan(`${site}/p/0`, { ...onlySite(), maxPages: 3 }, 'all_pages');
    expect(result.observed.pagesDone).toBe(3);
  }, 90_000);
});

function testVectorsLog(heard: Set<unknown>) {
  if (process.env.FENCE_DEBUG) console.log('control heard', [...heard].sort().join(' '));
}
