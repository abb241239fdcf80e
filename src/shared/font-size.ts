/**
 * A theme's `font_size` (docs/decisions/themes.md#font-size): any CSS length
 * — a dimension in any length unit, a percentage, a size keyword, or calc(),
 * min(), max() and clamp() of those — read by its grammar and written back
 * from what was read, so nothing but numbers, units, operators and those four
 * functions can reach the stylesheet. It must come to a legible size
 * (FONT_SIZE_PX) both on a phone and on a desktop screen.
 */

/** The sizes a banner's text may have, in CSS pixels, wherever it is shown. */
export const FONT_SIZE_PX = [8, 40] as const;

/** Where a size is measured: the root and parent font size 16px (browsers' default), two viewports. */
interface Where {
  vw: number;
  vh: number;
}
const PLACES: readonly Where[] = [
  { vw: 360, vh: 640 },
  { vw: 1920, vh: 1080 },
];
const EM = 16;

/** Pixels per unit. Font-relative units by the usual proportions of a text face (ex half an em, cap 0.7, lh the banner's 1.5). */
const FIXED: Record<string, number> = {
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  em: EM,
  rem: EM,
  ex: EM / 2,
  rex: EM / 2,
  // ch: the width of "0", 0.5em to 0.6em in common faces; the wider, so a size is refused only when it is small in every face.
  ch: EM * 0.6,
  rch: EM * 0.6,
  cap: EM * 0.7,
  rcap: EM * 0.7,
  ic: EM,
  ric: EM,
  lh: EM * 1.5,
  rlh: EM * 1.5,
  '%': EM / 100,
};
/** Viewport units (container units with no container fall back to the small viewport): the share of which side. */
const VIEWPORT: Record<string, (w: Where) => number> = {};
for (const p of ['', 's', 'l', 'd']) {
  VIEWPORT[`${p}vw`] = VIEWPORT[`${p}vi`] = (w) => w.vw / 100;
  VIEWPORT[`${p}vh`] = VIEWPORT[`${p}vb`] = (w) => w.vh / 100;
  VIEWPORT[`${p}vmin`] = (w) => Math.min(w.vw, w.vh) / 100;
  VIEWPORT[`${p}vmax`] = (w) => Math.max(w.vw, w.vh) / 100;
}
for (const [unit, as] of Object.entries({ cqw: 'svw', cqi: 'svw', cqh: 'svh', cqb: 'svh', cqmin: 'svmin', cqmax: 'svmax' }))
  VIEWPORT[unit] = VIEWPORT[as]!;
const pxPer = (unit: string, w: Where) => FIXED[unit] ?? VIEWPORT[unit]?.(w);

/** The absolute and relative size keywords, in pixels at a 16px parent (CSS Fonts 4 §2.5's table). */
const KEYWORDS: Record<string, number> = {
  'xx-small': 9,
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
  smaller: EM / 1.2,
  larger: EM * 1.2,
};

