import type { DefaultTheme } from '../../schema/enums.ts';
import type { ThemeValues } from '../../schema/theme.ts';
import { parseColour, type Rgba } from '../colour/colour.ts';
import { presetVars, type ThemeVar, type ThemeVars } from './presets.ts';

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * A colour as `#rrggbb` (`#rrggbbaa` when translucent), or undefined when the
 * colour module cannot read it: whatever was stored, only hex digits reach CSS.
 */
export function normalColour(v: unknown): string | undefined {
  const c: Rgba | null = typeof v === 'string' && v.length <= 64 ? parseColour(v) : null;
  if (!c) return;
  return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}${c.a < 1 ? hex2(c.a * 255) : ''}`;
}

const LENGTH = /^(\d{1,3}(?:\.\d{1,3})?|\.\d{1,3})(px|pt|rem|em|%)?$/;
/** Sane bounds per unit: a banner font from tiny-but-legible to large. No unit means px. */
const LENGTH_BOUNDS: Record<string, readonly [number, number]> = {
  px: [8, 40],
  pt: [6, 30],
  rem: [0.5, 2.5],
  em: [0.5, 2.5],
  '%': [50, 250],
};

/** A font size within legible bounds, as `<number><unit>`, or undefined. */
export function normalLength(v: unknown): string | undefined {
  const m = typeof v === 'string' ? LENGTH.exec(v.trim().toLowerCase()) : null;
  if (!m) return;
  const unit = m[2] || 'px';
  const n = Number(m[1]);
  const [lo, hi] = LENGTH_BOUNDS[unit]!;
  return n >= lo && n <= hi ? `${n}${unit}` : undefined;
}

/** Family names: letters, digits, spaces and hyphens, optionally quoted; generic families are plain names. */
const FAMILY = /^(?:"[\p{L}\d -]+"|'[\p{L}\d -]+'|[\p{L}\d -]+)$/u;

/** A comma-separated list of plain family names, or undefined. */
export function normalFontList(v: unknown): string | undefined {
  if (typeof v !== 'string' || v.length > 200) return;
  const families = v.split(',').map((f) => f.trim());
  return families.every((f) => FAMILY.test(f)) ? families.join(',') : undefined;
}

/**
 * The banner's final custom properties: the preset's palette, overridden by
 * each custom value the service can read. A value it cannot read is dropped
 * and the preset's stays (the API refuses such values; this guards what was
 * stored before, or by a path that skips the API).
 */
export function resolveTheme(preset: DefaultTheme, custom: ThemeValues | null | undefined): ThemeVars {
  const vars = presetVars(preset);
  if (!custom) return vars;
  const set = (names: readonly ThemeVar[], value: string | undefined) => {
    if (value) for (const n of names) vars[n] = value;
  };
  set(['--font'], normalFontList(custom.font_family));
  set(['--size'], normalLength(custom.font_size));
  set(['--bg'], normalColour(custom.background));
  // The text colour also colours links and the focus ring: the preset's may not read on a custom background.
  set(['--fg', '--link', '--focus'], normalColour(custom.color));
  set(['--btn'], normalColour(custom.btn_background));
  set(['--btn-fg'], normalColour(custom.btn_text_color));
  return vars;
}
