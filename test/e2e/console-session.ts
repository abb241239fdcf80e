// Signing in to the console in a browser, as a collaborator does: an invitation made through the signed /v1 API
// (as an admin's partner integration would), its page filled in, which signs them in and opens the console.
import { expect, type Page } from '@playwright/test';
import { ACCOUNT, client, one } from './support.ts';

export const CONSOLE_PASSWORD = 'e2e passphrase that is long';

let n = 0;

/** A new collaborator of the e2e account, invited and signed in on `page`, which ends on the console. */
export async function signInToConsole(
  page: Page,
  who: { role: 'admin' } | { role: 'editor'; website_ids: string[] } = { role: 'admin' },
): Promise<{ id: string; email: string }> {
  const email = `member${Date.now()}-${++n}@console.example`;
  const col = one(await client.collaborators.create([{ account_id: ACCOUNT, email, ...who }]), 'collaborator');
  await page.goto(col.invitation_url!);
  await page.getByLabel('First name').fill('Eve');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Password', { exact: true }).fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page).toHaveURL(/\/console\/$/);
  return { id: col.id, email };
}
