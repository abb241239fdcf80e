import { describe, expect, it } from 'vitest';
import { DEFAULT_THEMES } from '../../src/schema/enums.ts';
import { bannerCss } from '../../src/service/theme/banner-css.ts';
import { THEME_VARS } from '../../src/service/theme/presets.ts';
import {
  resolveTheme,
  normalColour as safeColour,
  normalFontList as safeFontList,
  normalLength as safeLength,
} from '../../src/service/theme/resolve.ts';

// WCAG 2.x relative luminance and contrast ratio, for #rrggbb colours.
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const la = luminance(a),
    lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('contrast helper', () => {
  it('matches the known extremes and a known pair', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('presets', () => {
  const text: [string, string, string][] = [
    ['text', '--fg', '--bg'],
    ['primary button label', '--btn-fg', '--btn'],
    ['secondary button label', '--sec-fg', '--sec'],
    ['link', '--link', '--bg'],
  ];
  const nonText: [string, string, string][] = [
    ['switch track / border', '--line', '--bg'],
    ['focus ring', '--focus', '--bg'],
    ['primary button against the card (switch on)', '--btn', '--bg'],
  ];

  it('defines every variable for every preset, as #rrggbb', () => {
    for (const t of DEFAULT_THEMES) {
      const vars = resolveTheme(t, null);
      for (const name of THEME_VARS) expect(vars[name], `${t} ${name}`).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  for (const t of DEFAULT_THEMES) {
    const vars = resolveTheme(t, null) as Record<string, string>;
    for (const [what, fg, bg] of text) {
      it(`${t}: ${what} reaches 4.5:1`, () => expect(contrast(vars[fg]!, vars[bg]!)).toBeGreaterThanOrEqual(4.5));
    }
    for (const [what, fg, bg] of nonText) {
      it(`${t}: ${what} reaches 3:1`, () => expect(contrast(vars[fg]!, vars[bg]!)).toBeGreaterThanOrEqual(3));
    }
  }

  it('falls back to blue for an unknown preset name', () => {
    expect(resolveTheme('nope' as 'blue', null)).toEqual(resolveTheme('blue', null));
  });
});

describe('custom theme values (normalised by the service)', () => {
  it.each([
    ['#fff', '#ffffff'],
    ['#ffff', '#ffffff'],
    ['#1d4ed8', '#1d4ed8'],
    ['#1d4ed8cc', '#1d4ed8cc'],
    ['rgb(0, 10, 200)', '#000ac8'],
    ['rgba(0,10,200,0.5)', '#000ac880'],
    ['rgb(0 10 200 / 50%)', '#000ac880'],
    ['hsl(210, 50%, 40%)', '#336699'],
    ['navy', '#000080'],
    ['White', '#ffffff'],
    ['transparent', '#00000000'],
  ])('accepts the colour %s as %s', (v, hex) => expect(safeColour(v)).toBe(hex));

  it.each([
    'red;}body{display:none',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    '</style><script>',
    'var(--x)',
    'rgb(var(--x),0,0)',
    'rgb(0,0,calc(1+1))',
    '#12',
    '#1234567',
    'rebeccapurple',
    'red !important',
    'currentColor',
    '',
    '   ',
    'inherit',
    'rgb(1,2)',
    'hsl(1,2%,3%,4,5)',
    'hsla(210deg 50% 40% / .5)',
    'javascript:alert(1)',
  ])('drops the colour %j', (v) => expect(safeColour(v)).toBeUndefined());

  it.each([
    ['16px', '16px'],
    ['1.2rem', '1.2rem'],
    ['1em', '1em'],
    ['110%', '110%'],
    ['12pt', '12pt'],
    ['15', '15px'],
    [' 14px ', '14px'],
  ])('accepts the length %j as %j', (v, out) => expect(safeLength(v)).toBe(out));

  it.each([
    '2px',
    '400px',
    '10rem',
    '1000%',
    '-14px',
    '14px;color:red',
    'calc(1px + 2px)',
    'var(--s)',
    '14 px',
    'large',
    'expression(1)',
  ])('drops the length %j', (v) => expect(safeLength(v)).toBeUndefined());

  it.each([
    ['Arial', 'Arial'],
    ['"Open Sans", Arial, sans-serif', '"Open Sans",Arial,sans-serif'],
    ["'Noto Sans JP', system-ui", "'Noto Sans JP',system-ui"],
    ['Ubuntu Mono', 'Ubuntu Mono'],
    ['Müller Grotesk', 'Müller Grotesk'],
  ])('accepts the font list %j', (v, out) => expect(safeFontList(v)).toBe(out));

  it.each([
    'Arial;}body{display:none}',
    'url(x)',
    '"Open Sans',
    'Arial, "x"y',
    '</style>',
    'var(--f)',
    'Arial, , serif',
    'a\\62 c',
    'x'.repeat(201),
  ])('drops the font list %j', (v) => expect(safeFontList(v)).toBeUndefined());

  it('applies good values and keeps the preset where a value is hostile', () => {
    const preset = resolveTheme('green', null);
    const vars = resolveTheme('green', {
      font_family: 'Georgia, serif',
      font_size: '18px',
      color: '#222222',
      background: 'red;}body{display:none',
      btn_background: 'url(javascript:alert(1))',
      btn_text_color: 'hsl(0, 0%, 100%)',
    });
    expect(vars['--font']).toBe('Georgia,serif');
    expect(vars['--size']).toBe('18px');
    expect(vars['--fg']).toBe('#222222');
    expect(vars['--link']).toBe('#222222');
    expect(vars['--focus']).toBe('#222222');
    expect(vars['--btn-fg']).toBe('#ffffff');
    expect(vars['--bg']).toBe(preset['--bg']);
    expect(vars['--btn']).toBe(preset['--btn']);
    expect(vars['--sec']).toBe(preset['--sec']);
  });

  it('survives values of the wrong type', () => {
    const vars = resolveTheme('blue', {
      font_family: 1,
      font_size: null,
      color: {},
      background: [],
      btn_background: undefined,
      btn_text_color: true,
    } as never);
    expect(vars).toEqual(resolveTheme('blue', null));
  });
});

describe('the composed stylesheet', () => {
  const HOSTILE = ['red;}', 'url(https://evil.example/x)', 'expression(alert(1))', '</style><script>', 'var(--x)', '@import "x"'];

  it.each(HOSTILE)('never carries the hostile value %j, in any field', (bad) => {
    const css = bannerCss(
      resolveTheme('blue', {
        font_family: bad,
        font_size: bad,
        color: bad,
        background: bad,
        btn_background: bad,
        btn_text_color: bad,
      }),
      'banner',
      'bottom',
      'standard',
    );
    expect(css).toBe(bannerCss(resolveTheme('blue', null), 'banner', 'bottom', 'standard'));
    for (const s of ['url(', 'expression(', '<', 'var(--x)', '@import', '\\']) expect(css).not.toContain(s);
  });

  it('writes the custom properties once, as normalised values, on the render box', () => {
    const css = bannerCss(
      resolveTheme('green', {
        font_family: '"Open Sans", Arial',
        font_size: '1.1rem',
        color: 'rgb(17,17,17)',
        background: 'white',
        btn_background: '#b45309',
        btn_text_color: '#fff',
      }),
      'modal',
      null,
      'standard',
    );
    expect(css).toMatch(/^\.r\{--font:"Open Sans",Arial;--size:1.1rem;--bg:#ffffff;--fg:#111111;--btn:#b45309;--btn-fg:#ffffff;/);
  });

  it.each([
    ['stretch', 'top', '.stretch{', ['.banner{', '.tooltip{']],
    ['banner', 'bottom', '.banner{', ['.stretch{', '.tooltip{']],
    ['tooltip', 'top_left', '.tooltip{', ['.stretch{', '.banner{', '.tx{']],
    ['modal', null, '.bd{', ['.stretch{', '.banner{', '.tooltip{', '.tx{']],
  ] as const)('holds the %s style (at %s) and no other style', (style, position, has, hasNot) => {
    const css = bannerCss(resolveTheme('blue', null), style, position, 'standard');
    expect(css).toContain(has);
    for (const s of hasNot) expect(css).not.toContain(s);
    expect(css).not.toContain('.compact');
  });

  it('places the tooltip at its corner and a top stretch at the top', () => {
    expect(bannerCss(resolveTheme('blue', null), 'tooltip', 'top_left', 'standard')).toMatch(
      /\.tooltip\{[^}]*top:calc\(16px \+ env\(safe-area-inset-top\)\);left:calc/,
    );
    expect(bannerCss(resolveTheme('blue', null), 'stretch', 'top', 'standard')).toMatch(/\.stretch\{[^}]*top:0/);
  });

  it('adds the compact rules only for a compact banner', () => {
    expect(bannerCss(resolveTheme('blue', null), 'banner', 'bottom', 'compact')).toContain('.compact{');
  });
});
