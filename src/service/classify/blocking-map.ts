import { brotliCompressSync, constants } from 'node:zlib';
import type { BlockingMap } from '../../schema/blocking-map.ts';
import type { CookieCategory } from '../../schema/enums.ts';
import { BLOCKED_CATEGORIES, type BlockedCategory, type GoogleConsentMode } from '../../shared/blocking.ts';
import { normalizeHost, registrableDomain } from './domains.ts';
import { defaultTrackerKnowledge, type TrackerKnowledge } from './knowledge.ts';
import { findUrlRule, knownDomainOf } from './trackers.ts';

/** What the map is made from: the website's own hosts, its cookies (scan findings and the API's), its setting. */
export interface BlockingMapInput {
  /** The website's url, additional scan urls and subdomains: their sites are never blocked. */
  urls: readonly string[];
  cookies: readonly { domain: string | null; initiator?: string | null; category: CookieCategory | 'analytics;' | null }[];
  /** Unknown third parties: held until consent (`block`) or left alone (`allow`, the default). */
  unknown: 'allow' | 'block';
  /** Google's consent-mode tags: held like any tracker (`basic`, the default) or allowed (`advanced`). */
  google?: GoogleConsentMode;
}

/**
 * Google's tags that honour consent mode's defaults (their own table entries): gtag.js for Analytics and Ads,
 * Analytics' collection, Ads' conversions and remarketing, Floodlight. Not AdSense, YouTube or Maps, which do not
 * run under consent mode's denied defaults as these do (docs/decisions/blocking.md#googles-tags).
 */
const GOOGLE_CONSENT_MODE_TAGS = new Set(['Google Analytics', 'Google Ads', 'DoubleClick (Google)', 'Google/Doubleclick Ads']);

/** Brotli bytes the map may take in a typical website's config (docs/decisions/blocking.md#the-blocking-map). */
export const BLOCKING_MAP_BUDGET = 1024;

const blocked = new Set<string>(BLOCKED_CATEGORIES);
const HOST = /^[a-z0-9_-]{1,63}(\.[a-z0-9_-]{1,63})+$/;
const categoryOf = (c: BlockingMapInput['cookies'][number]['category']): BlockedCategory | null => {
  const id = c === 'analytics;' ? 'analytics' : c;
  return id && blocked.has(id) ? (id as BlockedCategory) : null;
};

