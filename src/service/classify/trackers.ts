import { normalizeHost, withinDomain } from './domains.ts';
import { defaultTrackerKnowledge, type NameMatcher, type TrackerKnowledge } from './knowledge.ts';
import type { Tracker } from './tracker-types.ts';

/**
 * The known third party whose domain is `host` or a parent of it, the most
 * specific first: `px.ads.linkedin.com` finds the Insight Tag,
 * `www.linkedin.com` the social network. Any kind: a CDN is known too (its
 * `kind` says it is never blocked). Undefined for any other host.
 */
export function findTracker(host: string, k: TrackerKnowledge = defaultTrackerKnowledge()): Tracker | undefined {
  let h = normalizeHost(host);
  while (h.includes('.')) {
    const hit = k.byDomain.get(h);
    if (hit) return hit;
    h = h.slice(h.indexOf('.') + 1);
  }
  return undefined;
}

/** The domain of the knowledge that `host` falls under (the one `findTracker` matched), else undefined. */
export function knownDomainOf(host: string, k: TrackerKnowledge = defaultTrackerKnowledge()): string | undefined {
  let h = normalizeHost(host);
  while (h.includes('.')) {
    if (k.byDomain.has(h)) return h;
    h = h.slice(h.indexOf('.') + 1);
  }
  return undefined;
}

/**
 * The URL rule that a script or request URL matches, the most specific first
 * (`www.googletagmanager.com/gtag/js?id=AW-…` is Google Ads, `/gtag/js` Google
 * Analytics, `/gtm.js` the tag manager's container), with the rule itself.
 */
export function findUrlRule(
  url: string,
  k: TrackerKnowledge = defaultTrackerKnowledge(),
): { tracker: Tracker; rule: string } | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const host = u.hostname.toLowerCase();
  for (const m of k.urls) {
    if (m.host !== host || !m.path.test(u.pathname)) continue;
    if (m.param && !(u.searchParams.get(m.param[0]) ?? '').startsWith(m.param[1])) continue;
    return { tracker: m.tracker, rule: m.source };
  }
  return undefined;
}

/** What a script URL belongs to: its URL rule, else its host's entry. */
export function findByUrl(url: string, k: TrackerKnowledge = defaultTrackerKnowledge()): Tracker | undefined {
  const rule = findUrlRule(url, k);
  if (rule) return rule.tracker;
  try {
    return findTracker(new URL(url).hostname, k);
  } catch {
    return undefined;
  }
}

/**
 * The own table's entry for a cookie (`cookie`) or storage key (`storage`)
 * named `name` on `host`: an exact name first, then a pattern; a name too
 * common to trust (`lang`, `uid`) only on the vendor's own domains.
 */
export function findOwnName(
  name: string,
  kind: 'cookie' | 'storage',
  host: string,
  k: TrackerKnowledge = defaultTrackerKnowledge(),
): Tracker | undefined {
  const index = kind === 'cookie' ? k.cookieNames : k.storageNames;
  const usable = (m: NameMatcher) => !m.bound || m.domains.some((d) => withinDomain(host, d));
  return index.exact.get(name)?.find(usable)?.tracker ?? index.patterns.find((m) => m.pattern!.test(name) && usable(m))?.tracker;
}
