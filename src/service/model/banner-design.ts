import type { Banner, BannerUpdate } from '../../schema/banner.ts';
import type { ThemeCreate, ThemeValues } from '../../schema/theme.ts';
import { themeProblems } from '../colour/theme-rule.ts';
import type { Db, Queryable } from '../store/db.ts';
import { BANNER_TABLE, type BannerRow, type Problem, toBanner, updateBannerIn } from './banners.ts';
import { createThemeIn, themeValues, updateThemeIn } from './themes.ts';

/** A banner and the custom theme it uses (null: it uses its preset, `default_theme`). */
export interface BannerDesign {
  banner: Banner;
  theme: ThemeValues | null;
}

/** A refusal inside the transaction: thrown to roll back what was written before it, caught by the caller. */
class Refused extends Error {
  constructor(readonly errors: Problem[]) {
    super('refused');
  }
}

/** A theme's problems named by their path in the design (`theme.color`), as the banner's are (`banner.position`). */
const under = (part: 'banner' | 'theme', problems: readonly Problem[]): Problem[] =>
  problems.map((p) => ({ ...p, field: `${part}.${p.field}` }));

const storedThemeId = async (q: Queryable, account: string, websiteId: string): Promise<string | null> => {
  const [row] = await q.query<{ theme_id: string | null }>(
    "SELECT settings->>'theme_id' AS theme_id FROM banners WHERE account_id = $1 AND website_id = $2",
    [account, websiteId],
  );
  return row?.theme_id ?? null;
};

/** The account's banner of `websiteId` with its custom theme's values; null when the account has no such website. */
export async function readBannerDesign(q: Queryable, account: string, websiteId: string): Promise<BannerDesign | null> {
  const [row] = await q.query<BannerRow>(`${BANNER_TABLE.select} WHERE account_id = $1 AND website_id = $2`, [
    account,
    websiteId,
  ]);
  if (!row) return null;
  const banner = toBanner(row);
  return { banner, theme: banner.theme_id ? await themeValues(q, websiteId, banner.theme_id) : null };
}

/**
 * Saves a banner and the custom theme it uses, both or neither, in one
 * transaction: the theme first (the banner needs its id) — the website's
 * current custom theme updated, or a new one when it has none — then the
 * banner pointing at it; `theme` null puts the banner back on its preset.
 * A theme the readability rule refuses, or a banner the banner rules refuse,
 * rolls everything back. Null when the account has no such website.
 */
export async function saveBannerDesign(
  db: Db,
  account: string,
  websiteId: string,
  banner: BannerUpdate,
  theme: ThemeCreate | null,
): Promise<BannerDesign | null | { errors: Problem[] }> {
  try {
    return await db.transaction(async (tx) => {
      let themeId: string | null = null;
      let values: ThemeValues | null = null;
      if (theme) {
        const existing = await storedThemeId(tx, account, websiteId);
        if (existing) {
          const done = await updateThemeIn(tx, account, { ...theme, id: existing });
          if (!done) return null;
          if ('problems' in done) throw new Refused(under('theme', done.problems));
          ({ id: themeId, fields: values } = done.row);
        } else {
          const problems = themeProblems(theme);
          if (problems.length) throw new Refused(under('theme', problems));
          const row = await createThemeIn(tx, account, theme);
          if (!row) return null;
          ({ id: themeId, fields: values } = row);
        }
      }
      const saved = await updateBannerIn(tx, account, websiteId, { ...banner, theme_id: themeId });
      if (!saved) return null;
      if ('errors' in saved) throw new Refused(under('banner', saved.errors));
      return { banner: saved, theme: values };
    });
  } catch (e) {
    if (e instanceof Refused) return { errors: e.errors };
    throw e;
  }
}
