import { expect, type Page, test } from '@playwright/test';
import type { Banner } from '../../src/schema/banner.ts';
import { EU_COUNTRIES } from '../../src/shared/regions.ts';
import {
  ACCOUNT,
  COOKIES,
  client,
  commands,
  consentCookie,
  consentEvent,
  createSite,
  events,
  GTAG_STAND_IN,
  hostPage,
  records,
  SERVICE,
  type Site,
  settled,
  texts,
  updateRegions,
} from './support.ts';

// End to end: what the site's tags see. A stand-in for gtag.js on the
// customer's page records every consent command exactly as gtag.js reads the
// dataLayer (Arguments objects only). The visitor is in Berlin, so the runtime
// finds the `eu` region by itself (the service has no geo for 127.0.0.1) and
// sets every region's defaults with their ISO codes.
test.use({ timezoneId: 'Europe/Berlin' });

const ALL = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'];
// The table, written out here independently of the runtime's copy.
const TYPES: Record<string, string[]> = {
  essential: ['security_storage'],
  performance: ['functionality_storage', 'personalization_storage'],
  analytics: ['analytics_storage'],
  advertising: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  social_networking: ['social_storage'],
};
const states = (granted: string[]) =>
  Object.fromEntries(
    Object.values(TYPES)
      .flat()
      .map((t) => [t, granted.some((c) => TYPES[c]!.includes(t)) ? 'granted' : 'denied']),
  );
const STRICT = { ...states(['essential']), wait_for_update: 500 };
const CODES: Record<string, string[] | undefined> = {
  global: undefined,
  eu: [...EU_COUNTRIES],
  california: ['US-CA'],
  us: ['US'],
};

/** The defaults and set calls a page in `eu` gets from a banner as the API stored it. */
function regionDefaults(banner: Banner): unknown[][] {
  const out: unknown[][] = [];
  for (const r of ['global', 'eu', 'california', 'us'] as const) {
    const s = banner.regions[r]!;
    if (!s.enable_vendor_consent_mode) continue;
    const v = s.vendor_consent_mode_settings;
    const p: Record<string, unknown> = Object.fromEntries(
      Object.values(TYPES)
        .flat()
        .map((t) => [t, v[t as keyof typeof v]]),
    );
    if (v.enable_wait_for_update) p.wait_for_update = v.wait_for_update;
    if (CODES[r]) p.region = CODES[r];
    out.push(['consent', 'default', p]);
  }
  const eu = banner.regions.eu!.vendor_consent_mode_settings;
  return [...out, ['set', 'ads_data_redaction', eu.ads_data_redaction], ['set', 'url_passthrough', eu.url_passthrough]];
}
const update = (granted: string[]) => ['consent', 'update', states(granted)];

/** A site whose eu and global consent-mode settings differ from the defaults, so the test sees which one was used. */
const signalSite = (o: Parameters<typeof createSite>[0] = {}) =>
  createSite({
    regions: {
      eu: { vendor_consent_mode_settings: { url_passthrough: true, ads_data_redaction: false, wait_for_update: 750 } },
      global: { vendor_consent_mode_settings: { enable_wait_for_update: false } },
    },
    ...o,
  });

const GATED = `${GTAG_STAND_IN}
<script type="text/plain" data-service-category="analytics" src="/analytics.js"></script>
<script type="text/plain" data-service-category="analytics">window.__order.push('inline')</script>
<script type="text/plain" data-service-category="advertising">window.__order.push('ads')</script>`;
const ANALYTICS_JS = { '/analytics.js': { type: 'text/javascript', body: "window.__order.push('external')" } };

async function visit(page: Page, site: Site) {
  const url = await hostPage(page, {
    origin: site.origin,
    head: `${site.snippet}\n<script>window.__order = []</script>\n${GATED}`,
    files: ANALYTICS_JS,
  });
  await page.goto(url);
  return settled(page);
}
const order = (page: Page) => page.evaluate(() => (window as unknown as { __order: string[] }).__order);

test("first visit: the strict default first, then every region's defaults and the set calls; nothing else, nothing gated", async ({
  page,
}) => {
  const site = await signalSite();
  expect(await visit(page, site)).toBeNull();
  expect(await commands(page)).toEqual([['consent', 'default', STRICT], ...regionDefaults(site.banner)]);
  expect(await events(page)).toEqual([]);
  expect(await order(page)).toEqual([]);
  // Every consent command in the dataLayer is an Arguments object, as gtag.js requires; nothing else was pushed.
  expect(await page.evaluate(() => (window.dataLayer as unknown[]).map((e) => Object.prototype.toString.call(e)))).toEqual(
    Array(7).fill('[object Arguments]'),
  );
  expect(await page.evaluate(() => (window as unknown as { __ignored: unknown[] }).__ignored)).toEqual([]);
});

const DECISIONS = [
  { name: 'accept all', granted: ALL, method: 'accept_all', runs: ['external', 'inline', 'ads'] },
  { name: 'decline', granted: ['essential'], method: 'decline', runs: [] },
  { name: 'custom choice (analytics only)', granted: ['essential', 'analytics'], method: 'custom', runs: ['external', 'inline'] },
] as const;

