import { expect, test } from '@playwright/test';
import { CONSOLE_PASSWORD, signInToConsole } from './console-session.ts';
import { axe } from './support.ts';

test('an invited admin accepts, lands signed in on the console, and signs out', async ({ page }) => {
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('after signing out, signs in again on the sign-in screen by keyboard; a wrong password is announced', async ({ page }) => {
  const { email } = await signInToConsole(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axe(page)).toEqual([]);
  }
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The email or the password is not right. Check both and try again.');
  expect(await axe(page)).toEqual([]);
  await page.getByLabel('Password').fill(CONSOLE_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
});
