import { Hono } from 'hono';
import { BANNER_READ_ONLY, BannerUpdate } from '../../schema/banner.ts';
import { checkAccount, eachItem } from '../http/batch.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { entry, notFound, validationError, withoutReadOnly, zodEntries } from '../http/items.ts';
import { listOwned } from '../http/owned-list.ts';
import { checkParams, readBody } from '../http/request.ts';
import { applyBannerUpdate, type BannerRow, toBanner } from '../model/banners.ts';
import { touchWebsite } from '../model/websites.ts';

type Row = BannerRow & { id: string };
const SELECT = 'SELECT website_id AS id, website_id, account_id, settings FROM banners';

/** GET /v1/websites/banners and PUT /v1/banners (spec: Banners). */
export function bannerRoutes(ctx: V1Context) {
  const { db } = ctx;
  const r = new Hono<V1Env>();

  r.get('/websites/banners', (c) =>
    listOwned<Row>(c, ctx, 'banners', { select: SELECT, account: 'account_id', id: 'website_id' }, toBanner),
  );

  // A missing website is answered as an object_not_found item rather than
  // left out as in the spec's sample: `_idx` lets either reader match items.
  r.put('/banners', async (c) => {
    checkParams(c, []);
    const account = c.get('account');
    return c.json(
      await eachItem(readBody(c, ctx.limits), async (item, idx) => {
        const id = item.id ?? item.website_id;
        const denied = checkAccount(c, item, idx, { id });
        if (denied) return denied;
        const parsed = BannerUpdate.safeParse(withoutReadOnly(item, BANNER_READ_ONLY));
        if (!parsed.success) return validationError(idx, { account_id: item.account_id, id }, zodEntries(parsed.error));
        const d = parsed.data;
        const websiteId = d.id ?? d.website_id;
        if (!websiteId)
          return validationError(idx, { account_id: account }, [entry('id', "can't be blank (the website id)", 'required')]);
        if (d.id && d.website_id && d.id !== d.website_id)
          return validationError(idx, { account_id: account, id: websiteId }, [
            entry('website_id', "must equal id (a banner's id is its website id)"),
          ]);
        return db.transaction(async (tx) => {
          const [row] = await tx.query<BannerRow>(
            'SELECT website_id, account_id, settings FROM banners WHERE account_id = $1 AND website_id = $2 FOR UPDATE',
            [account, websiteId],
          );
          if (!row) return notFound(idx, { account_id: account, id: websiteId });
          if (d.theme_id) {
            const theme = await tx.query(
              'SELECT 1 FROM custom_consent_themes WHERE account_id = $1 AND website_id = $2 AND id = $3',
              [account, websiteId, d.theme_id],
            );
            if (!theme.length)
              return validationError(idx, { account_id: account, id: websiteId }, [
                entry('theme_id', 'is not a custom consent theme of this website', 'not_found'),
              ]);
          }
          const next = applyBannerUpdate(row.settings, d);
          if (!next.ok) return validationError(idx, { account_id: account, id: websiteId }, next.errors);
          await tx.query('UPDATE banners SET settings = $2::jsonb, updated_at = now() WHERE website_id = $1', [
            websiteId,
            JSON.stringify(next.settings),
          ]);
          await touchWebsite(tx, websiteId, false);
          return { ...toBanner({ ...row, settings: next.settings }), _idx: idx };
        });
      }),
    );
  });

  return r;
}
