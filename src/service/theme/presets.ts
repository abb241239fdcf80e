import type { DefaultTheme } from '../../schema/enums.ts';

/**
 * The banner's CSS custom properties, in the order of each preset's palette.
 * Pairs that must read at WCAG AA (4.5:1): fg/bg, btnFg/btn, secFg/sec, link/bg;
 * line (switch track, borders) and focus (ring) are non-text and need 3:1 on bg.
 * test/unit/theme.test.ts proves it for every preset.
 */
export const THEME_VARS = ['--bg', '--fg', '--btn', '--btn-fg', '--sec', '--sec-fg', '--link', '--line', '--focus'] as const;
export type ThemeVar = (typeof THEME_VARS)[number] | '--font' | '--size';
export type ThemeVars = Record<ThemeVar, string>;

/** Palettes in THEME_VARS order, as hex digits. */
const PALETTES: Record<DefaultTheme, string> = {
  blue: 'ffffff 1f2937 1d4ed8 ffffff e0e7ff 1e3a8a 1d4ed8 6b7280 1d4ed8',
  light: 'f9fafb 111827 374151 ffffff e5e7eb 111827 1d4ed8 6b7280 2563eb',
  green: 'ffffff 1f2937 15803d ffffff dcfce7 14532d 166534 6b7280 15803d',
  red: 'ffffff 1f2937 b91c1c ffffff fee2e2 7f1d1d b91c1c 6b7280 b91c1c',
  black: '111111 f5f5f5 ffffff 111111 333333 ffffff 93c5fd 9ca3af facc15',
  navy_blue: '1e2a4a f1f5f9 ffffff 1e2a4a 34426b ffffff bfdbfe 94a3b8 fcd34d',
};

export const DEFAULT_FONT = 'system-ui,sans-serif';
export const DEFAULT_SIZE = '15px';

/** A preset's custom properties (an unknown name reads as `blue`, the spec's default). */
export function presetVars(preset: DefaultTheme): ThemeVars {
  const palette = (PALETTES[preset] ?? PALETTES.blue).split(' ');
  const vars = { '--font': DEFAULT_FONT, '--size': DEFAULT_SIZE } as ThemeVars;
  THEME_VARS.forEach((name, i) => {
    vars[name] = `#${palette[i]}`;
  });
  return vars;
}
