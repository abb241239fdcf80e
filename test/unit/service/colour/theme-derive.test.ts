import { describe, expect, it } from 'vitest';
import { contrast, parseColour, type Rgba, toHex } from '../../../../src/service/colour/colour.ts';
import { deriveColours, readable } from '../../../../src/service/colour/derive.ts';
import { themeProblems } from '../../../../src/service/colour/theme-rule.ts';
import { resolveTheme } from '../../../../src/service/theme/resolve.ts';
import { AMBER_THEME } from '../../../fixtures/themes.ts';

// A custom theme's colours beyond the spec's six are derived from them, coherent and at WCAG AA
// (docs/decisions/themes.md#theme-extensions).

const rgb = (hex: string) => parseColour(hex)!;
const ratio = (a: string, b: string) => contrast(rgb(a), rgb(b));
/** Hue in degrees (undefined for a grey). */
function hue(hex: string): number | undefined {
  const { r, g, b } = rgb(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 8) return undefined;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const AMBER = AMBER_THEME;

/** Every pair a visitor sees, as [what, fg, bg, min]. */
const PAIRS = [
  ['text', '--fg', '--bg', 4.5],
  ['primary label', '--btn-fg', '--btn', 4.5],
  ['secondary label', '--sec-fg', '--sec', 4.5],
  ['link', '--link', '--bg', 4.5],
  ['switch on', '--tog', '--bg', 3],
  ['switch off / lines', '--line', '--bg', 3],
  ['focus ring', '--focus', '--bg', 3],
] as const;

describe('derived colours of a custom theme', () => {
  it.each(['green', 'blue', 'auto'] as const)(
    'amber button on white (preset %s underneath): secondary button, link, switch and focus are amber, not the preset’s',
    (preset) => {
      const vars = resolveTheme(preset, AMBER);
      const amber = hue(AMBER.btn_background)!;
      for (const v of ['--sec', '--sec-fg', '--link', '--tog', '--focus'] as const) {
        expect(Math.abs(hue(vars[v])! - amber), `${v} ${vars[v]}`).toBeLessThan(12);
        expect(vars[v]).not.toBe(resolveTheme(preset, null)[v]);
      }
      for (const [what, fg, bg, min] of PAIRS) expect(ratio(vars[fg], vars[bg]), what).toBeGreaterThanOrEqual(min);
      // Amber reads on white as it is, so it is kept; the secondary label on the amber tint had to darken.
      expect(vars['--link']).toBe('#b45309');
      expect(vars['--tog']).toBe('#b45309');
      expect(vars['--sec-fg']).not.toBe('#b45309');
    },
  );

  it('a light amber button on a dark background: the derived colours stay amber and read on the dark', () => {
    const vars = resolveTheme('blue', {
      ...AMBER,
      color: '#fafaf9',
      background: '#1c1917',
      btn_background: '#f59e0b',
      btn_text_color: '#1c1917',
    });
    for (const [what, fg, bg, min] of PAIRS) expect(ratio(vars[fg], vars[bg]), what).toBeGreaterThanOrEqual(min);
    for (const v of ['--sec', '--sec-fg', '--link', '--tog'] as const)
      expect(Math.abs(hue(vars[v])! - hue('#f59e0b')!), v).toBeLessThan(12);
  });

  it('keeps explicit colours and derives what is drawn on them against them', () => {
    const vars = resolveTheme('green', {
      ...AMBER,
      secondary_btn_background: '#1f2937',
      link_color: '#7c2d12',
      focus_color: 'black',
    });
    expect(vars['--sec']).toBe('#1f2937');
    expect(vars['--link']).toBe('#7c2d12');
    expect(vars['--focus']).toBe('#000000');
    expect(ratio(vars['--sec-fg'], '#1f2937')).toBeGreaterThanOrEqual(4.5);
  });

  it('meets WCAG AA for every pair, in 400 random themes the theme rule accepts', () => {
    let seed = 12;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
    const hex = () => toHex({ r: rand(), g: rand(), b: rand(), a: 1 });
    let judged = 0;
    while (judged < 400) {
      const t = { ...AMBER, color: hex(), background: hex(), btn_background: hex(), btn_text_color: hex() };
      if (themeProblems(t).length) continue;
      judged++;
      const vars = resolveTheme('blue', t);
      for (const [what, fg, bg, min] of PAIRS)
        expect(ratio(vars[fg], vars[bg]), `${what} ${JSON.stringify(t)}`).toBeGreaterThanOrEqual(min);
    }
  });

  it('readable(): the first step that passes, and black or white when even the anchor misses', () => {
    const white = rgb('#ffffff');
    expect(readable(rgb('#1d4ed8'), rgb('#000000'), white, 4.5)).toEqual(rgb('#1d4ed8'));
    const grey = readable(rgb('#cccccc'), rgb('#000000'), white, 4.5);
    expect(contrast(grey, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(grey, white)).toBeLessThan(5.5); // no darker than it must be
    expect(readable(rgb('#777777'), rgb('#888888'), white, 4.5)).toEqual(rgb('#000000'));
  });

  it('derives from the colour drawn: translucent text is blended into the background first', () => {
    const d = deriveColours({
      background: rgb('#ffffff'),
      color: rgb('rgba(0,0,0,.87)') as Rgba,
      btn_background: rgb('#1d4ed8'),
    });
    expect(contrast(d.line, rgb('#ffffff'))).toBeGreaterThanOrEqual(3);
  });
});

describe('the theme rule on extension colours', () => {
  it('judges a given colour where it is drawn, and a given label against the derived tint', () => {
    expect(themeProblems({ ...AMBER, link_color: '#b45309', toggle_color: '#b45309', focus_color: '#b45309' })).toEqual([]);
    const problems = themeProblems({
      ...AMBER,
      link_color: '#f59e0b',
      toggle_color: '#fde68a',
      secondary_btn_text_color: '#d97706',
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['secondary_btn_text_color', 'low_contrast'],
      ['link_color', 'low_contrast'],
      ['toggle_color', 'low_contrast'],
    ]);
    expect(problems[0]!.message).toMatch(
      /^contrast \d\.\d+:1 with secondary_btn_background #[0-9a-f]{6} \(derived\) is below 4\.5:1 \(WCAG AA\)$/,
    );
    expect(problems[2]!.message).toMatch(/with background #ffffff is below 3:1 \(WCAG AA for the switches drawn in it\)$/);
  });

  it('refuses a see-through secondary background, a transparent focus colour and a colour it cannot read; null is derived', () => {
    const problems = themeProblems({
      ...AMBER,
      secondary_btn_background: 'rgba(255,255,255,.5)',
      focus_color: 'transparent',
      toggle_color: 'color-mix(in srgb, red, blue)',
      link_color: null,
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['secondary_btn_background', 'transparent'],
      ['toggle_color', 'invalid'],
      ['focus_color', 'transparent'],
    ]);
  });
});
