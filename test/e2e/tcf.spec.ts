import { expect, type Frame, type Page, test } from '@playwright/test';
import { acceptAll, encodeChoice } from '../../src/runtime/tcf/encode.ts';
import type { VendorListAnswer } from '../../src/schema/vendor-list.ts';
import { vendorListPath } from '../../src/shared/tcf-paths.ts';
import { ACCEPT_ALL_DECODED, decodePublisher, decodeTc } from '../fixtures/tcf-decoded.ts';
import { frameAnswers, frameCalls, REGION, visitWithVendorFrame } from './cmp-frame.ts';
import { axe, createSite, hostPage, SERVICE, type Site, settled, texts } from './support.ts';
import { tcfSite, VENDORS } from './tcf-site.ts';

// IAB TCF on a real page (docs/runtime.md#iab-tcf): the first-view script of a visitor in `eu` on a TCF website
// starts with the `__tcfapi` stub, which loads the TCF chunk; a vendor's script in a cross-origin iframe finds the
// locator and reads, by postMessage, TC strings that the IAB's own decoder (@iabtechlabtcf/core) turns into exactly
// the visitor's choice. The service fetched the vendor-list fixture (test/e2e/vendor-list-origin.mjs) at start.

const EU = REGION.eu;
const US = REGION.us;

/** What the IAB's decoder reads in a string (besides the CMP's version and the list's, the same in every test). */
const decode = (s: string) => {
  const { cmpVersion, policyVersion, vendorListVersion, ...choice } = decodeTc(s);
  return choice;
};

interface TcData {
  tcString?: string;
  eventStatus?: string;
  listenerId?: number;
  gdprApplies: boolean;
  addtlConsent?: string;
  cmpStatus?: string;
}
interface Return {
  returnValue: TcData;
  success: boolean;
  callId: string;
}

/** The TCF website's page in `eu` with a vendor's cross-origin frame whose listener registers at once. */
const visit = (page: Page, site: Site, headers: Record<string, string> = EU) =>
  visitWithVendorFrame(page, site, { api: 'tcfapi', headers, onLoad: "window.__call('addEventListener', null, 'l');" });
const answers = (frame: Frame, id = 'l') => frameAnswers<Return>(frame, id);
/**
 * The event statuses the frame's listener heard. Its first answer is what there is when it registers, which may
 * be before the chunk has a string (no status) or after (the status then): the order is the page's, not the test's.
 */
const statuses = async (frame: Frame) => (await answers(frame)).map((a) => a.returnValue.eventStatus).filter(Boolean);
/** The last string the frame's listener heard. */
const lastString = async (frame: Frame) => (await answers(frame)).at(-1)!.returnValue;

/** `__tcfapi` on the page itself. */
const tcfapi = (page: Page, command: string, parameter?: unknown) =>
  page.evaluate(
    ([c, p]) =>
      new Promise<[unknown, boolean]>((resolve) =>
        (window as unknown as { __tcfapi: (...a: unknown[]) => void }).__tcfapi(
          c,
          2,
          (d: unknown, ok: boolean) => resolve([d, ok]),
          p,
        ),
      ),
    [command, parameter] as const,
  );

