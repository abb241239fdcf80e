import type { Cookie, CookieCreate } from '../../schema/cookie.ts';
import { type CookieCategory, toWireCategory } from '../../schema/enums.ts';

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
type Fields = Partial<Record<(typeof COOKIE_FIELDS)[number], string | null>>;

export interface CookieRow {
  id: string;
  account_id: string;
  website_id: string;
  category: CookieCategory | null;
  fields: Fields;
  is_new: boolean;
  website_url: string;
}

/** The fields sent on input, with `expire` folded into `lifetime` (both spellings accepted). */
export function cookieFields(input: Partial<CookieCreate>): Fields {
  const out: Fields = {};
  for (const k of COOKIE_FIELDS) if (input[k] !== undefined) out[k] = input[k] as string | null;
  if (input.expire !== undefined && input.lifetime === undefined) out.lifetime = input.expire;
  return out;
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
  const s = (k: keyof Fields) => f[k] ?? null;
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

export const COOKIE_SELECT = `SELECT c.id, c.account_id, c.website_id, c.category, c.fields, c.is_new, w.url AS website_url
FROM cookies c JOIN websites w ON w.id = c.website_id`;
