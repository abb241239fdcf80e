import type { Texts } from '../../src/schema/texts.ts';
import { STRICT_DEFAULT_STATES } from '../fixtures/config.ts';
import { ACCEPT_ALL_DECODED, decodeTc } from '../fixtures/tcf-decoded.ts';
import { REGION } from './cmp-frame.ts';
import { consentEvent, createSite, GTAG_STAND_IN, records, type Site, type SiteOptions, texts } from './support.ts';
import { tcfSite } from './tcf-site.ts';
import type { Ui } from './ui.ts';
import { expect, test } from './webkit/fixtures.ts';

// The core consent flows on WebKit (WebKitGTK's MiniBrowser over classic WebDriver), written against
// the driver-neutral `ui` fixture: no routing, init scripts or console events there, so the customer's
// page is served for real at its made-up origin (webkit/site-server.ts) and everything else is read
// from the page itself. The visitor is in Berlin (webkit/processes.ts), so the runtime picks `eu`.
// Table-driven: every flow (FLOWS) runs once for each script a page may load the runtime with (SETTINGS).

const ALL = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'];
const CONSENT_COOKIE = 'service_consent';

/** The script a partner pastes into the page's head. */
const SETTINGS = [
  { name: 'snippet (consent.min.js, config fetched)', script: (site: Site) => site.snippet },
  { name: 'first-view script (code_snippet.banner, config inlined)', script: (site: Site) => site.firstView },
];

const region = (name: string) => ({ role: 'region', name });
const button = (name: string) => ({ role: 'button', name });

const consentCookie = async (ui: Ui) => (await ui.cookies()).find((c) => c.name === CONSENT_COOKIE);
/** Waits until the runtime settled the page view; its decision, or null. */
const settled = (ui: Ui) => ui.evaluate(() => new Promise<unknown>((resolve) => window.ServiceConsent!.on('ready', resolve)));
const decision = (ui: Ui) => ui.evaluate(() => window.ServiceConsent!.get());

// What gtag.js would see, through the support file's stand-in, read back with evaluate.
const commands = (ui: Ui) => ui.evaluate(() => (window as unknown as { __commands: unknown[][] }).__commands);
const events = (ui: Ui) => ui.evaluate(() => (window as unknown as { __events: unknown[] }).__events);
const STRICT_DEFAULT = ['consent', 'default', STRICT_DEFAULT_STATES];
const GRANTED_ANALYTICS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'granted',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  social_storage: 'denied',
};
const GRANTED_ALL = Object.fromEntries(Object.keys(GRANTED_ANALYTICS).map((k) => [k, 'granted']));
const LINKS = Array.from({ length: 16 }, (_, i) => `<a href="/p${i}">Page ${i}</a>`).join(' ');

interface Flow {
  title: string;
  /** The website's banner settings. */
  banner?: SiteOptions['banner'];
  /** What the page's head has after the runtime's script. */
  after?: string;
  /** The page's body (hostPage's short shop page unless said). */
  body?: string;
  /** The flow, on the page just opened. */
  run: (x: { ui: Ui; site: Site; t: Texts }) => Promise<void>;
}

