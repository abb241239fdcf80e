import { expect, type Page, test } from '@playwright/test';
import { axe, COOKIES, consentCookie, createSite, hostPage, SERVICE, type Site, texts } from './support.ts';

// The preference centre keeps its close button and its three
// decisions in view at any size while its body scrolls, lists the cookies by
// service with counts and policy links, and hides the banner while it is open.

/** Enough cookies for the body to scroll at any size: one provider with many, one with one, some without. */
const MANY = [
  ...COOKIES,
  ...Array.from({ length: 12 }, (_, i) => ({
    name: `_ga_${i}`,
    domain: '.shop.test',
    category: 'analytics;' as const,
    lifetime: '63072000',
    en_us: 'Distinguishes visitors for Google Analytics.',
    service: 'Google Analytics',
    service_policy_link: 'https://policies.google.com/privacy',
    tracker_type: 'http_cookie' as const,
  })),
  {
    name: '_hjSession',
    domain: '.shop.test',
    category: 'analytics;' as const,
    en_us: 'Keeps a Hotjar session.',
    service: 'Hotjar',
    service_policy_link: 'javascript:alert(document.cookie)',
    tracker_type: 'http_cookie' as const,
  },
];

async function openCentre(page: Page, site: Site, head = site.snippet) {
  const t = await texts(site);
  await page.goto(await hostPage(page, { origin: site.origin, head, body: '<main><h1>Shop</h1></main>' }));
  const banner = page.getByRole('region', { name: t.banner_label });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t.preferences, exact: true }).click();
  const centre = page.getByRole('dialog', { name: t.pc_title });
  await expect(centre).toBeVisible();
  return { t, banner, centre, body: page.locator('[data-service-consent] .pc .by') };
}

const SIZES = [
  { name: 'a laptop, 1366×768', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  { name: 'a phone, 390×844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: '200% zoom, 640×400 CSS px', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
];

for (const { name, viewport, deviceScaleFactor } of SIZES) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport, deviceScaleFactor });

    test('the close button and the three decisions stay in the viewport while the body scrolls to its end', async ({ page }) => {
      const site = await createSite({ cookies: MANY });
      const { t, centre, body } = await openCentre(page, site);
      const fixed = [
        centre.getByRole('button', { name: t.close }),
        centre.getByRole('button', { name: t.accept_all, exact: true }),
        centre.getByRole('button', { name: t.decline_all, exact: true }),
        centre.getByRole('button', { name: t.save, exact: true }),
      ];
      for (const b of fixed) await expect(b).toBeInViewport({ ratio: 1 });
      // Every list open: the body is far taller than the viewport.
      for (const summary of await centre.locator('summary').all()) await summary.click();
      const { scrollHeight, clientHeight } = await body.evaluate((el) => ({
        scrollHeight: el.scrollHeight,
        clientHeight: el.clientHeight,
      }));
      expect(scrollHeight).toBeGreaterThan(clientHeight + viewport.height);
      await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect.poll(() => body.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true);
      for (const b of fixed) await expect(b).toBeInViewport({ ratio: 1 });
      // The last cookie is reachable: scrolled into view inside the body, not under the actions.
      await expect(centre.getByText('YSC', { exact: true })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Accept and reject are equally prominent: the same size.
      const [accept, reject] = [await fixed[1]!.boundingBox(), await fixed[2]!.boundingBox()];
      expect([Math.round(reject!.width), Math.round(reject!.height)]).toEqual([
        Math.round(accept!.width),
        Math.round(accept!.height),
      ]);
    });
  });
}

test('the banner is hidden while the centre is open, back when it closes undecided, gone with it after a decision', async ({
  page,
}) => {
  const site = await createSite({ banner: { display_style: 'banner', position: 'bottom' } });
  const { t, banner, centre } = await openCentre(page, site);
  await expect(banner).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: t.preferences, exact: true })).toBeFocused();

  await banner.getByRole('button', { name: t.preferences, exact: true }).click();
  await expect(banner).toBeHidden();
  await centre.getByRole('button', { name: t.decline_all, exact: true }).click();
  await expect(centre).toBeHidden();
  await expect(banner).toBeHidden();
  expect((await consentCookie(page, site.origin))?.value).toMatch(/^1:e:decline:/);
});

