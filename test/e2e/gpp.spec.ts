import { GppModel } from '@iabgpp/cmpapi';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { frameAnswers, frameCalls, REGION, visitWithVendorFrame } from './cmp-frame.ts';
import { createSite, hostPage, SERVICE, type Site, settled, texts } from './support.ts';

// The IAB's Global Privacy Platform on a real page: the first-view script of a visitor in `us` or `california`
// starts with the `__gpp` stub, and its strings, decoded here with the IAB's own library (@iabgpp/cmpapi), say
// exactly what the visitor chose (docs/runtime.md#global-privacy-platform-gpp). The service learns the region
// from the edge's header (playwright.config.ts names it), as behind a CDN.

/** What a vendor decoding the string must read, written out from the sections' specifications (1 opted out, 2 not). */
const expected = {
  usnat: (optOut: 1 | 2, gpc: boolean) => ({
    Version: 2,
    SharingNotice: 1,
    SaleOptOutNotice: 1,
    SharingOptOutNotice: 1,
    TargetedAdvertisingOptOutNotice: 1,
    SensitiveDataProcessingOptOutNotice: 0,
    SensitiveDataLimitUseNotice: 0,
    SaleOptOut: optOut,
    SharingOptOut: optOut,
    TargetedAdvertisingOptOut: optOut,
    SensitiveDataProcessing: new Array(16).fill(0),
    KnownChildSensitiveDataConsents: [0, 0, 0],
    PersonalDataConsents: 0,
    MspaCoveredTransaction: 2,
    MspaOptOutOptionMode: 0,
    MspaServiceProviderMode: 0,
    GpcSegmentType: 1,
    Gpc: gpc,
  }),
  usca: (optOut: 1 | 2, gpc: boolean) => ({
    Version: 1,
    SaleOptOutNotice: 1,
    SharingOptOutNotice: 1,
    SensitiveDataLimitUseNotice: 0,
    SaleOptOut: optOut,
    SharingOptOut: optOut,
    SensitiveDataProcessing: new Array(9).fill(0),
    KnownChildSensitiveDataConsents: [0, 0],
    PersonalDataConsents: 0,
    MspaCoveredTransaction: 2,
    MspaOptOutOptionMode: 0,
    MspaServiceProviderMode: 0,
    GpcSegmentType: 1,
    Gpc: gpc,
  }),
};

interface Ping {
  signalStatus: string;
  cmpDisplayStatus: string;
  cmpStatus: string;
  gppString: string;
  applicableSections: number[];
  sectionList: number[];
  supportedAPIs: string[];
  parsedSections: Record<string, Record<string, unknown>[]>;
}

/** A `__gpp` command's callback arguments, on the page. */
const gpp = (where: Page | Frame, command: string, parameter?: string) =>
  where.evaluate(
    ([c, p]) =>
      new Promise<[unknown, boolean]>((resolve) =>
        (window as unknown as { __gpp: (...a: unknown[]) => void }).__gpp(c, (d: unknown, ok: boolean) => resolve([d, ok]), p),
      ),
    [command, parameter] as const,
  );
const ping = async (page: Page) => (await gpp(page, 'ping'))[0] as Ping;

/** The section the string carries, as the IAB's library decodes it. */
const decoded = (s: string, api: 'usnat' | 'usca') => {
  const m = new GppModel(s);
  return { ids: m.getHeader().SectionIds as number[], section: m.getSection(api) as Record<string, unknown> };
};

async function visit(page: Page, site: Site, region: keyof typeof REGION) {
  await page.setExtraHTTPHeaders(REGION[region]);
  await page.goto(await hostPage(page, { origin: site.origin, head: site.firstView }));
  await settled(page);
}

const FLOWS = [
  { name: 'accept all', region: 'us', api: 'usnat', id: 7, optOut: 2 },
  { name: 'decline', region: 'us', api: 'usnat', id: 7, optOut: 1 },
  { name: 'custom without advertising', region: 'california', api: 'usca', id: 8, optOut: 1 },
  { name: 'custom with advertising only', region: 'california', api: 'usca', id: 8, optOut: 2 },
] as const;