const FLOWS: Flow[] = [
  {
    title: 'banner in the shadow root → accept all → cookie and record; reload → no banner, choice kept',
    banner: { display_style: 'banner' },
    run: async ({ ui, site, t }) => {
      await expect.poll(() => ui.visible(region(t.banner_label))).toBe(true);
      expect(await ui.text(region(t.banner_label))).toContain(t.banner_body);
      // The UI sits in the host element's open shadow root, not in the page's own DOM.
      expect(
        await ui.evaluate(() => {
          const host = document.querySelector('[data-service-consent]');
          const banner = 'section[aria-label], [role=region]';
          return [!!host?.shadowRoot?.querySelector(banner), !!document.querySelector(banner)];
        }),
      ).toEqual([true, false]);
      expect(await consentCookie(ui)).toBeUndefined();

      await ui.click(button(t.accept_all));
      await expect.poll(() => ui.visible(region(t.banner_label))).toBe(false);
      const cookie = await consentCookie(ui);
      expect(cookie?.value).toMatch(/^1:epads:accept_all:\d+:[^:]+:[0-9a-f-]{36}$/);
      expect(cookie?.sameSite).toBe('Lax');
      // The record left WebKit cross-origin, carrying the site's Origin, which the service checks.
      await expect
        .poll(async () => (await records(site)).map((r) => [r.method, r.granted, r.origin, r.region]))
        .toEqual([['accept_all', ALL, site.origin, 'eu']]);

      await ui.reload();
      expect(await settled(ui)).toMatchObject({ granted: ALL, method: 'accept_all' });
      expect(
        await ui.text({ css: 'section[aria-label], [role=region], [role=dialog]' }),
        'no banner of any kind, shadow roots included',
      ).toBeNull();
      expect((await consentCookie(ui))?.value).toBe(cookie?.value);
    },
  },
  {
    title: 'decline: only essential, stored; reload → no banner, the floating preference button instead',
    banner: { display_style: 'banner' },
    run: async ({ ui, t }) => {
      await ui.click(button(t.decline));
      await expect.poll(() => ui.visible(region(t.banner_label))).toBe(false);
      expect((await consentCookie(ui))?.value).toMatch(/^1:e:decline:/);
      expect(await decision(ui)).toMatchObject({ granted: ['essential'], method: 'decline' });

      await ui.reload();
      expect(await settled(ui)).toMatchObject({ granted: ['essential'], method: 'decline' });
      expect(await ui.text(region(t.banner_label))).toBeNull();
      await expect.poll(() => ui.visible(button(t.pref_button))).toBe(true);
    },
  },
  {
    title:
      'keyboard: the banner has focus on appearance, the first Tabs reach accept with a focus ring, Enter accepts, focus goes back to the page',
    banner: { display_style: 'banner' },
    body: `<nav>${LINKS}</nav><main><h1>Shop</h1></main>`,
    run: async ({ ui, t }) => {
      await expect.poll(() => ui.visible(region(t.banner_label))).toBe(true);
      await expect.poll(() => ui.focused(region(t.banner_label)), 'the banner takes focus when nothing has it').toBe(true);

      // The first Tab reaches the banner's first control: the policy link when there is one, else accept.
      let tabs = 0;
      while (!(await ui.focused(button(t.accept_all)))) {
        expect(++tabs, 'accept is the first or second stop after the banner').toBeLessThan(3);
        await ui.press('Tab');
      }
      expect(
        await ui.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return !!el && el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none';
        }),
      ).toBe(true);
      await ui.press('Enter');
      await expect.poll(() => ui.visible(region(t.banner_label))).toBe(false);
      expect((await consentCookie(ui))?.value).toMatch(/^1:epads:accept_all:/);
      // Focus returns to where it was, the page itself, never to a removed button.
      expect(
        await ui.evaluate(() => document.activeElement === document.body && getSelection()?.anchorNode === document.body),
      ).toBe(true);
    },
  },
  {
    title: 'preference centre: opens from the banner, Escape closes it without deciding and returns focus',
    banner: { display_style: 'stretch' },
    run: async ({ ui, t }) => {
      await ui.click(button(t.preferences));
      const centre = { role: 'dialog', name: t.pc_title };
      await expect.poll(() => ui.visible(centre)).toBe(true);
      expect(await ui.checked({ role: 'switch', name: t.cat_essential })).toEqual({ checked: true, disabled: true });
      expect(await ui.checked({ role: 'switch', name: t.cat_analytics })).toEqual({ checked: false, disabled: false });
      await ui.click({ role: 'switch', name: t.cat_analytics });
      expect(await ui.checked({ role: 'switch', name: t.cat_analytics })).toEqual({ checked: true, disabled: false });

      await ui.press('Escape');
      await expect.poll(() => ui.visible(centre)).toBe(false);
      await expect.poll(() => ui.focused(button(t.preferences))).toBe(true);
      expect(await ui.visible(region(t.banner_label))).toBe(true);
      expect(await consentCookie(ui)).toBeUndefined();
      expect(await decision(ui)).toBeNull();
    },
  },
  {
    title: 'dataLayer: the strict default first, as Arguments; accept all → one update with everything granted, then the event',
    after: GTAG_STAND_IN,
    run: async ({ ui, t }) => {
      expect(await settled(ui)).toBeNull();
      const first = await commands(ui);
      expect(first[0]).toEqual(STRICT_DEFAULT);
      expect(await ui.evaluate(() => window.dataLayer!.map((e) => Object.prototype.toString.call(e)))).toEqual(
        Array(first.length).fill('[object Arguments]'),
      );
      expect(await events(ui)).toEqual([]);

      await ui.click(button(t.accept_all));
      await expect.poll(() => events(ui)).toEqual([consentEvent(ALL, 'accept_all')]);
      expect((await commands(ui)).slice(first.length)).toEqual([['consent', 'update', GRANTED_ALL]]);
    },
  },
  {
    title: 'custom choice in the preference centre: one update with exactly analytics granted, then the event',
    after: GTAG_STAND_IN,
    run: async ({ ui, t }) => {
      await settled(ui);
      const before = (await commands(ui)).length;

      await ui.click(button(t.preferences));
      await ui.click({ role: 'switch', name: t.cat_analytics });
      await ui.click(button(t.save));
      await expect.poll(() => events(ui)).toEqual([consentEvent(['essential', 'analytics'], 'custom')]);
      expect((await commands(ui)).slice(before)).toEqual([['consent', 'update', GRANTED_ANALYTICS]]);
      expect((await consentCookie(ui))?.value).toMatch(/^1:ea:custom:/);
    },
  },
];

