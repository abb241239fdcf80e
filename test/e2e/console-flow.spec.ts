import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_PASSWORD, signInToConsole } from './console-session.ts';
import { localSite } from './local-site.ts';
import { axe } from './support.ts';

// The whole path for a site owner, without code, on Chromium and Firefox: sign in, add a website, install
// the snippet on their own page, scan it, classify what was found, change the banner's texts and style with the
// preview, publish the policy, and see a visitor's consent in the charts. Each screen is checked with axe at a
// desktop and a phone width, and shot for a person to look at (test-results/console/flow-<screen>-<width>.png).

const NAME = 'Northwind Roastery';

async function everyWidth(page: Page, screen: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axe(page), `${screen}: axe at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen} fits ${width} px`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `test-results/console/flow-${screen}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a site owner signs in, adds and installs a website, scans, classifies, designs the banner, publishes and reads consent', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const site = await localSite();
  try {
    // Signed in by the invitation; then out, and in again with the password, through the sign-in screen.
    const me = await signInToConsole(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await everyWidth(page, 'sign-in');
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill(CONSOLE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
    await everyWidth(page, 'websites-empty');

    // The wizard: address and name, company, the snippet pasted on the owner's page and checked, the first scan.
    await page.getByRole('link', { name: 'Add a website' }).first().click();
    await page.getByLabel('Website address').fill(site.url);
    await page.getByLabel('Name', { exact: true }).fill(NAME);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Legal name').fill('Northwind Roastery Ltd');
    await page.getByLabel('Contact email').fill('privacy@northwind.example');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 4: Install the snippet' })).toBeFocused();
    const websiteId = new URL(page.url()).searchParams.get('website')!;
    site.paste((await page.locator('#new-snippet').textContent()) ?? '');
    await page.getByRole('button', { name: 'Check installation' }).click();
    await expect(page.getByText(/^Installed: the snippet is the first script in the page’s head/)).toBeVisible({
      timeout: 90_000,
    });
    await everyWidth(page, 'wizard-snippet');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Scan now' }).click();
    await page.getByRole('link', { name: 'Follow it on the Scan screen' }).click();

    // The scan's report: the page's own cookie, set before consent and known to no database, classified in place.
    await expect(page.getByRole('heading', { level: 1, name: 'Scan' })).toBeVisible();
    await expect(page.locator('p.scan-status[role=status]')).toHaveText(
      /^Scan finished: 1 page, \d+ found, [1-9]\d* unclassified\.$/,
      {
        timeout: 120_000,
      },
    );
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^nw_roast_pref/ }) });
    await expect(row).toContainText('New');
    await row.getByLabel('Category of nw_roast_pref').selectOption('performance');
    await row.getByLabel('Provider of nw_roast_pref').fill('Northwind Roastery');
    await row.getByLabel('Description of nw_roast_pref').fill('Remembers the roast a visitor prefers.');
    await row.getByRole('button', { name: 'Save nw_roast_pref' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved nw_roast_pref.' })).toBeVisible();
    await everyWidth(page, 'scan');

    // The banner: its own title and buttons in English, another style, seen in the preview of the real runtime.
    await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Banner' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Banner' })).toBeVisible();
    await page.getByLabel('Display style').selectOption('modal');
    await page.getByLabel('Title', { exact: true }).fill('Fresh beans, fair cookies');
    await page.getByLabel('Accept button').fill('Yes, all of them');
    await page.getByLabel('Reject button').fill('No, only essentials');
    await page.getByRole('button', { name: 'Save banner' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
    const preview = page.frameLocator('iframe[title="Preview of the banner"]');
    await expect(preview.getByRole('dialog', { name: 'Fresh beans, fair cookies' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'No, only essentials', exact: true })).toBeVisible();
    await page.getByLabel('Phone (390 px)').check();
    await expect(preview.getByRole('button', { name: 'Yes, all of them', exact: true })).toBeVisible();
    await everyWidth(page, 'banner');

    // The policy: published, so the mark of an unpublished policy goes.
    await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Policy' }).click();
    await expect(page.locator('#policy-stale')).toContainText('Not published yet');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published on' })).toBeVisible();
    await expect(page.locator('#policy-stale')).toHaveCount(0);
    await everyWidth(page, 'policy');

    // A visitor of the owner's page accepts, with the owner's texts; the console's charts count the decision.
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    await shop.goto(site.url);
    await shop.getByRole('button', { name: 'Yes, all of them', exact: true }).click();
    await expect(shop.getByRole('button', { name: 'Yes, all of them', exact: true })).toBeHidden();
    await visitor.close();
    await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Consent' }).click();
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/: 1 decisions and \d+ page views/)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: /Consent records/ }).getByRole('row')).toHaveCount(2);
    await everyWidth(page, 'consent');

    // Back on the list, the website shows its snippet seen and its scan.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Websites' }).click();
    const listed = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME }) });
    await expect(listed).not.toContainText('Not scanned');
    await expect(listed.getByRole('link', { name: NAME })).toHaveAttribute('href', `/console/websites/${websiteId}`);
    await everyWidth(page, 'websites');

    // The admin's own screens: the team (with this admin in it) and the API keys.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByText(me.email).first()).toBeVisible();
    await everyWidth(page, 'team');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'API keys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await everyWidth(page, 'keys');
  } finally {
    await site.close();
  }
});
