import { Hono } from 'hono';
import { z } from 'zod';
import { ThemeCreate, ThemeUpdate } from '../../schema/theme.ts';
import { batchDelete, batchWrite } from '../api/batch.ts';
import { entry, notFound, validationError } from '../api/items.ts';
import { listOwned } from '../api/owned-list.ts';
import type { V1Env } from '../api/v1-env.ts';
import { type ThemeProblem, themeProblems } from '../colour/theme-rule.ts';
import type { ServiceContext } from '../core/context.ts';
import { createTheme, deleteTheme, THEME_TABLE, type ThemeRow, toTheme, updateTheme } from '../model/themes.ts';

/**
 * The readability rule's problems as the spec's validation entries, e.g.
 * `{field: 'color', message: 'contrast 2.32:1 with background #fff is below 4.5:1 (WCAG AA)', color: 'low_contrast'}`.
 */
const unreadable = (idx: number, echo: Record<string, unknown>, problems: ThemeProblem[]) =>
  validationError(
    idx,
    echo,
    problems.map((p) => entry(p.field, p.message, p.code)),
  );

const DeleteCriterion = z.strictObject({ account_id: z.string(), website_id: z.string().min(1), id: z.string().min(1) });

/** /v1/websites/custom_consent_themes: POST, GET, PUT, DELETE (spec: Custom consent themes). */
export function themeRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const path = '/websites/custom_consent_themes';

  r.post(
    path,
    batchWrite(ctx, {
      schema: ThemeCreate,
      readOnly: ['_idx', 'id'],
      echo: (item) => ({ website_id: item.website_id }),
      write: async (d, { account, idx }) => {
        const problems = themeProblems(d);
        if (problems.length) return unreadable(idx, { account_id: account, website_id: d.website_id }, problems);
        const row = await createTheme(db, account, d);
        return row
          ? { ...toTheme(row), _idx: idx }
          : notFound(idx, { account_id: account, website_id: d.website_id, id: d.website_id });
      },
    }),
  );

  r.put(
    path,
    batchWrite(ctx, {
      schema: ThemeUpdate,
      readOnly: ['_idx'],
      echo: (item) => ({ id: item.id }),
      write: async (d, { account, idx }) => {
        const done = await updateTheme(db, account, d);
        if (!done) return notFound(idx, { account_id: account, website_id: d.website_id, id: d.id });
        return 'problems' in done
          ? unreadable(idx, { account_id: account, id: d.id }, done.problems)
          : { ...toTheme(done.row), _idx: idx };
      },
    }),
  );

  r.delete(
    path,
    batchDelete(ctx, DeleteCriterion, async ({ website_id, id }, { account, idx }) =>
      (await deleteTheme(db, account, website_id, id))
        ? { account_id: account, website_id, id, _idx: idx }
        : notFound(idx, { account_id: account, website_id, id }),
    ),
  );

  r.get(path, (c) => listOwned<ThemeRow>(c, ctx, 'themes', THEME_TABLE, toTheme));

  return r;
}