for (const d of DECISIONS) {
  test(`${d.name}: one update with exactly the chosen types, then the dataLayer event; gated scripts follow in order`, async ({
    page,
  }) => {
    const site = await signalSite();
    const t = await texts(site);
    await visit(page, site);
    const before = (await commands(page)).length;
    if (d.method === 'accept_all') await page.getByRole('button', { name: t.accept_all, exact: true }).click();
    if (d.method === 'decline') await page.getByRole('button', { name: t.decline, exact: true }).click();
    if (d.method === 'custom') {
      await page.getByRole('button', { name: t.preferences, exact: true }).click();
      await page.getByRole('switch', { name: t.cat_analytics }).check();
      await page.getByRole('button', { name: t.save, exact: true }).click();
    }
    await expect.poll(() => events(page)).toEqual([consentEvent([...d.granted], d.method)]);
    expect((await commands(page)).slice(before)).toEqual([update([...d.granted])]);
    // The event comes after the update in the dataLayer itself.
    expect(
      await page.evaluate(() => (window.dataLayer as unknown[]).slice(-2).map((e) => Object.prototype.toString.call(e))),
    ).toEqual(['[object Arguments]', '[object Object]']);
    await expect.poll(() => order(page)).toEqual(d.runs);
    expect(await page.evaluate(() => window.ServiceConsent!.get()?.granted)).toEqual(d.granted);
  });
}

test('a blocked iframe shows a placeholder whose button grants its category (custom) and loads it', async ({ page }) => {
  const site = await signalSite();
  const t = await texts(site);
  const url = await hostPage(page, {
    origin: site.origin,
    head: `${site.snippet}\n${GTAG_STAND_IN}`,
    body: '<main><iframe data-service-src="/video.html" data-service-category="social_networking" data-service-provider="Video host" title="Video" width="300" height="150"></iframe></main>',
    files: { '/video.html': { type: 'text/html', body: '<p>video</p>' } },
  });
  await page.goto(url);
  await settled(page);
  const frame = page.locator('iframe[title="Video"]');
  await expect(frame).not.toHaveAttribute('src', /./);
  const placeholder = page.getByRole('group', { name: 'Video host', exact: true });
  await expect(placeholder).toHaveClass('service-placeholder');
  await expect(placeholder.getByRole('link', { name: t.policy_link })).toHaveCount(
    (await (await fetch(`${SERVICE}/public/v1/websites/${site.uuid}/config?lang=en`)).json()).policy_url ? 1 : 0,
  );
  await expect(placeholder).toContainText(t.blocked_content.replace('{category}', t.cat_social_networking));
  const before = (await commands(page)).length;
  await placeholder.getByRole('button', { name: t.allow_category.replace('{category}', t.cat_social_networking) }).click();
  await expect(frame).toHaveAttribute('src', '/video.html');
  await expect(page.frameLocator('iframe[title="Video"]').getByText('video')).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  expect((await commands(page)).slice(before)).toEqual([update(['essential', 'social_networking'])]);
  expect(await events(page)).toEqual([consentEvent(['essential', 'social_networking'], 'custom')]);
  // The undecided banner stays for the other categories, and still decides them.
  const banner = page.getByRole('region', { name: t.banner_label });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t.decline, exact: true }).click();
  await expect(banner).toBeHidden();
});