for (const f of FLOWS) {
  test(`${f.name} in ${f.region}: the ${f.api} string decodes to exactly that choice`, async ({ page }) => {
    // In an opt-in region nothing is implied: the string says what the visitor chooses and nothing before.
    const site = await createSite({ regions: { us: { consent_mode: 'opt_in' }, california: { consent_mode: 'opt_in' } } });
    const t = await texts(site);
    await visit(page, site, f.region);
    const before = await ping(page);
    expect(before).toMatchObject({ cmpStatus: 'loaded', signalStatus: 'ready', applicableSections: [f.id] });
    expect(before.supportedAPIs).toEqual([`${f.id}:${f.api}`]);
    // Nothing granted yet: opted out.
    expect(decoded(before.gppString, f.api).section).toEqual(expected[f.api](1, false));

    if (f.name === 'accept all') await page.getByRole('button', { name: t.accept_all, exact: true }).click();
    if (f.name === 'decline') await page.getByRole('button', { name: t.decline, exact: true }).click();
    if (f.name.startsWith('custom')) {
      await page.getByRole('button', { name: t.preferences, exact: true }).click();
      await page.getByRole('switch', { name: f.optOut === 2 ? t.cat_advertising : t.cat_analytics }).check();
      await page.getByRole('button', { name: t.save, exact: true }).click();
    }
    const method = { 'accept all': 'accept_all', decline: 'decline' }[f.name as string] ?? 'custom';
    await expect.poll(async () => (await page.evaluate(() => window.ServiceConsent!.get()))?.method).toBe(method);

    const after = await ping(page);
    expect(after.signalStatus).toBe('ready');
    expect(after.sectionList).toEqual([f.id]);
    const d = decoded(after.gppString, f.api);
    expect(d.ids).toEqual([f.id]);
    expect(d.section).toEqual(expected[f.api](f.optOut, false));
    // getSection and getField answer what the string says, in the spec's sub-sections.
    const { GpcSegmentType, Gpc, ...core } = d.section;
    expect(await gpp(page, 'getSection', f.api)).toEqual([[core, { SubsectionType: GpcSegmentType, Gpc }], true]);
    expect(after.parsedSections).toEqual({ [f.api]: [core, { SubsectionType: 1, Gpc: false }] });
    expect(await gpp(page, 'getField', `${f.api}.SaleOptOut`)).toEqual([f.optOut, true]);
    expect(await gpp(page, 'hasSection', f.api)).toEqual([true, true]);

    // A returning view: the stored choice, at once.
    await page.reload();
    await settled(page);
    expect(decoded((await ping(page)).gppString, f.api).section).toEqual(expected[f.api](f.optOut, false));
  });
}

test('Global Privacy Control: opted out, with Gpc set, in us (usnat) and california (usca), no banner', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const site = await createSite();
  for (const [region, api] of [
    ['us', 'usnat'],
    ['california', 'usca'],
  ] as const) {
    await visit(page, site, region);
    expect(await page.evaluate(() => window.ServiceConsent!.get()!.method)).toBe('gpc');
    const p = await ping(page);
    expect(p.signalStatus).toBe('ready');
    expect(p.cmpDisplayStatus, 'no banner').toBe('hidden');
    expect(decoded(p.gppString, api).section).toEqual(expected[api](1, true));
    expect(await gpp(page, 'getField', `${api}.Gpc`)).toEqual([true, true]);
    await page.context().clearCookies();
  }
});

test('an opt-out region implies no opt-out until the visitor declines; listeners hear not ready, the section, ready, and the banner go', async ({
  page,
}) => {
  const site = await createSite();
  const t = await texts(site);
  await visit(page, site, 'us');
  const before = await ping(page);
  expect(decoded(before.gppString, 'usnat').section).toEqual(expected.usnat(2, false));
  expect(before.cmpDisplayStatus, 'the banner shows').toBe('visible');
  await page.evaluate(() => {
    const w = window as unknown as { __heard: unknown[]; __gpp: (...a: unknown[]) => void };
    w.__heard = [];
    w.__gpp('addEventListener', (e: { eventName: string; data: unknown; pingData: { signalStatus: string } }) =>
      w.__heard.push([e.eventName, e.data, e.pingData.signalStatus]),
    );
  });
  await page.getByRole('button', { name: t.decline_opt_out!, exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard))
    .toEqual([
      ['listenerRegistered', true, 'ready'],
      ['signalStatus', 'not ready', 'not ready'],
      ['sectionChange', 'usnat', 'not ready'],
      ['signalStatus', 'ready', 'ready'],
      ['cmpDisplayStatus', 'hidden', 'ready'],
    ]);
  const after = await ping(page);
  expect(decoded(after.gppString, 'usnat').section).toEqual(expected.usnat(1, false));
  expect(after.cmpDisplayStatus).toBe('hidden');
});

