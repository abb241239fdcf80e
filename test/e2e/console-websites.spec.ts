import { expect, type Page, test } from '@playwright/test';
import { signInToConsole } from './console-session.ts';
import { type LocalSite, localSite } from './local-site.ts';
import { axe, SERVICE } from './support.ts';

// The websites part of the console: an admin adds a website for a page served on this machine through the wizard,
// checks its installation before pasting the snippet (run by a scan worker in the scanner's browser), and finds it
// in the list. test/e2e/console-flow.spec.ts pastes it and finds it installed.

let site: LocalSite;
test.beforeAll(async () => {
  site = await localSite();
});
test.afterAll(() => site.close());

const NAME = `Northwind <b>e2e</b> ${Date.now()}`;

/**
 * axe at a desktop and at a phone width, back to the desktop after, with a screenshot at each for a person to
 * look at (test-results/console/<name>-<width>.png; not committed, not compared).
 */
async function axeAtBothWidths(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `test-results/console/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an admin adds a website through the wizard, checks its installation and finds it in the list', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToConsole(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('link', { name: 'Add a website' }).first().click();

  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Address and name' })).toBeVisible();
  await page.getByLabel('Website address').fill(site.url);
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByRole('button', { name: 'Continue' }).click();

  const step2 = page.getByRole('heading', { name: 'Step 2 of 4: Company details' });
  await expect(step2).toBeFocused();
  // The service's warnings, next to the fields they concern, before anything is filled in.
  await expect(page.getByText(/names no controller/)).toBeVisible();
  await axeAtBothWidths(page, 'website-wizard-company');
  await page.getByLabel('Legal name').fill('Northwind Coffee Ltd');
  await page.getByLabel('Contact email').fill('privacy@northwind.example');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Install the snippet' })).toBeFocused();
  const websiteId = new URL(page.url()).searchParams.get('website');
  expect(websiteId).toMatch(/^web_/);
  await expect(page.locator('#new-snippet')).toContainText(`${SERVICE}/c/`);
  await page.getByRole('button', { name: 'Check installation' }).click();
  // Not pasted yet: the scanner's browser loads the page and says so.
  await expect(page.getByText(/The snippet was not found on/)).toBeVisible({ timeout: 60_000 });
  await axeAtBothWidths(page, 'website-wizard-snippet');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 4: First scan' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Scan now' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the website’s overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByLabel('Legal name')).toHaveValue('Northwind Coffee Ltd');
  await axeAtBothWidths(page, 'website-overview');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Websites' }).click();
  await page.getByLabel('Search websites').fill(NAME);
  await page.getByRole('button', { name: 'Search' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(NAME.replace(/[<>]/g, '.')) });
  await expect(row).toContainText('Not seen yet');
  await expect(row).toContainText('Not scanned');
  await expect(row.getByRole('link', { name: NAME })).toHaveAttribute('href', `/console/websites/${websiteId}`);
  await axeAtBothWidths(page, 'websites-list');
});
