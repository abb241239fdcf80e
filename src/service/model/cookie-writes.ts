import type { CookieCreate, CookieUpdate } from '../../schema/cookie.ts';
import { LIMITS } from '../../schema/limits.ts';
import type { Db } from '../store/db.ts';
import { COOKIE_FIELDS, type CookieFields } from './cookies.ts';
import { newId } from './ids.ts';
import { ownsWebsite, touchWebsite } from './websites.ts';

// A website's cookies as its owner writes them. Apart from their reads (cookies.ts): every write republishes the
// website's cookie policy (websites.ts `touchWebsite`), which reads the cookies back.

/** The fields sent on input, with `expire` folded into `lifetime` (both spellings accepted). */
function inputFields(input: Partial<CookieCreate>): CookieFields {
  const out: CookieFields = {};
  for (const k of COOKIE_FIELDS) if (input[k] !== undefined) out[k] = input[k] as string | null;
  if (input.expire !== undefined && input.lifetime === undefined) out.lifetime = input.expire;
  return out;
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
      JSON.stringify(inputFields(input)),
    ]);
    await touchWebsite(tx, input.website_id, true);
    return { id };
  });

type CookieChange = Partial<CookieUpdate> & Pick<CookieUpdate, 'website_id' | 'id'>;

/** Changes the fields sent; which of the two is missing when the website or the cookie is not the account's. */
export const updateCookie = (db: Db, account: string, input: CookieChange): Promise<'ok' | 'no_website' | 'no_cookie'> =>
  db.transaction(async (tx) => {
    if (!(await ownsWebsite(tx, account, input.website_id))) return 'no_website';
    const [row] = await tx.query<{ fields: CookieFields; category: string | null }>(
      'SELECT fields, category FROM cookies WHERE account_id = $1 AND website_id = $2 AND id = $3 FOR UPDATE',
      [account, input.website_id, input.id],
    );
    if (!row) return 'no_cookie';
    const category = input.category === undefined ? row.category : input.category;
    await tx.query('UPDATE cookies SET category = $2, fields = $3::jsonb WHERE id = $1', [
      input.id,
      category,
      JSON.stringify({ ...row.fields, ...inputFields(input) }),
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
