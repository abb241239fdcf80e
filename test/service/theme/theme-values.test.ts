// What the spec calls "any CSS-compatible size", CSS Color 4's colours and CSS's font-family grammar through /v1,
// and what the config carries of them (docs/decisions/themes.md#font-size, #colours, #font-family).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { AMBER_THEME } from '../../fixtures/themes.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
let web: { id: string; uuid: string };
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
  web = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://theme-values.example' }]))[0]!;
});
afterAll(() => s.close());

const create = (values: Record<string, unknown>) =>
  s.a.themes.create([{ account_id: 'acct_a', website_id: web.id, ...AMBER_THEME, ...values } as never]);
const stylesheetWith = async (values: Record<string, unknown>) => {
  const [t] = ok(await create(values));
  ok(await s.a.banners.put([{ account_id: 'acct_a', id: web.id, theme_id: t!.id }]));
  const res = await s.app.request(`/public/v1/websites/${web.uuid}/config?lang=en`);
  return RuntimeConfig.parse(await res.json()).stylesheet;
};
const refusal = async (values: Record<string, unknown>) => {
  const [t] = await create(values);
  expect(t).toMatchObject({ error: 'validation_error' });
  return (t as unknown as { validation_errors: { field: string; message: string }[] }).validation_errors;
};

describe('font_size: any CSS length', () => {
  it.each(['calc(1em + 2px)', '0.9ch', 'clamp(0.875rem, 0.8rem + 0.5vw, 1.125rem)', 'large'])(
    'takes %j, returns it as sent and styles the banner with it',
    async (size) => {
      expect((await stylesheetWith({ font_size: size })).includes(`--size:${size};`)).toBe(true);
    },
  );

  it.each([
    ['calc(1em+2px)', /needs a space on each side/],
    ['calc(1em + 2)', /adds a length and a number/],
    ['var(--size)', /^var\(\) is not accepted/],
    ['14px;color:red', /^must be a CSS length/],
    ['calc(1em + 2px)}body{display:none', /^must be a CSS length/],
    ['2px', /^comes to 2px; a banner's text must be 8px to 40px/],
    ['5vw', /^comes to 96px on one screen size/],
  ])('refuses %j with a message that says why', async (size, message) => {
    expect(await refusal({ font_size: size })).toEqual([
      expect.objectContaining({ field: 'font_size', message: expect.stringMatching(message) }),
    ]);
  });
});

describe('colours: CSS Color 4', () => {
  it('takes every named colour and every function, and judges the colour each draws', async () => {
    const css = await stylesheetWith({
      color: 'rebeccapurple',
      background: 'oklch(98% 0.01 90)',
      btn_background: 'lab(29.2345% 39.3825 20.0664)',
      btn_text_color: 'hwb(0 100% 0%)',
      link_color: 'lch(30% 60 300)',
    });
    expect(css).toMatch(/--bg:#[0-9a-f]{6};--fg:#663399;--btn:#[0-9a-f]{6};--btn-fg:#ffffff;/);
    // Contrast is computed from the converted colour: a pale oklch() text on white is refused with its ratio.
    expect(await refusal({ color: 'oklch(90% 0.05 90)' })).toEqual([
      expect.objectContaining({ field: 'color', message: expect.stringMatching(/^contrast 1\.\d+:1 with background #ffffff/) }),
    ]);
  });

  it.each(['var(--brand)', 'color-mix(in srgb, #b45309 80%, black)'])(
    'refuses %j: the readability rule cannot check it',
    async (value) => {
      expect(await refusal({ btn_background: value })).toEqual([
        expect.objectContaining({
          field: 'btn_background',
          message: expect.stringMatching(/is not accepted: the readability rule \(contrast\) cannot check/),
        }),
      ]);
    },
  );
});

describe('font_family: CSS grammar in any script', () => {
  it('takes 微软雅黑 and quoted names of any script', async () => {
    const family = '微软雅黑, "ヒラギノ角ゴ ProN", sans-serif';
    const [t] = ok(await create({ font_family: family }));
    expect(t!.font_family).toBe(family);
    expect(await stylesheetWith({ font_family: family })).toContain('--font:微软雅黑,"ヒラギノ角ゴ ProN",sans-serif;');
  });

  it.each([
    ['Arial;}body{display:none}', /^may not hold ";"/],
    ['"Arial}"', /^may not hold "}"/],
    ['"</style><script>"', /^may not hold "<"/],
    ['a\\62 c', /^may not hold "\\"/],
    ['Arial\u0000', /control characters/],
    ['"\u202eArial"', /^may not hold the control character U\+202E/],
    ['Font Awesome 5', /quote it/],
  ])('refuses %j', async (family, message) => {
    expect(await refusal({ font_family: family })).toEqual([
      expect.objectContaining({ field: 'font_family', message: expect.stringMatching(message) }),
    ]);
  });
});
