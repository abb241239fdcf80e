import { Hono } from 'hono';
import { z } from 'zod';
import { WEBSITE_READ_ONLY, WebsiteCreate, WebsiteUpdate } from '../../schema/website.ts';
import { checkAccount, eachCriterion, eachItem } from '../http/batch.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { notFound, validationError, withoutReadOnly, zodEntries } from '../http/items.ts';
import { listOwned } from '../http/owned-list.ts';
import { checkParams, readBody } from '../http/request.ts';
import {
  createWebsite,
  deleteWebsite,
  findWebsite,
  toWebsite,
  updateWebsite,
  WEBSITE_SELECT,
  type WebsiteRow,
} from '../model/websites.ts';

const DeleteCriterion = z.strictObject({ account_id: z.string(), id: z.string().min(1) });

/** /v1/websites: POST, PUT, DELETE, GET (spec: Websites). */
export function websiteRoutes(ctx: V1Context) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const view = (row: WebsiteRow) => toWebsite(row, ctx.config.appUrl);

  r.post('/websites', async (c) => {
    checkParams(c, []);
    const items = readBody(c, ctx.limits);
    return c.json(
      await eachItem(items, async (item, idx) => {
        const denied = checkAccount(c, item, idx);
        if (denied) return denied;
        const parsed = WebsiteCreate.safeParse(withoutReadOnly(item, [...WEBSITE_READ_ONLY, 'id']));
        if (!parsed.success) return validationError(idx, { account_id: item.account_id }, zodEntries(parsed.error));
        const row = await db.transaction(async (tx) =>
          findWebsite(tx, c.get('account'), await createWebsite(tx, c.get('account'), parsed.data)),
        );
        return { ...view(row!), _idx: idx };
      }),
    );
  });

  r.put('/websites', async (c) => {
    checkParams(c, []);
    const items = readBody(c, ctx.limits);
    return c.json(
      await eachItem(items, async (item, idx) => {
        const denied = checkAccount(c, item, idx, { id: item.id });
        if (denied) return denied;
        const parsed = WebsiteUpdate.safeParse(withoutReadOnly(item, WEBSITE_READ_ONLY));
        if (!parsed.success) return validationError(idx, { account_id: item.account_id, id: item.id }, zodEntries(parsed.error));
        const row = await db.transaction(async (tx) =>
          (await updateWebsite(tx, c.get('account'), parsed.data)) ? findWebsite(tx, c.get('account'), parsed.data.id) : null,
        );
        return row ? { ...view(row), _idx: idx } : notFound(idx, { account_id: item.account_id, id: parsed.data.id });
      }),
    );
  });

  r.delete('/websites', async (c) =>
    c.json(
      await eachCriterion(c, ctx, DeleteCriterion, async ({ account_id, id }, idx) => {
        const gone = await db.transaction((tx) => deleteWebsite(tx, c.get('account'), id));
        return gone ? { account_id, id, _idx: idx } : notFound(idx, { account_id, id });
      }),
    ),
  );

  r.get('/websites', (c) =>
    listOwned<WebsiteRow>(c, ctx, 'websites', { select: WEBSITE_SELECT, account: 'w.account_id', id: 'w.id' }, view),
  );

  return r;
}
