import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import type { AddressGuard } from './address-guard.ts';
import { detectConsentTools } from './autoconsent.ts';
import { PAGE_CAPS } from './caps.ts';
import { CONSENT_TOOL_HOSTS, type ConsentControls, readConsentControls } from './consent-controls.ts';
import { offsiteRedirect, REDIRECTS_PER_PAGE } from './redirects.ts';
import { type HeaderCookie, INIT_SCRIPT, parseSetCookie, type Seen } from './seen.ts';
import { dumpStorage } from './storage-dump.ts';

export interface VisitOptions {
  guard: AddressGuard;
  pageTimeoutMs: number;
  settleMs: number;
  /** The service's own origin (`APP_URL`): our runtime's requests are recognised and kept from counting. */
  appOrigin: string | null;
  /** Connection failures the checking proxy saw (proxy.ts): what a load error really was. */
  proxyFailures?: string[];
}

/** A third-party image at most this big is a pixel: a 1×1 GIF is 35–43 bytes, a PNG about 70. */
const PIXEL_BYTES = 200;
/** Our runtime, from either snippet: the first-view script `/c/{uuid}.js` or the older `/consent.min.js`. */
const OUR_SCRIPT = /\/(?:consent\.min\.js|c\/[\da-f-]{36}\.js)$/i;

/** The URL a first-time visitor from the EU loads: the runtime's QA override picks the `eu` region. */
export function asEuVisitor(url: string): string {
  const u = new URL(url);
  u.searchParams.set('service_region', 'eu');
  return u.toString();
}

/** Blocks what the guard refuses and keeps the scanner from counting as a visitor of our own service (installation-check.ts too). */
export async function guardContext(context: BrowserContext, o: VisitOptions, blocked: string[]) {
  await context.route('**/*', async (route) => {
    const req = route.request();
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    const why = await o.guard.check(url);
    if (why) {
      blocked.push(why);
      return route.abort('blockedbyclient');
    }
    if (o.appOrigin && url.startsWith(`${o.appOrigin}/public/v1/`)) {
      // Never a consent record; the config is fetched as a self-declared bot, which page views do not count
      // (src/service/public/page-views/page-view-rule.ts).
      if (url.startsWith(`${o.appOrigin}/public/v1/consents`)) return route.abort('blockedbyclient');
      const headers = { ...req.headers(), 'user-agent': `${req.headers()['user-agent'] ?? ''} ConsentScanner-bot` };
      return route.continue({ headers });
    }
    return route.continue();
  });
  // WebSockets do not pass page.route: refuse them rather than let them past the guard.
  await context.routeWebSocket(/.*/, (ws) => ws.close());
}

/**
 * Loads one page as a first-time visitor (a fresh context: no cookies, no
 * storage) and records everything it set, without making any choice.
 * Throws when the page itself cannot be loaded.
 */
