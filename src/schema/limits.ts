import { z } from 'zod';

/**
 * Sizes the partner API accepts and the runtime config carries: one table,
 * so that nothing the API stores can make the config fail (it did: a 3,000
 * character description, or 1,100 cookies in one category, turned the config
 * into a 500 for every visitor). Data stored before these limits, or by a
 * path that skips them, is trimmed when the config is composed
 * (src/service/public/config/trim-config.ts). Documented in docs/service.md, "Limits".
 */
export const LIMITS = {
  /** URLs: website url, scan urls, cookie url and links; the config's policy link and the cookies' provider policy links. */
  url: 2048,
  websiteName: 255,
  cookieName: 256,
  cookieDomain: 256,
  /** A cookie's value as the scan saw it (never in the config). */
  cookieValue: 4096,
  /** Each of de, en_uk, en_us, fr: the config shows one of them as the cookie's description. */
  cookieDescription: 2000,
  /** Other short cookie fields (country, service; also the config's service name). */
  cookieShort: 256,
  /** The config's lifetime text ("13 months"), written by the service. */
  lifetimeText: 64,
  /** Cookies per website, so in the config in all and in any one category. */
  cookiesPerWebsite: 1000,
  /** Each of the banner texts in the config. */
  bannerText: 2000,
  /** The config's composed stylesheet (about 3,000 characters with every extension). */
  stylesheet: 8000,
  /**
   * The config's JSON in bytes (a usual one is 5–15 KB): past it, its cookies' descriptions and provider
   * links move to the cookies answer (`RuntimeConfig.cookies_url`), fetched when the preference centre opens.
   */
  configBytes: 64 * 1024,
  /**
   * The config's `purge` pattern of one category, in characters: the names of its first-party cookies and storage
   * keys, which a usual website has a few dozen of. Names past it are left out (docs/runtime.md#declined-cookies-are-removed).
   */
  purgePattern: 4000,
  /** IAB vendors a website discloses (the Global Vendor List had about 1,100 in 2026). */
  tcfVendors: 2000,
  /** Google ad-tech providers a website discloses through Additional Consent. */
  googleAtpIds: 1000,
  /** Publisher restrictions of one banner: three types for each of the 24 purposes the TC string has room for. */
  tcfPublisherRestrictions: 72,
} as const;

/** Tab, line feed, carriage return: allowed in text that may have lines, never in a single-line field. */
const LINE_BREAK = /[\t\n\r]/;
export const isSingleLine = (s: string) => !LINE_BREAK.test(s);
export const SINGLE_LINE = 'must be a single line (no tab or line break)';

/**
 * A single-line string of at most `max` characters (names, domains, ids).
 * Other control characters are refused for every field by the service
 * before the schema (src/service/api/text-check.ts).
 */
export const line = (max: number) => z.string().max(max).refine(isSingleLine, SINGLE_LINE);
