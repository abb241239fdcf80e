import { Hono } from 'hono';
import { z } from 'zod';
import { COOKIE_READ_ONLY, CookieCreate, CookieUpdate } from '../../schema/cookie.ts';
import { LIMITS } from '../../schema/limits.ts';
import { batchDelete, batchWrite } from '../api/batch.ts';
import { entry, isObject, notFound, validationError } from '../api/items.ts';
import { listOwned } from '../api/owned-list.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { createCookie, deleteCookie, updateCookie } from '../model/cookie-writes.ts';
import { COOKIE_TABLE, type CookieRow, toCookie } from '../model/cookies.ts';

/** `cookie_id` is accepted wherever the spec's shape says `id` (samples differ). */
const withId = (item: Record<string, unknown>) => {
  const { cookie_id, ...rest } = item;
  return rest.id === undefined && cookie_id !== undefined ? { ...rest, id: cookie_id } : rest;
};
const DeleteCriterion = z.preprocess(
  (v) => (isObject(v) ? withId(v) : v),
  z.strictObject({ account_id: z.string(), website_id: z.string().min(1), id: z.string().min(1) }),
);
const CookieChange = CookieUpdate.partial().required({ account_id: true, website_id: true, id: true });

/** /v1/websites/cookies: POST, PUT, DELETE, GET (spec: Cookies). */
export function cookieRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const path = '/websites/cookies';
  const ack = (account: string, d: { id: string; website_id: string }, idx: number) => ({
    account_id: account,
    id: d.id,
    website_id: d.website_id,
    _idx: idx,
  });
  // spec rule 3: a missing website answers with its id in `id`
  const noWebsite = (idx: number, account: string, websiteId: string) => notFound(idx, { account_id: account, id: websiteId });

  r.post(
    path,
    batchWrite(ctx, {
      schema: CookieCreate,
      readOnly: [...COOKIE_READ_ONLY, 'id', 'cookie_id'],
      echo: (item) => ({ id: item.website_id }),
      echoInvalid: () => ({}),
      write: async (d, { account, idx }) => {
        const made = await createCookie(db, account, d);
        if (made === 'no_website') return noWebsite(idx, account, d.website_id);
        if (made === 'too_many')
          return validationError(idx, { account_id: account }, [
            entry(
              'website_id',
              `already has ${LIMITS.cookiesPerWebsite} cookies, the most a website can have`,
              'too_many_cookies',
            ),
          ]);
        return ack(account, { id: made.id, website_id: d.website_id }, idx);
      },
    }),
  );

  r.put(
    path,
    batchWrite(ctx, {
      schema: CookieChange,
      readOnly: COOKIE_READ_ONLY,
      normalize: withId,
      echo: (item) => ({ id: item.id }),
      write: async (d, { account, idx }) => {
        const done = await updateCookie(db, account, d);
        if (done === 'no_website') return noWebsite(idx, account, d.website_id);
        if (done === 'no_cookie') return notFound(idx, { account_id: account, id: d.id, website_id: d.website_id });
        return ack(account, d, idx);
      },
    }),
  );

  // DELETE answers {results, errors} (spec rule 5), unlike the other deletes.
  r.delete(
    path,
    batchDelete(
      ctx,
      DeleteCriterion,
      async ({ website_id, id }, { account, idx }) =>
        (await deleteCookie(db, account, website_id, id))
          ? { account_id: account, cookie_id: id, id, website_id, _idx: idx }
          : notFound(idx, { account_id: account, id, website_id }),
      (all) => ({ results: all.filter((i) => !('error' in i)), errors: all.filter((i) => 'error' in i) }),
    ),
  );

  r.get(path, (c) => listOwned<CookieRow>(c, ctx, 'cookies', COOKIE_TABLE, toCookie));

  return r;
}
