import { expect, type Page, test } from '@playwright/test';
import { signInToConsole } from './console-session.ts';
import { axe, createSite, records, texts } from './support.ts';

// The console's banner screen on the real service: a change of style and position is saved and the preview
// frame, the website's real runtime, shows it; the preview follows the phone width, another language and the
// preference centre; the screen is axe clean at desktop and phone widths.

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the banner"]');

test('the banner screen saves a style and position, and the preview shows them at each width, language and view', async ({
  page,
}) => {
  const site = await createSite({ banner: { display_style: 'stretch', position: 'bottom', selected_languages: ['en', 'de'] } });
  const [en, de] = [await texts(site, 'en'), await texts(site, 'de')];
  await signInToConsole(page);
  await page.goto(`/console/websites/${site.id}/banner`);
  await expect(page.getByRole('heading', { level: 1, name: 'Banner' })).toBeVisible();
  const frame = preview(page);
  await expect(frame.getByRole('region', { name: en.banner_label })).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);

  // A tooltip in the top left: saved, then shown in the frame where it now sits.
  await page.getByLabel('Display style').selectOption('tooltip');
  await page.getByLabel('Position').selectOption('top_left');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
  const banner = frame.getByRole('region', { name: en.banner_label });
  await expect(banner).toBeVisible();
  // In the frame's own coordinates: the top left corner of a 1366 × 768 page.
  const corner = () => banner.evaluate((el) => [el.getBoundingClientRect().top, el.getBoundingClientRect().left]);
  await expect.poll(async () => Math.max(...(await corner()))).toBeLessThan(100);

  // Then a modal: a dialog in the frame.
  await page.getByLabel('Display style').selectOption('modal');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(frame.getByRole('dialog')).toBeVisible();

  await page.getByLabel('Phone (390 px)').check();
  await expect(page.locator('iframe[title="Preview of the banner"]')).toHaveCSS('width', '390px');
  await expect(frame.getByRole('dialog')).toBeVisible();

  await page.getByLabel("Visitor's language").selectOption('de');
  await expect(frame.getByRole('button', { name: de.accept_all, exact: true })).toBeVisible();

  await page.getByLabel('Preference centre').check();
  await expect(frame.getByRole('dialog', { name: de.pc_title })).toBeVisible();

  // A choice made in the preview is kept nowhere and recorded for no one: shown again, the banner asks again.
  await page.getByLabel('Banner', { exact: true }).check();
  await frame.getByRole('button', { name: de.accept_all, exact: true }).click();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  // By keyboard: the frame's banner, closing, hands focus back inside the frame, which scrolls the page under a
  // pointer on its way to the button (the button itself sits above the frame, out of view by then).
  await page.getByRole('button', { name: 'Show again' }).focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: de.accept_all, exact: true })).toBeVisible();
  expect(await records(site)).toEqual([]);
});

test('the banner screen shows a warning next to its setting and is axe clean at 1366 and 390 px', async ({ page }) => {
  const site = await createSite({ regions: { eu: { enable_decline_button: false } } });
  await signInToConsole(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/console/websites/${site.id}/banner`);
  await page.getByLabel('Rules for visitors in').selectOption('eu');
  await expect(page.getByLabel('Offer a "Reject all" button')).toHaveAccessibleDescription(/^Warning: .*decline button/);
  // The custom theme's contrast feedback, live.
  await page.getByLabel('Use a custom theme instead of the preset').check();
  await page.getByLabel('Text colour', { exact: true }).fill('#aaaaaa');
  await expect(page.getByLabel('Text colour', { exact: true })).toHaveAccessibleDescription(/below WCAG AA \(4\.5:1\)/);
  await page.getByLabel('Text colour', { exact: true }).fill('navy');
  await expect(page.getByLabel('Text colour: picker', { exact: true })).toHaveValue('#000080');
  expect(await axe(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axe(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
