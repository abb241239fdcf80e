import { Hono } from 'hono';
import { z } from 'zod';
import { type CustomConsentTheme, ThemeCreate, ThemeUpdate, type ThemeValues } from '../../schema/theme.ts';
import { checkAccount, eachCriterion, eachItem } from '../http/batch.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { notFound, validationError, withoutReadOnly, zodEntries } from '../http/items.ts';
import { listOwned } from '../http/owned-list.ts';
import { checkParams, readBody } from '../http/request.ts';
import { newId } from '../ids.ts';
import { ownsWebsite, touchWebsite } from '../model/websites.ts';

const DeleteCriterion = z.strictObject({ account_id: z.string(), website_id: z.string().min(1), id: z.string().min(1) });
const VALUE_KEYS = ['font_family', 'font_size', 'color', 'background', 'btn_background', 'btn_text_color'] as const;

interface Row {
  id: string;
  account_id: string;
  website_id: string;
  fields: ThemeValues;
}
const SELECT = 'SELECT id, account_id, website_id, fields FROM custom_consent_themes';
const toTheme = (r: Row): CustomConsentTheme => ({ id: r.id, account_id: r.account_id, website_id: r.website_id, ...r.fields });
const values = (d: Partial<ThemeValues>) =>
  Object.fromEntries(VALUE_KEYS.filter((k) => d[k] !== undefined).map((k) => [k, d[k]]));

/** /v1/websites/custom_consent_themes: POST, GET, PUT, DELETE (spec: Custom consent themes). */
export function themeRoutes(ctx: V1Context) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const path = '/websites/custom_consent_themes';

  r.post(path, async (c) => {
    checkParams(c, []);
    const account = c.get('account');
    return c.json(
      await eachItem(readBody(c, ctx.limits), async (item, idx) => {
        const denied = checkAccount(c, item, idx, { website_id: item.website_id });
        if (denied) return denied;
        const parsed = ThemeCreate.safeParse(withoutReadOnly(item, ['_idx', 'id']));
        if (!parsed.success)
          return validationError(idx, { account_id: item.account_id, website_id: item.website_id }, zodEntries(parsed.error));
        const d = parsed.data;
        return db.transaction(async (tx) => {
          if (!(await ownsWebsite(tx, account, d.website_id)))
            return notFound(idx, { account_id: account, website_id: d.website_id, id: d.website_id });
          const row: Row = { id: newId('cct'), account_id: account, website_id: d.website_id, fields: values(d) as ThemeValues };
          await tx.query(
            'INSERT INTO custom_consent_themes (id, account_id, website_id, fields) VALUES ($1, $2, $3, $4::jsonb)',
            [row.id, account, d.website_id, JSON.stringify(row.fields)],
          );
          return { ...toTheme(row), _idx: idx };
        });
      }),
    );
  });

  r.put(path, async (c) => {
    checkParams(c, []);
    const account = c.get('account');
    return c.json(
      await eachItem(readBody(c, ctx.limits), async (item, idx) => {
        const denied = checkAccount(c, item, idx, { id: item.id });
        if (denied) return denied;
        const parsed = ThemeUpdate.safeParse(withoutReadOnly(item, ['_idx']));
        if (!parsed.success) return validationError(idx, { account_id: item.account_id, id: item.id }, zodEntries(parsed.error));
        const d = parsed.data;
        return db.transaction(async (tx) => {
          const [row] = await tx.query<Row>(`${SELECT} WHERE account_id = $1 AND id = $2 FOR UPDATE`, [account, d.id]);
          if (!row || (d.website_id && d.website_id !== row.website_id))
            return notFound(idx, { account_id: account, website_id: d.website_id, id: d.id });
          const fields = { ...row.fields, ...values(d) } as ThemeValues;
          await tx.query('UPDATE custom_consent_themes SET fields = $2::jsonb WHERE id = $1', [d.id, JSON.stringify(fields)]);
          await touchWebsite(tx, row.website_id, false);
          return { ...toTheme({ ...row, fields }), _idx: idx };
        });
      }),
    );
  });

  r.delete(path, async (c) =>
    c.json(
      await eachCriterion(c, ctx, DeleteCriterion, async ({ website_id, id }, idx) => {
        const account = c.get('account');
        const gone = await db.transaction(async (tx) => {
          const rows = await tx.query(
            'DELETE FROM custom_consent_themes WHERE account_id = $1 AND website_id = $2 AND id = $3 RETURNING id',
            [account, website_id, id],
          );
          if (!rows.length) return false;
          // A banner using the deleted theme falls back to its default_theme.
          await tx.query(
            "UPDATE banners SET settings = jsonb_set(settings, '{theme_id}', 'null'::jsonb) WHERE website_id = $1 AND settings->>'theme_id' = $2",
            [website_id, id],
          );
          await touchWebsite(tx, website_id, false);
          return true;
        });
        return gone ? { account_id: account, website_id, id, _idx: idx } : notFound(idx, { account_id: account, website_id, id });
      }),
    ),
  );

  r.get(path, (c) =>
    listOwned<Row>(c, ctx, 'themes', { select: SELECT, account: 'account_id', website: 'website_id', id: 'id' }, toTheme),
  );

  return r;
}
