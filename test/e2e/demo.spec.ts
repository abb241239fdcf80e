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
