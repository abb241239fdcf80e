import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInToConsole } from './console-session.ts';
import { axe, createSite, hostPage, records, SERVICE, type Site, texts } from './support.ts';

/** A visitor of the shop, in a browser of their own, deciding with the banner of the website's snippet. */
async function visitAndDecide(browser: Browser, site: Site, button: 'accept_all' | 'decline') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const t = await texts(site);
  await page.goto(await hostPage(page, { origin: site.origin, head: site.snippet }));
  await page.getByRole('button', { name: t[button], exact: true }).click();
  await expect(page.getByRole('button', { name: t[button], exact: true })).toBeHidden();
  await context.close();
}

async function axeAtBothWidths(page: Page) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axe(page), `axe at ${width} px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no sideways scroll at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
}

test('publishing the policy from its screen removes the mark of an unpublished policy', async ({ page }) => {
  const site = await createSite();
  await signInToConsole(page);
  await page.goto(`${SERVICE}/console/websites/${site.id}/policy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  const mark = page.locator('#policy-stale');
  await expect(mark).toContainText('Not published yet');
  await expect(
    page.frameLocator('iframe[title^="Preview of the cookie policy"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await axeAtBothWidths(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  // By keyboard: Enter on the focused button, Enter in the search field.
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await publish.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Published on' })).toBeVisible();
  await expect(mark).toHaveCount(0);
  await expect(page.getByRole('link', { name: /\/policies\// })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Published on/)).toBeVisible();
  await expect(mark).toHaveCount(0);
});

test('consent recorded on the shop shows in the charts’ figures and the log, and its proof downloads', async ({
  page,
  browser,
}) => {
  const site = await createSite();
  await visitAndDecide(browser, site, 'accept_all');
  await visitAndDecide(browser, site, 'decline');
  await expect.poll(async () => (await records(site)).length, { timeout: 10_000 }).toBe(2);
  const stored = await records(site);
  const accepted = stored.find((r) => r.method === 'accept_all')!;

  await signInToConsole(page);
  await page.goto(`${SERVICE}/console/websites/${site.id}/consent`);
  await expect(page.getByText(/2 decisions and \d+ page views/)).toBeVisible();
  const byRegion = page.getByRole('table', { name: /Choices per region/ });
  const regionRow = byRegion.getByRole('row').filter({ has: page.getByRole('rowheader', { name: accepted.region }) });
  await expect(regionRow.getByRole('cell')).toHaveText(['2', '50 %', '50 %', '0 %', '0 %', '0 %']);
  await expect(page.getByRole('table', { name: /Choices per display style/ })).toContainText(accepted.shown);
  // uPlot, from its own file, drew the three charts.
  await expect(page.locator('.chart-box canvas')).toHaveCount(3);

  const log = page.getByRole('table', { name: /Consent records/ });
  await expect(log.getByRole('row')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Visitor id' }).fill(accepted.visitor);
  await page.keyboard.press('Enter');
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log).toContainText(accepted.id);
  await axeAtBothWidths(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: "Export the proof of this visitor's records" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`consent-proof-visitor-${accepted.visitor}.json`);
  const proof = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(proof.website).toEqual({ id: site.id, uuid: site.uuid });
  expect([...proof.unsealed, ...proof.records.map((r: { record_id: string }) => r.record_id)]).toEqual([accepted.id]);
});
