import type { z } from 'zod';
import { type CookieCreate, CookieUpdate } from '../../schema/cookie.ts';
import { LIMITS } from '../../schema/limits.ts';
import { createCookie, updateCookie } from '../model/cookie-writes.ts';
import type { Db } from '../store/db.ts';
import { entry, type ItemResult, notFound, validationError } from './items.ts';

// One cookie written as /v1/websites/cookies writes it, with its per-item answer: shared by /v1 and the console's
// scan screen, so both answer a missing website, a full website or a missing cookie alike.

/** A PUT item: `id` plus any fields to change. */
export const CookieChange = CookieUpdate.partial().required({ account_id: true, website_id: true, id: true });
export type CookieChange = z.infer<typeof CookieChange>;

const ack = (account: string, d: { id: string; website_id: string }, idx: number) => ({
  account_id: account,
  id: d.id,
  website_id: d.website_id,
  _idx: idx,
});
// spec rule 3: a missing website answers with its id in `id`
const noWebsite = (idx: number, account: string, websiteId: string) => notFound(idx, { account_id: account, id: websiteId });

/** Adds the cookie: its id, or why not (no such website, the website has the most cookies it may have). */
export async function createCookieItem(db: Db, account: string, d: CookieCreate, idx: number): Promise<ItemResult> {
  const made = await createCookie(db, account, d);
  if (made === 'no_website') return noWebsite(idx, account, d.website_id);
  if (made === 'too_many')
    return validationError(idx, { account_id: account }, [
      entry('website_id', `already has ${LIMITS.cookiesPerWebsite} cookies, the most a website can have`, 'too_many_cookies'),
    ]);
  return ack(account, { id: made.id, website_id: d.website_id }, idx);
}

/** Changes the fields sent: the cookie's id, or which of the website and the cookie does not exist. */
export async function updateCookieItem(db: Db, account: string, d: CookieChange, idx: number): Promise<ItemResult> {
  const done = await updateCookie(db, account, d);
  if (done === 'no_website') return noWebsite(idx, account, d.website_id);
  if (done === 'no_cookie') return notFound(idx, { account_id: account, id: d.id, website_id: d.website_id });
  return ack(account, d, idx);
}
