import { LIMITS } from '../../../schema/limits.ts';
import type { ConfigCookie } from '../../../schema/runtime-config.ts';
import { ThemeValues } from '../../../schema/theme.ts';

/*
 * The API refuses data larger than the config can carry (src/schema/limits.ts),
 * but data stored before those limits, or by a path that skips them, must not
 * turn the config into a 500 for every visitor: it is trimmed here, so the
 * website still gets its banner. Rules (docs/decisions/public-endpoints.md#config-limits):
 * texts are cut to their limit, ending in "…"; cookie lists are capped at the
 * website's limit in all, large categories cut first (below).
 */

/** `s` cut to at most `max` UTF-16 units, ending in "…" when cut, never in half a surrogate pair. */
export function clip(s: string, max: number): string;
export function clip(s: string | null, max: number): string | null;
export function clip(s: string | null, max: number): string | null {
  if (s === null || s.length <= max) return s;
  let cut = s.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * One cookie's config entry within the config's limits. The optional service
 * fields are left out when empty; a policy link over the limit is dropped, not
 * cut (half a URL leads nowhere).
 */
export const trimCookie = (c: ConfigCookie): ConfigCookie => {
  const link = c.service_policy_link;
  return {
    name: clip(c.name, LIMITS.cookieName),
    domain: clip(c.domain, LIMITS.cookieDomain),
    lifetime: clip(c.lifetime, LIMITS.lifetimeText),
    description: clip(c.description, LIMITS.cookieDescription),
    ...(c.service ? { service: clip(c.service, LIMITS.cookieShort) } : {}),
    ...(link && link.length <= LIMITS.url ? { service_policy_link: link } : {}),
  };
};

/**
 * The most cookies each category may keep so that all together fit `cap`:
 * the largest share `k` with Σ min(size, k) ≤ cap. A category under the
 * share keeps every cookie; only the largest ones are cut, to an equal share,
 * so one crowded category cannot push the others out of the banner.
 */
export function fairShare(sizes: readonly number[], cap: number): number {
  if (sizes.reduce((a, b) => a + b, 0) <= cap) return Math.max(0, ...sizes);
  const sorted = [...sizes].sort((a, b) => a - b);
  let left = cap;
  for (const [i, size] of sorted.entries()) {
    const share = Math.floor(left / (sorted.length - i));
    if (size > share) return share;
    left -= size;
  }
  return Math.max(0, ...sizes);
}

/** Each category's cookies, in their order, cut to the fair share of the website's cap. */
export function capCookies<K>(lists: Map<K, ConfigCookie[]>, cap = LIMITS.cookiesPerWebsite): Map<K, ConfigCookie[]> {
  const share = fairShare(
    [...lists.values()].map((l) => l.length),
    cap,
  );
  return new Map([...lists].map(([k, l]) => [k, l.slice(0, share)]));
}

/** A stored theme the config can carry, or null (the banner's default theme) for one that no longer fits. */
export const usableTheme = (t: ThemeValues | null): ThemeValues | null => (t && ThemeValues.safeParse(t).success ? t : null);
