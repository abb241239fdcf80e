import { Hono } from 'hono';
import { z } from 'zod';
import { COOKIE_READ_ONLY, CookieCreate, CookieUpdate } from '../../schema/cookie.ts';
import { checkAccount, eachCriterion, eachItem } from '../http/batch.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { isObject, notFound, validationError, withoutReadOnly, zodEntries } from '../http/items.ts';
import { listOwned } from '../http/owned-list.ts';
import { checkParams, readBody } from '../http/request.ts';
import { newId } from '../ids.ts';
import { COOKIE_SELECT, type CookieRow, cookieFields, toCookie } from '../model/cookies.ts';
import { ownsWebsite, touchWebsite } from '../model/websites.ts';

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
export function cookieRoutes(ctx: V1Context) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const ack = (row: { account_id: string; id: string; website_id: string }, idx: number) => ({
    account_id: row.account_id,
    id: row.id,
    website_id: row.website_id,
    _idx: idx,
  });
  // spec rule 3: a missing website answers with its id in `id`
  const noWebsite = (idx: number, item: Record<string, unknown>) =>
    notFound(idx, { account_id: item.account_id, id: item.website_id });

  r.post('/websites/cookies', async (c) => {
    checkParams(c, []);
    const account = c.get('account');
    return c.json(
      await eachItem(readBody(c, ctx.limits), async (item, idx) => {
        const denied = checkAccount(c, item, idx, { id: item.website_id });
        if (denied) return denied;
        const parsed = CookieCreate.safeParse(withoutReadOnly(item, [...COOKIE_READ_ONLY, 'id', 'cookie_id']));
        if (!parsed.success) return validationError(idx, { account_id: item.account_id }, zodEntries(parsed.error));
        const d = parsed.data;
        return db.transaction(async (tx) => {
          if (!(await ownsWebsite(tx, account, d.website_id))) return noWebsite(idx, item);
          const id = newId('ck');
          await tx.query(
            'INSERT INTO cookies (id, account_id, website_id, category, fields) VALUES ($1, $2, $3, $4, $5::jsonb)',
            [id, account, d.website_id, d.category ?? null, JSON.stringify(cookieFields(d))],
          );
          await touchWebsite(tx, d.website_id, true);
          return ack({ account_id: account, id, website_id: d.website_id }, idx);
        });
      }),
    );
  });

  r.put('/websites/cookies', async (c) => {
    checkParams(c, []);
    const account = c.get('account');
    return c.json(
      await eachItem(readBody(c, ctx.limits), async (raw, idx) => {
        const item = withId(raw);
        const denied = checkAccount(c, item, idx, { id: item.id });
        if (denied) return denied;
        const parsed = CookieUpdate.partial()
          .required({ account_id: true, website_id: true, id: true })
          .safeParse(withoutReadOnly(item, COOKIE_READ_ONLY));
        if (!parsed.success) return validationError(idx, { account_id: item.account_id, id: item.id }, zodEntries(parsed.error));
        const d = parsed.data;
        return db.transaction(async (tx) => {
          if (!(await ownsWebsite(tx, account, d.website_id))) return noWebsite(idx, item);
          const [row] = await tx.query<{ fields: Record<string, unknown>; category: string | null }>(
            'SELECT fields, category FROM cookies WHERE account_id = $1 AND website_id = $2 AND id = $3 FOR UPDATE',
            [account, d.website_id, d.id],
          );
          if (!row) return notFound(idx, { account_id: account, id: d.id, website_id: d.website_id });
          const category = d.category === undefined ? row.category : d.category;
          await tx.query('UPDATE cookies SET category = $2, fields = $3::jsonb WHERE id = $1', [
            d.id,
            category,
            JSON.stringify({ ...row.fields, ...cookieFields(d) }),
          ]);
          await touchWebsite(tx, d.website_id, true);
          return ack({ account_id: account, id: d.id, website_id: d.website_id }, idx);
        });
      }),
    );
  });

  // DELETE answers {results, errors} (spec rule 5), unlike the other deletes.
  r.delete('/websites/cookies', async (c) => {
    const account = c.get('account');
    const all = await eachCriterion(c, ctx, DeleteCriterion, async ({ website_id, id }, idx) => {
      const gone = await db.transaction(async (tx) => {
        const rows = await tx.query('DELETE FROM cookies WHERE account_id = $1 AND website_id = $2 AND id = $3 RETURNING id', [
          account,
          website_id,
          id,
        ]);
        if (rows.length) await touchWebsite(tx, website_id, true);
        return rows.length > 0;
      });
      return gone
        ? { account_id: account, cookie_id: id, id, website_id, _idx: idx }
        : notFound(idx, { account_id: account, id, website_id });
    });
    return c.json({ results: all.filter((i) => !('error' in i)), errors: all.filter((i) => 'error' in i) });
  });

  r.get('/websites/cookies', (c) =>
    listOwned<CookieRow>(
      c,
      ctx,
      'cookies',
      { select: COOKIE_SELECT, account: 'c.account_id', website: 'c.website_id', id: 'c.id' },
      toCookie,
    ),
  );

  return r;
}
