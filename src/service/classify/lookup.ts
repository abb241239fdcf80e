import type { CookieDatabase, CookieRule } from './database.ts';
import { withinDomain } from './domains.ts';

/** Names this short are too common to trust without the domain the database gives for them (`fr`, `c`, `IDE`, `tp`). */
const SHORT_NAME = 3;

/**
 * Whether an entry may match a cookie on `host`. The database's domain cell is
 * often where the cookie is *read* rather than where a scan finds it (`_fbp`
 * is listed under facebook.com but written on the site's own domain), so a
 * domain never excludes a match, except for short names: `fr` on
 * facebook.com is Meta's, `fr` on a shop is probably its language.
 */
const usable = (rule: CookieRule, host: string): boolean =>
  rule.domains.length === 0 || rule.name.length > SHORT_NAME || onDomain(rule, host);

const onDomain = (rule: CookieRule, host: string): boolean => host !== '' && rule.domains.some((d) => withinDomain(host, d));

/**
 * The database entry for a cookie or storage key named `name` found on
 * `host` (normalised, '' when unknown), or undefined.
 *
 * Order: an exact name beats a prefix (it is the more specific fact); among
 * several entries of one exact name, the one whose domain holds `host` wins,
 * then the first usable in file order; names compare exactly, then ignoring
 * case. Among prefixes the longest usable one wins (`_hjSessionUser_` over
 * `_hjSession`), as the database's README asks of `wildcard` entries.
 */
export function findCookieRule(db: CookieDatabase, name: string, host: string): CookieRule | undefined {
  const exact = db.exact.get(name) ?? db.exactFolded.get(name.toLowerCase());
  if (exact) {
    const hit = exact.find((r) => onDomain(r, host)) ?? exact.find((r) => usable(r, host));
    if (hit) return hit;
  }
  // db.prefixes is sorted longest first, so the first usable match is the longest.
  return db.prefixes.find((r) => name.startsWith(r.name) && usable(r, host));
}
