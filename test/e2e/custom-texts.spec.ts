import { expect, test } from '@playwright/test';
import { de } from '../../src/service/texts/lang/de.ts';
import { fr } from '../../src/service/texts/lang/fr.ts';
import { consentCount, createSite, hostPage, watchUncaught } from './support.ts';

// An owner's texts (banner extension `custom_texts`) on a page with the website's snippet, in the language the
// browser asks for; markup-like signs in them show as text (docs/service.md#custom-texts).

const FR = {
  banner_title: 'Cookies & "vous" <3 — 5 > 4',
  accept_all: 'J’accepte tout',
  decline: 'Je refuse tout',
  preferences: 'Je choisis',
};

test.use({ locale: 'fr-FR' });

test('a French browser sees the owner’s title and buttons, as text; another language keeps its pack', async ({ page }) => {
  const site = await createSite({ banner: { selected_languages: ['fr', 'de'], custom_texts: { fr: FR } } });
  const uncaught = await watchUncaught(page);
  await page.setExtraHTTPHeaders({ 'x-e2e-country': 'DE' });
  await page.goto(await hostPage(page, { origin: site.origin, head: site.firstView }));

  const title = page.getByRole('heading', { name: FR.banner_title, exact: true });
  await expect(title).toBeVisible();
  // Drawn as a text node: the signs are there as written, and nothing of them became an element.
  expect(await title.evaluate((h) => [h.textContent, h.childElementCount])).toEqual([FR.banner_title, 0]);
  for (const key of ['accept_all', 'decline', 'preferences'] as const)
    await expect(page.getByRole('button', { name: FR[key], exact: true })).toBeVisible();
  // The body was not customised: the pack's.
  await expect(page.getByText(fr.body.base, { exact: false })).toBeVisible();

  await page.getByRole('button', { name: FR.decline, exact: true }).click();
  await expect.poll(() => consentCount(site), { timeout: 10_000 }).toBe(1);
  expect(await uncaught()).toEqual([]);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('the French texts stay French: a German browser reads the pack', async ({ page }) => {
    const site = await createSite({ banner: { selected_languages: ['fr', 'de'], custom_texts: { fr: FR } } });
    await page.setExtraHTTPHeaders({ 'x-e2e-country': 'DE' });
    await page.goto(await hostPage(page, { origin: site.origin, head: site.firstView }));
    await expect(page.getByRole('heading', { name: de.texts.banner_title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: de.texts.accept_all, exact: true })).toBeVisible();
    await expect(page.getByText(FR.banner_title)).toHaveCount(0);
  });
});
