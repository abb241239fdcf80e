import { z } from 'zod';
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
  font_size: z.string().max(32),
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

// Values end up in CSS: only shapes that cannot close a declaration or a rule.
const CssColor = z
  .string()
  .max(64)
  .regex(
    /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[0-9.]+%?(\s*[,/ ]\s*[0-9.]+%?){2,3}\s*\)|[a-zA-Z]{3,30})$/,
    'must be a hex, rgb(), hsl() or named colour',
  );
const CssSize = z
  .string()
  .max(32)
  .regex(
    /^(\d{1,3}(\.\d{1,3})?(px|em|rem|%|pt|vw|vh)|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/,
    'must be a CSS length such as 14px or 1rem',
  );
const FontFamily = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9 ,'"-]+$/, 'may hold letters, digits, spaces, commas, quotes and hyphens');

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
