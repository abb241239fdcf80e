import {
  type CustomConsentTheme,
  EXTENSION_COLOURS,
  type ThemeCreate,
  type ThemeUpdate,
  type ThemeValues,
} from '../../schema/theme.ts';
import { type ThemeProblem, themeProblems } from '../colour/theme-rule.ts';
import type { Db, Queryable } from '../store/db.ts';
import { newId } from './ids.ts';
import type { OwnedTable } from './owned.ts';
import { ownsWebsite, touchWebsite } from './websites.ts';

const VALUE_KEYS = [
  'font_family',
  'font_size',
  'color',
  'background',
  'btn_background',
  'btn_text_color',
  ...EXTENSION_COLOURS,
  'border_radius',
  'logo_url',
] as const;

export interface ThemeRow {
  id: string;
  account_id: string;
  website_id: string;
  fields: ThemeValues;
}
const SELECT = 'SELECT id, account_id, website_id, fields FROM custom_consent_themes';
export const THEME_TABLE: OwnedTable = { select: SELECT, account: 'account_id', website: 'website_id', id: 'id' };

export const toTheme = (r: ThemeRow): CustomConsentTheme => ({
  id: r.id,
  account_id: r.account_id,
  website_id: r.website_id,
  ...r.fields,
});
/** The values sent, as stored: an extension sent as null is taken back (left out), one not sent is not touched. */
type Sent = Omit<ThemeUpdate, 'account_id' | 'website_id' | 'id'>;
const values = (d: Sent) => Object.fromEntries(VALUE_KEYS.filter((k) => d[k] !== undefined).map((k) => [k, d[k]]));
const withoutNulls = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as ThemeValues;

/** The new theme, or null when the account has no such website. */
export const createTheme = (db: Db, account: string, input: ThemeCreate): Promise<ThemeRow | null> =>
  db.transaction((tx) => createThemeIn(tx, account, input));

/** `createTheme` within a transaction the caller holds. */
export async function createThemeIn(tx: Queryable, account: string, input: ThemeCreate): Promise<ThemeRow | null> {
  if (!(await ownsWebsite(tx, account, input.website_id))) return null;
  const row: ThemeRow = {
    id: newId('cct'),
    account_id: account,
    website_id: input.website_id,
    fields: withoutNulls(values(input)),
  };
  await tx.query('INSERT INTO custom_consent_themes (id, account_id, website_id, fields) VALUES ($1, $2, $3, $4::jsonb)', [
    row.id,
    account,
    row.website_id,
    JSON.stringify(row.fields),
  ]);
  return row;
}

/**
 * The theme with the values sent; or, leaving it as it was, what keeps the
 * result from being readable — the whole theme is judged, values kept and
 * values sent, so a theme stored before the rule meets it once it is written
 * again; or null when it is not the account's (or not of the website named).
 */
export const updateTheme = (
  db: Db,
  account: string,
  input: ThemeUpdate,
): Promise<{ row: ThemeRow } | { problems: ThemeProblem[] } | null> => db.transaction((tx) => updateThemeIn(tx, account, input));

/** `updateTheme` within a transaction the caller holds. */
export async function updateThemeIn(
  tx: Queryable,
  account: string,
  input: ThemeUpdate,
): Promise<{ row: ThemeRow } | { problems: ThemeProblem[] } | null> {
  const [row] = await tx.query<ThemeRow>(`${SELECT} WHERE account_id = $1 AND id = $2 FOR UPDATE`, [account, input.id]);
  if (!row || (input.website_id && input.website_id !== row.website_id)) return null;
  const fields = withoutNulls({ ...row.fields, ...values(input) });
  const problems = themeProblems(fields);
  if (problems.length) return { problems };
  await tx.query('UPDATE custom_consent_themes SET fields = $2::jsonb WHERE id = $1', [input.id, JSON.stringify(fields)]);
  await touchWebsite(tx, row.website_id, false);
  return { row: { ...row, fields } };
}

/** True when the theme was the account's and is gone; a banner using it falls back to its default_theme. */
export const deleteTheme = (db: Db, account: string, websiteId: string, id: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const rows = await tx.query(
      'DELETE FROM custom_consent_themes WHERE account_id = $1 AND website_id = $2 AND id = $3 RETURNING id',
      [account, websiteId, id],
    );
    if (!rows.length) return false;
    await tx.query(
      "UPDATE banners SET settings = jsonb_set(settings, '{theme_id}', 'null'::jsonb) WHERE website_id = $1 AND settings->>'theme_id' = $2",
      [websiteId, id],
    );
    await touchWebsite(tx, websiteId, false);
    return true;
  });

/** A website's theme's values; null when it has no theme of that id. */
export async function themeValues(q: Queryable, websiteId: string, id: string): Promise<ThemeValues | null> {
  const [row] = await q.query<{ fields: ThemeValues }>(
    'SELECT fields FROM custom_consent_themes WHERE id = $1 AND website_id = $2',
    [id, websiteId],
  );
  return row?.fields ?? null;
}

/** Whether the website has a theme of that id (a banner may only use its own). */
export async function hasTheme(q: Queryable, account: string, websiteId: string, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM custom_consent_themes WHERE account_id = $1 AND website_id = $2 AND id = $3', [
    account,
    websiteId,
    id,
  ]);
  return rows.length > 0;
}