test('accept all: the frame hears cmpuishown then useractioncomplete, with a string of every consent and the Disclosed Vendors', async ({
  page,
}) => {
  const site = await tcfSite();
  const t = await texts(site);
  const frame = await visit(page, site);
  // The banner is up: transparency, no consent yet.
  await expect.poll(() => statuses(frame)).toEqual(['cmpuishown']);
  const shown = await lastString(frame);
  expect(shown).toMatchObject({ gdprApplies: true, listenerId: 1, cmpStatus: 'loaded' });
  expect(decode(shown.tcString!)).toMatchObject({ purposeConsents: [], vendorConsents: [], vendorsDisclosed: VENDORS });
  expect((await tcfapi(page, 'ping'))[0]).toMatchObject({ cmpLoaded: true, displayStatus: 'visible', gdprApplies: true });

  await page.getByRole('button', { name: t.accept_all, exact: true }).click();
  await expect.poll(() => statuses(frame)).toEqual(['cmpuishown', 'useractioncomplete']);
  const done = await lastString(frame);
  // Core and Disclosed Vendors segments.
  expect(done.tcString!.split('.').length).toBeGreaterThanOrEqual(2);
  // Every purpose, as every category is granted; special features only by their own opt-in in the vendor layer.
  expect(decode(done.tcString!)).toEqual({ ...ACCEPT_ALL_DECODED, specialFeatureOptins: [] });
  expect(done.addtlConsent).toBe('2~89~dv.');
  // The publisher's country, as the banner sets it.
  expect(decodePublisher(done.tcString!)).toEqual({ publisherCountryCode: 'FR', publisherRestrictions: [] });
  expect((await tcfapi(page, 'ping'))[0]).toMatchObject({ displayStatus: 'hidden', cmpId: 412, cmpVersion: 3 });
  // Consent mode is still set beside it.
  expect(await page.evaluate(() => window.ServiceConsent!.get()!.granted)).toContain('advertising');
  // Kept in the website's own storage, never in a global euconsent-v2 cookie.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('euconsent-v2');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('service_consent_tcf')!).tc)).toBe(done.tcString);

  // A returning view: tcloaded, with the same string, and no banner.
  const again = await visit(page, site);
  await expect.poll(() => statuses(again)).toEqual(['tcloaded']);
  expect((await lastString(again)).tcString).toBe(done.tcString);
});

test('reject all: a string with no consent and no legitimate interest at all; a forged stored string is replaced on the next view', async ({
  page,
}) => {
  const site = await tcfSite();
  const t = await texts(site);
  const frame = await visit(page, site);
  await expect.poll(() => statuses(frame)).toEqual(['cmpuishown']);
  await page.getByRole('button', { name: t.decline, exact: true }).click();
  await expect.poll(() => statuses(frame)).toEqual(['cmpuishown', 'useractioncomplete']);
  const done = await lastString(frame);
  expect(decode(done.tcString!)).toEqual({
    cmpId: 412,
    isServiceSpecific: true,
    purposeConsents: [],
    purposeLegitimateInterests: [],
    specialFeatureOptins: [],
    vendorConsents: [],
    vendorLegitimateInterests: [],
    vendorsDisclosed: VENDORS,
  });
  expect(done.addtlConsent).toBe('2~~dv.89');
  // The page's own API answers the same string.
  const [data, ok] = (await tcfapi(page, 'getTCData')) as [TcData, boolean];
  expect(ok).toBe(true);
  expect(data.tcString).toBe(done.tcString);

  // Issue 44: an accept-all string of the same list, made with the IAB's library, written under the decline's
  // version and time. The next view makes the string again from the consent cookie's decision.
  const list = (await (await page.request.get(SERVICE + vendorListPath(site.uuid, 'en'))).json()) as VendorListAnswer;
  const forged = encodeChoice(list, acceptAll(list)).tcString;
  await page.evaluate((tc) => {
    const kept = JSON.parse(localStorage.getItem('service_consent_tcf')!);
    localStorage.setItem('service_consent_tcf', JSON.stringify({ ...kept, tc, ac: '2~89~dv.' }));
  }, forged);
  const again = await visit(page, site);
  await expect.poll(() => statuses(again)).toEqual(['tcloaded']);
  const back = await lastString(again);
  expect(back.tcString).toBe(done.tcString);
  expect(back.addtlConsent).toBe('2~~dv.89');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('service_consent_tcf')!).tc)).toBe(done.tcString);
});

test("advertising only grants no purpose analytics or performance covers; a foreign frame cannot silence the page's listener", async ({
  page,
}) => {
  const site = await tcfSite();
  const t = await texts(site);
  const frame = await visit(page, site);
  await expect.poll(() => statuses(frame)).toEqual(['cmpuishown']);
  // The page's own listener; the vendor's frame names its id to remove it.
  const pageId = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { __pageHeard: string[]; __tcfapi: (...a: unknown[]) => void };
        w.__pageHeard = [];
        w.__tcfapi('addEventListener', 2, (d: TcData) => {
          w.__pageHeard.push(d.eventStatus!);
          resolve(d.listenerId!);
        });
      }),
  );
  await frameCalls(frame, [['removeEventListener', pageId, 'r']]);
  await expect.poll(() => answers(frame, 'r')).toMatchObject([{ returnValue: false, success: true }]);
  await page.getByRole('button', { name: t.preferences, exact: true }).click();
  await page.getByRole('switch', { name: t.cat_advertising }).check();
  await page.getByRole('button', { name: t.save, exact: true }).click();
  const heard = () => page.evaluate(() => (window as unknown as { __pageHeard: string[] }).__pageHeard.at(-1));
  await expect.poll(heard).toBe('useractioncomplete');
  // Advertising's purposes and storage (1) only; vendor 2 asks consent for purpose 1 alone.
  expect(decode((await lastString(frame)).tcString!)).toEqual({
    cmpId: 412,
    isServiceSpecific: true,
    purposeConsents: [1, 2, 3, 4, 7],
    purposeLegitimateInterests: [2, 7],
    specialFeatureOptins: [],
    vendorConsents: [1, 2, 4],
    vendorLegitimateInterests: [1, 2],
    vendorsDisclosed: VENDORS,
  });
  expect(await page.evaluate(() => window.ServiceConsent!.get()!.granted)).toEqual(['essential', 'advertising']);
});

