import type { TrackerType } from '../../schema/enums.ts';
import { type CookieDatabase, defaultCookieDatabase } from './database.ts';
import { normalizeHost } from './domains.ts';
import { findCookieRule } from './lookup.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Whether one run of letters and digits in a name looks generated rather than
 * chosen: 6 or more digits (ids, timestamps), 8 or more hex digits with at
 * least one digit (hashes, hex ids; `deadbeef` alone is a word), or 16 or
 * more letters and digits mixed (base64-like tokens). Shorter runs stay:
 * `v2`, `2024`, `GA4` and `ABC123` are as likely a name's fixed part.
 */
const looksRandom = (run: string): boolean =>
  /^\d{6,}$/.test(run) ||
  (/^[0-9a-f]{8,}$/i.test(run) && /\d/.test(run)) ||
  (run.length >= 16 && /\d/.test(run) && /[a-z]/i.test(run));

/**
 * A name with its generated parts replaced by `*`: UUIDs first (they contain
 * `-`), then every run of letters and digits between separators that
 * `looksRandom`. `wp_session_5f3a9c1e22` → `wp_session_*`,
 * `ab-test-1699999999` → `ab-test-*`, `cart` → `cart`.
 */
export const foldRandomParts = (name: string): string =>
  name.replace(UUID, '*').replace(/[A-Za-z0-9]+/g, (run) => (looksRandom(run) ? '*' : run));

/** What makes two findings "the same cookie". */
export interface IdentityInput {
  name: string;
  domain: string | null;
  trackerType: TrackerType;
}

/**
 * The key under which a finding is the same cookie across scans
 * (docs/scanner.md#cookie-identity): tracker type, normalised domain
 * (`.example.com` = `example.com`) and name pattern, where the pattern is, by
 * the same lookup `classify` uses,
 * - the database's prefix plus `*` for a prefix entry (`_ga_ABC123` and
 *   `_ga_XYZ` are both `_ga_*`),
 * - the name itself for an exact entry,
 * - otherwise the name with random-looking parts folded (`foldRandomParts`).
 * Names stay case-sensitive, as browsers keep them. A newer database can
 * turn a folded name into a prefix pattern: that is a new key once, the
 * price of not storing a second identity.
 */
export function cookieIdentity(input: IdentityInput, db: CookieDatabase = defaultCookieDatabase()): string {
  return `${input.trackerType}|${normalizeHost(input.domain)}|${namePattern(input, db)}`;
}

/** The name part of `cookieIdentity`: the name, or its pattern with `*` for any run of characters. */
export function namePattern(input: IdentityInput, db: CookieDatabase = defaultCookieDatabase()): string {
  const rule = input.trackerType === 'pixel_tracker' ? undefined : findCookieRule(db, input.name, normalizeHost(input.domain));
  return rule?.prefix ? `${rule.name}*` : rule ? input.name : foldRandomParts(input.name);
}
