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