export async function visitPage(browser: Browser, url: string, o: VisitOptions): Promise<Seen> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: false,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
  });
  const blocked: string[] = [];
  const headerCookies: HeaderCookie[] = [];
  const pixels: Seen['pixels'] = [];
  const redirects: Seen['redirects'] = [];
  const tools = { ours: false, other: false };
  // Events past four times the page's caps are only counted: capPage (caps.ts) lists at most one cap of each.
  const overflow = { cookies: 0, pixels: 0 };
  const fits = (list: unknown[], kind: keyof typeof overflow) => {
    if (list.length < 4 * PAGE_CAPS[kind]) return true;
    overflow[kind]++;
    return false;
  };
  try {
    await guardContext(context, o, blocked);
    await context.addInitScript(INIT_SCRIPT);
    const detector = await detectConsentTools(context);
    const page = await context.newPage();
    const pageHost = new URL(url).hostname;
    const pending: Promise<unknown>[] = [];
    // Redirects do not pass page.route (Playwright routes only a redirect's first request): the proxy refuses a
    // hop to a private address, but Chromium would show its 403 as the page. Each hop of the page's own load is
    // checked here, so that the load fails and says where it was sent.
    const hops: Promise<string | null>[] = [];
    page.on('request', (req: Request) => {
      if (req.redirectedFrom() && req.isNavigationRequest() && req.frame() === page.mainFrame()) {
        const to = req.url();
        hops.push(o.guard.check(to).then((why) => (why ? `it redirects to ${to}, and ${why}` : null)));
      }
      const away = redirects.length < REDIRECTS_PER_PAGE ? offsiteRedirect(req, pageHost) : null;
      if (away) redirects.push(away);
      const u = new URL(req.url());
      if (OUR_SCRIPT.test(u.pathname)) tools.ours = true;
      if (CONSENT_TOOL_HOSTS.test(u.hostname)) tools.other = true;
      if (req.resourceType() === 'ping' && u.hostname !== pageHost && fits(pixels, 'pixels')) pixels.push(pixelOf(req, u));
    });
    page.on('response', (res: Response) => {
      pending.push(
        (async () => {
          for (const h of await res.headersArray())
            if (h.name.toLowerCase() === 'set-cookie') {
              const c = parseSetCookie(h.value, res.url());
              if (c && fits(headerCookies, 'cookies')) headerCookies.push(c);
            }
          const req = res.request();
          const u = new URL(res.url());
          if (req.resourceType() !== 'image' || u.hostname === pageHost || !u.protocol.startsWith('http')) return;
          // Bytes on the wire: `body()` of an image that does not decode is empty.
          const size = (await req.sizes().catch(() => null))?.responseBodySize ?? Number(res.headers()['content-length'] ?? 1e6);
          if (size <= PIXEL_BYTES && fits(pixels, 'pixels')) pixels.push(pixelOf(req, u));
        })().catch(() => {}),
      );
    });
    const target = asEuVisitor(url);
    let response: Response | null;
    try {
      response = await page.goto(target, { waitUntil: 'load', timeout: o.pageTimeoutMs });
    } catch (err) {
      const refused = (await Promise.all(hops)).find(Boolean);
      if (refused) throw new Error(`refused to load ${url}: ${refused}`);
      throw new Error(explainLoadError(err as Error, url, blocked, o.pageTimeoutMs, o.proxyFailures?.at(-1)));
    }
    const refused = (await Promise.all(hops)).find(Boolean);
    if (refused) throw new Error(`refused to load ${url}: ${refused}`);
    await detector.start(page);
    const snapshot = async () => {
      await page.waitForTimeout(o.settleMs);
      await Promise.race([Promise.allSettled(pending.splice(0)), page.waitForTimeout(2_000)]);
      const { dumps: storage, cut: storageCut } = await dumpStorage(page);
      // Header cookies and pixels are events: each snapshot takes those seen since the last one.
      const cut = { storage: storageCut, cookies: overflow.cookies, pixels: overflow.pixels };
      return { jar: await context.cookies(), storage, cut, headerCookies: headerCookies.splice(0), pixels: pixels.splice(0) };
    };
    const before = await snapshot();
    const main = before.storage.find((s) => s.main);
    const otherTools = detector.found();
    const ours = tools.ours || !!main?.preferenceButton;
    // Another tool's controls are looked for only where a tool was detected: elsewhere a "settings" link is the site's.
    const controls: ConsentControls =
      tools.other || otherTools.length
        ? await page.evaluate(readConsentControls).catch(() => ({ categories: false, preferences: false }))
        : { categories: false, preferences: false };
    return {
      url,
      finalUrl: response?.url() ?? url,
      status: response?.status() ?? 0,
      ...before,
      links: main?.links ?? [],
      redirects,
      ours,
      consentTool: tools.ours || tools.other || otherTools.length > 0,
      otherTools,
      categories: ours || controls.categories,
      preferences: ours || controls.preferences,
      afterConsent: (await acceptAll(page)) ? await snapshot() : null,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Where our runtime is on the page, accepts everything through its API
 * (`ServiceConsent.set`, method `api`: the same grants as the banner's
 * accept-all, without depending on the banner's markup). Its consent record
 * never reaches the service (guardContext aborts it). False when the page
 * has no runtime of ours.
 */
async function acceptAll(page: Page): Promise<boolean> {
  return page
    .evaluate((all) => {
      const api = (window as unknown as { ServiceConsent?: { set?: (c: string[]) => unknown } }).ServiceConsent;
      if (typeof api?.set !== 'function') return false;
      api.set(all);
      return true;
    }, ALL_CATEGORIES)
    .catch(() => false);
}
const ALL_CATEGORIES = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'];

const pixelOf = (req: Request, u: URL): Seen['pixels'][number] => ({
  host: u.hostname,
  path: u.pathname,
  url: req.url().slice(0, 2048),
  initiator: req.frame()?.url() ?? null,
});

/** A load failure in words a site owner can act on. */
export function explainLoadError(err: Error, url: string, blocked: string[], timeoutMs: number, proxyFailure?: string): string {
  const m = err.message;
  // Through the checking proxy a refused or reset connection reaches Chromium as an empty answer or a failed tunnel.
  if (proxyFailure && /ERR_EMPTY_RESPONSE|ERR_TUNNEL_CONNECTION_FAILED/.test(m)) return `${url} is unreachable (${proxyFailure})`;
  if (blocked.length && /ERR_BLOCKED_BY_CLIENT/.test(m)) return `refused to load ${url}: ${blocked[0]}`;
  if (proxyFailure?.startsWith('the scan') && /ERR_/.test(m)) return `${url} could not be loaded: ${proxyFailure}`;
  if (/Timeout|timed out/i.test(m)) return `${url} did not finish loading within ${Math.round(timeoutMs / 1000)} s`;
  if (/ERR_NAME_NOT_RESOLVED/.test(m)) return `${url}: the host name does not resolve (DNS)`;
  if (/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_ADDRESS_UNREACHABLE|ERR_EMPTY_RESPONSE/.test(m))
    return `${url} is unreachable (${/net::(ERR_\w+)/.exec(m)?.[1]})`;
  if (/ERR_CERT|ERR_SSL/.test(m)) return `${url}: TLS error (${/net::(ERR_\w+)/.exec(m)?.[1]}); the certificate is not valid`;
  if (/ERR_TOO_MANY_REDIRECTS/.test(m)) return `${url}: too many redirects`;
  if (/Download is starting/.test(m)) return `${url} is a download, not a page (the scanner downloads no files)`;
  if (/closed|crash|disconnected/i.test(m)) return `the browser crashed while loading ${url}`;
  return `${url} could not be loaded: ${m.split('\n')[0]}`;
}
