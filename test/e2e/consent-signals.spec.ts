import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config.ts';

// Issue 3 end to end: the real service (demo websites seeded for the start-up
// account), the built dist/consent.min.js, Chromium. The page is ours (served
// through page.route at the service's origin) so it can hold a stand-in for
// gtag.js that records every consent command and event it sees, exactly as
// gtag.js reads the dataLayer: Arguments objects only.

type Site = { id: string; name: string; uuid: string };
type Config = { version: string; categories: { id: string }[]; texts: Record<string, string>; regions: Record<string, { vendor_consent_mode_settings: Record<string, unknown> }> };

const STAND_IN = `window.__seen = [];
(function () {
  var dl = window.dataLayer = window.dataLayer || [];
  function see(x) {
    if (Object.prototype.toString.call(x) === '[object Arguments]') { if (x[0] === 'consent' || x[0] === 'set') __seen.push(Array.prototype.slice.call(x)); }
    else if (x && x.event === 'service_consent_update') __seen.push(['event', x.service_consent.granted, x.service_consent.method]);
  }
  dl.forEach(see);
  var push = dl.push;
  dl.push = function () { for (var i = 0; i < arguments.length; i++) see(arguments[i]); return push.apply(dl, arguments); };
})();`;

const pageHtml = (uuid: string) => `<!doctype html><html lang="en"><head>
<script src="/consent.min.js" data-website-uuid="${uuid}" data-region="eu"></script>
<script>${STAND_IN}</script>
<script type="text/plain" data-service-category="analytics">window.gatedRuns = (window.gatedRuns || 0) + 1;</script>
</head><body><h1>E2E</h1>
<iframe data-service-src="/healthz" data-service-category="social_networking" width="300" height="100" title="embed"></iframe>
</body></html>`;

const TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'functionality_storage', 'personalization_storage', 'security_storage', 'social_storage'];
const MAP: Record<string, string[]> = {
  essential: ['security_storage'], performance: ['functionality_storage', 'personalization_storage'], analytics: ['analytics_storage'],
  advertising: ['ad_storage', 'ad_user_data', 'ad_personalization'], social_networking: ['social_storage'],
};
const states = (granted: string[]) => Object.fromEntries(TYPES.map((t) => [t, granted.some((c) => MAP[c]!.includes(t)) ? 'granted' : 'denied']));
const STRICT = { ...states(['essential']), wait_for_update: 500 };

let site: Site;
let config: Config;
let all: string[];

test.beforeAll(async ({ request }) => {
  const sites: Site[] = await (await request.get('/demo/api/sites')).json();
  site = sites.find((s) => s.name.startsWith('Stretch'))!;
  expect(site).toBeTruthy();
  config = await (await request.get(`/public/v1/websites/${site.uuid}/config?lang=en`)).json();
  all = ['essential', ...config.categories.map((c) => c.id).filter((c) => c !== 'essential' && c !== 'unclassified')];
});

test.beforeEach(async ({ page }) => {
  await page.route(`${E2E.origin}/e2e/**`, (route) => route.fulfill({ contentType: 'text/html', body: pageHtml(site.uuid) }));
});

const open = async (page: Page) => {
  await page.goto('/e2e/page.html');
  await page.evaluate(() => new Promise((r) => (window as any).ServiceConsent.on('ready', r)));
};
const seen = (page: Page) => page.evaluate(() => (window as any).__seen as unknown[][]);
const euDefault = () => {
  const v = config.regions.eu!.vendor_consent_mode_settings;
  const p: Record<string, unknown> = Object.fromEntries(TYPES.map((t) => [t, v[t]]));
  if (v.enable_wait_for_update) p.wait_for_update = v.wait_for_update;
  return [
    ['consent', 'default', p],
    ['set', 'ads_data_redaction', v.ads_data_redaction],
    ['set', 'url_passthrough', v.url_passthrough],
  ];
};
const consentCount = async (page: Page) => (await (await page.request.get(`/demo/api/consents?website=${site.id}`)).json()).consent_count as number;

