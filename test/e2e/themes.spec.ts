import { expect, type Locator, type Page, test } from '@playwright/test';
import { axe, client, createSite, hostPage, SERVICE, type Site, texts } from './support.ts';

// Theme extensions in real browsers: a custom theme colours every element (derived colours where the
// theme gives none), the dark and auto presets follow the visitor's colour scheme, and the logo shows.
// The colour maths is proved in test/unit/service/colour/theme-derive.test.ts; here, that the browser draws it.

const AMBER = {
  font_family: 'Georgia, serif',
  font_size: '15px',
  color: '#1f2937',
  background: '#ffffff',
  btn_background: '#b45309',
  btn_text_color: '#ffffff',
};
const LOGO = 'https://cdn.logo.test/logo.svg';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#b45309"/></svg>';

const style = (l: Locator, prop: string) => l.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

async function visit(page: Page, site: Site) {
  await page.route(LOGO, (route) => route.fulfill({ contentType: 'image/svg+xml', body: SVG }));
  const t = await texts(site);
  await page.goto(`${await hostPage(page, { origin: site.origin, head: site.snippet })}?service_region=eu&service_lang=en`);
  await expect(page.getByRole('button', { name: t.accept_all, exact: true })).toBeVisible();
  return t;
}

test('an amber custom theme over the green preset: the Customize button, link and switch are amber-derived, not green', async ({
  page,
}) => {
  const site = await createSite({ publish: true, banner: { default_theme: 'green' }, theme: { ...AMBER, border_radius: 0 } });
  const t = await visit(page, site);
  const customize = page.getByRole('button', { name: t.preferences, exact: true });
  // The derived tint of amber toward white (src/service/colour/derive.ts), not the preset's mint #dcfce7.
  expect(hex(await style(customize, 'background-color'))).toBe('#f4e5da');
  expect(hex(await style(customize, 'color'))).not.toBe('#14532d');
  expect(await style(customize, 'border-top-left-radius')).toBe('0px');
  expect(hex(await style(page.getByRole('link', { name: t.policy_link }), 'color'))).toBe('#b45309');
  expect(await style(customize, '--focus')).toBe('#b45309'); // the focus ring's colour

  await customize.click();
  const centre = page.getByRole('dialog', { name: t.pc_title });
  await expect(centre).toBeVisible();
  const analytics = centre.getByRole('switch', { name: t.cat_analytics });
  await analytics.check({ force: true }); // the input is transparent over its drawn track
  const track = analytics.locator('xpath=following-sibling::i');
  expect(hex(await style(track, 'background-color'))).toBe('#b45309');
  await analytics.uncheck({ force: true });
  expect(hex(await style(track, 'background-color'))).not.toBe('#b45309');
  expect(await axe(page)).toEqual([]);
});

for (const [default_theme, scheme, bg] of [
  ['dark', 'light', '#1f2937'],
  ['auto', 'dark', '#1f2937'],
  ['auto', 'light', '#f9fafb'],
] as const) {
  test(`${default_theme} under a ${scheme} colour scheme: banner and preference centre on ${bg}, axe clean`, async ({
    page,
    browserName,
  }) => {
    // Measured: under stock Firefox ESR over WebDriver BiDi, emulateMedia leaves prefers-color-scheme as it is.
    test.skip(browserName === 'firefox' && scheme === 'dark', 'Firefox over BiDi does not emulate prefers-color-scheme');
    await page.emulateMedia({ colorScheme: scheme });
    const site = await createSite({ banner: { default_theme, display_style: 'banner' } });
    const t = await visit(page, site);
    expect(hex(await style(page.getByRole('region', { name: t.banner_label }), 'background-color'))).toBe(bg);
    expect(await axe(page, { all: true })).toEqual([]);
    await page.getByRole('button', { name: t.preferences, exact: true }).click();
    const centre = page.getByRole('dialog', { name: t.pc_title });
    await expect(centre).toBeVisible();
    expect(hex(await style(centre, 'background-color'))).toBe(bg);
    expect(await axe(page, { all: true })).toEqual([]);
  });
}

test('the logo: shown decorative above the titles, its height fixed; an http logo is refused by the API and never shown', async ({
  page,
}) => {
  const site = await createSite({ theme: { ...AMBER, logo_url: LOGO } });
  const t = await visit(page, site);
  const banner = page.getByRole('region', { name: t.banner_label });
  const img = banner.locator('img');
  await expect(img).toHaveAttribute('src', LOGO);
  await expect(img).toHaveAttribute('alt', '');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect((await img.boundingBox())?.height).toBe(32);
  await page.getByRole('button', { name: t.preferences, exact: true }).click();
  await expect(page.getByRole('dialog', { name: t.pc_title }).locator('img')).toHaveAttribute('src', LOGO);
  expect(await axe(page)).toEqual([]);

  const [refused] = await client.themes.create([
    { account_id: site.banner.account_id, website_id: site.id, ...AMBER, logo_url: 'http://cdn.logo.test/logo.svg' },
  ]);
  expect(refused).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'logo_url' }] });

  // A config altered on the way to an http logo: the runtime checks the scheme again and leaves it out.
  const other = await createSite({ theme: { ...AMBER, logo_url: LOGO } });
  await page.route(`${SERVICE}/public/v1/websites/${other.uuid}/config*`, async (route) => {
    const json = await (await route.fetch()).json();
    await route.fulfill({ json: { ...json, logo: 'http://cdn.logo.test/logo.svg' } });
  });
  const t2 = await visit(page, other);
  await expect(page.getByRole('region', { name: t2.banner_label })).toBeVisible();
  await expect(page.getByRole('region', { name: t2.banner_label }).locator('img')).toHaveCount(0);
});
