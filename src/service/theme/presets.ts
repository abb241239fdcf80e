import type { DefaultTheme } from '../../schema/enums.ts';

/**
 * The banner's CSS custom properties, in the order of each preset's palette.
 * Pairs that must read at WCAG AA (4.5:1): fg/bg, btnFg/btn, secFg/sec, link/bg;
 * line (switch's off track, borders), focus (ring) and tog (switch's on
 * track) are non-text and need 3:1 on bg. test/unit/service/theme/theme.test.ts proves it
 * for every preset, `auto`'s dark block included.
 */
export const THEME_VARS = [
  '--bg',
  '--fg',
  '--btn',
  '--btn-fg',
  '--sec',
  '--sec-fg',
  '--link',
  '--line',
  '--focus',
  '--tog',
] as const;
export type ThemeVar = (typeof THEME_VARS)[number] | '--font' | '--size' | '--radius';
export type ThemeVars = Record<ThemeVar, string>;

type Palette = Exclude<DefaultTheme, 'auto'>;
/** Palettes in THEME_VARS order, as hex digits. */
const PALETTES: Record<Palette, string> = {
  blue: 'ffffff 1f2937 1d4ed8 ffffff e0e7ff 1e3a8a 1d4ed8 6b7280 1d4ed8 1d4ed8',
  light: 'f9fafb 111827 374151 ffffff e5e7eb 111827 1d4ed8 6b7280 2563eb 374151',
  green: 'ffffff 1f2937 15803d ffffff dcfce7 14532d 166534 6b7280 15803d 15803d',
  red: 'ffffff 1f2937 b91c1c ffffff fee2e2 7f1d1d b91c1c 6b7280 b91c1c b91c1c',
  black: '111111 f5f5f5 ffffff 111111 333333 ffffff 93c5fd 9ca3af facc15 ffffff',
  navy_blue: '1e2a4a f1f5f9 ffffff 1e2a4a 34426b ffffff bfdbfe 94a3b8 fcd34d ffffff',
  dark: '1f2937 f9fafb 93c5fd 111827 374151 f9fafb 93c5fd 9ca3af 93c5fd 93c5fd',
};
/** `auto`: this palette by default, the second inside `@media (prefers-color-scheme:dark)`. */
const AUTO: readonly [Palette, Palette] = ['light', 'dark'];

export const DEFAULT_FONT = 'system-ui,sans-serif';
export const DEFAULT_SIZE = '15px';
export const DEFAULT_RADIUS = '8px';

function paletteVars(name: Palette): ThemeVars {
  const palette = (PALETTES[name] ?? PALETTES.blue).split(' ');
  const vars = { '--font': DEFAULT_FONT, '--size': DEFAULT_SIZE } as ThemeVars;
  THEME_VARS.forEach((v, i) => {
    vars[v] = `#${palette[i]}`;
  });
  vars['--radius'] = DEFAULT_RADIUS;
  return vars;
}

/** A preset's custom properties (`auto`: its light ones; an unknown name reads as `blue`, the spec's default). */
export const presetVars = (preset: DefaultTheme): ThemeVars => paletteVars(preset === 'auto' ? AUTO[0] : preset);

/** The colours a preset takes when the visitor prefers a dark scheme, when they differ (`auto` only). */
export const darkPresetVars = (preset: DefaultTheme): ThemeVars | undefined =>
  preset === 'auto' ? paletteVars(AUTO[1]) : undefined;