/** The map's brotli size (quality 11, as the config is served; `quality` 5 for a fast estimate). */
export const mapBytes = (map: BlockingMap, quality = 11): number =>
  brotliCompressSync(JSON.stringify(map), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

/** The known trackers in order of reach, each domain or URL rule once: the same for every website. */
const topLists = new WeakMap<TrackerKnowledge, [string, BlockedCategory][]>();
function topOf(k: TrackerKnowledge): [string, BlockedCategory][] {
  let top = topLists.get(k);
  if (top) return top;
  top = [];
  const seen = new Set<string>();
  for (const { tracker, domains, rules } of k.ranked) {
    const c =
      tracker.kind === 'tracker' && tracker.category && blocked.has(tracker.category)
        ? (tracker.category as BlockedCategory)
        : null;
    if (!c) continue;
    for (const key of [...rules, ...domains]) if (!seen.has(key)) seen.add(key), top.push([key, c]);
  }
  topLists.set(k, top);
  return top;
}

/**
 * The website's blocking map (docs/decisions/blocking.md#the-blocking-map): a domain (with its subdomains) or a
 * URL rule → the category a visitor must consent to before it loads.
 * - The website's own findings and API cookies come first and are never dropped, whatever the budget (dropping
 *   one would let a tracker the website is known to load run before consent): each third-party cookie's domain,
 *   and the script that set it (its URL rule where the knowledge has one, else its known domain, else its host).
 * - Then the most common known trackers, as many as fit `budget` brotli bytes with the website's own.
 * - Never: the website's own sites, and what the knowledge says must not be blocked (CDNs, hosting, utilities,
 *   consent tools) or is a container (a tag manager). A never-blocked domain under a listed one goes to `allow`.
 */
export function blockingMap(
  input: BlockingMapInput,
  budget = BLOCKING_MAP_BUDGET,
  k: TrackerKnowledge = defaultTrackerKnowledge(),
): BlockingMap {
  const own = new Set(input.urls.map((u) => registrableDomain(hostOf(u) ?? '')).filter(Boolean));
  const google = input.google === 'advanced' ? googleKeys(k) : new Set<string>();
  const exempt = (host: string) => {
    const t = k.byDomain.get(knownDomainOf(host, k) ?? '');
    return own.has(registrableDomain(host)) || t?.kind === 'never_blocked' || t?.kind === 'container';
  };
  const mine = (key: string) => !google.has(key);
  const site = new Map<string, BlockedCategory>();
  const add = (map: Map<string, BlockedCategory>, key: string, c: BlockedCategory) => {
    // A stored domain that is no host name (the API takes free text) names no destination a browser could load.
    if (!map.has(key) && mine(key) && (key.includes('/') || (key.length <= 253 && HOST.test(key)))) map.set(key, c);
  };
  for (const cookie of input.cookies) {
    const c = categoryOf(cookie.category);
    if (!c) continue;
    const host = normalizeHost(cookie.domain);
    if (host.includes('.') && !exempt(host)) add(site, knownDomainOf(host, k) ?? host, c);
    const script = cookie.initiator ? hostOf(cookie.initiator) : null;
    if (!script || exempt(script)) continue;
    const rule = findUrlRule(cookie.initiator!, k);
    if (rule && rule.tracker.kind !== 'tracker') continue;
    add(site, rule?.rule ?? knownDomainOf(script, k) ?? script, c);
  }

  const top = topOf(k).filter(([key]) => mine(key) && !site.has(key) && !own.has(registrableDomain(key.split('/')[0]!)));
  const compose = (n: number) => toMap([...site, ...top.slice(0, n)], input.unknown, k, google);
  if (mapBytes(compose(0)) > budget) return compose(0);
  // The largest n whose map fits, searched with a fast brotli (the map grows with n), then checked at quality 11
  // and stepped down while over: quality 11 is almost always the smaller, so this seldom steps.
  let [lo, hi] = [0, top.length];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (mapBytes(compose(mid), 5) <= budget) lo = mid;
    else hi = mid - 1;
  }
  while (lo > 0 && mapBytes(compose(lo)) > budget) lo = Math.floor(lo * 0.95);
  return compose(lo);
}

/** Every domain and URL rule of Google's consent-mode tags. */
const googleKeys = (k: TrackerKnowledge) =>
  new Set(k.ranked.filter((r) => GOOGLE_CONSENT_MODE_TAGS.has(r.tracker.service)).flatMap((r) => [...r.rules, ...r.domains]));

function toMap(
  entries: [string, BlockedCategory][],
  unknown: 'allow' | 'block',
  k: TrackerKnowledge,
  allowed: ReadonlySet<string>,
): BlockingMap {
  const map: BlockingMap = {};
  const listed = new Set<string>();
  for (const [key, c] of entries) {
    (map[c] ??= []).push(key);
    if (!key.includes('/')) listed.add(key);
  }
  // A more specific never-blocked host under a listed domain stays allowed (most specific wins); so do Google's
  // consent-mode tags in advanced mode, which would otherwise fall under a listed domain or `unknown: 'block'`.
  const allow: string[] = [...allowed];
  for (const [domain, t] of k.byDomain) {
    if (t.kind === 'tracker' || t.kind === 'unrated') continue;
    for (let h = domain.slice(domain.indexOf('.') + 1); h.includes('.'); h = h.slice(h.indexOf('.') + 1))
      if (listed.has(h)) {
        allow.push(domain);
        break;
      }
  }
  if (allow.length) map.allow = allow.sort();
  if (unknown === 'block') map.unknown = 'block';
  return map;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};