const MATH = new Set(['calc', 'min', 'max', 'clamp']);
const TOKENS = /\s*(?:([+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?)(%|[a-z]+)?|([a-z]+)\(|([-+*/(),]))/y;

interface Token {
  kind: 'num' | 'fn' | 'op';
  text: string;
  unit: string;
  /** Whitespace before it (CSS wants it around + and - in calc()). */
  spaced: boolean;
}

/** A read value: its type, its size in each place, and how it is written. */
interface Value {
  length: boolean;
  at: number[];
  css: string;
}

function tokenize(v: string): Token[] | null {
  const out: Token[] = [];
  TOKENS.lastIndex = 0;
  while (TOKENS.lastIndex < v.length) {
    const from = TOKENS.lastIndex;
    const m = TOKENS.exec(v);
    if (!m) return null;
    const spaced = /^\s/.test(v.slice(from));
    if (m[1] !== undefined) out.push({ kind: 'num', text: m[1], unit: m[2] ?? '', spaced });
    else if (m[3] !== undefined) out.push({ kind: 'fn', text: m[3], unit: '', spaced });
    else out.push({ kind: 'op', text: m[4]!, unit: '', spaced });
  }
  return out;
}

class Fail extends Error {}

/** Recursive descent over calc()'s grammar (CSS Values 4 §10.1), typing as it goes: lengths and numbers. */
function parser(tokens: Token[]) {
  let i = 0;
  let depth = 0;
  const peek = () => tokens[i];
  const take = (text: string) => {
    if (peek()?.text !== text) throw new Fail(`expected "${text}"`);
    i++;
  };
  const leaf = (t: Token): Value => {
    const n = Number(t.text);
    if (!Number.isFinite(n)) throw new Fail('a number out of range');
    if (!t.unit) return { length: false, at: PLACES.map(() => n), css: t.text };
    const at = PLACES.map((w) => {
      const k = pxPer(t.unit, w);
      if (k === undefined) throw new Fail(`${t.unit} is not a CSS length unit`);
      return n * k;
    });
    return { length: true, at, css: `${t.text}${t.unit}` };
  };
  const factor = (): Value => {
    const t = tokens[i++];
    if (!t) throw new Fail('it ends too soon');
    if (t.kind === 'num') return leaf(t);
    if (++depth > 8) throw new Fail('it nests too deep');
    try {
      if (t.kind === 'op' && t.text === '(') {
        const inner = sum();
        take(')');
        return { ...inner, css: `(${inner.css})` };
      }
      if (t.kind === 'fn' && MATH.has(t.text)) return fn(t.text);
    } finally {
      depth--;
    }
    throw new Fail(t.kind === 'fn' ? `${t.text}() is not accepted` : `"${t.text}" is out of place`);
  };
  const product = (): Value => {
    let left = factor();
    for (let op = peek(); op?.text === '*' || op?.text === '/'; op = peek()) {
      i++;
      const right = factor();
      if (op.text === '*') {
        if (left.length && right.length) throw new Fail('a length times a length is not a length');
        left = {
          length: left.length || right.length,
          at: left.at.map((v, k) => v * right.at[k]!),
          css: `${left.css} * ${right.css}`,
        };
      } else {
        if (right.length || right.at.some((v) => v === 0)) throw new Fail('it divides by a length or by zero');
        left = { length: left.length, at: left.at.map((v, k) => v / right.at[k]!), css: `${left.css} / ${right.css}` };
      }
    }
    return left;
  };
  const sum = (): Value => {
    let left = product();
    // `1em+2px` reads as 1em then the number +2px (CSS Syntax): say what the writer meant.
    const glued = peek()?.kind === 'num' && /^[+-]/.exec(peek()!.text)?.[0];
    if (glued) throw new Fail(`"${glued}" needs a space on each side`);
    for (let op = peek(); op?.text === '+' || op?.text === '-'; op = peek()) {
      i++;
      if (!op.spaced || !peek()?.spaced) throw new Fail(`"${op.text}" needs a space on each side`);
      const right = product();
      if (left.length !== right.length) throw new Fail(`it adds a length and a number`);
      const s = op.text === '+' ? 1 : -1;
      left = { length: left.length, at: left.at.map((v, k) => v + s * right.at[k]!), css: `${left.css} ${op.text} ${right.css}` };
    }
    return left;
  };
  const fn = (name: string): Value => {
    const list = [sum()];
    while (peek()?.text === ',') {
      i++;
      list.push(sum());
    }
    take(')');
    if (name === 'calc' ? list.length !== 1 : name === 'clamp' ? list.length !== 3 : list.length < 1)
      throw new Fail(`${name}() has the wrong number of arguments`);
    if (list.some((v) => v.length !== list[0]!.length)) throw new Fail(`${name}() mixes lengths and numbers`);
    const pick = (k: number) => {
      const xs = list.map((v) => v.at[k]!);
      if (name === 'min') return Math.min(...xs);
      if (name === 'max') return Math.max(...xs);
      if (name === 'clamp') return Math.max(xs[0]!, Math.min(xs[1]!, xs[2]!));
      return xs[0]!;
    };
    return { length: list[0]!.length, at: PLACES.map((_, k) => pick(k)), css: `${name}(${list.map((v) => v.css).join(', ')})` };
  };
  return {
    whole(): Value {
      const v = sum();
      if (i < tokens.length) throw new Fail(`"${tokens[i]!.text}" is out of place`);
      return v;
    },
  };
}

const EXAMPLES = '14px, 0.9rem, 0.9ch or calc(1em + 2px)';
const RULE = `must be a CSS length such as ${EXAMPLES}`;

/**
 * The font size as the stylesheet gets it (lower case, written from what
 * was read), or why it is refused. A plain dimension or a math function;
 * a bare number other than a keyword is not a length (CSS).
 */
export function readFontSize(value: string): { css: string } | { error: string } {
  const v = value.trim().toLowerCase();
  if (v.length > 100) return { error: 'is longer than 100 characters' };
  const keyword = KEYWORDS[v];
  if (keyword !== undefined) return { css: v };
  const fn = /^([a-z-]+)\(/.exec(v)?.[1];
  if (fn && !MATH.has(fn))
    return {
      error: `${fn}() is not accepted: the service keeps a banner's text legible, so it must know the size: give a CSS length such as ${EXAMPLES}`,
    };
  const tokens = tokenize(v);
  if (!tokens?.length) return { error: RULE };
  const first = tokens[0]!;
  if (!(tokens.length === 1 && first.kind === 'num') && !(first.kind === 'fn' && MATH.has(first.text)))
    return { error: first.kind === 'fn' ? `${first.text}() is not accepted: ${RULE}` : RULE };
  let read: Value;
  try {
    read = parser(tokens).whole();
  } catch (e) {
    if (e instanceof Fail) return { error: `${RULE} (${e.message})` };
    throw e;
  }
  if (!read.length) return { error: `${RULE} (a number without a unit is not a length)` };
  const [lo, hi] = FONT_SIZE_PX;
  const off = read.at.find((px) => !(px >= lo && px <= hi));
  if (off !== undefined)
    return {
      error: `comes to ${Math.round(off * 100) / 100}px${PLACES.length > 1 && read.at.some((px) => px !== off) ? ' on one screen size' : ''}; a banner's text must be ${lo}px to ${hi}px (1em = 16px)`,
    };
  return { css: read.css };
}
