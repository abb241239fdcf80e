import { expect, type Page, test } from '@playwright/test';
import { Hono } from 'hono';
import { blockingMapFrom, blockingRewrite } from '../../src/rewrite/hono-rewrite.ts';
import type { BlockingMap } from '../../src/schema/blocking-map.ts';
import { en } from '../../src/service/texts/lang/en.ts';
import { waitsFor } from '../../src/shared/blocking-match.ts';
import { createSite, type HostPageOptions, hostAnswer, SERVICE, type Site } from './support.ts';
import { startTrackers, type Trackers } from './trackers.ts';
import { isVendors, snippetsIn, VENDOR_SNIPPETS, type VendorSnippet } from './vendor-snippets.ts';

// Vendors' documented snippets on one page of a new website with automatic blocking on, in `eu`, served through
// the server-side rewrite (the Hono middleware, with the website's map from the service) and without it; the
// tracker server (test/e2e/trackers.ts) counts every request to a vendor's host
// (docs/runtime.md#the-server-side-rewrite).

test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'serial' });

let trackers: Trackers;
test.beforeAll(async () => {
  trackers = await startTrackers();
});
test.afterAll(() => trackers.close());

/** Serves the page (the vendors' snippets unless `markup` is given), through the rewrite middleware when `rewrite`. */
async function open(
  page: Page,
  site: Site,
  rewrite: boolean,
  markup = { head: snippetsIn('head'), body: snippetsIn('body') },
): Promise<void> {
  const o: HostPageOptions = {
    origin: site.origin,
    head: `${site.firstView.replace('<script ', '<script data-region="eu" ')}\n${markup.head}`,
    body: `<main><h1>Shop</h1></main>\n${markup.body}`,
  };
  const app = new Hono();
  if (rewrite) app.use('*', blockingRewrite(blockingMapFrom({ service: SERVICE, website: site.uuid })));
  app.get('*', (c) => {
    const a = hostAnswer(o, c.req.path);
    return c.body(a.body, a.status as 200, { 'content-type': a.contentType ?? 'text/plain', ...a.headers });
  });
  await page.route(`${site.origin}/**`, async (route) => {
    const res = await app.request(route.request().url());
    await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() });
  });
  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('button', { name: en.texts.accept_all, exact: true }).first()).toBeVisible();
  // Everything the page asks for before a choice: the parser's, the preload scanner's and the snippets' own.
  await page.waitForLoadState('networkidle');
}

const TRACKERS = VENDOR_SNIPPETS.filter((v) => v.category !== 'essential');
const ESSENTIAL = VENDOR_SNIPPETS.filter((v) => v.category === 'essential');
const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const requestedBy = (v: VendorSnippet, hits: readonly string[]) => hits.filter((h) => isVendors(v, h));

async function mapOf(site: Site): Promise<BlockingMap> {
  const map = await blockingMapFrom({ service: SERVICE, website: site.uuid })();
  expect(map, 'the website config carries its blocking map').toBeTruthy();
  return map!;
}

test('through the rewrite, no vendor the map holds gets a request before consent, the essential ones run at once; after accept every one runs', async ({
  page,
}) => {
  const site = await createSite();
  const map = await mapOf(site);
  const heldBy = (v: VendorSnippet) => waitsFor(v.loader, map, new URL(site.origin)) ?? [];
  // Every vendor is in the tracker knowledge every map carries, scanned or not, with its category.
  const unheld = TRACKERS.filter((v) => !heldBy(v).some((c) => c === v.category)).map((v) => `${v.vendor}: ${heldBy(v)}`);
  expect(unheld, 'vendors a new website`s map must hold by their category').toEqual([]);
  expect(
    ESSENTIAL.filter((v) => heldBy(v).length).map((v) => v.vendor),
    'essential ones held',
  ).toEqual([]);
  trackers.hits.length = 0;
  await open(page, site, true);
  const before = [...trackers.hits];
  const leaked = TRACKERS.flatMap((v) => requestedBy(v, before).map((h) => `${v.vendor}: ${h}`));
  expect(leaked).toEqual([]);
  const strict = `${TRACKERS.filter((v) => !requestedBy(v, before).length).length} of ${TRACKERS.length} vendors requested nothing before consent`;
  test.info().annotations.push({ type: 'strict count with the rewrite', description: strict });
  console.log(`strict count with the rewrite (${test.info().project.name}): ${strict}`);
  for (const v of ESSENTIAL) await expect.poll(() => ran(page), `${v.vendor} before consent`).toContain(v.runs);

  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).first().click();
  for (const v of VENDOR_SNIPPETS)
    if (v.frame) await expect.poll(() => trackers.hits.some((h) => v.runs.startsWith(h)), v.vendor).toBe(true);
    else await expect.poll(() => ran(page), v.vendor).toContain(v.runs);
});

test('without the rewrite, the tags written in the HTML are requested before consent (the strict count)', async ({ page }) => {
  const site = await createSite();
  trackers.hits.length = 0;
  await open(page, site, false);
  const before = [...trackers.hits];
  const requested = TRACKERS.filter((v) => requestedBy(v, before).length).map((v) => v.vendor);
  const strict = TRACKERS.length - requested.length;
  test.info().annotations.push({
    type: 'strict count, snippet alone',
    description: `${strict} of ${TRACKERS.length} vendors requested nothing before consent; requested: ${requested.join(', ')}`,
  });
  console.log(
    `strict count, snippet alone (${test.info().project.name}): ${strict} of ${TRACKERS.length}; requested: ${requested.join(', ')}`,
  );
  // gtag.js, written in the HTML, is fetched by the preload scanner before any script can stop it.
  expect(requested).toContain(TRACKERS.find((v) => v.loader.includes('/gtag/js?id=G-'))!.vendor);
  // None of them ran all the same: the runtime's blocker typed them out in time.
  const early = await ran(page);
  expect(TRACKERS.filter((v) => !v.frame && early.includes(v.runs)).map((v) => v.vendor)).toEqual([]);
});

// Markup that the earlier regular expressions read otherwise than browsers do (docs/decisions/blocking.md#the-server-side-rewrite).
const TRICKS = {
  head: `<!--><script src="https://connect.facebook.net/en_US/fbevents.js"></script>
<script/src="https://www.googletagmanager.com/gtag/js?id=G-TEST1"></script>
<script src="https://static&#x2e;hotjar&#46;com/c/hotjar-1.js"></script>`,
  body: `<svg width="0" height="0"><script href="https://www.clarity.ms/tag/svg"></script></svg>
<template id="later"><script src="https://bat.bing.com/bat.js"></script></template>
<script>document.body.appendChild(document.getElementById('later').content.cloneNode(true));</script>`,
};
const TRICK_HOSTS = ['connect.facebook.net', 'www.googletagmanager.com', 'static.hotjar.com', 'www.clarity.ms', 'bat.bing.com'];

test('through the rewrite, markup read as browsers read it: a comment `<!-->`, `<script/src>`, character references, SVG and template scripts', async ({
  page,
}) => {
  const site = await createSite();
  trackers.hits.length = 0;
  await open(page, site, true, TRICKS);
  expect(trackers.hits.filter((h) => TRICK_HOSTS.some((t) => h.startsWith(`${t}/`)))).toEqual([]);
  expect(await ran(page)).toEqual([]);
  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).first().click();
  await expect
    .poll(async () => [...(await ran(page))].sort())
    .toEqual(['bat.bing.com/bat.js', 'fbevents.js', 'gtag.js', 'static.hotjar.com/c/hotjar-1.js', 'www.clarity.ms/tag/svg']);
});
