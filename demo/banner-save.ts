import { isItemError, type ServiceClient } from '../src/client/index.ts';
import type { BannerWarning } from '../src/schema/banner.ts';

/** A refusal as the panel shows it: next to the field the API named (`field` is the API's path, `_` when none). */
export interface FieldError {
  part: 'theme' | 'banner';
  field: string;
  message: string;
}

export interface SaveAnswer {
  /** Empty when everything was saved; otherwise nothing was. */
  errors: FieldError[];
  warnings: BannerWarning[];
}

/** The theme as the panel sends it: an optional extension field is null when left empty (derived, default, none). */
type Theme = Record<string, string | number | null>;

/**
 * Saves the panel's banner and custom theme so that either both apply or
 * nothing changes. The API has no transaction across the two resources (nor a
 * dry run), so the theme goes first — the banner needs its id — and the banner
 * only when the theme was accepted; a banner then refused takes the theme back
 * (a new theme deleted, an updated one restored to what it was).
 */
export async function saveBanner(
  api: ServiceClient,
  account: string,
  website: string,
  banner: Record<string, unknown>,
  theme: Theme | null,
): Promise<SaveAnswer> {
  const existing = typeof banner.theme_id === 'string' ? banner.theme_id : null;
  let themeId: string | null = null;
  let undo = async () => {};
  if (theme) {
    const ref = { account_id: account, website_id: website };
    const before = existing ? (await api.themes.list([{ ...ref, ids: [existing] }])).results[0] : undefined;
    const [t] = before
      ? await api.themes.update([{ ...ref, id: before.id, ...theme }])
      : await api.themes.create([{ ...ref, ...theme } as never]);
    if (!t || isItemError(t)) return { errors: fieldErrors('theme', t), warnings: [] };
    themeId = t.id;
    undo = before
      ? async () => {
          const old = before as unknown as Theme;
          // A field the theme did not have goes back to absent: null takes it back.
          await api.themes.update([
            { ...ref, id: before.id, ...Object.fromEntries(Object.keys(theme).map((k) => [k, old[k] ?? null])) } as never,
          ]);
        }
      : async () => {
          await api.themes.delete([{ ...ref, id: t.id }]);
        };
  }
  const { id: _id, account_id: _a, website_id: _w, warnings: _warnings, ...fields } = banner;
  const [put] = await api.banners.put([{ ...fields, account_id: account, id: website, theme_id: themeId } as never]);
  if (!put || isItemError(put)) {
    await undo();
    return { errors: fieldErrors('banner', put), warnings: [] };
  }
  return { errors: [], warnings: put.warnings ?? [] };
}

/** An item error of the API (`validation_errors` with field paths, or one `error` code) as field errors. */
function fieldErrors(part: FieldError['part'], item: unknown): FieldError[] {
  const e = (item ?? {}) as { error?: string; message?: string; validation_errors?: { field: string; message: string }[] };
  if (e.validation_errors?.length) return e.validation_errors.map((v) => ({ part, field: v.field, message: v.message }));
  return [{ part, field: '_', message: e.message ?? `The ${part} was refused (${e.error ?? 'no answer'}).` }];
}
