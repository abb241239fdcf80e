import { Hono } from 'hono';
import { z } from 'zod';
import { WEBSITE_READ_ONLY, type Website, WebsiteCreate, WebsiteUpdate } from '../../schema/website.ts';
import { batchDelete, batchWrite } from '../api/batch.ts';
import { notFound } from '../api/items.ts';
import { listOwned } from '../api/owned-list.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { readBareHost, type WebsiteWarning, websiteWarnings } from '../model/website-warnings.ts';
import { createWebsite, deleteWebsite, toWebsite, updateWebsite, WEBSITE_TABLE, type WebsiteRow } from '../model/websites.ts';

const DeleteCriterion = z.strictObject({ account_id: z.string(), id: z.string().min(1) });

/** A written website's answer, with its warnings (model/website-warnings.ts) when it has any. */
function withWarnings(w: Website, own: WebsiteWarning[], idx: number) {
  const warnings = websiteWarnings(w, own);
  return warnings.length ? { ...w, warnings, _idx: idx } : { ...w, _idx: idx };
}

/** /v1/websites: POST, PUT, DELETE, GET (spec: Websites). */
export function websiteRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const view = (row: WebsiteRow) => toWebsite(row, ctx.settings.appUrl);

  r.post(
    '/websites',
    batchWrite(ctx, {
      schema: WebsiteCreate,
      readOnly: [...WEBSITE_READ_ONLY, 'id'],
      write: async (d, { account, idx }) => {
        const { input, warnings } = readBareHost(d);
        return withWarnings(view(await createWebsite(db, account, input)), warnings, idx);
      },
    }),
  );

  r.put(
    '/websites',
    batchWrite(ctx, {
      schema: WebsiteUpdate,
      readOnly: WEBSITE_READ_ONLY,
      echo: (item) => ({ id: item.id }),
      write: async (d, { account, idx }) => {
        const row = await updateWebsite(db, account, d);
        return row ? withWarnings(view(row), [], idx) : notFound(idx, { account_id: account, id: d.id });
      },
    }),
  );

  r.delete(
    '/websites',
    batchDelete(ctx, DeleteCriterion, async ({ account_id, id }, { account, idx }) =>
      (await deleteWebsite(db, account, id)) ? { account_id, id, _idx: idx } : notFound(idx, { account_id, id }),
    ),
  );

  r.get('/websites', (c) => listOwned<WebsiteRow>(c, ctx, 'websites', WEBSITE_TABLE, view));

  return r;
}
