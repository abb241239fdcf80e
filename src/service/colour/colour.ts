/**
 * CSS colours as the theme API takes them, read into numbers, and WCAG 2.x
 * relative luminance and contrast. Service-only: the runtime only needs to
 * know that a value is safe to hand to CSS, never what colour it is.
 */

/** An sRGB colour: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * The colour names the theme API takes, with their values: the config's
 * stylesheet carries them as hex (src/service/theme/resolve.ts), so what is
 * checked here is exactly what the visitor sees.
 */
const NAMED: Record<string, string> = {
  white: 'ffffff',
  black: '000000',
  gray: '808080',
  grey: '808080',
  silver: 'c0c0c0',
  red: 'ff0000',
  maroon: '800000',
  orange: 'ffa500',
  yellow: 'ffff00',
  green: '008000',
  teal: '008080',
  blue: '0000ff',
  navy: '000080',
  purple: '800080',
  pink: 'ffc0cb',
  brown: 'a52a2a',
};
export const COLOUR_NAMES = Object.keys(NAMED);

// A CSS <number> has digits after its point when it has a point ("1." is not one); the API takes no signs or exponents.
const TOKEN = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/;
const FN = /^(rgba?|hsla?)\((.*)\)$/;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

interface Token {
  n: number;
  pct: boolean;
}
function token(s: string | undefined): Token | null {
  const m = TOKEN.exec(s ?? '');
  return m ? { n: Number(m[1]), pct: m[2] === '%' } : null;
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
 * The arguments of rgb()/hsl() in either CSS syntax — legacy `a, b, c[, alpha]`
 * or modern `a b c[ / alpha]` — never a mix, which a browser drops.
 */
function args(inner: string): { parts: string[]; alpha: string | undefined } | null {
  if (inner.includes(',')) {
    if (inner.includes('/')) return null;
    const parts = inner.split(',').map((s) => s.trim());
    const alpha = parts.length === 4 ? parts.pop() : undefined;
    return parts.length === 3 ? { parts, alpha } : null;
  }
  const [main = '', alpha, extra] = inner.split('/');
  if (extra !== undefined) return null;
  const parts = main.trim().split(/\s+/);
  return parts.length === 3 ? { parts, alpha: alpha?.trim() } : null;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

function functional(name: string, inner: string): Rgba | null {
  const a = args(inner);
  if (!a) return null;
  const [x, y, z] = a.parts.map(token);
  if (!x || !y || !z) return null;
  let alpha = 1;
  if (a.alpha !== undefined) {
    const al = token(a.alpha);
    if (!al) return null;
    alpha = clamp(al.pct ? al.n / 100 : al.n, 0, 1);
  }
  if (name.startsWith('rgb')) {
    // Legacy commas want all numbers or all percentages; the modern syntax may mix them.
    if (inner.includes(',') && !(x.pct === y.pct && y.pct === z.pct)) return null;
    const ch = (v: Token) => clamp(v.pct ? (v.n * 255) / 100 : v.n, 0, 255);
    return { r: ch(x), g: ch(y), b: ch(z), a: alpha };
  }
  // hsl: a plain hue (the API takes no angle units), then saturation and lightness as percentages,
  // the one form every browser draws (bare numbers there are recent CSS).
  if (x.pct || !y.pct || !z.pct) return null;
  const [r, g, b] = hslToRgb(x.n % 360, clamp(y.n, 0, 100) / 100, clamp(z.n, 0, 100) / 100);
  return { r, g, b, a: alpha };
}

/**
 * The colour a value draws, or null when it is not one a browser and the
 * runtime both draw as written. `transparent` reads as alpha 0.
 */
export function parseColour(value: string): Rgba | null {
  const v = value.trim().toLowerCase();
  if (v === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (v.startsWith('#')) return hex(v.slice(1));
  const named = NAMED[v];
  if (named) return hex(named);
  const m = FN.exec(v);
  return m ? functional(m[1]!, m[2]!.trim()) : null;
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