test('outside eu a TCF website answers gdprApplies false and loads nothing; a website without TCF ships none of its bytes', async ({
  page,
}) => {
  const site = await tcfSite();
  const plain = await createSite();
  const served = async (s: Site, headers: Record<string, string>) =>
    (await page.request.get(`${SERVICE}/c/${s.uuid}.js`, { headers })).text();
  expect(await served(site, EU)).toContain('__tcfapi');
  expect(await served(plain, EU)).not.toContain('__tcfapi');
  expect(await served(plain, EU)).not.toContain('__serviceTcf');
  expect(await served(plain, US)).not.toContain('__tcfapi');

  const chunkRequests: string[] = [];
  page.on('request', (r) => r.url().includes('consent-tcf') && chunkRequests.push(r.url()));
  const frame = await visit(page, site, US);
  await expect
    .poll(() => answers(frame))
    .toEqual([{ returnValue: { gdprApplies: false, listenerId: 1 }, success: true, callId: 'l' }]);
  expect((await tcfapi(page, 'ping'))[0]).toMatchObject({ gdprApplies: false, displayStatus: 'disabled' });
  expect(chunkRequests).toEqual([]);

  await page.goto(await hostPage(page, { origin: plain.origin, head: plain.firstView }));
  await settled(page);
  expect(await page.evaluate(() => typeof (window as unknown as { __tcfapi?: unknown }).__tcfapi)).toBe('undefined');
  expect(await page.locator('iframe[name="__tcfapiLocator"]').count()).toBe(0);
  expect(chunkRequests).toEqual([]);
});

