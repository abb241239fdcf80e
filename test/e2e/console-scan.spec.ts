import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInToConsole } from './console-session.ts';
import { ACCOUNT, axe, client, one } from './support.ts';

// The scan screen against the real worker: a website made through /v1 for a page this test serves on loopback
// (the service scans private addresses in this suite: SCAN_ALLOW_PRIVATE in playwright.config.ts), scanned from the
// console, and its unclassified cookie classified in place.

let site: Server;
let url = '';
test.beforeAll(async () => {
  site = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/') {
      res.writeHead(404).end();
      return;
    }
    // An A/B-test bucket before any choice: nothing the classifier knows, so the scan leaves it unclassified.
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': 'ab_bucket=a; Max-Age=604800; Path=/; SameSite=Lax',
    });
    res.end('<!doctype html><html lang="en"><title>Local shop</title><h1>Local shop</h1></html>');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((done) => site.close(() => done())));

test('an admin scans a website from the console and classifies what the scan left unclassified', async ({ page }) => {
  test.setTimeout(120_000);
  const website = one(await client.websites.create([{ account_id: ACCOUNT, name: 'Local shop', url }]), 'website');
  await signInToConsole(page);
  await page.goto(`/console/websites/${website.id}/scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan' })).toBeVisible();
  const status = page.locator('p.scan-status[role=status]');
  await expect(status).toHaveText('This website has not been scanned yet.');
  expect(await axe(page)).toEqual([]);

  // From the keyboard; the status follows the scan until its report.
  const scanNow = page.getByRole('button', { name: 'Scan now' });
  await scanNow.focus();
  await page.keyboard.press('Enter');
  await expect(scanNow).toBeDisabled();
  await expect(status).toHaveText(/^Scan finished: 1 page, \d+ found, [1-9]\d* unclassified\.$/, { timeout: 90_000 });
  await expect(scanNow).toBeEnabled();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^ab_bucket/ }) });
  await expect(row).toContainText('New');
  await page.getByRole('heading', { name: 'What is new' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.scan-news')).toContainText('ab_bucket');
  await page.getByLabel('Unclassified only').check();
  await row.getByLabel('Category of ab_bucket').selectOption('analytics');
  await row.getByLabel('Provider of ab_bucket').fill('Our A/B tests');
  await row.getByLabel('Description of ab_bucket').fill('Which variant of the shop a visitor sees.');
  await row.getByRole('button', { name: 'Save ab_bucket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved ab_bucket.' })).toBeVisible();
  // Classified: out of the unclassified list, and the website's cookie as /v1 reads it.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Unclassified only').uncheck();
  await expect(row).toContainText(/Analytics.*Our A\/B tests/);
  const cookies = (await client.cookies.list([{ account_id: ACCOUNT, website_id: website.id }])).results;
  expect(cookies.find((c) => c.name === 'ab_bucket')).toMatchObject({ category: 'analytics;', service: 'Our A/B tests' });

  expect(await axe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await axe(page)).toEqual([]);
  // The table scrolls inside its own region; the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
