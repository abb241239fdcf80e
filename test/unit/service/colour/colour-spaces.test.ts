import { describe, expect, it } from 'vitest';
import { contrast, parseColour, type Rgba, toHex } from '../../../../src/service/colour/colour.ts';
import { NAMED_COLOURS } from '../../../../src/service/colour/named-colours.ts';
import { themeProblems } from '../../../../src/service/colour/theme-rule.ts';

// CSS Color 4's colours read into sRGB (docs/decisions/themes.md#colours): references from the
// specification's own examples and its sample code, to the 8-bit channel the config carries.
const hexOf = (v: string) => {
  const c = parseColour(v);
  return c ? toHex(c) : null;
};

describe('CSS Color 4 to sRGB', () => {
  it.each([
    // sRGB red and rebeccapurple in every space
    ['lab(54.29% 80.82 69.91)', '#ff0000'],
    ['lch(54.29 106.84 40.85)', '#ff0000'],
    ['oklab(0.628 0.2249 0.1258)', '#ff0000'],
    ['oklch(62.8% 0.2577 29.23)', '#ff0000'],
    ['lab(32.39 38.43 -47.69)', '#663399'],
    ['lch(32.39% 61.24 308.86)', '#663399'],
    ['oklab(44.03% 0.088 -0.134)', '#663399'],
    ['oklch(44.03% 0.1603 303.37)', '#663399'],
    ['hwb(270 20% 40%)', '#663399'],
    ['hsl(270 50% 40%)', '#663399'],
    ['rgb(40% 20% 60%)', '#663399'],
    // hwb: whiteness and blackness adding up to 1 or more are a grey
    ['hwb(120 20% 20%)', '#33cc33'],
    ['hwb(0 60% 60%)', '#808080'],
    // percentages against each component's reference, hue units, none
    ['lab(100% 0% 0%)', '#ffffff'],
    ['oklab(100% 0 0)', '#ffffff'],
    ['oklch(0% 0 0)', '#000000'],
    ['lch(50% 0 0)', '#777777'],
    ['hsl(0.5turn 100% 50%)', '#00ffff'],
    ['hsl(3.14159rad 100% 50%)', '#00ffff'],
    ['hsl(200grad 100% 50%)', '#00ffff'],
    ['oklch(62.8% 0.2577 none)', hexOf('oklch(62.8% 0.2577 0)')],
    ['rgb(none 255 0)', '#00ff00'],
  ])('%s is %s', (v, want) => expect(hexOf(v)).toBe(want));

  it('clips a colour outside sRGB to its gamut, channel by channel', () => {
    const c = parseColour('oklch(70% 0.4 150)') as Rgba;
    for (const ch of [c.r, c.g, c.b]) expect(ch >= 0 && ch <= 255).toBe(true);
    expect([c.r, c.b]).toEqual([0, 0]);
    expect(hexOf('lab(150 0 0)')).toBe('#ffffff'); // L clamped to 100
  });

  it('knows all 148 named colours, rebeccapurple among them; not transparent or system colours', () => {
    expect(Object.keys(NAMED_COLOURS)).toHaveLength(148);
    for (const name of Object.keys(NAMED_COLOURS)) expect(parseColour(name.toUpperCase()), name).not.toBeNull();
    expect(hexOf('rebeccapurple')).toBe('#663399');
    expect(hexOf('lightgoldenrodyellow')).toBe('#fafad2');
    for (const v of ['canvas', 'canvastext', 'buttonface', 'currentcolor']) expect(parseColour(v)).toBeNull();
  });

  it('legacy commas for rgb() and hsl() only; no none there', () => {
    expect(hexOf('rgba(102, 51, 153, 1)')).toBe('#663399');
    for (const v of ['lab(50, 0, 0)', 'hwb(0, 0%, 0%)', 'oklch(0.5, 0.1, 10)', 'rgb(none, 0, 0)', 'lab(50% 0 0deg)'])
      expect(parseColour(v), v).toBeNull();
  });
});

describe('the readability rule on every form', () => {
  it('computes contrast from the converted colour', () => {
    const white = parseColour('white')!;
    expect(contrast(parseColour('oklch(0 0 0)')!, white)).toBeCloseTo(21, 5);
    expect(contrast(parseColour('lab(0 0 0)')!, white)).toBeCloseTo(21, 5);
    // The same purple in six spaces is the same ratio on white, to the rounding of its 8-bit channels.
    const ratios = ['rebeccapurple', 'lab(32.39 38.43 -47.69)', 'oklch(44.03% 0.1603 303.37)', 'hwb(270 20% 40%)'].map((v) =>
      contrast(parseColour(v)!, white),
    );
    for (const r of ratios) expect(r).toBeCloseTo(ratios[0]!, 1);
  });

  it('accepts a readable theme in the new forms and refuses an unreadable one', () => {
    const ok = {
      color: 'lch(20% 10 250)',
      background: 'oklch(99% 0.01 100)',
      btn_background: 'rebeccapurple',
      btn_text_color: 'hwb(0 100% 0%)',
    };
    expect(themeProblems(ok)).toEqual([]);
    const bad = themeProblems({ ...ok, color: 'oklab(0.9 0 0)' });
    expect(bad).toEqual([expect.objectContaining({ field: 'color', code: 'low_contrast' })]);
  });

  it.each([
    'var(--brand)',
    'color-mix(in oklch, red, blue)',
    'light-dark(white, black)',
    'color(display-p3 1 0 0)',
    'rgb(from red r g b)',
  ])('refuses %s: the rule cannot check it', (v) => {
    const [p] = themeProblems({ color: '#111111', background: '#ffffff', btn_background: v, btn_text_color: '#ffffff' });
    expect(p).toMatchObject({ field: 'btn_background', code: 'invalid' });
    expect(p!.message).toMatch(/the readability rule \(contrast\) cannot check/);
  });
});
