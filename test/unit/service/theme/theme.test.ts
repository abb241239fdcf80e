import { describe, expect, it } from 'vitest';
import { DEFAULT_THEMES } from '../../../../src/schema/enums.ts';
import { bannerCss } from '../../../../src/service/theme/banner-css.ts';
import { THEME_VARS, type ThemeVars } from '../../../../src/service/theme/presets.ts';
import {
  resolveDarkTheme,
  resolveTheme,
  normalColour as safeColour,
  normalFontList as safeFontList,
  normalLength as safeLength,
} from '../../../../src/service/theme/resolve.ts';

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

/** Every palette a visitor can see: each preset, and a preset's dark-scheme block where it has one (`auto`). */
const PALETTES: [string, ThemeVars][] = DEFAULT_THEMES.flatMap((t) => {
  const dark = resolveDarkTheme(t, null);
  return [
    [t, resolveTheme(t, null)] as [string, ThemeVars],
    ...(dark ? [[`${t} (dark scheme)`, dark] as [string, ThemeVars]] : []),
  ];
});

describe('presets', () => {
  const text: [string, string, string][] = [
    ['text', '--fg', '--bg'],
    ['primary button label', '--btn-fg', '--btn'],
    ['secondary button label', '--sec-fg', '--sec'],
    ['link', '--link', '--bg'],
  ];
  const nonText: [string, string, string][] = [
    ['switch off track / border', '--line', '--bg'],
    ['focus ring', '--focus', '--bg'],
    ['switch on track (its knob is --bg)', '--tog', '--bg'],
    ['primary button against the card', '--btn', '--bg'],
  ];

  it('includes dark and auto, and auto alone has a dark-scheme block', () => {
    expect(PALETTES.map(([name]) => name)).toEqual([...DEFAULT_THEMES, 'auto (dark scheme)']);
    const auto = resolveDarkTheme('auto', null)!;
    expect(contrast(auto['--bg'], '#000000')).toBeLessThan(3); // dark
    expect(contrast(resolveTheme('auto', null)['--bg'], '#ffffff')).toBeLessThan(1.1); // light
    expect(resolveTheme('dark', null)).toEqual(auto);
  });

  it('defines every variable for every palette, as #rrggbb', () => {
    for (const [t, vars] of PALETTES) {
      for (const name of THEME_VARS) expect(vars[name], `${t} ${name}`).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  for (const [t, vars] of PALETTES as [string, Record<string, string>][]) {
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

/** A custom theme of a preset's six values: what a theme whose every value was dropped resolves like. */
function presetAsCustom(t: (typeof DEFAULT_THEMES)[number]) {
  const v = resolveTheme(t, null);
  return {
    font_family: v['--font'],
    font_size: v['--size'],
    color: v['--fg'],
    background: v['--bg'],
    btn_background: v['--btn'],
    btn_text_color: v['--btn-fg'],
  };
}

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
    // CSS Color 4: every name and the functions of every space, written to the config as the sRGB hex they draw.
    ['rebeccapurple', '#663399'],
    ['hsla(210deg 50% 40% / .5)', '#33669980'],
    ['hwb(120 20% 20%)', '#33cc33'],
    ['lab(54.29% 80.82 69.91)', '#ff0000'],
    ['oklch(62.8% 0.2577 29.23)', '#ff0000'],
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
    'color-mix(in srgb, red, blue)',
    'color(display-p3 1 0 0)',
    'rgb(from red r g b)',
    'lab(50, 0, 0)',
    'red !important',
    'currentColor',
    '',
    '   ',
    'inherit',
    'rgb(1,2)',
    'hsl(1,2%,3%,4,5)',
    'javascript:alert(1)',
  ])('drops the colour %j', (v) => expect(safeColour(v)).toBeUndefined());

  it.each([
    ['16px', '16px'],
    ['1.2rem', '1.2rem'],
    ['1em', '1em'],
    ['110%', '110%'],
    ['12pt', '12pt'],
    [' 14px ', '14px'],
    ['large', 'large'],
    // Any CSS length (docs/decisions/themes.md#font-size): other units, and math functions of lengths.
    ['0.9ch', '0.9ch'],
    ['.9CH', '.9ch'],
    ['calc(1em + 2px)', 'calc(1em + 2px)'],
    ['calc( 1em  -  2px )', 'calc(1em - 2px)'],
    ['calc(2 * (0.5rem + 1px))', 'calc(2 * (0.5rem + 1px))'],
    ['clamp(0.875rem, 0.8rem + 0.5vw, 1.125rem)', 'clamp(0.875rem, 0.8rem + 0.5vw, 1.125rem)'],
    ['min(1rem, 18px)', 'min(1rem, 18px)'],
    ['max(14px, 1em)', 'max(14px, 1em)'],
    ['1lh', '1lh'],
    ['5mm', '5mm'],
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
    '15',
    'expression(1)',
    'calc(1em+2px)',
    'calc(1em * 2px)',
    'calc(1em / 0)',
    'calc(1em + 2)',
    'calc(var(--s) + 1px)',
    'calc(1em + 2px); color: red',
    'calc(1em + 2px))',
    'calc((1em + 2px)',
    'clamp(1em, 2em)',
    'min(1px)',
    'attr(size px)',
    'env(safe-area-inset-top)',
    '10vw',
    'calc(1em + 2px)/**/',
    'calc(1em + 2px)\\',
    `calc(${'('.repeat(20)}1em${')'.repeat(20)})`,
  ])('drops the length %j', (v) => expect(safeLength(v)).toBeUndefined());

  it.each([
    ['Arial', 'Arial'],
    ['"Open Sans", Arial, sans-serif', '"Open Sans",Arial,sans-serif'],
    ["'Noto Sans JP', system-ui", "'Noto Sans JP',system-ui"],
    ['Ubuntu Mono', 'Ubuntu Mono'],
    ['Müller Grotesk', 'Müller Grotesk'],
    // CSS's grammar in any script: unquoted identifiers one space apart, quoted names as quoted.
    ['微软雅黑', '微软雅黑'],
    [
      '"微软雅黑", "Hiragino Kaku Gothic ProN", メイリオ, sans-serif',
      '"微软雅黑","Hiragino Kaku Gothic ProN",メイリオ,sans-serif',
    ],
    ['Segoe   UI , Roboto', 'Segoe UI,Roboto'],
    ['"Font Awesome 5 Free"', '"Font Awesome 5 Free"'],
    ['"Bob\'s Font", serif', '"Bob\'s Font",serif'],
    ['SANS-SERIF', 'sans-serif'],
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
    'Font Awesome 5 Free',
    'inherit',
    '"a;b"',
    '"a{b}"',
    '"a<b"',
    '"a\\"b"',
    'Arial\u0000',
    'Arial\nserif',
    'Arial\tserif',
    '"\u202eArial"',
    '"Arial\u2028"',
    'Arial,',
    '"",serif',
  ])('drops the font list %j', (v) => expect(safeFontList(v)).toBeUndefined());

  it('applies good values and keeps the preset where a value is hostile', () => {
    const preset = resolveTheme('green', null);
    // What was not readable is the preset's; the colours the six do not name are derived from the result.
    const derivedFromPreset = resolveTheme('green', presetAsCustom('green'));
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
    expect(vars['--btn-fg']).toBe('#ffffff');
    expect(vars['--bg']).toBe(preset['--bg']);
    expect(vars['--btn']).toBe(preset['--btn']);
    for (const v of ['--sec', '--sec-fg', '--link', '--focus', '--tog'] as const) expect(vars[v], v).toBe(derivedFromPreset[v]);
  });

  it('survives values of the wrong type', () => {
    const vars = resolveTheme('blue', {
      font_family: 1,
      font_size: null,
      color: {},
      background: [],
      btn_background: undefined,
      btn_text_color: true,
      border_radius: '8px',
      link_color: 7,
      logo_url: {},
    } as never);
    expect(vars).toEqual(resolveTheme('blue', presetAsCustom('blue')));
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
        secondary_btn_background: bad,
        secondary_btn_text_color: bad,
        link_color: bad,
        toggle_color: bad,
        focus_color: bad,
        border_radius: bad as never,
        logo_url: bad,
      }),
      'banner',
      'bottom',
      'standard',
    );
    expect(css).toBe(bannerCss(resolveTheme('blue', presetAsCustom('blue')), 'banner', 'bottom', 'standard'));
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

  it('auto: the light palette, and the dark one inside a prefers-color-scheme block (only what differs)', () => {
    const css = bannerCss(resolveTheme('auto', null), 'banner', 'bottom', 'standard', resolveDarkTheme('auto', null));
    const light = resolveTheme('light', null);
    const dark = resolveTheme('dark', null);
    expect(css).toContain(`.r{--font:system-ui,sans-serif;--size:15px;--bg:${light['--bg']};--fg:${light['--fg']};`);
    const block = /@media \(prefers-color-scheme:dark\)\{\.r\{([^}]*)\}\}/.exec(css)?.[1];
    expect(block).toContain(`--bg:${dark['--bg']};--fg:${dark['--fg']};--btn:${dark['--btn']}`);
    expect(block).not.toContain('--font');
    expect(block).not.toContain('--radius');
    expect(bannerCss(resolveTheme('dark', null), 'banner', 'bottom', 'standard')).not.toContain('prefers-color-scheme');
  });

  it('auto with a custom theme: one look in both schemes (no dark block)', () => {
    const custom = { ...presetAsCustom('green'), btn_background: '#b45309' };
    expect(resolveDarkTheme('auto', custom)).toBeUndefined();
    expect(resolveTheme('auto', custom)['--btn']).toBe('#b45309');
  });

  it('the corner radius: 8px by default, a custom one in whole pixels from 0 to 24, on the box and (3/4 of it) the buttons', () => {
    const css = (r: unknown) =>
      bannerCss(resolveTheme('blue', { ...presetAsCustom('blue'), border_radius: r as number }), 'modal', null, 'standard');
    expect(css(undefined)).toContain('--radius:8px}');
    expect(css(0)).toContain('--radius:0px}');
    expect(css(24)).toContain('--radius:24px}');
    for (const bad of [25, -1, 2.5, '12', '12px;color:red']) expect(css(bad), String(bad)).toContain('--radius:8px}');
    expect(css(0)).toMatch(/\.ui\{[^}]*border-radius:var\(--radius\)/);
    expect(css(0)).toMatch(/button\{[^}]*border-radius:calc\(var\(--radius\)\*\.75\)/);
  });
});
