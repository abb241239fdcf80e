import type { ThemeValues } from '../../schema/theme.ts';
import { COLOUR_NAMES, contrast, over, parseColour, type Rgba } from './colour.ts';

/**
 * The readability rule for custom themes, the one the runtime's presets meet
 * (test/unit/theme.test.ts): text at WCAG AA, 4.5:1, whatever the font size —
 * sizes are free (spec), so the 3:1 large-text allowance cannot be relied on;
 * and 3:1 (WCAG 1.4.11, non-text) between the button colour and the
 * background, since an "on" switch of the preference centre is drawn in the
 * button colour on the background.
 */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

export type ColourField = 'color' | 'background' | 'btn_background' | 'btn_text_color';
export type ThemeColours = Pick<ThemeValues, ColourField>;

export interface ThemeProblem {
  field: ColourField;
  /** `invalid` (not a colour the banner draws), `transparent` or `low_contrast`. */
  code: 'invalid' | 'transparent' | 'low_contrast';
  message: string;
}

/** Where each colour is drawn: text on its background, and the button (as a switch) on the background. */
const PAIRS: readonly { fg: ColourField; bg: 'background' | 'btn_background'; min: number; why: string }[] = [
  { fg: 'color', bg: 'background', min: TEXT_CONTRAST, why: 'WCAG AA' },
  { fg: 'btn_text_color', bg: 'btn_background', min: TEXT_CONTRAST, why: 'WCAG AA' },
  { fg: 'btn_background', bg: 'background', min: NON_TEXT_CONTRAST, why: 'WCAG AA for the switches drawn in it' },
];
const FIELDS: readonly ColourField[] = ['color', 'background', 'btn_background', 'btn_text_color'];
const BACKGROUNDS: ReadonlySet<ColourField> = new Set(['background', 'btn_background']);

/** Rounded down, so that a ratio that fails never reads as the threshold (4.499 is "4.49", not "4.5"). */
const ratio = (r: number) => `${Math.floor(r * 100) / 100}:1`;
const alphaOf = (c: Rgba) => Math.round(c.a * 1000) / 1000;

/**
 * What keeps a theme's colours from being readable, one problem per field at
 * most; none when it meets the rule. A background must be opaque: the banner
 * and the preferences button sit over the host page, so anything see-through
 * leaves the contrast to whatever the page shows behind it. A text colour may
 * be translucent (e.g. rgba(0,0,0,.87)); it is judged as drawn on its background.
 */
export function themeProblems(t: ThemeColours): ThemeProblem[] {
  const out: ThemeProblem[] = [];
  const colours = new Map<ColourField, Rgba>();
  for (const field of FIELDS) {
    const c = parseColour(t[field]);
    if (!c)
      out.push({
        field,
        code: 'invalid',
        message: `is not a colour the banner can draw: use #rgb, #rrggbb, rgb(), hsl() or one of ${COLOUR_NAMES.join(', ')}`,
      });
    else if (c.a === 0) out.push({ field, code: 'transparent', message: 'must not be transparent' });
    else if (BACKGROUNDS.has(field) && c.a < 1)
      out.push({
        field,
        code: 'transparent',
        message: `must be opaque (alpha ${alphaOf(c)}): the banner sits over the page, which would show through`,
      });
    else colours.set(field, c);
  }
  for (const { fg, bg, min, why } of PAIRS) {
    const f = colours.get(fg);
    const b = colours.get(bg);
    if (!f || !b || out.some((p) => p.field === fg)) continue;
    const r = contrast(over(f, b), b);
    if (r >= min) continue;
    const drawn = f.a < 1 ? ` (drawn at alpha ${alphaOf(f)})` : '';
    out.push({
      field: fg,
      code: 'low_contrast',
      message: `contrast ${ratio(r)}${drawn} with ${bg} ${t[bg]} is below ${min}:1 (${why})`,
    });
  }
  return out;
}
