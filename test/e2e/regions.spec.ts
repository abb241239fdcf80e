import { GppModel } from '@iabgpp/cmpapi';
import { expect, type Page, test } from '@playwright/test';
import { REGION } from './cmp-frame.ts';
import { createSite, hostPage, type Site, settled, texts } from './support.ts';
import { tcfSite } from './tcf-site.ts';

// Regions keep their law (docs/decisions/regions.md), and QA sees any region's first view from anywhere
// (docs/runtime.md#qa-region-preview), on real pages against the real service. The service learns the visitor's
// region from the edge's header (playwright.config.ts names it), as behind a CDN.

async function visit(page: Page, site: Site, headers: Record<string, string>, o: { search?: string; head?: string } = {}) {
  await page.setExtraHTTPHeaders(headers);
  await page.goto((await hostPage(page, { origin: site.origin, head: o.head ?? site.firstView })) + (o.search ?? ''));
  await settled(page);
}

test('an eu visitor of a banner whose eu region is opt_out reads GDPR texts: no California, no "do not sell"', async ({
  page,
}) => {
  const site = await createSite({ regions: { eu: { consent_mode: 'opt_out' } } });
  const t = await texts(site);
  // Both snippets: the first view (whose config the service trimmed) and the older one (whose config has every text).
  for (const head of [site.firstView, site.snippet]) {
    await visit(page, site, REGION.eu, { head });
    const banner = page.getByRole('region', { name: t.banner_label });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: t.decline, exact: true })).toBeVisible();
    const shown = await banner.textContent();
    expect(shown).toContain(t.banner_body);
    expect(shown).not.toContain('California');
    expect(shown).not.toContain(t.decline_opt_out);
    // What the owner set decides (the banner's warning `eu_opt_out` says it is no consent under EU law).
    expect(await page.evaluate(() => window.ServiceConsent!.get())).toMatchObject({ method: 'implied', region: 'eu' });
    await page.context().clearCookies();
  }
  // The same website in us (opt_out by default) keeps US state law's wording.
  await visit(page, site, REGION.us);
  const us = page.getByRole('region', { name: t.banner_label });
  await expect(us.getByRole('button', { name: t.decline_opt_out, exact: true })).toBeVisible();
  expect(await us.textContent()).toContain('California');
});

/** `__tcfapi` or `__gpp` on the page, its callback's arguments (TCF's argument order differs: version second). */
const cmp = (page: Page, api: '__tcfapi' | '__gpp', command: string) =>
  page.evaluate(
    ([a, c]) =>
      new Promise<unknown>((resolve) => {
        const fn = (window as unknown as Record<string, (...args: unknown[]) => void>)[a];
        if (typeof fn !== 'function') return resolve(null);
        if (a === '__tcfapi') fn(c, 2, (d: unknown) => resolve(d));
        else fn(c, (d: unknown) => resolve(d));
      }),
    [api, command] as const,
  );

test('QA region preview: the eu TCF layer from a us address, with ?service_region=eu, never cached', async ({ page }) => {
  const site = await tcfSite();
  // Without the parameter a us visitor gets no TCF layer: gdprApplies false.
  await visit(page, site, REGION.us);
  expect(await cmp(page, '__tcfapi', 'ping')).toMatchObject({ gdprApplies: false });
  // us is opt_out: that view stored its implied choice. A first visit again.
  await page.context().clearCookies();

  const preview = page.waitForResponse((r) => r.url().includes(`/c/${site.uuid}.js?`));
  await visit(page, site, REGION.us, { search: '?service_region=eu' });
  const answer = await preview;
  expect(new URL(answer.url()).search).toBe('?service_region=eu');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers().etag).toBeUndefined();
  // The first layer's notice in the banner, and the CMP applying, as for a visitor in the EU.
  await expect(page.getByText('We and our 4 vendors (IAB TCF) use your data for these purposes:')).toBeVisible();
  await expect.poll(() => cmp(page, '__tcfapi', 'ping')).toMatchObject({ gdprApplies: true, cmpLoaded: true });
  expect(await page.evaluate(() => window.ServiceConsent!.get())).toBeNull();
  expect(await page.locator('iframe[name="__tcfapiLocator"]').count()).toBe(1);

  // The same address afterwards, without the parameter: its own first view again.
  await visit(page, site, REGION.us);
  expect(await cmp(page, '__tcfapi', 'ping')).toMatchObject({ gdprApplies: false });
});

test('QA region preview: the us GPP answer from an eu address, with ?service_region=us', async ({ page }) => {
  const site = await createSite();
  const t = await texts(site);
  await visit(page, site, REGION.eu);
  expect(await cmp(page, '__gpp', 'ping')).toBeNull();

  await visit(page, site, REGION.eu, { search: '?service_region=us' });
  const ping = (await cmp(page, '__gpp', 'ping')) as { applicableSections: number[]; signalStatus: string; gppString: string };
  expect(ping).toMatchObject({ applicableSections: [7], supportedAPIs: ['7:usnat'], signalStatus: 'ready' });
  // us is opt_out: the implied decision, not opted out of sale and sharing, with the us banner's wording.
  expect(new GppModel(ping.gppString).getSection('usnat')).toMatchObject({ SaleOptOut: 2, SaleOptOutNotice: 1 });
  expect(await page.evaluate(() => window.ServiceConsent!.get())).toMatchObject({ method: 'implied', region: 'us' });
  await expect(page.getByRole('button', { name: t.decline_opt_out, exact: true })).toBeVisible();
  expect(await page.locator('iframe[name="__gppLocator"]').count()).toBe(1);
});
