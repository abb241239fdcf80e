import { expect, type Page, test } from '@playwright/test';
import { DEMO_SITES } from '../../demo/seed-data.ts';
import { SEEDED_DECISIONS } from '../../demo/seed-decisions.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { axe } from './support.ts';

// The demo on the real service (`npm start` → /demo/): the QA panel lists the
// websites the service seeded through the signed API, the example site in the
// frame shows their banners, and a decision made there comes back as a record.

test("the QA panel lists the seeded websites; the site frame shows each one's banner; a decision comes back as a record", async ({
  page,
}) => {
  await page.goto('/demo/');
  const select = page.locator('#website');
  // Seeding runs once the service listens: wait for all of them.
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).length, { timeout: 15_000 })
    .toBe(DEMO_SITES.length);
  expect((await select.locator('option').allTextContents()).sort()).toEqual(DEMO_SITES.map((s) => s.name).sort());

  const site = page.frameLocator('#site');
  const stretch = DEMO_SITES.find((s) => s.key === 'stretch')!;
  await select.selectOption({ label: stretch.name });
  const accept = site.locator('[data-service-consent]').getByRole('button', { name: 'Accept all', exact: true });
  await expect(site.getByRole('region', { name: 'Cookie consent' })).toBeVisible();

  await select.selectOption({ label: DEMO_SITES.find((s) => s.key === 'modal')!.name });
  await expect(site.getByRole('dialog')).toBeVisible();

  // The German QA language on the stretch site, then a decision: the panel shows the dataLayer and the record.
  await select.selectOption({ label: stretch.name });
  await page.locator('#region').selectOption('eu');
  await expect(site.getByRole('region')).toBeVisible();
  // The website holds the decisions the demo seeded, and those other tests on the same service make in
  // parallel (demo-analytics.spec.ts, on another engine): this one adds at least one.
  const count = async () => Number(/consent_count (\d+)/.exec((await page.locator('#counts').textContent()) ?? '')?.[1] ?? -1);
  await expect.poll(count).toBeGreaterThanOrEqual(SEEDED_DECISIONS);
  const before = await count();
  await accept.click();
  await expect(page.locator('#datalayer')).toContainText('gtag("consent", "update"');
  await expect(page.locator('#cookie')).toContainText(':accept_all:');
  await expect(page.locator('#records')).toContainText('accept_all', { timeout: 10_000 });
  await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(before);
  // The gated analytics script of the example site ran.
  await expect(site.locator('#analytics-status')).not.toContainText('waiting for consent');
});

