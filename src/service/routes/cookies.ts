import { Hono } from 'hono';
import { z } from 'zod';
import { COOKIE_READ_ONLY, CookieCreate } from '../../schema/cookie.ts';
import { batchDelete, batchWrite } from '../api/batch.ts';
import { CookieChange, createCookieItem, updateCookieItem } from '../api/cookie-items.ts';
import { isObject, notFound } from '../api/items.ts';
import { listOwned } from '../api/owned-list.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { deleteCookie } from '../model/cookie-writes.ts';
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

/** /v1/websites/cookies: POST, PUT, DELETE, GET (spec: Cookies). */
export function cookieRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const path = '/websites/cookies';

  r.post(
    path,
    batchWrite(ctx, {
      schema: CookieCreate,
      readOnly: [...COOKIE_READ_ONLY, 'id', 'cookie_id'],
      echo: (item) => ({ id: item.website_id }),
      echoInvalid: () => ({}),
      write: (d, { account, idx }) => createCookieItem(db, account, d, idx),
    }),
  );

  r.put(
    path,
    batchWrite(ctx, {
      schema: CookieChange,
      readOnly: COOKIE_READ_ONLY,
      normalize: withId,
      echo: (item) => ({ id: item.id }),
      write: (d, { account, idx }) => updateCookieItem(db, account, d, idx),
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