test("the first layer's notice is painted with the banner, which does not grow once the chunk has the vendor list", async ({
  page,
  browserName,
}) => {
  const site = await tcfSite();
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __noticeWithBanner?: boolean };
    w.__shift = 0;
    try {
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      // Firefox has no layout-shift entries.
    }
    // The first frame the banner is in, before it is painted: is the notice in it?
    const look = () => {
      const root = document.querySelector('[data-service-consent]')?.shadowRoot;
      if (root?.querySelector('section')) w.__noticeWithBanner = !!root.querySelector('.tcf-n');
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const list = page.waitForResponse((r) => r.url().includes('/vendor-list'));
  await page.setExtraHTTPHeaders(EU);
  await page.goto(await hostPage(page, { origin: site.origin, head: site.firstView, body: '<main><h1>News</h1></main>' }));
  await list;
  await expect(page.getByText('We and our 4 vendors (IAB TCF) use your data for these purposes:')).toBeVisible();
  // A few frames after the list arrived, so that the chunk has checked the notice against it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
  expect(await page.evaluate(() => (window as unknown as { __noticeWithBanner?: boolean }).__noticeWithBanner)).toBe(true);
  await expect(page.locator('[data-service-consent]').locator('.tcf-n')).toHaveCount(1);
  if (browserName === 'chromium') expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

/** The preference centre, with advertising switched on, then its vendor layer. */
async function openVendorLayer(page: Page, site: Site) {
  const t = await texts(site);
  await page.getByRole('button', { name: t.preferences, exact: true }).click();
  await page.getByRole('switch', { name: t.cat_advertising }).check();
  await page.getByRole('button', { name: 'Vendors and purposes (IAB TCF)' }).click();
  const layer = page.getByRole('dialog', { name: 'Vendors and purposes' });
  await expect(layer).toBeVisible();
  return { t, layer };
}
const purpose = (layer: ReturnType<Page['getByRole']>, name: string) => layer.getByRole('listitem').filter({ hasText: name });
async function vendor(layer: ReturnType<Page['getByRole']>, name: string) {
  const d = layer.locator('details').filter({ hasText: name });
  await d.locator('summary').click();
  return d;
}

test('the first layer names the stacks, the purposes no stack covers and the vendor count; custom with a vendor refused goes into the string', async ({
  page,
}) => {
  const site = await tcfSite();
  const frame = await visit(page, site);
  // Stacks where they fit the vendors' purposes and special features, the rest alone (the service's firstLayer).
  await expect(page.getByText('We and our 4 vendors (IAB TCF) use your data for these purposes:')).toHaveText(
    'We and our 4 vendors (IAB TCF) use your data for these purposes: Precise geolocation data, and identification ' +
      'through device scanning; Advertising based on limited data and advertising measurement; Store and/or access ' +
      'information on a device; Create profiles for personalised advertising; Use profiles to select personalised ' +
      'advertising; Measure content performance; Understand audiences through statistics or combinations of data ' +
      'from different sources. Vendors (4)',
  );
  const { t, layer } = await openVendorLayer(page, site);
  // The IAB's texts, and the feature explanations (standardTexts) as the answer gives them.
  await expect(layer).toContainText('Features are used by vendors for one or more of the purposes listed.');
  for (const name of [
    'Store and/or access information on a device',
    'Use limited data to select advertising',
    'Create profiles for personalised advertising',
    'Use profiles to select personalised advertising',
  ])
    await purpose(layer, name).getByRole('checkbox', { name: 'Consent' }).check();
  for (const name of ['Use precise geolocation data', 'Actively scan device characteristics for identification'])
    await purpose(layer, name).getByRole('checkbox', { name: 'Consent' }).check();
  for (const name of ['Consent Ads Ltd', 'Consent Only Media'])
    await (await vendor(layer, name)).getByRole('checkbox', { name: 'Consent' }).check();
  // The vendor's purposes, retention and data categories.
  const refused = await vendor(layer, 'Interest Metrics SA');
  await expect(refused).toContainText('Retention: 365 days');
  // Retention per purpose where a vendor keeps data for another period.
  await expect(layer.locator('details').filter({ hasText: 'Consent Ads Ltd' })).toContainText(
    'Retention: 30 days: Create profiles for personalised advertising',
  );
  await expect(refused).toContainText('Legitimate interest: Use limited data to select advertising');
  await layer.getByRole('button', { name: 'Save these choices' }).click();
  await expect(layer).toBeHidden();
  // Focus back on what opened it.
  await expect(page.getByRole('button', { name: 'Vendors and purposes (IAB TCF)' })).toBeFocused();
  await page.getByRole('button', { name: t.save, exact: true }).click();

  await expect.poll(async () => (await statuses(frame)).at(-1)).toBe('useractioncomplete');
  expect(decode((await lastString(frame)).tcString!)).toEqual({
    cmpId: 412,
    isServiceSpecific: true,
    purposeConsents: [1, 2, 3, 4],
    // Analytics declined: its purposes' legitimate interest objected to.
    purposeLegitimateInterests: [2, 7],
    specialFeatureOptins: [1, 2],
    vendorConsents: [1, 4],
    vendorLegitimateInterests: [1, 2],
    vendorsDisclosed: VENDORS,
  });
});

test('a legitimate-interest objection, to a purpose and to a vendor, goes into the string', async ({ page }) => {
  const site = await tcfSite();
  const frame = await visit(page, site);
  const { t, layer } = await openVendorLayer(page, site);
  await purpose(layer, 'Measure advertising performance')
    .getByRole('checkbox', { name: 'Object to legitimate interest' })
    .check();
  await (await vendor(layer, 'Interest Metrics SA')).getByRole('checkbox', { name: 'Object to legitimate interest' }).check();
  await layer.getByRole('button', { name: 'Save these choices' }).click();
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect.poll(async () => (await statuses(frame)).at(-1)).toBe('useractioncomplete');
  expect(decode((await lastString(frame)).tcString!)).toEqual({
    cmpId: 412,
    isServiceSpecific: true,
    purposeConsents: [],
    // 8 and 9 are analytics', declined; vendor 1's only legitimate interest is purpose 7.
    purposeLegitimateInterests: [2],
    specialFeatureOptins: [],
    vendorConsents: [],
    vendorLegitimateInterests: [],
    vendorsDisclosed: VENDORS,
  });
});

test('the vendor layer is keyboard-usable, fits 390×844 and is axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const site = await tcfSite();
  await visit(page, site);
  const { layer } = await openVendorLayer(page, site);
  expect(await axe(page)).toEqual([]);
  const box = (await layer.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expect(layer.getByRole('button', { name: 'Save these choices' })).toBeInViewport();
  // Tab stays inside: from the last control to the first (Close), and Escape closes without saving.
  await layer.getByRole('button', { name: 'Save these choices' }).focus();
  await page.keyboard.press('Tab');
  await expect(layer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(layer.getByRole('button', { name: 'Save these choices' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Vendors and purposes (IAB TCF)' })).toBeFocused();
});

test("a German visitor reads the layer in German: the pack's labels around the IAB's German texts", async ({ page }) => {
  const site = await tcfSite({ selected_languages: ['de'] });
  await visit(page, site, { ...EU, 'accept-language': 'de-DE,de;q=0.9' });
  await expect(page.getByText('Wir und unsere 4 Anbieter (IAB TCF) verwenden Ihre Daten für diese Zwecke:')).toContainText(
    'Speichern von oder Zugriff auf Informationen auf einem Endgerät',
  );
  const t = await texts(site, 'de');
  await page.getByRole('button', { name: t.preferences, exact: true }).click();
  await page.getByRole('button', { name: 'Anbieter und Zwecke (IAB TCF)' }).click();
  const layer = page.getByRole('dialog', { name: 'Anbieter und Zwecke' });
  await expect(layer).toBeVisible();
  await expect(page.locator('[data-service-consent-tcf]')).toHaveAttribute('lang', 'de');
  await expect(layer.getByRole('heading', { name: 'Zwecke', exact: true })).toBeVisible();
  await expect(layer.getByRole('button', { name: 'Diese Auswahl speichern' })).toBeVisible();
  await layer.getByRole('button', { name: 'Schließen' }).click();
  await expect(layer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Anbieter und Zwecke (IAB TCF)' })).toBeFocused();
});

test('a dark banner: "Vendors (N)" opens a dark vendor layer in one click, the page behind stays put; axe clean in en, de and ja', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', "one engine is enough for axe and the theme: the layer's CSS is its own");
  const site = await tcfSite({ default_theme: 'dark', selected_languages: ['en', 'de', 'ja'] });
  const looks = [
    ['en', 'Vendors (4)', 'Vendors and purposes'],
    ['de', 'Anbieter (4)', 'Anbieter und Zwecke'],
    // The IAB's Japanese is not at the fixture's origin: its English texts, with the Japanese pack's words.
    ['ja', 'ベンダー（4）', 'ベンダーと目的'],
  ] as const;
  for (const [lang, vendors, title] of looks) {
    await page.setExtraHTTPHeaders({ ...EU, 'accept-language': lang });
    const body = '<main><h1>News</h1><p style="height:3000px">Long page</p></main>';
    await page.goto(await hostPage(page, { origin: site.origin, head: site.firstView, body }));
    await expect(page.locator('[data-service-consent] .tcf-n')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: vendors, exact: true }).click();
    const layer = page.getByRole('dialog', { name: title });
    await expect(layer).toBeVisible();
    // The dark preset's background and text (src/service/theme/presets.ts), not the layer's own white.
    expect(await layer.evaluate((d) => [getComputedStyle(d).backgroundColor, getComputedStyle(d).color])).toEqual([
      'rgb(31, 41, 55)',
      'rgb(249, 250, 251)',
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await axe(page), lang).toEqual([]);
  }
  // Closed, the page scrolls again and focus is back on the link.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'ベンダー（4）' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  // Saved from the first layer, the choice goes to the preference centre, which opens to make it the decision.
  await page.getByRole('link', { name: 'ベンダー（4）' }).click();
  await page.getByRole('dialog', { name: 'ベンダーと目的' }).getByRole('button', { name: 'この選択内容を保存する' }).click();
  await expect(page.locator('[data-service-consent] .pc')).toBeVisible();
});
