import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { z } from 'zod';
import { E2E } from '../../playwright.config.ts';
import { createClient, type Item, isItemError } from '../../src/client/index.ts';
import type { Banner, BannerUpdate, RegionSettings } from '../../src/schema/banner.ts';
import type { CookieCreate } from '../../src/schema/cookie.ts';
import type { Region } from '../../src/schema/enums.ts';
import type { Texts } from '../../src/schema/texts.ts';
import type { ThemeValues } from '../../src/schema/theme.ts';
import { CONSENT_CATEGORIES } from '../../src/shared/categories.ts';

// Shared fixtures of the end-to-end suite: the E2E account's signed client,
// websites created through the partner API for a made-up host origin, and host
// pages served at that origin by the browser's router — so the runtime, its
// config and its records travel between a "customer site" and the real service
// exactly as they would in production (cross-origin, with an Origin header).

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const client = createClient({ baseUrl: E2E.origin, publicKey: E2E.publicKey, privateKey: E2E.privateKey });
export const ACCOUNT = E2E.account;
export const SERVICE = E2E.origin;

/** Unwraps one item of a batch answer, failing the test with the service's error. */
export function one<T>(items: Item<T>[], what: string): T {
  const [item] = items;
  if (!item || isItemError(item)) throw new Error(`${what}: ${JSON.stringify(item)}`);
  return item;
}

type CookieSeed = Omit<z.input<typeof CookieCreate>, 'account_id' | 'website_id'>;

/** A cookie in every consent category (analytics spelled as the API's wire quirk). */
export const COOKIES: CookieSeed[] = [
  { name: 'session_id', domain: 'shop.test', category: 'essential', en_us: 'Keeps you signed in.', tracker_type: 'http_cookie' },
  {
    name: 'ui_lang',
    domain: 'shop.test',
    category: 'performance',
    lifetime: '2592000',
    en_us: 'Remembers your language.',
    tracker_type: 'http_cookie',
  },
  {
    name: '_ga',
    domain: '.shop.test',
    category: 'analytics;',
    lifetime: '63072000',
    en_us: 'Counts visits anonymously.',
    de: 'Zählt Besuche anonym.',
    tracker_type: 'http_cookie',
  },
  {
    name: '_fbp',
    domain: '.shop.test',
    category: 'advertising',
    lifetime: '7776000',
    en_us: 'Shows relevant ads.',
    tracker_type: 'http_cookie',
  },
  {
    name: 'YSC',
    domain: '.youtube.com',
    category: 'social_networking',
    en_us: 'Counts video views.',
    tracker_type: 'http_cookie',
  },
];

export interface SiteOptions {
  banner?: Partial<Omit<BannerUpdate, 'account_id' | 'id' | 'website_id' | 'regions'>>;
  /** Region settings merged over the defaults a new website gets. */
  regions?: Partial<
    Record<
      Region,
      Partial<Omit<RegionSettings, 'vendor_consent_mode_settings'>> & {
        vendor_consent_mode_settings?: Partial<RegionSettings['vendor_consent_mode_settings']>;
      }
    >
  >;
  cookies?: CookieSeed[];
  theme?: ThemeValues;
  publish?: boolean;
}

export interface Site {
  id: string;
  uuid: string;
  /** The made-up origin of the customer's site: the website's `url`. */
  origin: string;
  /**
   * The snippet pasted before the first-view script: `consent.min.js`, which fetches the config. Most specs
   * run on it, as they were written against the fetch path (its dataLayer sequence, its device cache and
   * failures), which old snippets keep using; first-view.spec.ts runs `firstView`.
   */
  snippet: string;
  /** `code_snippet.banner`, exactly as a partner gets it: the website's first-view script, config inlined. */
  firstView: string;
  preferenceButton: string;
  banner: Banner;
  documentId: string;
  /** The policy embed `code_snippet` when published (null without `publish`). */
  embed: string | null;
}

