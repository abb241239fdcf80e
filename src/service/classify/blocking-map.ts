import { brotliCompressSync, constants } from 'node:zlib';
import type { BlockingMap } from '../../schema/blocking-map.ts';
import type { CookieCategory } from '../../schema/enums.ts';
import { BLOCKED_CATEGORIES, type BlockedCategory, type GoogleConsentMode } from '../../shared/blocking.ts';
import type { KnownFilter } from '../../shared/known-match.ts';
import { normalizeHost, registrableDomain } from './domains.ts';
import { defaultTrackerKnowledge, type TrackerKnowledge } from './knowledge.ts';
import { knownFilter } from './known-filter.ts';
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

/**
 * Brotli bytes the map may take in a typical website's config besides the knowledge's filter, which has its own
 * budget (docs/decisions/blocking.md#the-blocking-map): the website's findings, the URL rules, `allow`.
 */
export const BLOCKING_MAP_BUDGET = 1024;

const blocked = new Set<string>(BLOCKED_CATEGORIES);
const HOST = /^[a-z0-9_-]{1,63}(\.[a-z0-9_-]{1,63})+$/;
const categoryOf = (c: BlockingMapInput['cookies'][number]['category']): BlockedCategory | null => {
  const id = c === 'analytics;' ? 'analytics' : c;
  return id && blocked.has(id) ? (id as BlockedCategory) : null;
};

/** The map's brotli size (quality 11, as the config is served) without the knowledge's filter, which has its own budget. */
export const mapBytes = (map: BlockingMap): number => {
  const { known: _, ...own } = map;
  return brotliCompressSync(JSON.stringify(own), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};

/** The knowledge's URL rules of trackers needing consent, each once: the map's exact table beside the filter. */
const ruleLists = new WeakMap<TrackerKnowledge, [string, BlockedCategory][]>();
function rulesOf(k: TrackerKnowledge): [string, BlockedCategory][] {
  let rules = ruleLists.get(k);
  if (rules) return rules;
  rules = [];
  const seen = new Set<string>();
  for (const { tracker, rules: own } of k.ranked)
    if (tracker.kind === 'tracker' && tracker.category && blocked.has(tracker.category))
      for (const rule of own) if (!seen.has(rule)) seen.add(rule), rules.push([rule, tracker.category as BlockedCategory]);
  ruleLists.set(k, rules);
  return rules;
}

/**
 * The website's blocking map (docs/decisions/blocking.md#the-blocking-map): a domain (with its subdomains) or a
 * URL rule → the category a visitor must consent to before it loads.
 * - The website's own findings and API cookies come first and are never dropped (dropping one would let a tracker
 *   the website is known to load run before consent): each third-party cookie's domain, and the script that set
 *   it (its URL rule where the knowledge has one, else its known domain, else its host).
 * - Then the knowledge's URL rules (a loader path on a CDN host, a vendor's pixel under its own category), and
 *   every other tracker domain of data/ as the filter `known` (docs/decisions/blocking.md#the-tracker-knowledge).
 * - Never: the website's own sites, and what the knowledge says must not be blocked (CDNs, hosting, utilities,
 *   consent tools) or is a container (a tag manager). A never-blocked domain under a held one goes to `allow`.
 */
export function blockingMap(
  input: BlockingMapInput,
  k: TrackerKnowledge = defaultTrackerKnowledge(),
  known: KnownFilter = knownFilter(k),
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
  const rules = rulesOf(k).filter(([key]) => mine(key) && !site.has(key) && !own.has(registrableDomain(key.split('/')[0]!)));
  // The website's own sites are never held: a tracker domain of the knowledge under one of them is allowed, as the
  // filter cannot leave it out for one website.
  const ownTrackers = trackerDomainsOf(k).filter((d) => [...own].some((o) => d === o || d.endsWith(`.${o}`)));
  return { ...toMap([...site, ...rules], input.unknown, k, new Set([...google, ...ownTrackers])), known };
}

const trackerDomains = new WeakMap<TrackerKnowledge, string[]>();
/** The knowledge's tracker domains (any category): what the filter and the map hold between them. */
function trackerDomainsOf(k: TrackerKnowledge): string[] {
  let list = trackerDomains.get(k);
  if (!list) trackerDomains.set(k, (list = [...k.byDomain].filter(([, t]) => t.kind === 'tracker').map(([d]) => d)));
  return list;
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
  // Held domains: the map's own and every tracker domain of the knowledge (the filter's).
  const listed = new Set<string>(trackerDomainsOf(k));
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
