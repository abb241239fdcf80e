import { Hono } from 'hono';
import { BANNER_READ_ONLY, BannerUpdate } from '../../schema/banner.ts';
import { batchWrite } from '../api/batch.ts';
import { entry, notFound, validationError } from '../api/items.ts';
import { listOwned } from '../api/owned-list.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { BANNER_TABLE, type BannerRow, toBanner, updateBanner } from '../model/banners.ts';

/** GET /v1/websites/banners and PUT /v1/banners (spec: Banners). */
export function bannerRoutes(ctx: ServiceContext) {
  const r = new Hono<V1Env>();

  r.get('/websites/banners', (c) => listOwned<BannerRow & { id: string }>(c, ctx, 'banners', BANNER_TABLE, toBanner));

  // A missing website is answered as an object_not_found item rather than
  // left out as in the spec's sample: `_idx` lets either reader match items.
  r.put(
    '/banners',
    batchWrite(ctx, {
      schema: BannerUpdate,
      readOnly: BANNER_READ_ONLY,
      echo: (item) => ({ id: item.id ?? item.website_id }),
      write: async (d, { account, idx }) => {
        const websiteId = d.id ?? d.website_id;
        if (!websiteId)
          return validationError(idx, { account_id: account }, [entry('id', "can't be blank (the website id)", 'required')]);
        const scope = { account_id: account, id: websiteId };
        if (d.id && d.website_id && d.id !== d.website_id)
          return validationError(idx, scope, [entry('website_id', "must equal id (a banner's id is its website id)")]);
        const banner = await updateBanner(ctx.db, account, websiteId, d);
        if (!banner) return notFound(idx, scope);
        if ('errors' in banner)
          return validationError(
            idx,
            scope,
            banner.errors.map((p) => entry(p.field, p.message, p.code)),
          );
        return { ...banner, _idx: idx };
      },
    }),
  );

  return r;
}
