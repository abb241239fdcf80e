import type { DefaultTheme } from '../../schema/enums.ts';
import { EXTENSION_COLOURS, type ExtensionColour, RADIUS_MAX, type ThemeValues } from '../../schema/theme.ts';
import { readFontFamily } from '../../shared/font-family.ts';
import { readFontSize } from '../../shared/font-size.ts';
import { parseColour, type Rgba, toHex } from '../colour/colour.ts';
import { deriveColours } from '../colour/derive.ts';
import { darkPresetVars, presetVars, type ThemeVar, type ThemeVars } from './presets.ts';

/**
 * A colour as `#rrggbb` (`#rrggbbaa` when translucent), or undefined when the
 * colour module cannot read it: whatever was stored, only hex digits reach CSS.
 */
export function normalColour(v: unknown): string | undefined {
  const c: Rgba | null = typeof v === 'string' && v.length <= 64 ? parseColour(v) : null;
  return c ? toHex(c) : undefined;
}

/** A corner radius as `<n>px`, 0 to RADIUS_MAX whole pixels, or undefined. */
export const normalRadius = (v: unknown): string | undefined =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= RADIUS_MAX ? `${v}px` : undefined;

/** Where each derived colour goes. */
const DERIVED_VARS: Record<ExtensionColour | 'line', ThemeVar> = {
  secondary_btn_background: '--sec',
  secondary_btn_text_color: '--sec-fg',
  link_color: '--link',
  toggle_color: '--tog',
  focus_color: '--focus',
  line: '--line',
};

/** A font size as the stylesheet gets it (shared/font-size.ts: any CSS length that comes to a legible size), or undefined. */
export function normalLength(v: unknown): string | undefined {
  const r = typeof v === 'string' ? readFontSize(v) : null;
  return r && 'css' in r ? r.css : undefined;
}

/** A font list as the stylesheet gets it (shared/font-family.ts: quoted names and identifiers as CSS reads them), or undefined. */
export function normalFontList(v: unknown): string | undefined {
  const r = typeof v === 'string' ? readFontFamily(v) : null;
  return r && 'css' in r ? r.css : undefined;
}

/**
 * The banner's final custom properties: the preset's, overridden by each
 * custom value the service can read; with a custom theme, every colour the
 * spec's six do not name is derived from them (colour/derive.ts) unless given,
 * so that no preset colour is left beside the theme's. A value it cannot read
 * is dropped and the preset's stays (the API refuses such values; this guards
 * what was stored before, or by a path that skips the API).
 */
export function resolveTheme(preset: DefaultTheme, custom: ThemeValues | null | undefined): ThemeVars {
  const vars = presetVars(preset);
  if (!custom) return vars;
  const set = (names: readonly ThemeVar[], value: string | undefined) => {
    if (value) for (const n of names) vars[n] = value;
  };
  set(['--font'], normalFontList(custom.font_family));
  set(['--size'], normalLength(custom.font_size));
  set(['--radius'], normalRadius(custom.border_radius));
  set(['--bg'], normalColour(custom.background));
  set(['--fg'], normalColour(custom.color));
  set(['--btn'], normalColour(custom.btn_background));
  set(['--btn-fg'], normalColour(custom.btn_text_color));
  const read = (v: string) => parseColour(v) as Rgba; // the vars hold hex only
  const given: Partial<Record<ExtensionColour, Rgba>> = {};
  for (const k of EXTENSION_COLOURS) {
    const hex = normalColour(custom[k]);
    if (hex) given[k] = read(hex);
  }
  const derived = deriveColours(
    { background: read(vars['--bg']), color: read(vars['--fg']), btn_background: read(vars['--btn']) },
    given,
  );
  for (const [k, name] of Object.entries(DERIVED_VARS)) vars[name] = toHex(derived[k as keyof typeof DERIVED_VARS]);
  return vars;
}

/**
 * The custom properties for a visitor who prefers a dark scheme, when they
 * differ: `auto` without a custom theme. A custom theme is one look in both
 * schemes — its owner chose those colours, and the service cannot invent a
 * dark twin that stays theirs.
 */
export const resolveDarkTheme = (preset: DefaultTheme, custom: ThemeValues | null | undefined): ThemeVars | undefined =>
  custom ? undefined : darkPresetVars(preset);
