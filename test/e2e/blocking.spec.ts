import { expect, type Page, test } from '@playwright/test';
import { blockingMapFrom } from '../../src/rewrite/hono-rewrite.ts';
import { rewriteHtml } from '../../src/rewrite/rewrite-html.ts';
import { en } from '../../src/service/texts/lang/en.ts';
import { createSite, type HostPageOptions, hostAnswer, SERVICE, type Site } from './support.ts';
import { startTrackers, type Trackers } from './trackers.ts';

// Automatic blocking on a page that tags nothing, with real trackers' host names served by the suite's tracker
// server (test/e2e/trackers.ts): Google Analytics in the HTML, a Meta Pixel and a YouTube iframe inserted by
// script, a GTM-style container that injects a tracker tag, in the `eu` region (docs/runtime.md#automatic-blocking).

test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'serial' });

let trackers: Trackers;
test.beforeAll(async () => {
  trackers = await startTrackers();
});
test.afterAll(() => trackers.close());

const HEAD = (site: Site, region = 'eu') => `${site.firstView.replace('<script ', `<script data-region="${region}" `)}
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST1"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST1');</script>
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;
s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1234'); fbq('track', 'PageView');
</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST1"></script>
<script src="/own.js"></script>
<script src="https://connect.facebook.net/tags/write.js"></script>`;
const BODY = `<main><h1>Shop</h1><div id="video"></div></main>
<script>var f = document.createElement('iframe'); f.width = 560; f.height = 315; f.src = 'https://www.youtube.com/embed/video'; document.getElementById('video').appendChild(f);</script>`;
const FILES = { '/own.js': { type: 'text/javascript', body: "(window.__ran = window.__ran || []).push('own.js');" } };

/** Serves the customer's page, optionally through the server-side rewrite with the website's map from the service. */
async function open(page: Page, site: Site, rewrite = false, region = 'eu'): Promise<void> {
  const o: HostPageOptions = { origin: site.origin, head: HEAD(site, region), body: BODY, files: FILES };
  const map = rewrite ? await blockingMapFrom({ service: SERVICE, website: site.uuid })() : undefined;
  if (rewrite) expect(map, 'the website config carries its blocking map').toBeTruthy();
  await page.route(`${site.origin}/**`, (route) => {
    const url = route.request().url();
    const a = hostAnswer(o, new URL(url).pathname);
    route.fulfill(map && a.contentType?.startsWith('text/html') ? { ...a, body: rewriteHtml(a.body, map, url) } : a);
  });
  await page.goto(`${site.origin}/`);
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const requested = (host: string) => trackers.hits.filter((h) => h.startsWith(host));
const accept = (page: Page) => page.getByRole('button', { name: en.texts.accept_all, exact: true }).first().click();

test('before consent none of the trackers runs and none inserted by script is requested; after accept each runs', async ({
  page,
}) => {
  const site = await createSite();
  trackers.hits.length = 0;
  await open(page, site);
  await expect(page.getByRole('button', { name: en.texts.accept_all, exact: true }).first()).toBeVisible();
  // The page's own script and the container run; the container's injected tag waits.
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['own.js', 'gtm.js']));
  await page.waitForTimeout(500);
  expect(await ran(page)).not.toEqual(expect.arrayContaining(['gtag.js']));
  expect(await ran(page)).toEqual(['own.js', 'gtm.js']);
  // Script-inserted: never requested. (What is in the HTML, gtag.js and write.js, the preload scanner may fetch.)
  expect(requested('connect.facebook.net/en_US')).toEqual([]);
  expect(requested('www.youtube.com')).toEqual([]);
  expect(requested('www.google-analytics.com')).toEqual([]);
  // The page's own queue stub keeps the Pixel's calls; the YouTube iframe waits behind the placeholder.
  expect(await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[] } }).fbq.queue.length)).toBe(2);
  await expect(page.locator('.service-placeholder')).toHaveCount(1);
  // Consent mode's defaults are in the dataLayer, denied, for gtag.js to find once it runs (basic consent mode).
  const defaults = await page.evaluate(() =>
    (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .filter((e) => e[0] === 'consent' && e[1] === 'default'),
  );
  expect(defaults).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);

  await accept(page);
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['gtag.js', 'fbevents.js', 'analytics.js']));
  // The Pixel found the two calls the page made before consent in its queue.
  expect(await page.evaluate(() => (window as unknown as { __fbqQueued: number }).__fbqQueued)).toBe(2);
  await expect.poll(() => requested('www.youtube.com/embed/video').length).toBe(1);
  await expect(page.locator('.service-placeholder')).toHaveCount(0);
  // Each once, and the container's injected tag after the container.
  const order = await ran(page);
  expect(order.filter((x) => x === 'gtag.js')).toHaveLength(1);
  expect(order.indexOf('gtm.js')).toBeLessThan(order.indexOf('analytics.js'));
  // Released after the page loaded, the tag's document.write went after it instead of replacing the page.
  await expect.poll(() => ran(page)).toContain('write.js');
  await expect(page.locator('#written')).toHaveText('written by a tag');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
});

test('through the server-side rewrite, no tracker is requested before consent at all', async ({ page }) => {
  const site = await createSite();
  trackers.hits.length = 0;
  await open(page, site, true);
  await expect(page.getByRole('button', { name: en.texts.accept_all, exact: true }).first()).toBeVisible();
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['own.js', 'gtm.js']));
  await page.waitForTimeout(500);
  // Only the container, which is never blocked.
  expect(trackers.hits.filter((h) => !h.startsWith('www.googletagmanager.com/gtm.js'))).toEqual([]);

  await accept(page);
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['gtag.js', 'fbevents.js', 'analytics.js']));
  await expect.poll(() => requested('www.youtube.com/embed/video').length).toBe(1);
});

test('in an opt-out region they run at once; with GPC advertising and social networking stay held', async ({ page, context }) => {
  const site = await createSite();
  trackers.hits.length = 0;
  await open(page, site, false, 'us');
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['gtag.js', 'fbevents.js', 'analytics.js']));

  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const gpc = await context.newPage();
  trackers.hits.length = 0;
  await open(gpc, site, false, 'us');
  await expect.poll(() => ran(gpc)).toEqual(expect.arrayContaining(['gtag.js', 'analytics.js']));
  await gpc.waitForTimeout(500);
  expect(await ran(gpc)).not.toContain('fbevents.js');
  expect(requested('connect.facebook.net/en_US')).toEqual([]);
  expect(requested('www.youtube.com')).toEqual([]);
});

test('decline keeps them held; a website with blocking off loads them at once', async ({ page }) => {
  const site = await createSite();
  trackers.hits.length = 0;
  await open(page, site);
  await page.getByRole('button', { name: en.texts.decline, exact: true }).first().click();
  await page.waitForTimeout(500);
  expect(await ran(page)).toEqual(['own.js', 'gtm.js']);
  expect(requested('connect.facebook.net/en_US')).toEqual([]);

  const off = await createSite({ banner: { automatic_blocking: false } });
  trackers.hits.length = 0;
  const other = await page.context().newPage();
  await open(other, off);
  await expect
    .poll(() => ran(other))
    .toEqual(expect.arrayContaining(['own.js', 'gtm.js', 'gtag.js', 'fbevents.js', 'analytics.js']));
});