test('Scan this site: the panel scans the example site through the signed API, shows progress, then the report by category with what was set before consent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/demo/');
  const select = page.locator('#website');
  const stretch = DEMO_SITES.find((s) => s.key === 'stretch')!;
  await expect(select.locator('option', { hasText: stretch.name })).toHaveCount(1, { timeout: 15_000 });
  await select.selectOption({ label: stretch.name });
  const status = page.locator('#scan-status[role=status]');
  await expect(status).toHaveText('This website has not been scanned yet.');

  // Started from the keyboard.
  const start = page.getByRole('button', { name: 'Scan this site' });
  // The frame's banner leaves focus to the panel around it (runtime.spec.ts: a banner in a frame).
  await start.press('Enter');
  await expect(start).toBeDisabled();
  // Progress in the live region while the browser crawls (pages done / queued), then the result.
  await expect(status).toHaveText(/^Scanning… \d+ pages? done, \d+ queued\.$/, { timeout: 30_000 });
  await expect(status).toHaveText(/^Scan finished: \d+ pages, \d+ found, \d+ set before consent\.$/, { timeout: 90_000 });
  await expect(start).toBeEnabled();

  const row = (category: string, name: string) =>
    page.locator(`#scan-report table[data-category="${category}"] tr`, {
      has: page.getByRole('rowheader', { name, exact: true }),
    });
  // Before any choice, on purpose: a script cookie, a third party's cookie and pixel, storage.
  await expect(row('analytics', '_ga')).toContainText('Set before consent');
  await expect(row('analytics', '_ga')).toContainText('Google Analytics');
  await expect(row('advertising', 'uuid2')).toContainText(/server_cookie.*localhost.*third.*Xandr.*Set before consent/);
  await expect(row('unclassified', 'localhost/demo/tp/px.gif')).toContainText(/pixel_tracker.*Set before consent/);
  await expect(row('analytics', 'mp_northwind_mixpanel')).toContainText(/html_local_storage.*Set before consent/);
  await expect(row('unclassified', 'tab_state')).toContainText(/html_session_storage.*Set before consent/);
  await expect(row('unclassified', 'ab_bucket')).toContainText(/server_cookie.*Set before consent/);
  await expect(page.locator('#scan-report tr.before')).not.toHaveCount(0);
  // Essential, so no violation: the server's CSRF cookie and our runtime's own memory.
  await expect(row('essential', 'XSRF-TOKEN')).toContainText('Before consent (essential)');
  await expect(row('essential', 'service_consent')).toContainText('After consent');
  // Only once the scanner accepted everything through the runtime: the gated tags' cookies, IndexedDB and beacon.
  await expect(row('analytics', '_gid')).toContainText('After consent');
  await expect(row('advertising', '_gcl_au')).toContainText('After consent');
  await expect(row('unclassified', 'northwind-analytics')).toContainText(/indexed_db.*After consent/);
  await expect(row('unclassified', 'localhost/demo/tp/collect')).toContainText(/pixel_tracker.*After consent/);
  await expect(page.locator('#scan-report tr.before', { hasText: 'After consent' })).toHaveCount(0);

  // The seeded website has automatic blocking on (a new website's default): each finding says whether the map held
  // it back, and a known tracker set before consent is warned next to the setting.
  await expect(page.locator('#scan-blocking')).toHaveText(
    /^Automatic blocking was on: the blocking map holds back \d+ of \d+\.$/,
  );
  await expect(row('analytics', '_ga')).toContainText(/Set before consent(Held back|Not in the map)/);

  // In the panel's narrow column (334 px at this width) every header keeps its words whole: the table scrolls in a
  // box the keyboard reaches instead (the headers once broke into fragments such as "Dom / ain").
  expect(await page.locator('#scan-report').evaluate((e) => e.clientWidth)).toBeLessThanOrEqual(334);
  const broken = await page.locator('#scan-report thead th').evaluateAll((cells) =>
    cells.flatMap((th) => {
      const text = th.firstChild!;
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
      return words
        .filter((w) => {
          const range = document.createRange();
          range.setStart(text, w.index!);
          range.setEnd(text, w.index! + w[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((w) => w[0]);
    }),
  );
  expect(broken).toEqual([]);
  const box = page.locator('#scan-report').getByRole('region', { name: 'Analytics', exact: true });
  await expect(box).toHaveAttribute('tabindex', '0');
  expect(await box.evaluate((e) => e.getBoundingClientRect().width)).toBeLessThanOrEqual(334);

  const signal = (key: string) => page.locator(`#scan-signals dd[data-signal="${key}"]`);
  await expect(signal('detected_consent_banner')).toHaveText('yes');
  await expect(signal('detected_cookie_preference')).toHaveText('yes');
  await expect(signal('compliant_disclose_cookie')).toHaveText('no');
  await expect(signal('compliant_adequate_countries')).toHaveText('no');

  // Another website and back: the latest report is read again.
  await select.selectOption({ label: DEMO_SITES.find((s) => s.key === 'modal')!.name });
  await expect(status).toHaveText('This website has not been scanned yet.');
  await select.selectOption({ label: stretch.name });
  await expect(status).toHaveText(/^Scan finished/);
});

/** The panel on `key`'s seeded website, with the link to its banner in the console. */
async function openPanel(page: Page, key: string) {
  await page.goto('/demo/');
  const seeded = DEMO_SITES.find((s) => s.key === key)!;
  const option = page.locator('#website option', { hasText: seeded.name });
  await expect(option).toHaveCount(1, { timeout: 15_000 });
  const website = (await option.getAttribute('value'))!;
  await page.goto(`/demo/?website=${website}`);
  await expect(page.getByRole('link', { name: "Edit this website's banner in the console" })).toHaveAttribute(
    'href',
    `/console/websites/${website}/banner`,
  );
  return website;
}

test('the site frame switches between desktop, tablet and phone widths', async ({ page }) => {
  await openPanel(page, 'stretch');
  const site = page.frameLocator('#site');
  // The panel points the frame at the site only after it has loaded the banner: wait for the site's page
  // before reading its width, or the first read can land in the navigation from the frame's blank page.
  await expect(site.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  const width = () => site.locator('html').evaluate(() => window.innerWidth);
  for (const [name, px] of [
    ['Phone', 390],
    ['Tablet', 768],
    ['Desktop', 1366],
  ] as const) {
    await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
    await expect.poll(width).toBe(px);
  }
  await expect(site.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});

test('the QA panel offers every language the service has for the visitor', async ({ page }) => {
  await openPanel(page, 'stretch');
  // It once offered 16 of the 20 (ar, he, ja and zh missing): the list is src/shared/languages.ts.
  await expect(page.locator('#lang option')).toHaveText(['As my browser prefers', ...LANGUAGES]);
  await page.locator('#lang').selectOption('ja');
  await expect(page.locator('#site')).toHaveAttribute('src', /service_lang=ja/);
});

test('the QA panel has no axe violation, the dataLayer explained', async ({ page }) => {
  await openPanel(page, 'stretch');
  const site = page.frameLocator('#site');
  const entries = page.locator('#datalayer li');
  // A first view (no config cached on the device): the strict default, then the website's per region (this
  // site's global region has consent mode off, so the EU's comes next).
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('button', { name: 'Reload site' }).click();
  await expect(site.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(entries.first()).toContainText("The runtime's strict default");
  await expect(entries.nth(1)).toContainText("The website's default for visitors in");
  // The next view has the config cached: the QA region's default alone.
  await page.locator('#region').selectOption('eu');
  await expect(entries.first()).toContainText("The website's default for the region chosen above");
  await expect(site.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect(await axe(page, { all: true })).toEqual([]);
});

test('the shop page leaves the server through the server-side rewrite: its untagged Google tag is held', async ({ page }) => {
  await page.goto('/demo/');
  const option = page.locator('#website option', { hasText: DEMO_SITES.find((s) => s.key === 'stretch')!.name });
  await expect(option).toHaveCount(1, { timeout: 15_000 });
  const home = await (await page.request.get(`/demo/site?website=${await option.getAttribute('value')}`)).text();
  expect(home).not.toContain('gtag/js');
  const shop = /href="([^"]*page=shop[^"]*)"/.exec(home)![1]!.replace(/&amp;/g, '&');
  // The rewrite reads the website's map from the service (kept a few seconds): the first answer may precede it.
  await expect
    .poll(async () => (await (await page.request.get(shop)).text()).match(/<script[^>]*gtag\/js[^>]*>/)?.[0], { timeout: 15_000 })
    .toMatch(/type="text\/plain" data-service-category="analytics"/);
});