for (const setting of SETTINGS) {
  test.describe(setting.name, () => {
    for (const flow of FLOWS) {
      test(flow.title, async ({ ui, hostPage }) => {
        const site = await createSite({ banner: flow.banner });
        const t = await texts(site);
        const head = [setting.script(site), flow.after].filter(Boolean).join('\n');
        await ui.goto(hostPage({ origin: site.origin, head, body: flow.body }));
        await flow.run({ ui, site, t });
      });
    }
  });
}

// IAB TCF on WebKit: the page's own `__tcfapi` (the stub, then the chunk) on a TCF website in `eu`. The region is the
// edge's header, which the site server adds to the service's requests (WebDriver sets no request headers). The
// cross-origin frame's locator path is the same code, tested on Chromium and Firefox (tcf.spec.ts): WebDriver
// classic cannot read a cross-origin frame's script state here.
test('IAB TCF: accept all gives a TC string the IAB decoder reads as every consent, with the Disclosed Vendors', async ({
  ui,
  hostPage,
  siteServer,
}) => {
  siteServer.setServiceHeaders(REGION.eu);
  const site = await tcfSite();
  const t = await texts(site);
  await ui.goto(hostPage({ origin: site.origin, head: site.firstView }));
  await ui.evaluate(() => {
    const w = window as unknown as {
      __heard: { eventStatus?: string; tcString?: string }[];
      __tcfapi: (...a: unknown[]) => void;
    };
    w.__heard = [];
    w.__tcfapi('addEventListener', 2, (d: { eventStatus?: string; tcString?: string }) => w.__heard.push(d));
  });
  const heard = () =>
    ui.evaluate(() => (window as unknown as { __heard: { eventStatus?: string; tcString?: string }[] }).__heard);
  await expect.poll(async () => (await heard()).map((d) => d.eventStatus).filter(Boolean)).toEqual(['cmpuishown']);
  await ui.click(button(t.accept_all));
  await expect.poll(async () => (await heard()).at(-1)?.eventStatus).toBe('useractioncomplete');
  const { cmpVersion, policyVersion, vendorListVersion, ...choice } = decodeTc((await heard()).at(-1)!.tcString!);
  // Special features only by their own opt-in in the vendor layer (docs/decisions/tcf.md#our-categories-and-the-tcf-purposes).
  expect(choice).toEqual({ ...ACCEPT_ALL_DECODED, specialFeatureOptins: [] });
});
