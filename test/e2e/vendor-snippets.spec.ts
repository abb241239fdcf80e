import { type Browser, expect, type Page, test } from '@playwright/test';
import { en } from '../../src/service/texts/lang/en.ts';
import { createSite, hostAnswer, type Site } from './support.ts';
import { startTrackers, type Trackers } from './trackers.ts';
import { snippetsIn, VENDOR_SNIPPETS, type VendorSnippet } from './vendor-snippets.ts';

// Automatic blocking against the vendors' own install snippets (issue 40), on a new website no scan has seen
// (no cookies), in the `eu` region: every tracker is held before consent by what the service knows of trackers
// alone (docs/decisions/blocking.md#the-tracker-knowledge), runs after accept, and is released by its own category
// and no other; the essential ones (reCAPTCHA, Stripe.js, jQuery from cdnjs) run at once, also with unknown third
// parties blocked. The vendors and their documented snippets: test/e2e/vendor-snippets.ts.

test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'serial' });

const TRACKERS = VENDOR_SNIPPETS.filter((v) => v.category !== 'essential');
const ESSENTIAL = VENDOR_SNIPPETS.filter((v) => v.category === 'essential').map((v) => v.runs);
const FRAMES = TRACKERS.filter((v) => v.frame);

let trackers: Trackers;
let allowing: Site;
let blocking: Site;
test.beforeAll(async () => {
  trackers = await startTrackers();
  // New websites, no scan, no cookies: what the map holds is the service's tracker knowledge alone.
  allowing = await createSite({ cookies: [] });
  blocking = await createSite({ cookies: [], banner: { unknown_third_parties: 'block' } });
});
test.afterAll(() => trackers.close());

/** A fresh visitor (a context of its own) on the vendors' page of `site`, once it has loaded. */
async function visit(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const head = `${site.firstView.replace('<script ', '<script data-region="eu" ')}\n${snippetsIn('head')}`;
  const body = `<main><h1>Shop</h1></main>\n${snippetsIn('body')}`;
  await context.route(`${site.origin}/**`, (route) =>
    route.fulfill(hostAnswer({ origin: site.origin, head, body }, new URL(route.request().url()).pathname)),
  );
  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('button', { name: en.texts.accept_all, exact: true }).first()).toBeVisible();
  return page;
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const frameHits = (frame: string) => trackers.hits.filter((h) => h.startsWith(frame)).length;
const names = (list: VendorSnippet[]) => list.map((v) => v.vendor);

/**
 * What has run of `list` so far: a script by its note, an embed by a request for its frame since `since` (a frame
 * written in the HTML may be requested once before the blocker stops it).
 */
async function runOf(page: Page, list: VendorSnippet[], since: Map<string, number>): Promise<string[]> {
  const notes = await ran(page);
  return names(list.filter((v) => (v.frame ? frameHits(v.runs) > (since.get(v.runs) ?? 0) : notes.includes(v.runs))));
}

/** The vendors are all held (after the page's load event, and a moment for its load listeners' inserts). */
async function expectAllHeld(page: Page): Promise<Map<string, number>> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const since = new Map(FRAMES.map((v) => [v.runs, frameHits(v.runs)]));
  const notes = await ran(page);
  expect(names(TRACKERS.filter((v) => !v.frame && notes.includes(v.runs))), 'ran before consent').toEqual([]);
  // The embeds wait behind their placeholders.
  await expect(page.locator('.service-placeholder')).toHaveCount(FRAMES.length);
  return since;
}

/** The essential ones ran at once, and the page's own calls on them worked. */
async function expectEssentialRan(page: Page): Promise<void> {
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(ESSENTIAL));
  expect(await page.evaluate(() => (window as unknown as { __stripe: string }).__stripe)).toBe('pk_test_vendor');
  expect(await page.evaluate(() => (window as unknown as { __jquery: string }).__jquery)).toBe('function');
}

test('every vendor is held before consent and runs after accept; the essential ones run at once', async ({ browser }) => {
  const page = await visit(browser, allowing);
  await expectEssentialRan(page);
  const since = await expectAllHeld(page);
  // The GTM container itself is no tracker: it ran, and its tags wait.
  expect(await ran(page)).toContain('gtm.js GTM-VENDOR');

  await page.getByRole('button', { name: en.texts.accept_all, exact: true }).first().click();
  await expect.poll(() => runOf(page, TRACKERS, since), { timeout: 10_000 }).toEqual(names(TRACKERS));
  await page.context().close();
});

for (const category of ['performance', 'analytics', 'advertising', 'social_networking'] as const) {
  test(`consent to ${category} alone releases its vendors and no other`, async ({ browser }) => {
    const page = await visit(browser, allowing);
    const since = await expectAllHeld(page);
    await page.evaluate(
      (c) => (window as unknown as { ServiceConsent: { set(c: string[]): void } }).ServiceConsent.set([c]),
      category,
    );
    const own = TRACKERS.filter((v) => v.category === category);
    const others = TRACKERS.filter((v) => v.category !== category);
    await expect.poll(() => runOf(page, own, since), { timeout: 10_000 }).toEqual(names(own));
    // Anything released by mistake went out with them: a moment for it to arrive.
    await page.waitForTimeout(500);
    expect(await runOf(page, others, since)).toEqual([]);
    await page.context().close();
  });
}

test('with unknown third parties blocked, the essential ones still run at once and the vendors stay held', async ({
  browser,
}) => {
  const page = await visit(browser, blocking);
  await expectEssentialRan(page);
  await expectAllHeld(page);
  await page.context().close();
});
