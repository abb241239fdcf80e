import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../../../../demo/seed-data.ts';
import { DEFAULT_THEMES } from '../../../../src/schema/enums.ts';
import { ThemeCreate } from '../../../../src/schema/theme.ts';
import { contrast, over, parseColour } from '../../../../src/service/colour/colour.ts';
import { themeProblems } from '../../../../src/service/colour/theme-rule.ts';
import { normalColour, resolveTheme } from '../../../../src/service/theme/resolve.ts';

const rgb = (v: string) => {
  const c = parseColour(v);
  return c && { r: Math.round(c.r), g: Math.round(c.g), b: Math.round(c.b), a: Math.round(c.a * 1000) / 1000 };
};
const base = { font_family: 'Arial', font_size: '15px', account_id: 'acct_a', website_id: 'web_a' };

describe('parseColour', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#FFF8', { r: 255, g: 255, b: 255, a: 0.533 }],
    ['#1d4ed8', { r: 29, g: 78, b: 216, a: 1 }],
    ['#1d4ed880', { r: 29, g: 78, b: 216, a: 0.502 }],
    ['rgb(0, 10, 200)', { r: 0, g: 10, b: 200, a: 1 }],
    ['rgba(0,10,200,0.5)', { r: 0, g: 10, b: 200, a: 0.5 }],
    ['rgb(0 10 200 / 50%)', { r: 0, g: 10, b: 200, a: 0.5 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 128, a: 1 }],
    ['rgb(300 0 0 / 2)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120 100% 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsla(240, 100%, 50%, .25)', { r: 0, g: 0, b: 255, a: 0.25 }],
    ['hsl(480, 100%, 50%)', { r: 0, g: 255, b: 0, a: 1 }],
    ['navy', { r: 0, g: 0, b: 128, a: 1 }],
    ['White', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('reads %s', (v, want) => expect(rgb(v)).toEqual(want));

  // Shapes the API's schema lets through but a browser (or the runtime) would not draw as written.
  it.each([
    '#12345',
    '#1234567',
    'foo',
    'canvas',
    'currentcolor',
    'color-mix(in srgb, red, blue)',
    'var(--brand)',
    'lab(50, 0, 0)',
    'oklch(50% 0.1 10% )',
    'rgb(1deg 2 3)',
    'rgb(1, 2 3)',
    'rgb(1, 2, 3 / 1)',
    'rgb(1 2 3 / 1 / 1)',
    'rgb(1/2/3)',
    'rgb(1, 2%, 3)',
    'rgb(1.2.3, 0, 0)',
    'rgb(1., 0, 0)',
    'rgb(1, 2)',
    'hsl(10%, 50%, 50%)',
    'hsl(10, 50, 50)',
  ])('refuses %s', (v) => expect(parseColour(v)).toBeNull());

  it.each([
    ['#fff', '#ffffff'],
    ['#1d4ed880', '#1d4ed880'],
    ['rgb(0 10 200 / 50%)', '#000ac880'],
    ['rgba(0,10,200,0.5)', '#000ac880'],
    ['hsla(240, 100%, 50%, .25)', '#0000ff40'],
    ['navy', '#000080'],
    ['Grey', '#808080'],
  ])('normalises %s to the hex %s the config carries', (v, hex) => expect(normalColour(v)).toBe(hex));
});

describe('contrast', () => {
  it('matches the known extremes and pairs', () => {
    expect(contrast(parseColour('#000')!, parseColour('#fff')!)).toBeCloseTo(21, 5);
    expect(contrast(parseColour('#777')!, parseColour('white')!)).toBeCloseTo(4.48, 2);
    expect(contrast(parseColour('#aaa')!, parseColour('#fff')!)).toBeCloseTo(2.32, 2);
  });

  it('blends translucent text into its background first', () => {
    const white = parseColour('#fff')!;
    expect(over(parseColour('rgba(0,0,0,0.5)')!, white)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrast(over(parseColour('rgba(0,0,0,0)')!, white), white)).toBe(1);
  });
});

describe('themeProblems', () => {
  const ok = { color: '#1f2937', background: '#ffffff', btn_background: '#1d4ed8', btn_text_color: '#ffffff' };

  it('passes a readable theme', () => expect(themeProblems(ok)).toEqual([]));

  it('applies the text threshold strictly: 4.48:1 fails, 4.5:1 passes', () => {
    expect(themeProblems({ ...ok, color: '#777777' })).toEqual([
      { field: 'color', code: 'low_contrast', message: 'contrast 4.47:1 with background #ffffff is below 4.5:1 (WCAG AA)' },
    ]);
    expect(themeProblems({ ...ok, color: '#767676' })).toEqual([]);
  });

  it('names each failing field once, and pairs only colours it could read', () => {
    expect(
      themeProblems({ color: 'transparent', background: 'rgba(0,0,0,.95)', btn_background: 'blue', btn_text_color: 'navy' }).map(
        (p) => [p.field, p.code],
      ),
    ).toEqual([
      ['color', 'transparent'],
      ['background', 'transparent'],
      ['btn_text_color', 'low_contrast'],
    ]);
  });

  it('is met by every preset, as the service composes it', () => {
    for (const t of DEFAULT_THEMES) {
      const v = resolveTheme(t, null);
      const preset = { color: v['--fg'], background: v['--bg'], btn_background: v['--btn'], btn_text_color: v['--btn-fg'] };
      expect(themeProblems(preset), t).toEqual([]);
    }
  });

  it("is met by the demo's seeded custom themes", () => {
    const themes = DEMO_SITES.flatMap((s) => (s.theme ? [s.theme] : []));
    expect(themes.length).toBeGreaterThan(0);
    for (const t of themes) {
      expect(ThemeCreate.safeParse({ ...base, ...t }).success).toBe(true);
      expect(themeProblems(t)).toEqual([]);
    }
  });
});
