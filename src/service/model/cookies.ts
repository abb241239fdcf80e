import type { Cookie } from '../../schema/cookie.ts';
import { type CookieCategory, toWireCategory } from '../../schema/enums.ts';
import type { Queryable } from '../store/db.ts';
import type { OwnedTable } from './owned.ts';

/** Cookie fields kept in the `fields` column (everything but ids, category and `new`). */
export const COOKIE_FIELDS = [
  'name',
  'domain',
  'url',
  'value',
  'country',
  'de',
  'en_uk',
  'en_us',
  'fr',
  'initiator',
  'service',
  'service_policy_link',
  'source',
  'tracker_type',
  'lifetime',
] as const;
export type CookieFields = Partial<Record<(typeof COOKIE_FIELDS)[number], string | null>>;

export interface CookieRow {
  id: string;
  account_id: string;
  website_id: string;
  category: CookieCategory | null;
  fields: CookieFields;
  is_new: boolean;
  website_url: string;
}

/**
 * first_party when the cookie's domain is the website's host or a parent of
 * it (`.example.com` for `www.example.com`), third_party otherwise; null
 * when the cookie names no domain.
 */
export function partyOf(domain: string | null | undefined, websiteUrl: string): 'first_party' | 'third_party' | null {
  if (!domain) return null;
  let host = '';
  try {
    host = new URL(websiteUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  const d = domain.toLowerCase().replace(/^\./, '');
  const site = host.replace(/^www\./, '');
  return host === d || host.endsWith(`.${d}`) || d.endsWith(`.${site}`) || d === site ? 'first_party' : 'third_party';
}

/** A cookie as the API answers it; `expire` repeats `lifetime` for readers of the report shape. */
export function toCookie(r: CookieRow): Cookie & { expire: string | null } {
  const f = r.fields;
  const s = (k: keyof CookieFields) => f[k] ?? null;
  return {
    account_id: r.account_id,
    website_id: r.website_id,
    id: r.id,
    name: s('name'),
    domain: s('domain'),
    url: s('url'),
    value: s('value'),
    category: r.category ? toWireCategory(r.category) : null,
    country: s('country'),
    de: s('de'),
    en_uk: s('en_uk'),
    en_us: s('en_us'),
    fr: s('fr'),
    initiator: s('initiator'),
    service: s('service'),
    service_policy_link: s('service_policy_link'),
    source: s('source'),
    tracker_type: s('tracker_type') as Cookie['tracker_type'],
    lifetime: s('lifetime'),
    expire: s('lifetime'),
    new: r.is_new,
    party_provider_type: partyOf(f.domain, r.website_url),
  };
}

/** The condition on a cookie row `c` that it is not yet classified: no category, or the category that says so. */
export const UNCLASSIFIED_COOKIE = "(c.category IS NULL OR c.category = 'unclassified')";

const COOKIE_SELECT = `SELECT c.id, c.account_id, c.website_id, c.category, c.fields, c.is_new, w.url AS website_url
FROM cookies c JOIN websites w ON w.id = c.website_id`;

export const COOKIE_TABLE: OwnedTable = { select: COOKIE_SELECT, account: 'c.account_id', website: 'c.website_id', id: 'c.id' };

/** A website's cookies as the API answers them, in id order (the policy and the runtime config list them so). */
export async function cookiesOf(q: Queryable, websiteId: string): Promise<Cookie[]> {
  const rows = await q.query<CookieRow>(`${COOKIE_SELECT} WHERE c.website_id = $1 ORDER BY c.id COLLATE "C"`, [websiteId]);
  return rows.map(toCookie);
}
