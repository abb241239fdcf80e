import { expect, test } from '@playwright/test';
import { DEMO_SITES } from '../../demo/seed-data.ts';

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
  await accept.click();
  await expect(page.locator('#datalayer')).toContainText('gtag("consent", "update"');
  await expect(page.locator('#cookie')).toContainText(':accept_all:');
  await expect(page.locator('#records')).toContainText('accept_all', { timeout: 10_000 });
  await expect(page.locator('#counts')).toContainText('consent_count 1');
  // The gated analytics script of the example site ran.
  await expect(site.locator('#analytics-status')).not.toContainText('waiting for consent');
});

test('a banner saved from the QA panel is what the site frame shows next', async ({ page }) => {
  await page.goto('/demo/');
  const select = page.locator('#website');
  const tooltip = DEMO_SITES.find((s) => s.key === 'tooltip')!;
  await expect(select.locator('option', { hasText: tooltip.name })).toHaveCount(1, { timeout: 15_000 });
  await select.selectOption({ label: tooltip.name });
  const site = page.frameLocator('#site');
  await expect(site.getByRole('region', { name: 'Cookie consent' })).toBeVisible();

  await page.locator('select[name=display_style]').selectOption('modal');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.locator('#save-status')).toHaveText(/^Saved\./);
  await expect(site.getByRole('dialog')).toBeVisible();
  await expect(site.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
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
  await start.focus();
  await page.keyboard.press('Enter');
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