// Each snippet: the recommended first-view script (`code_snippet.banner`), whose inlined config lists no cookies
// (the cookies answer brings them), and the older `consent.min.js`, whose fetched config has them.
for (const snippet of ['firstView', 'snippet'] as const) {
  test(`each category shows its cookie count and its cookies by provider, with the provider’s policy in a new tab (${snippet})`, async ({
    page,
  }) => {
    const site = await createSite({ cookies: MANY });
    const { t, centre } = await openCentre(page, site, site[snippet]);
    const analytics = centre.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.cat_analytics }) });
    const list = analytics.locator('summary');
    await expect(list).toHaveText('Cookies (14)');
    await list.click();
    await expect(analytics.getByRole('heading', { level: 4 })).toHaveText([
      'Google Analytics (12)',
      'Hotjar (1)',
      'shop.test (1)', // _ga of the shared fixtures: no service, so its domain
    ]);
    const policy = analytics.getByRole('link', { name: 'Google Analytics privacy policy (opens in a new tab)' });
    await expect(policy).toHaveCount(1);
    await expect(policy).toHaveAttribute('href', 'https://policies.google.com/privacy');
    await expect(policy).toHaveAttribute('target', '_blank');
    await expect(policy).toHaveAttribute('rel', /\bnoopener\b/);
    // Hotjar's stored link is a javascript: URL: listed, never linked.
    await expect(analytics.getByRole('link', { name: /Hotjar/ })).toHaveCount(0);
    await expect(analytics.getByText('Keeps a Hotjar session.')).toBeVisible();
  });
}

test('the website’s cookie policy is linked from the centre, opening in a new tab', async ({ page }) => {
  const site = await createSite({ publish: true });
  const { t, centre } = await openCentre(page, site);
  const link = centre.getByRole('link', { name: `${t.policy_link} ${t.new_tab}` });
  await expect(link).toHaveAttribute('href', new RegExp(`/policies/${site.documentId.replace(/^doc_/, '')}$`));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
});

test('focus: into the dialog on opening, Tab and Shift+Tab stay inside, Escape returns it to the opener', async ({ page }) => {
  const site = await createSite({ cookies: MANY });
  const { t, centre } = await openCentre(page, site);
  const inside = () =>
    centre.evaluate((d) => {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return !!a && d.contains(a);
    });
  await expect.poll(inside).toBe(true);
  const stops = await centre.locator('button, input:not([disabled]), summary, a[href]').count();
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(page.getByRole('button', { name: t.preferences, exact: true })).toBeFocused();
});

for (const default_theme of ['light', 'navy_blue'] as const) {
  test(`axe: no serious or critical violation in the centre with every list open (${default_theme})`, async ({ page }) => {
    const site = await createSite({ cookies: MANY, publish: true, banner: { default_theme } });
    const { centre } = await openCentre(page, site);
    for (const summary of await centre.locator('summary').all()) await summary.click();
    expect(await axe(page)).toEqual([]);
  });
}

// A website whose cookie prose is over the config's byte ceiling (64 KB): the config carries the names, the
// preference centre fetches the descriptions from the cookies answer when it opens (docs/service.md, "Limits").
const HUGE = Array.from({ length: 100 }, (_, i) => ({
  name: `_big_${i}`,
  domain: '.shop.test',
  category: 'analytics;' as const,
  en_us: `Purpose ${i}: ${'measures how each page of the shop is used, '.repeat(18)}`,
  tracker_type: 'http_cookie' as const,
}));

for (const snippet of ['snippet', 'firstView'] as const) {
  test(`a website over the config's byte ceiling: the centre shows every cookie with its description (${snippet})`, async ({
    page,
  }) => {
    const site = await createSite({ cookies: HUGE });
    const config = await (await page.request.get(`${SERVICE}/public/v1/websites/${site.uuid}/config?lang=en`)).json();
    expect(config.cookies_url).toContain(`/public/v1/websites/${site.uuid}/cookies?lang=en`);
    const { t, centre } = await openCentre(page, site, site[snippet]);
    const analytics = centre.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.cat_analytics }) });
    await expect(analytics.locator('summary')).toHaveText('Cookies (100)');
    await analytics.locator('summary').click();
    await expect(analytics.getByText(/^Purpose \d+: measures/)).toHaveCount(100);
    await expect(analytics.getByText(HUGE[99]!.en_us.trim(), { exact: true })).toBeVisible();
  });
}