/** A website with its banner, cookies, theme and (optionally) published policy, all through the signed API. */
export async function createSite(o: SiteOptions = {}): Promise<Site> {
  const origin = `http://shop-${randomUUID().slice(0, 8)}.test`;
  const w = one(
    await client.websites.create([
      {
        account_id: ACCOUNT,
        name: `E2E ${origin}`,
        url: origin,
        company: {
          legal_name: 'Shop Test GmbH',
          email: 'privacy@shop.test',
          address: 'Hauptstraße 1',
          zip: '10115',
          city: 'Berlin',
          country: 'DE',
        },
      },
    ]),
    'website',
  );
  const [current] = (await client.banners.list([{ account_id: ACCOUNT, ids: [w.id] }])).results;
  if (!current) throw new Error('no banner for a new website');
  let theme_id: string | null = null;
  if (o.theme) theme_id = one(await client.themes.create([{ account_id: ACCOUNT, website_id: w.id, ...o.theme }]), 'theme').id;
  const banner = await putBanner(w.id, { ...o.banner, ...(theme_id ? { theme_id } : {}) }, mergeRegions(current, o.regions));
  // `cookies: []` is a new website no scan has seen (the API takes 1–100 items: nothing to send).
  const seeds = (o.cookies ?? COOKIES).map((c) => ({ account_id: ACCOUNT, website_id: w.id, ...c }));
  const cookies = seeds.length ? await client.cookies.create(seeds) : [];
  const failed = cookies.find(isItemError);
  if (failed) throw new Error(`cookie refused: ${JSON.stringify(failed)}`);
  let embed: string | null = null;
  if (o.publish) {
    one(await client.documents.publish([{ account_id: ACCOUNT, website_id: w.id }]), 'publish');
    embed = (await preview(w.id)).code_snippet;
  }
  return {
    id: w.id,
    uuid: w.uuid,
    origin,
    banner,
    snippet: `<script src="${SERVICE}/consent.min.js" data-website-uuid="${w.uuid}"></script>`,
    firstView: w.code_snippet.banner,
    preferenceButton: w.code_snippet.cookie_preference_button,
    documentId: w.cookie_policy_document_id,
    embed,
  };
}

function mergeRegions(current: Banner, patch: SiteOptions['regions']): Banner['regions'] {
  const regions = structuredClone(current.regions);
  for (const [name, p] of Object.entries(patch ?? {}) as [Region, NonNullable<SiteOptions['regions']>[Region]][]) {
    const r = regions[name];
    if (!r || !p) continue;
    const { vendor_consent_mode_settings: v, ...rest } = p;
    Object.assign(r, rest);
    if (v) Object.assign(r.vendor_consent_mode_settings, v);
  }
  return regions;
}

/** PUT /v1/banners for one website; returns the banner as stored. */
export async function putBanner(
  id: string,
  fields: SiteOptions['banner'] & { theme_id?: string | null },
  regions?: Banner['regions'],
): Promise<Banner> {
  return one(await client.banners.put([{ account_id: ACCOUNT, id, ...fields, ...(regions ? { regions } : {}) }]), 'banner');
}

export async function updateRegions(site: Site, patch: SiteOptions['regions']): Promise<Banner> {
  const [current] = (await client.banners.list([{ account_id: ACCOUNT, ids: [site.id] }])).results;
  return putBanner(site.id, {}, mergeRegions(current!, patch));
}

export async function preview(websiteId: string) {
  const [doc] = (await client.documents.preview([{ account_id: ACCOUNT, website_id: websiteId }])).results;
  if (!doc) throw new Error('no policy document');
  return doc;
}

/** Proofs of consent as the service stored them (GET /v1/websites/consents). */
export interface StoredRecord {
  id: string;
  visitor: string;
  website: string;
  granted: string[];
  method: string;
  region: string;
  lang: string;
  version: string;
  url: string;
  at: string;
  shown: string;
  origin: string;
  banner_revision: string | null;
  ip: string | null;
  received_at: string;
}

export async function records(site: Site): Promise<StoredRecord[]> {
  const res = await client.call<{ results: StoredRecord[]; errors: unknown[] }>({
    method: 'GET',
    path: '/v1/websites/consents',
    query: [{ account_id: ACCOUNT, website_id: site.id }],
    limit: 100,
  });
  expect(res.errors).toEqual([]);
  return res.results;
}

/** `consent_count` as GET /v1/websites reports it. */
export async function consentCount(site: Site): Promise<number> {
  const { results } = await client.websites.list([{ account_id: ACCOUNT, ids: [site.id] }]);
  return results[0]!.consent_count;
}

export interface HostPageOptions {
  origin: string;
  head?: string;
  body?: string;
  /** A Content-Security-Policy header for the page. */
  csp?: string;
  /** Defaults to `/`. */
  path?: string;
  /** Other resources of the site, by path (e.g. a script the page gates). */
  files?: Record<string, { type: string; body: string }>;
}

export interface HostAnswer {
  status: number;
  contentType?: string;
  body: string;
  headers: Record<string, string>;
}

