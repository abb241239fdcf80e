import { z } from 'zod';

/** The six themeable values of a custom consent theme (spec: Custom consent theme). */
export const ThemeValues = z.object({
  font_family: z.string().max(200),
  font_size: z.string().max(32),
  color: z.string().max(64),
  background: z.string().max(64),
  btn_background: z.string().max(64),
  btn_text_color: z.string().max(64),
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
});
export type ThemeCreate = z.infer<typeof ThemeCreate>;

/** One item of PUT: `id` plus the values to change. */
export const ThemeUpdate = ThemeCreate.partial().extend({
  account_id: z.string().min(1),
  website_id: z.string().min(1).optional(),
  id: z.string().min(1),
});
export type ThemeUpdate = z.infer<typeof ThemeUpdate>;