test('first visit, accept all: strict default, region default, set calls; update then event; gated content released', async ({ page }) => {
  await open(page);
  expect(await seen(page)).toEqual([['consent', 'default', STRICT], ...euDefault()]);
  expect(await page.evaluate(() => (window as any).gatedRuns)).toBeUndefined();
  await page.getByRole('button', { name: config.texts.accept_all, exact: true }).first().click();
  expect((await seen(page)).slice(4)).toEqual([['consent', 'update', states(all)], ['event', all.join(','), 'accept_all']]);
  await expect.poll(() => page.evaluate(() => (window as any).gatedRuns)).toBe(1);
  await expect(page.locator('iframe')).toHaveAttribute('src', '/healthz');

  // Returning visitor: everything is in place before the next script on the page runs.
  await open(page);
  expect(await seen(page)).toEqual([...euDefault(), ['consent', 'update', states(all)], ['event', all.join(','), 'accept_all']]);
  await expect.poll(() => page.evaluate(() => (window as any).gatedRuns)).toBe(1);
});

test('decline: update with everything but security_storage denied; nothing gated runs', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: config.texts.decline, exact: true }).first().click();
  expect((await seen(page)).slice(4)).toEqual([['consent', 'update', states(['essential'])], ['event', 'essential', 'decline']]);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as any).gatedRuns)).toBeUndefined();
  await expect(page.locator('.service-placeholder')).toBeVisible();
});

test('custom choice in the preference centre: only analytics', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: config.texts.preferences, exact: true }).first().click();
  await page.getByRole('switch', { name: config.texts.cat_analytics }).check();
  await page.getByRole('button', { name: config.texts.save, exact: true }).click();
  expect((await seen(page)).slice(4)).toEqual([['consent', 'update', states(['essential', 'analytics'])], ['event', 'essential,analytics', 'custom']]);
  await expect.poll(() => page.evaluate(() => (window as any).gatedRuns)).toBe(1);
});

test('the iframe placeholder grants its category (custom) and loads the iframe', async ({ page }) => {
  await open(page);
  await page.locator('.service-placeholder button').click();
  await expect(page.locator('iframe')).toHaveAttribute('src', '/healthz');
  expect((await seen(page)).slice(4)).toEqual([['consent', 'update', states(['essential', 'social_networking'])], ['event', 'essential,social_networking', 'custom']]);
});

test('a material config change asks again (one view later: stale-while-revalidate)', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: config.texts.accept_all, exact: true }).first().click();
  const { banner } = await (await page.request.get(`/demo/api/banner?website=${site.id}`)).json();
  const put = (b: unknown) => page.request.put('/demo/api/banner', { data: { website: site.id, banner: b, theme: null } });
  expect((await (await put({ ...banner, share_data_to_3rd_party: !banner.share_data_to_3rd_party })).json()).errors).toEqual([]);
  try {
    await open(page); // cached config: the stored choice stands; the new config is fetched for next time
    expect((await seen(page)).at(-1)).toEqual(['event', all.join(','), 'accept_all']);
    await page.waitForTimeout(300);
    await open(page);
    expect(await seen(page)).toEqual(euDefault());
    expect(await page.evaluate(() => (window as any).ServiceConsent.get())).toBeNull();
    await expect(page.getByRole('button', { name: config.texts.accept_all, exact: true }).first()).toBeVisible();
  } finally {
    await put(banner);
  }
});

test('a record reaches the service exactly once even when the page navigates away right after the click', async ({ page }) => {
  const before = await consentCount(page);
  await open(page);
  await page.getByRole('button', { name: config.texts.accept_all, exact: true }).first().click();
  await page.goto('/healthz');
  await expect.poll(() => consentCount(page), { timeout: 10_000 }).toBe(before + 1);
  // The next page view resends whatever is still queued; the service keeps it once.
  await open(page);
  await page.waitForTimeout(3500);
  expect(await consentCount(page)).toBe(before + 1);
});

test('a record made while the service is down arrives on the next page view', async ({ page }) => {
  const before = await consentCount(page);
  await page.route('**/public/v1/consents', (route) => route.abort('connectionrefused'));
  await open(page);
  await page.getByRole('button', { name: config.texts.accept_all, exact: true }).first().click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('service_consent_queue') || '[]').length)).toBe(1);
  await page.unroute('**/public/v1/consents');
  expect(await consentCount(page)).toBe(before);
  await open(page);
  await expect.poll(() => consentCount(page), { timeout: 10_000 }).toBe(before + 1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('service_consent_queue'))).toBeNull();
});
