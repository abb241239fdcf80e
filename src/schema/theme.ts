import { z } from 'zod';
import { readFontFamily } from '../shared/font-family.ts';
import { readFontSize } from '../shared/font-size.ts';
import { LIMITS } from './limits.ts';

/**
 * Extension colours of a custom theme (docs/decisions/themes.md#theme-extensions):
 * each optional; an absent one is derived from the six spec values
 * (src/service/colour/derive.ts), so a theme is coherent and readable with none.
 */
export const EXTENSION_COLOURS = [
  'secondary_btn_background',
  'secondary_btn_text_color',
  'link_color',
  'toggle_color',
  'focus_color',
] as const;
export type ExtensionColour = (typeof EXTENSION_COLOURS)[number];

/** Corner radius of the banner, dialogs and buttons, in CSS pixels. */
export const RADIUS_MAX = 24;

/**
 * A logo the banner may load: https only (a page served over https must not
 * load it insecurely, and `javascript:`/`data:` never become a source), a
 * host, no user name or password (they would leak to every visitor). The
 * scheme in lower case, as the runtime checks it again in the fewest bytes.
 */
export function isLogoUrl(v: string): boolean {
  if (!/^https:\/\/[^\s/]/.test(v) || /[\s"'<>\\]/.test(v)) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}
export const LogoUrl = z
  .string()
  .max(LIMITS.url)
  .refine(isLogoUrl, 'must be an https URL (https://host/path) without user name or password');

/**
 * The values of a custom consent theme as stored and returned (spec: Custom
 * consent theme): the six of the spec, then the extensions, present only when set.
 */
export const ThemeValues = z.object({
  font_family: z.string().max(200),
  font_size: z.string().max(100),
  color: z.string().max(64),
  background: z.string().max(64),
  btn_background: z.string().max(64),
  btn_text_color: z.string().max(64),
  secondary_btn_background: z.string().max(64).optional(),
  secondary_btn_text_color: z.string().max(64).optional(),
  link_color: z.string().max(64).optional(),
  toggle_color: z.string().max(64).optional(),
  focus_color: z.string().max(64).optional(),
  border_radius: z.number().optional(),
  logo_url: z.string().max(LIMITS.url).optional(),
});
export type ThemeValues = z.infer<typeof ThemeValues>;

export const CustomConsentTheme = ThemeValues.extend({
  id: z.string(),
  account_id: z.string(),
  website_id: z.string(),
});
export type CustomConsentTheme = z.infer<typeof CustomConsentTheme>;

// No value reaches CSS as written: colours are read and written as hex (src/service/theme/resolve.ts),
// sizes and families are written back from what their grammar read. The shape here only keeps out what no
// colour holds; which colours are accepted, and why var() and color-mix() are not, is the readability rule's
// to say (src/service/colour/theme-rule.ts, docs/decisions/themes.md#colours).
const CssColor = z
  .string()
  .max(64)
  .regex(
    /^[#a-zA-Z0-9.,%+\-\s()/]+$/,
    'must be a CSS colour: #rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or a name',
  );
/** A refinement from a reader of shared/: its error becomes the field's message. */
const readWith = (read: (v: string) => { css: string } | { error: string }) => (v: string, ctx: z.RefinementCtx) => {
  const r = read(v);
  if ('error' in r) ctx.addIssue({ code: 'custom', message: r.error });
};
const CssSize = z.string().max(100).superRefine(readWith(readFontSize));
// Blank is one refusal, "can't be blank": the grammar then has nothing to add (it would say the same twice).
const FontFamily = z.string().trim().min(1, { abort: true }).max(200).superRefine(readWith(readFontFamily));

const RADIUS_RULE = `must be a whole number of pixels from 0 to ${RADIUS_MAX}`;
/** Extension fields on input: null takes a set value back (derived colour, default radius, no logo). */
const Extensions = {
  secondary_btn_background: CssColor.nullable().optional(),
  secondary_btn_text_color: CssColor.nullable().optional(),
  link_color: CssColor.nullable().optional(),
  toggle_color: CssColor.nullable().optional(),
  focus_color: CssColor.nullable().optional(),
  border_radius: z.number().int(RADIUS_RULE).min(0, RADIUS_RULE).max(RADIUS_MAX, RADIUS_RULE).nullable().optional(),
  logo_url: LogoUrl.nullable().optional(),
} satisfies Record<ExtensionColour, unknown> & Record<string, z.ZodType>;

/** One item of POST /v1/websites/custom_consent_themes. */
export const ThemeCreate = z.strictObject({
  account_id: z.string().min(1),
  website_id: z.string().min(1),
  font_family: FontFamily,
  font_size: CssSize,
  color: CssColor,
  background: CssColor,
  btn_background: CssColor,
  btn_text_color: CssColor,
  ...Extensions,
});
export type ThemeCreate = z.infer<typeof ThemeCreate>;

/** One item of PUT: `id` plus the values to change. */
export const ThemeUpdate = ThemeCreate.partial().extend({
  account_id: z.string().min(1),
  website_id: z.string().min(1).optional(),
  id: z.string().min(1),
});
export type ThemeUpdate = z.infer<typeof ThemeUpdate>;
