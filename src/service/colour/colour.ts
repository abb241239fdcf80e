/**
 * CSS colours as the theme API takes them, read into numbers, and WCAG 2.x
 * relative luminance and contrast. Service-only: the runtime only needs to
 * know that a value is safe to hand to CSS, never what colour it is.
 */

import { hslToSrgb, hwbToSrgb, labToSrgb, oklabToSrgb, polar } from './colour-spaces.ts';
import { NAMED_COLOURS } from './named-colours.ts';

/** An sRGB colour: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

// Value ranges of CSS Color 4: what 100% is for each component, and how each space reaches sRGB.
type Space = 'rgb' | 'hsl' | 'hwb' | 'lab' | 'lch' | 'oklab' | 'oklch';
const SPACES: Record<string, Space> = {
  rgb: 'rgb',
  rgba: 'rgb',
  hsl: 'hsl',
  hsla: 'hsl',
  hwb: 'hwb',
  lab: 'lab',
  lch: 'lch',
  oklab: 'oklab',
  oklch: 'oklch',
};
/** Per component: the value of 100% (a bare number is taken as is), or 'hue' for an angle. */
const COMPONENTS: Record<Space, readonly [number | 'hue', number | 'hue', number | 'hue']> = {
  rgb: [255, 255, 255],
  hsl: ['hue', 100, 100],
  hwb: ['hue', 100, 100],
  lab: [100, 125, 125],
  lch: [100, 150, 'hue'],
  oklab: [1, 0.4, 0.4],
  oklch: [1, 0.4, 'hue'],
};
const ANGLE: Record<string, number> = { '': 1, deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

/** Functions the readability rule cannot judge: their colour is known only in the visitor's browser, or only after mixing. */
const UNCHECKABLE = /^(var|env|attr|color-mix|light-dark|color|device-cmyk|contrast-color)\(/;

// A CSS <number>: a sign, digits with digits after any point, an exponent; then a unit or %.
const TOKEN = /^([+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?)(%|deg|grad|rad|turn)?$/;
const FN = /^([a-z]+)\((.*)\)$/s;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

interface Token {
  n: number;
  unit: string;
}
/** A component: a number, a percentage, an angle, or `none` (zero, modern syntax only). */
function token(s: string | undefined, modern: boolean): Token | null {
  if (s === 'none') return modern ? { n: 0, unit: '' } : null;
  const m = TOKEN.exec(s ?? '');
  return m && Number.isFinite(Number(m[1])) ? { n: Number(m[1]), unit: m[2] ?? '' } : null;
}

function hex(digits: string): Rgba | null {
  if (!/^[\da-f]+$/i.test(digits)) return null;
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits].map((d) => d + d).join('')
      : digits.length === 6 || digits.length === 8
        ? digits
        : null;
  if (!full) return null;
  const at = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: at(0), g: at(2), b: at(4), a: full.length === 8 ? at(6) / 255 : 1 };
}

/**
 * The arguments of a colour function: legacy `a, b, c[, alpha]` for rgb()
 * and hsl() only, or modern `a b c[ / alpha]` — never a mix, which a browser drops.
 */
function args(space: Space, inner: string): { parts: string[]; alpha: string | undefined; modern: boolean } | null {
  if (inner.includes(',')) {
    if (inner.includes('/') || (space !== 'rgb' && space !== 'hsl')) return null;
    const parts = inner.split(',').map((s) => s.trim());
    const alpha = parts.length === 4 ? parts.pop() : undefined;
    return parts.length === 3 ? { parts, alpha, modern: false } : null;
  }
  const [main = '', alpha, extra] = inner.split('/');
  if (extra !== undefined) return null;
  const parts = main.trim().split(/\s+/);
  return parts.length === 3 ? { parts, alpha: alpha?.trim(), modern: true } : null;
}

/** A component's value: degrees for a hue, else the number with 100% as its space's reference. */
function component(t: Token, ref: number | 'hue'): number | null {
  if (ref === 'hue') {
    const k = ANGLE[t.unit];
    return k === undefined ? null : (((t.n * k) % 360) + 360) % 360;
  }
  if (t.unit === '%') return (t.n / 100) * ref;
  return t.unit === '' ? t.n : null;
}

function functional(space: Space, inner: string): Rgba | null {
  const a = args(space, inner);
  if (!a) return null;
  const tokens = a.parts.map((p) => token(p, a.modern));
  if (tokens.some((t) => !t)) return null;
  const [x, y, z] = tokens as [Token, Token, Token];
  // Legacy syntax as browsers take it: rgb() all numbers or all percentages, hsl() percentages for s and l.
  if (!a.modern && space === 'rgb' && !(x.unit === y.unit && y.unit === z.unit)) return null;
  if (!a.modern && space === 'hsl' && (y.unit !== '%' || z.unit !== '%')) return null;
  const ref = COMPONENTS[space];
  const c = [component(x, ref[0]), component(y, ref[1]), component(z, ref[2])];
  if (c.some((v) => v === null)) return null;
  const [p, q, r] = c as [number, number, number];
  let alpha = 1;
  if (a.alpha !== undefined) {
    const al = token(a.alpha, a.modern);
    if (!al || (al.unit !== '' && al.unit !== '%')) return null;
    alpha = clamp(al.unit === '%' ? al.n / 100 : al.n, 0, 1);
  }
  const rgb = toSrgb(space, p, q, r);
  return { r: rgb[0], g: rgb[1], b: rgb[2], a: alpha };
}

/** The components, read against their space's references, as sRGB 0–255 (clipped to its gamut). */
function toSrgb(space: Space, p: number, q: number, r: number): [number, number, number] {
  switch (space) {
    case 'rgb':
      return [clamp(p, 0, 255), clamp(q, 0, 255), clamp(r, 0, 255)];
    case 'hsl':
      return hslToSrgb(p, clamp(q, 0, 100) / 100, clamp(r, 0, 100) / 100);
    case 'hwb':
      return hwbToSrgb(p, clamp(q, 0, 100) / 100, clamp(r, 0, 100) / 100);
    case 'lab':
      return labToSrgb(clamp(p, 0, 100), q, r);
    case 'lch':
      return labToSrgb(clamp(p, 0, 100), ...polar(Math.max(0, q), r));
    case 'oklab':
      return oklabToSrgb(clamp(p, 0, 1), q, r);
    case 'oklch':
      return oklabToSrgb(clamp(p, 0, 1), ...polar(Math.max(0, q), r));
  }
}

/**
 * The colour a value draws (CSS Color 4: hex, the 148 names, rgb(), hsl(),
 * hwb(), lab(), lch(), oklab(), oklch()), or null when it is none of them.
 * `transparent` reads as alpha 0.
 */
export function parseColour(value: string): Rgba | null {
  const v = value.trim().toLowerCase();
  if (v === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (v.startsWith('#')) return hex(v.slice(1));
  const named = NAMED_COLOURS[v];
  if (named) return hex(named);
  const m = FN.exec(v);
  const space = m ? SPACES[m[1]!] : undefined;
  return space ? functional(space, m![2]!.trim()) : null;
}

/** Why a value is not a colour the readability rule can judge (parseColour gave null), for the partner. */
export function notAColour(value: string): string {
  const fn = UNCHECKABLE.exec(value.trim().toLowerCase())?.[1];
  if (fn)
    return `${fn}() is not accepted: the readability rule (contrast) cannot check a colour that is known only in the visitor's browser or after mixing; give the colour itself (e.g. #rrggbb or oklch())`;
  if (/\(\s*from\s/i.test(value))
    return 'a relative colour (from …) is not accepted: the readability rule (contrast) cannot check it; give the colour itself (e.g. #rrggbb or oklch())';
  return 'is not a colour the banner can draw: use #rgb, #rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or a CSS colour name (rebeccapurple)';
}

/** WCAG 2.x relative luminance of the colour's channels (alpha aside). */
export function luminance(c: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrast(a: Rgba, b: Rgba): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `fg` drawn over an opaque `bg`, blended as a browser does (in sRGB): what the visitor sees. */
export function over(fg: Rgba, bg: Rgba): Rgba {
  const mix = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
  return { r: mix(fg.r, bg.r), g: mix(fg.g, bg.g), b: mix(fg.b, bg.b), a: 1 };
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The colour as `#rrggbb`, or `#rrggbbaa` when translucent. */
export const toHex = (c: Rgba): string => `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}${c.a < 1 ? hex2(c.a * 255) : ''}`;

/** `a` moved a share `t` (0–1) of the way to `b`, in sRGB, rounded to whole channels as hex will carry it; opaque. */
export function mix(a: Rgba, b: Rgba, t: number): Rgba {
  const m = (x: number, y: number) => Math.round(x + (y - x) * t);
  return { r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: 1 };
}

/**
 * WCAG AA thresholds: text 4.5:1 whatever its size — a theme's font size is
 * free (spec), so the 3:1 large-text allowance cannot be relied on — and
 * 3:1 for what is not text but must be seen (WCAG 1.4.11): switches, focus ring, borders.
 */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;