test('a cross-origin iframe finds the __gppLocator frame and gets the same answers by postMessage, events included', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const site = await createSite();
  const t = await texts(site);
  const frame = await visitWithVendorFrame(page, site, { api: 'gpp', headers: REGION.us, heading: 'Shop' });
  const answers = (id: string) => frameAnswers<unknown>(frame, id);
  await frameCalls(frame, [
    ['ping', null, 'p', false],
    ['getSection', 'usnat', 's', true],
    ['getField', 'usnat.SaleOptOut', 'f', false],
    ['addEventListener', null, 'l', true],
  ]);
  const top = await ping(page);
  await expect.poll(() => answers('p')).toEqual([{ returnValue: top, success: true, callId: 'p' }]);
  await expect
    .poll(() => answers('s'))
    .toEqual([{ returnValue: (await gpp(page, 'getSection', 'usnat'))[0], success: true, callId: 's' }]);
  await expect.poll(() => answers('f')).toEqual([{ returnValue: 2, success: true, callId: 'f' }]);
  // Issue 44: the frame cannot remove the page's own listener, and an inherited name is no field (nor an error).
  const pageId = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { __pageHeard: string[]; __gpp: (...a: unknown[]) => void };
        w.__pageHeard = [];
        w.__gpp('addEventListener', (e: { eventName: string; listenerId: number }) => {
          w.__pageHeard.push(e.eventName);
          resolve(e.listenerId);
        });
      }),
  );
  await frameCalls(frame, [
    ['removeEventListener', pageId, 'r', false],
    ['getField', 'usnat.constructor', 'c', true],
  ]);
  await expect.poll(() => answers('r')).toEqual([{ returnValue: false, success: true, callId: 'r' }]);
  await expect.poll(() => answers('c')).toEqual([{ returnValue: null, success: false, callId: 'c' }]);
  // The visitor declines in the page: the frame's listener hears it, with the new string.
  await page.getByRole('button', { name: t.decline_opt_out!, exact: true }).click();
  await expect
    .poll(async () => (await answers('l')).map((a) => (a as { returnValue: { eventName: string } }).returnValue.eventName))
    .toEqual(['listenerRegistered', 'signalStatus', 'sectionChange', 'signalStatus', 'cmpDisplayStatus']);
  const heard = (await answers('l')) as { returnValue: { data: string; pingData: Ping } }[];
  expect(heard.map((a) => a.returnValue.pingData.cmpDisplayStatus)).toEqual([
    'visible',
    'visible',
    'visible',
    'visible',
    'hidden',
  ]);
  const last = heard.at(-2)!;
  expect(last.returnValue.data).toBe('ready');
  expect(decoded(last.returnValue.pingData.gppString, 'usnat').section).toEqual(expected.usnat(1, false));
  expect(last.returnValue.pingData.gppString).toBe((await ping(page)).gppString);
  expect(await page.evaluate(() => (window as unknown as { __pageHeard: string[] }).__pageHeard)).toContain('sectionChange');
  expect(errors).toEqual([]);
});

test('a visitor elsewhere, and a website with GPP off, get none of its bytes', async ({ page }) => {
  const site = await createSite();
  const off = await createSite({ banner: { global_privacy_platform: false } });
  const served = async (s: Site, region: keyof typeof REGION) =>
    (await page.request.get(`${SERVICE}/c/${s.uuid}.js`, { headers: REGION[region] })).text();
  expect(await served(site, 'us')).toContain('__gpp');
  expect(await served(site, 'california')).toContain('__gpp');
  expect(await served(site, 'eu')).not.toContain('gpp');
  expect(await served(off, 'us')).not.toContain('gpp');
  await visit(page, site, 'eu');
  expect(await page.evaluate(() => typeof (window as unknown as { __gpp?: unknown }).__gpp)).toBe('undefined');
  expect(await page.locator('iframe[name="__gppLocator"]').count()).toBe(0);
});
