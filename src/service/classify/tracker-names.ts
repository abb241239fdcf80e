import { categoryOf } from './category-rules.ts';
import { type CookieDatabase, type CookieRule, defaultCookieDatabase } from './database.ts';
import { findCookieRule } from './lookup.ts';
import { findTracker } from './trackers.ts';

/** Entries classified (categoryOf) as analytics or advertising: what a capped report must never drop for noise. */
const tracking = (r: CookieRule, host = '') => {
  const c = categoryOf(r, host);
  return c === 'analytics' || c === 'advertising' || c === 'social_networking';
};

/**
 * The database's tracker names as plain lists (lower case), small enough to
 * hand to a page (about 30 KB) so that a storage dump picks them first
 * without sending every key out of the browser (docs/scanner.md#caps).
 * Wider than `isKnownTracker`: no domain rule, case ignored.
 */
export function trackerNameLists(db: CookieDatabase = defaultCookieDatabase()): { exact: string[]; prefixes: string[] } {
  const exact = new Set<string>();
  for (const [name, rules] of db.exact) if (rules.some((r) => tracking(r))) exact.add(name.toLowerCase());
  const prefixes = db.prefixes.filter((r) => tracking(r)).map((r) => r.name.toLowerCase());
  return { exact: [...exact], prefixes: [...new Set(prefixes)] };
}

/**
 * Whether a finding named `name` on `domain` is a known tracker: a
 * database entry classified analytics, advertising or social networking,
 * or anything kept by a tracker's own domain (the tracker table).
 */
export function isKnownTracker(name: string, domain: string | null, db: CookieDatabase = defaultCookieDatabase()): boolean {
  const host = (domain ?? '').replace(/^\./, '').toLowerCase();
  if (host && findTracker(host)?.kind === 'tracker') return true;
  const rule = findCookieRule(db, name, host);
  return !!rule && tracking(rule, host);
}