/** What the customer's site answers for a path: one of its `files`, a 404 favicon, else the page. */
export function hostAnswer(o: HostPageOptions, path: string): HostAnswer {
  const file = o.files?.[path];
  if (file) return { status: 200, contentType: file.type, body: file.body, headers: {} };
  if (path === '/favicon.ico') return { status: 404, body: '', headers: {} };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>\n${o.head ?? ''}\n</head><body>\n${o.body ?? '<main><h1>Shop</h1><p>Welcome.</p></main>'}\n</body></html>`;
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: html,
    headers: o.csp ? { 'Content-Security-Policy': o.csp } : {},
  };
}

/**
 * Serves a customer's page at its made-up origin through the browser's router
 * (any path under the origin answers the same page, except `files`; favicon 404). The runtime,
 * config and records still come from the real service. Returns the page URL.
 * (WebKit has no router: test/e2e/webkit/site-server.ts serves the same answers for real.)
 */
export async function hostPage(page: Page, o: HostPageOptions): Promise<string> {
  await page.route(`${o.origin}/**`, (route) => route.fulfill(hostAnswer(o, new URL(route.request().url()).pathname)));
  return `${o.origin}${o.path ?? '/'}`;
}

/**
 * A stand-in for gtag.js, for the host page's `<head>` after the snippet: it
 * looks at every dataLayer entry (those pushed before it loaded and every later
 * push) the way gtag.js does — only Arguments objects are commands — and keeps
 * the consent and set commands in `window.__commands`, plus the dataLayer
 * events in `window.__events`, and anything that is neither in `window.__ignored`.
 */
export const GTAG_STAND_IN = `<script>
window.__commands = []; window.__events = []; window.__ignored = [];
(function () {
  var dl = window.dataLayer = window.dataLayer || [];
  function see(x) {
    if (Object.prototype.toString.call(x) === '[object Arguments]') {
      var a = Array.prototype.slice.call(x);
      if (a[0] === 'consent' || a[0] === 'set') __commands.push(JSON.parse(JSON.stringify(a)));
    } else if (x && typeof x === 'object' && typeof x.event === 'string') __events.push(JSON.parse(JSON.stringify(x)));
    else __ignored.push(x);
  }
  dl.forEach(see);
  var push = dl.push;
  dl.push = function () { for (var i = 0; i < arguments.length; i++) see(arguments[i]); return push.apply(dl, arguments); };
})();
</script>`;

/** The dataLayer event after a decision by `method` granting `granted`, for a visitor in `eu`. */
export const consentEvent = (granted: readonly string[], method: string) => ({
  event: 'service_consent_update',
  service_consent: {
    granted: granted.join(','),
    method,
    region: 'eu',
    ...Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, granted.includes(c)])),
  },
});

export const commands = (page: Page) => page.evaluate(() => (window as unknown as { __commands: unknown[][] }).__commands);
export const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __events: { event: string; service_consent: Record<string, unknown> }[] }).__events,
  );

/** Waits until the runtime settled the page view (config applied or given up). */
export const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        (window as unknown as { ServiceConsent: { on: (e: string, f: (s: unknown) => void) => void } }).ServiceConsent.on(
          'ready',
          resolve,
        ),
      ),
  );

/** The stored choice cookie on the host origin, or undefined. */
export async function consentCookie(page: Page, origin: string) {
  return (await page.context().cookies(origin)).find((c) => c.name === 'service_consent');
}

/** Texts of the config a visitor gets in `lang` (the buttons' accessible names). */
export async function texts(site: Site, lang = 'en'): Promise<Texts> {
  const res = await fetch(`${SERVICE}/public/v1/websites/${site.uuid}/config?lang=${lang}`);
  expect(res.status).toBe(200);
  return (await res.json()).texts;
}

/** Collects uncaught page errors and console errors of a page. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * Uncaught exceptions and unhandled rejections as the page itself sees them
 * (its `error` and `unhandledrejection` events). Engine-neutral: Firefox over
 * BiDi also reports the browser's own network messages (a refused CORS request,
 * a CSP block) as page errors, which are not errors thrown into the page.
 */
export async function watchUncaught(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __uncaught: string[] }).__uncaught = []);
    addEventListener('error', (e) => seen.push(`error: ${e.message}`));
    addEventListener('unhandledrejection', (e) => seen.push(`unhandledrejection: ${String(e.reason)}`));
  });
  const pageErrors: string[] = [];
  if (page.context().browser()?.browserType().name() === 'chromium') page.on('pageerror', (e) => pageErrors.push(e.message));
  return async () => [...pageErrors, ...(await page.evaluate(() => (window as unknown as { __uncaught: string[] }).__uncaught))];
}

/** Resolves once every animation of the page, ours in the shadow root included, has finished. */
export const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      [
        ...document.getAnimations(),
        ...[...document.querySelectorAll('[data-service-consent]')].flatMap((h) => h.shadowRoot?.getAnimations() ?? []),
      ].map((a) => a.finished),
    ),
  );

/**
 * axe-core's violations on the page, shadow roots included, as `rule: [targets]` lines: the serious and
 * critical ones, or every one with `{ all: true }`.
 */
export async function axe(page: Page, { all = false } = {}) {
  // The UI fades in: colours are judged once it has finished.
  await animationsDone(page);
  // Injected once per document: a second scan of the same page (another viewport) skips half a megabyte of script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return result.violations
    .filter((v) => all || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