test('Global Privacy Control in the us region: advertising and social networking declined without a prompt, recorded as gpc', async ({
  page,
}) => {
  const site = await signalSite();
  const t = await texts(site);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const snippet = site.snippet.replace('<script ', '<script data-region="us" ');
  await page.goto(await hostPage(page, { origin: site.origin, head: snippet, body: `<main>${site.preferenceButton}</main>` }));
  // us is opt_out: everything else stays granted (implied), without a banner.
  expect(await settled(page)).toMatchObject({
    granted: ['essential', 'performance', 'analytics'],
    method: 'gpc',
    gpc: true,
    region: 'us',
  });
  await expect(page.getByRole('button', { name: t.accept_all, exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await records(site)).map((r) => [r.method, r.granted, r.region, r.shown]))
    .toEqual([['gpc', ['essential', 'performance', 'analytics'], 'us', 'none']]);

  // No banner, so the floating preference button is there too; the page's own button (code_snippet) opens the centre.
  await expect(page.locator('[data-service-consent]').getByRole('button', { name: t.pref_button })).toBeVisible();
  await page.locator('main').getByRole('button', { name: 'Cookie preferences' }).click();
  const centre = page.getByRole('dialog', { name: t.pc_title });
  await expect(centre.getByRole('note')).toHaveText(t.gpc_honoured);
  await expect(centre.getByRole('switch', { name: t.cat_advertising })).not.toBeChecked();
  await expect(centre.getByRole('switch', { name: t.cat_analytics })).toBeChecked();
});

test('returning visitor: no strict default, the region defaults, then the stored choice at once; no banner', async ({ page }) => {
  const site = await signalSite();
  const t = await texts(site);
  await visit(page, site);
  await page.getByRole('button', { name: t.decline, exact: true }).click();
  await page.reload();
  // Everything below was in the dataLayer before the stand-in's own script ran (pushed while the snippet executed).
  expect(await settled(page)).toMatchObject({ granted: ['essential'], method: 'decline' });
  expect(await commands(page)).toEqual([...regionDefaults(site.banner), update(['essential'])]);
  expect(await events(page)).toEqual([consentEvent(['essential'], 'decline')]);
  await expect(page.getByRole('button', { name: t.accept_all, exact: true })).toHaveCount(0);
});

const CHANGES = [
  {
    name: 'a cookie of a new category',
    site: { cookies: COOKIES.filter((c) => c.category === 'essential' || c.category === 'analytics;') },
    change: async (site: Site) => {
      const [r] = await client.cookies.create([
        { account_id: ACCOUNT, website_id: site.id, name: '_fbp', domain: '.shop.test', category: 'advertising' },
      ]);
      expect(r).not.toHaveProperty('error');
      return site.banner;
    },
    // The banner asks again; until the visitor answers, only the defaults stand.
    after: (banner: Banner) => regionDefaults(banner),
    afterEvents: [],
  },
  {
    name: 'eu turning opt_out',
    site: {},
    change: (site: Site) => updateRegions(site, { eu: { consent_mode: 'opt_out' } }),
    // opt_out: implied consent to everything, signalled at once, with the banner offering the way out.
    after: (banner: Banner) => [...regionDefaults(banner), update(ALL)],
    afterEvents: [consentEvent(ALL, 'implied')],
  },
];

for (const c of CHANGES) {
  test(`material change (${c.name}): the stored choice stops counting and the banner shows again`, async ({ page }) => {
    const site = await signalSite(c.site);
    const t = await texts(site);
    await visit(page, site);
    await page.getByRole('button', { name: t.accept_all, exact: true }).click();
    await expect.poll(() => events(page)).toHaveLength(1);
    const oldVersion = await page.evaluate(() => window.ServiceConsent!.get()!.version);
    const banner = await c.change(site);

    // This view still runs on the config cached on the device and fetches the new one for the next (stale-while-revalidate).
    expect(await visit(page, site)).toMatchObject({ method: 'accept_all', version: oldVersion });
    await expect
      .poll(() =>
        page.evaluate(
          ({ uuid, v }) => {
            const cached = JSON.parse(localStorage.getItem(`service_consent_config:${uuid}:en`) || '{}');
            return cached.version && cached.version !== v;
          },
          { uuid: site.uuid, v: oldVersion },
        ),
      )
      .toBe(true);

    await visit(page, site);
    expect(await commands(page)).toEqual(c.after(banner));
    expect(await events(page)).toEqual(c.afterEvents);
    await expect(page.getByRole('button', { name: t.accept_all, exact: true })).toBeVisible();
  });
}

test('a record reaches the service exactly once even when the page navigates away right after the click', async ({ page }) => {
  const site = await signalSite();
  const t = await texts(site);
  await visit(page, site);
  const elsewhere = await hostPage(page, { origin: 'http://elsewhere.test', body: '<p>Elsewhere</p>' });
  await page.getByRole('button', { name: t.accept_all, exact: true }).click();
  await page.goto(elsewhere);
  await expect.poll(async () => (await records(site)).length, { timeout: 10_000 }).toBe(1);

  // Back on the site: whatever is still queued is sent again 3 s in; the service keeps one.
  await visit(page, site);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('service_consent_queue')), { timeout: 10_000 }).toBeNull();
  const [r] = await records(site);
  const cookie = (await consentCookie(page, site.origin))!.value.split(':');
  expect(r).toMatchObject({
    website: site.uuid,
    granted: ALL,
    method: 'accept_all',
    region: 'eu',
    lang: 'en',
    shown: site.banner.display_style,
    url: `${site.origin}/`,
    origin: site.origin,
    visitor: cookie[5],
    version: decodeURIComponent(cookie[4]!),
    ip: '127.0.0.0',
  });
  expect(await records(site)).toHaveLength(1);
});

test('a record made while the consents endpoint fails arrives on the next page view', async ({ page }) => {
  const site = await signalSite();
  const t = await texts(site);
  let refused = 0;
  await page.route(`${SERVICE}/public/v1/consents`, (route) => {
    refused++;
    return route.abort('connectionrefused');
  });
  await visit(page, site);
  await page.getByRole('button', { name: t.decline, exact: true }).click();
  // At least once: on a slow machine the page's own resend of its queue (3 s after load) may try it again.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('service_consent_queue') || '[]').length)).toBe(1);
  expect(await records(site)).toEqual([]);

  await page.unroute(`${SERVICE}/public/v1/consents`);
  await page.reload();
  await expect.poll(async () => (await records(site)).map((r) => r.method), { timeout: 10_000 }).toEqual(['decline']);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('service_consent_queue'))).toBeNull();
});
