import type { Cookie, CookieCreate, CookieUpdate } from '../../schema/cookie.ts';
import { type CookieCategory, toWireCategory } from '../../schema/enums.ts';
import { LIMITS } from '../../schema/limits.ts';
import type { Db, Queryable } from '../store/db.ts';
import { newId } from './ids.ts';
import type { OwnedTable } from './owned.ts';
import { ownsWebsite, touchWebsite } from './websites.ts';

/** Cookie fields kept in the `fields` column (everything but ids, category and `new`). */
const COOKIE_FIELDS = [
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
function cookieFields(input: Partial<CookieCreate>): Fields {
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

const COOKIE_SELECT = `SELECT c.id, c.account_id, c.website_id, c.category, c.fields, c.is_new, w.url AS website_url
FROM cookies c JOIN websites w ON w.id = c.website_id`;

export const COOKIE_TABLE: OwnedTable = { select: COOKIE_SELECT, account: 'c.account_id', website: 'c.website_id', id: 'c.id' };

/** A website's cookies as the API answers them, in id order (the policy and the runtime config list them so). */
export async function cookiesOf(q: Queryable, websiteId: string): Promise<Cookie[]> {
  const rows = await q.query<CookieRow>(`${COOKIE_SELECT} WHERE c.website_id = $1 ORDER BY c.id COLLATE "C"`, [websiteId]);
  return rows.map(toCookie);
}

/**
 * Adds a cookie: its id, `no_website` when the account has no such website,
 * `too_many` when the website already has the most cookies its config can
 * list (LIMITS.cookiesPerWebsite). The website's row is locked before the
 * count, so two writers cannot both take the last place.
 */
export const createCookie = (db: Db, account: string, input: CookieCreate): Promise<{ id: string } | 'no_website' | 'too_many'> =>
  db.transaction(async (tx) => {
    if (!(await ownsWebsite(tx, account, input.website_id))) return 'no_website';
    await tx.query('SELECT id FROM websites WHERE id = $1 FOR UPDATE', [input.website_id]);
    const [n] = await tx.query<{ n: number | string }>('SELECT count(*) AS n FROM cookies WHERE website_id = $1', [
      input.website_id,
    ]);
    if (Number(n?.n ?? 0) >= LIMITS.cookiesPerWebsite) return 'too_many';
    const id = newId('ck');
    await tx.query('INSERT INTO cookies (id, account_id, website_id, category, fields) VALUES ($1, $2, $3, $4, $5::jsonb)', [
      id,
      account,
      input.website_id,
      input.category ?? null,
      JSON.stringify(cookieFields(input)),
    ]);
    await touchWebsite(tx, input.website_id, true);
    return { id };
  });

type CookieChange = Partial<CookieUpdate> & Pick<CookieUpdate, 'website_id' | 'id'>;

/** Changes the fields sent; which of the two is missing when the website or the cookie is not the account's. */
export const updateCookie = (db: Db, account: string, input: CookieChange): Promise<'ok' | 'no_website' | 'no_cookie'> =>
  db.transaction(async (tx) => {
    if (!(await ownsWebsite(tx, account, input.website_id))) return 'no_website';
    const [row] = await tx.query<{ fields: Fields; category: string | null }>(
      'SELECT fields, category FROM cookies WHERE account_id = $1 AND website_id = $2 AND id = $3 FOR UPDATE',
      [account, input.website_id, input.id],
    );
    if (!row) return 'no_cookie';
    const category = input.category === undefined ? row.category : input.category;
    await tx.query('UPDATE cookies SET category = $2, fields = $3::jsonb WHERE id = $1', [
      input.id,
      category,
      JSON.stringify({ ...row.fields, ...cookieFields(input) }),
    ]);
    await touchWebsite(tx, input.website_id, true);
    return 'ok';
  });

/** True when the cookie was the account's and is gone. */
export const deleteCookie = (db: Db, account: string, websiteId: string, id: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const rows = await tx.query('DELETE FROM cookies WHERE account_id = $1 AND website_id = $2 AND id = $3 RETURNING id', [
      account,
      websiteId,
      id,
    ]);
    if (rows.length) await touchWebsite(tx, websiteId, true);
    return rows.length > 0;
  });
