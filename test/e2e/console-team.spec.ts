import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_PASSWORD, signInToConsole } from './console-session.ts';
import { ACCOUNT, axe, client, one } from './support.ts';

// The team and keys screens as an admin uses them, and what an invited editor can then reach.

const WIDTHS = [1366, 390];

/** axe clean and nothing wider than the window, at each width. */
async function fitsAndPasses(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test('an admin invites an editor for one website, who accepts and reaches only it', async ({ page, browser }) => {
  const stamp = Date.now();
  const [mine, other] = [`Shop ${stamp}`, `Blog ${stamp}`];
  const site = one(await client.websites.create([{ account_id: ACCOUNT, name: mine, url: 'https://shop.example' }]), 'site');
  one(await client.websites.create([{ account_id: ACCOUNT, name: other, url: 'https://blog.example' }]), 'site');

  await signInToConsole(page);
  await page.goto('/console/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeFocused();

  const email = `editor-${stamp}@console.example`;
  await page.getByLabel('Email').fill(email);
  const invite = page.getByRole('form', { name: 'Invite a collaborator' });
  await expect(invite.getByRole('radio', { name: /Editor/ })).toBeChecked();
  await invite.getByRole('group', { name: 'Websites' }).getByRole('checkbox', { name: mine }).check();
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = await page.getByLabel(`Invitation link for ${email}`).inputValue();
  expect(link).toMatch(/\/invitations\/[0-9a-z]{32}$/);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited, not yet accepted');
  await fitsAndPasses(page);

  const editorContext = await browser.newContext();
  try {
    const editor = await editorContext.newPage();
    await editor.goto(link);
    await editor.getByLabel('First name').fill('Ed');
    await editor.getByLabel('Last name').fill('Itor');
    await editor.getByLabel('Password', { exact: true }).fill(CONSOLE_PASSWORD);
    await editor.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect(editor).toHaveURL(/\/console\/$/);
    const me = await (await editor.request.get('/console/api/me')).json();
    expect(me).toMatchObject({ email, role: 'editor', website_ids: [site.id] });
    for (const path of ['/console/api/team', '/console/api/keys']) {
      const res = await editor.request.get(path);
      expect([path, res.status()]).toEqual([path, 404]);
    }
    // The editor's own view of the console offers neither screen.
    await expect(editor.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
    await expect(editor.getByRole('link', { name: 'Team' })).toHaveCount(0);
  } finally {
    await editorContext.close();
  }

  // By keyboard: the member's panel opens on its heading, and their sessions end.
  await page.reload();
  await page.getByRole('button', { name: 'Manage Ed Itor' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Manage Ed Itor' })).toBeFocused();
  await page.getByRole('button', { name: 'End sessions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ed Itor is signed out' })).toBeVisible();
  await fitsAndPasses(page);
});

test('an admin creates a key pair, sees its private key once, and revokes it', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/console/keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeFocused();
  const label = `CRM ${Date.now()}`;
  await page.getByLabel('Label').fill(label);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Copy the private key now' })).toBeFocused();
  const privateKey = await page.getByLabel('Private key (shown once)').inputValue();
  expect(privateKey).toMatch(/^sk_/);
  await expect(page.getByText('You will not see this private key again.')).toBeVisible();
  await fitsAndPasses(page);
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByText(privateKey)).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(label) });
  await row.getByRole('button', { name: `Revoke ${label}` }).click();
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await row.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`Key pair ${label} is revoked`);
  await expect(page.getByRole('row', { name: new RegExp(label) })).toHaveCount(0);
  await fitsAndPasses(page);
});
