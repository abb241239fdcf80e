import type { DefaultTheme } from '../../schema/enums.ts';
import type { ThemeValues } from '../../schema/theme.ts';

/**
 * The UI's CSS custom properties, in the order of each preset's palette.
 * Pairs that must read at WCAG AA (4.5:1): fg/bg, btnFg/btn, secFg/sec, link/bg;
 * line (switch track, borders) and focus (ring) are non-text and need 3:1 on bg.
 */
export const THEME_VARS = ['--bg', '--fg', '--btn', '--btn-fg', '--sec', '--sec-fg', '--link', '--line', '--focus'] as const;
export type ThemeVar = (typeof THEME_VARS)[number] | '--font' | '--size';

/**
 * Palettes in THEME_VARS order, as hex digits (the compact form saves bytes on
 * every page view). test/unit/theme.test.ts proves their contrast.
 */
const PRESETS: Record<DefaultTheme, string> = {
  blue: 'ffffff 1f2937 1d4ed8 ffffff e0e7ff 1e3a8a 1d4ed8 6b7280 1d4ed8',
  light: 'f9fafb 111827 374151 ffffff e5e7eb 111827 1d4ed8 6b7280 2563eb',
  green: 'ffffff 1f2937 15803d ffffff dcfce7 14532d 166534 6b7280 15803d',
  red: 'ffffff 1f2937 b91c1c ffffff fee2e2 7f1d1d b91c1c 6b7280 b91c1c',
  black: '111111 f5f5f5 ffffff 111111 333333 ffffff 93c5fd 9ca3af facc15',
  navy_blue: '1e2a4a f1f5f9 ffffff 1e2a4a 34426b ffffff bfdbfe 94a3b8 fcd34d',
};

const FONT = 'system-ui,sans-serif';

// A value reaches CSS only when it is entirely one of these shapes; anything
// else (`;`, `}`, `url(`, `var(`, `expression(`, `<`) cannot match and is dropped.
// (The number pattern, `-?(?:\d+\.?\d*|\.\d+)`, is written out twice: a literal is smaller than building it.)
const COLOUR =
  /^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgb|hsl)a?\(\s*-?(?:\d+\.?\d*|\.\d+)(?:deg|%)?(?:\s*[\s,/]\s*-?(?:\d+\.?\d*|\.\d+)%?){2,3}\s*\)|white|black|gr[ae]y|silver|red|maroon|orange|yellow|green|teal|blue|navy|purple|pink|brown|transparent)$/i;
const LENGTH = /^(\d+\.?\d*|\.\d+)(px|pt|rem|em|%)?$/i;
/** Sane bounds per unit: a banner font from tiny-but-legible to large. No unit means px. */
const LENGTH_BOUNDS: Record<string, readonly [number, number]> = {
  px: [8, 40],
  pt: [6, 30],
  rem: [0.5, 2.5],
  em: [0.5, 2.5],
  '%': [50, 250],
};
/** Family names: letters, digits, spaces and hyphens, optionally quoted; generic families are plain names. */
const FAMILY = /^(?:"[\p{L}\d -]+"|'[\p{L}\d -]+'|[\p{L}\d -]+)$/u;

export function safeColour(v: unknown): string | undefined {
  if (typeof v !== 'string') return;
  const s = v.trim();
  return s.length <= 64 && COLOUR.test(s) ? s : undefined;
}

export function safeLength(v: unknown): string | undefined {
  if (typeof v !== 'string') return;
  const m = LENGTH.exec(v.trim());
  if (!m) return;
  const unit = (m[2] || 'px').toLowerCase();
  const n = +m[1]!;
  const b = LENGTH_BOUNDS[unit]!;
  return n >= b[0] && n <= b[1] ? n + unit : undefined;
}

export function safeFontList(v: unknown): string | undefined {
  if (typeof v !== 'string' || v.length > 200) return;
  const families = v.split(',').map((f) => f.trim());
  return families.every((f) => FAMILY.test(f)) ? families.join(',') : undefined;
}

/**
 * The custom properties for a banner: the preset's palette, overridden by each
 * custom theme value that passes its check. Values are meant for
 * `style.setProperty`, never for CSS text.
 */
export function resolveTheme(preset: DefaultTheme, custom: ThemeValues | null | undefined): Record<ThemeVar, string> {
  const palette = (PRESETS[preset] || PRESETS.blue).split(' ');
  const vars = { '--font': FONT, '--size': '15px' } as Record<ThemeVar, string>;
  THEME_VARS.forEach((name, i) => {
    vars[name] = '#' + palette[i];
  });
  if (!custom) return vars;
  const set = (names: readonly ThemeVar[], value: string | undefined) => {
    if (value) for (const n of names) vars[n] = value;
  };
  set(['--font'], safeFontList(custom.font_family));
  set(['--size'], safeLength(custom.font_size));
  set(['--bg'], safeColour(custom.background));
  // The text colour also colours links and the focus ring: the preset's may not read on a custom background.
  set(['--fg', '--link', '--focus'], safeColour(custom.color));
  set(['--btn'], safeColour(custom.btn_background));
  set(['--btn-fg'], safeColour(custom.btn_text_color));
  return vars;
}
