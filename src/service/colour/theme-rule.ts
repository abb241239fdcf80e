import { EXTENSION_COLOURS, type ExtensionColour, type ThemeValues } from '../../schema/theme.ts';
import { contrast, NON_TEXT_CONTRAST, notAColour, over, parseColour, type Rgba, TEXT_CONTRAST, toHex } from './colour.ts';
import { deriveColours } from './derive.ts';

/*
 * The readability rule for custom themes, the one the runtime's presets meet
 * (test/unit/service/theme/theme.test.ts): text at WCAG AA, 4.5:1 (colour.ts); 3:1 (WCAG
 * 1.4.11, non-text) between the button colour and the background, since an
 * "on" switch of the preference centre is drawn in it unless the theme gives
 * `toggle_color`, and for an explicit switch or focus colour. Extension colours left out are derived and meet
 * the rule by construction (derive.ts); one given is judged where it is drawn.
 */

type SpecColour = 'color' | 'background' | 'btn_background' | 'btn_text_color';
export type ColourField = SpecColour | ExtensionColour;
/** The colours as sent or stored: an extension colour absent or null is derived. */
export type ThemeColours = Pick<ThemeValues, SpecColour> & Partial<Record<ExtensionColour, string | null>>;

export interface ThemeProblem {
  field: ColourField;
  /** `invalid` (not a colour the rule can judge: docs/decisions/themes.md#colours), `transparent` or `low_contrast`. */
  code: 'invalid' | 'transparent' | 'low_contrast';
  message: string;
}

interface Pair {
  fg: ColourField;
  bg: 'background' | 'btn_background' | 'secondary_btn_background';
  min: number;
  why: string;
}
/** Where each colour is drawn. Spec pairs are always judged; an extension pair when its first colour is given. */
const PAIRS: readonly Pair[] = [
  { fg: 'color', bg: 'background', min: TEXT_CONTRAST, why: 'WCAG AA' },
  { fg: 'btn_text_color', bg: 'btn_background', min: TEXT_CONTRAST, why: 'WCAG AA' },
  { fg: 'btn_background', bg: 'background', min: NON_TEXT_CONTRAST, why: 'WCAG AA for the switches drawn in it' },
  { fg: 'secondary_btn_text_color', bg: 'secondary_btn_background', min: TEXT_CONTRAST, why: 'WCAG AA' },
  { fg: 'link_color', bg: 'background', min: TEXT_CONTRAST, why: 'WCAG AA' },
  { fg: 'toggle_color', bg: 'background', min: NON_TEXT_CONTRAST, why: 'WCAG AA for the switches drawn in it' },
  { fg: 'focus_color', bg: 'background', min: NON_TEXT_CONTRAST, why: 'WCAG AA for the focus ring' },
];
const SPEC_FIELDS: readonly SpecColour[] = ['color', 'background', 'btn_background', 'btn_text_color'];
const BACKGROUNDS: ReadonlySet<ColourField> = new Set(['background', 'btn_background', 'secondary_btn_background']);

/** Rounded down, so that a ratio that fails never reads as the threshold (4.499 is "4.49", not "4.5"). */
const ratio = (r: number) => `${Math.floor(r * 100) / 100}:1`;
const alphaOf = (c: Rgba) => Math.round(c.a * 1000) / 1000;

function readColour(field: ColourField, value: string): Rgba | ThemeProblem {
  const c = parseColour(value);
  if (!c) return { field, code: 'invalid', message: notAColour(value) };
  if (c.a === 0) return { field, code: 'transparent', message: 'must not be transparent' };
  if (BACKGROUNDS.has(field) && c.a < 1)
    return {
      field,
      code: 'transparent',
      message: `must be opaque (alpha ${alphaOf(c)}): the banner sits over the page, which would show through`,
    };
  return c;
}

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
  const given = [...SPEC_FIELDS, ...EXTENSION_COLOURS.filter((f) => typeof t[f] === 'string')];
  for (const field of given) {
    const c = readColour(field, t[field] as string);
    if ('code' in c) out.push(c);
    else colours.set(field, c);
  }
  const background = colours.get('background');
  const color = colours.get('color');
  const btn_background = colours.get('btn_background');
  // A derived colour is judged only where it is the background of a given one (a secondary label on a derived tint).
  const derived =
    background && color && btn_background
      ? deriveColours({ background, color, btn_background }, Object.fromEntries(colours))
      : undefined;
  for (const { fg, bg, min, why } of PAIRS) {
    const f = colours.get(fg);
    const b = colours.get(bg) ?? (bg === 'secondary_btn_background' ? derived?.[bg] : undefined);
    if (!f || !b || out.some((p) => p.field === fg)) continue;
    const r = contrast(over(f, b), b);
    if (r >= min) continue;
    const drawn = f.a < 1 ? ` (drawn at alpha ${alphaOf(f)})` : '';
    const against = colours.has(bg) ? t[bg] : `${toHex(b)} (derived)`;
    out.push({
      field: fg,
      code: 'low_contrast',
      message: `contrast ${ratio(r)}${drawn} with ${bg} ${against} is below ${min}:1 (${why})`,
    });
  }
  return out;
}
