// The custom theme's extension fields through /v1 (documented in docs/decisions/themes.md#theme-extensions),
// and what the config carries of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { AMBER_THEME } from '../../fixtures/themes.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
let web: { id: string; uuid: string };
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
  web = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://theme-ext.example' }]))[0]!;
});
afterAll(() => s.close());

const amber = AMBER_THEME;
const ext = {
  secondary_btn_background: '#fef3c7',
  secondary_btn_text_color: '#78350f',
  link_color: '#92400e',
  toggle_color: '#b45309',
  focus_color: '#1f2937',
  border_radius: 16,
  logo_url: 'https://cdn.theme-ext.example/logo.svg',
};
const create = (values: Record<string, unknown>) =>
  s.a.themes.create([{ account_id: 'acct_a', website_id: web.id, ...amber, ...values } as never]);
const config = async () => {
  const res = await s.app.request(`/public/v1/websites/${web.uuid}/config?lang=en`);
  expect(res.status).toBe(200);
  return RuntimeConfig.parse(await res.json());
};

describe('extension fields of a custom theme', () => {
  it('are accepted on POST, returned on GET, and only when set', async () => {
    const [t] = ok(await create(ext));
    expect(t).toMatchObject({ ...amber, ...ext });
    const got = await s.a.themes.list([{ account_id: 'acct_a', website_id: web.id, ids: [t!.id] }]);
    expect(got.results).toEqual([{ id: t!.id, account_id: 'acct_a', website_id: web.id, ...amber, ...ext }]);
    const [plain] = ok(await create({}));
    expect(Object.keys(plain!).sort()).toEqual(['_idx', 'account_id', 'id', 'website_id', ...Object.keys(amber)].sort());
  });

  it('PUT changes them, and null takes one back to derived / default / none', async () => {
    const [t] = ok(await create(ext));
    const [u] = ok(
      await s.a.themes.update([
        { account_id: 'acct_a', id: t!.id, link_color: null, logo_url: null, border_radius: 0, focus_color: '#000' },
      ]),
    );
    expect(u).not.toHaveProperty('link_color');
    expect(u).not.toHaveProperty('logo_url');
    expect(u).toMatchObject({ border_radius: 0, focus_color: '#000', toggle_color: '#b45309' });
  });

  it.each([
    ['logo_url', 'http://cdn.theme-ext.example/logo.png', /^must be an https URL/],
    ['logo_url', 'javascript:alert(1)', /^must be an https URL/],
    ['logo_url', 'data:image/svg+xml,<svg/>', /^must be an https URL/],
    ['logo_url', 'https://user:secret@cdn.example/logo.png', /without user name or password$/],
    ['logo_url', `https://cdn.example/${'a'.repeat(2048)}`, /too long/],
    ['border_radius', 25, /^must be a whole number of pixels from 0 to 24$/],
    ['border_radius', -1, /^must be a whole number of pixels from 0 to 24$/],
    ['border_radius', 2.5, /^must be a whole number of pixels from 0 to 24$/],
    ['border_radius', '8px', /^must be a number/],
    ['link_color', 'red;}body{display:none', /^must be a CSS colour/],
    ['toggle_color', 'blurple', /^is not a colour the banner can draw/],
    ['toggle_color', 'var(--brand)', /^var\(\) is not accepted: the readability rule \(contrast\) cannot check/],
    ['focus_color', '#fafafa', /^contrast 1\.04:1 with background #ffffff is below 3:1 \(WCAG AA for the focus ring\)$/],
    [
      'secondary_btn_text_color',
      '#fde68a',
      /^contrast 1\.\d+:1 with secondary_btn_background #[0-9a-f]{6} \(derived\) is below 4\.5:1/,
    ],
  ])('refuses %s %j with a clear message', async (field, value, message) => {
    const [t] = await create({ [field]: value });
    expect(t).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field, message: expect.stringMatching(message) }],
    });
  });

  it('a refused PUT leaves the theme as it was', async () => {
    const [t] = ok(await create(ext));
    const [bad] = await s.a.themes.update([{ account_id: 'acct_a', id: t!.id, link_color: '#fde68a', border_radius: 8 }]);
    expect(bad).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'link_color' }] });
    const got = await s.a.themes.list([{ account_id: 'acct_a', website_id: web.id, ids: [t!.id] }]);
    expect(got.results[0]).toMatchObject({ link_color: '#92400e', border_radius: 16 });
  });
});

describe('the config of a banner with such a theme', () => {
  it('carries the logo and the radius, and derives the colours not given from the six', async () => {
    const [t] = ok(await create({ logo_url: ext.logo_url, border_radius: 12 }));
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: web.id, theme_id: t!.id, default_theme: 'green' }]));
    const c = await config();
    expect(c.logo).toBe(ext.logo_url);
    expect(c.stylesheet).toContain('--radius:12px}');
    // Amber everywhere, none of the green preset's mint or green.
    expect(c.stylesheet).toMatch(
      /--sec:#f4e5da;--sec-fg:#[0-9a-f]{6};--link:#b45309;--line:#[0-9a-f]{6};--focus:#b45309;--tog:#b45309;/,
    );
    expect(c.stylesheet).not.toMatch(/#dcfce7|#15803d|#166534/);
  });

  it('leaves out a logo stored without https (by a path that skipped the API): the banner still comes', async () => {
    await s.db.query(
      `INSERT INTO custom_consent_themes (id, account_id, website_id, fields) VALUES ('cct_httplogo', 'acct_a', $1, $2::jsonb)`,
      [web.id, JSON.stringify({ ...amber, logo_url: 'http://cdn.example/logo.png' })],
    );
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: web.id, theme_id: 'cct_httplogo' }]));
    expect(await config()).not.toHaveProperty('logo');
  });

  it('auto without a custom theme: the dark palette inside prefers-color-scheme; dark: dark only', async () => {
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: web.id, theme_id: null, default_theme: 'auto' }]));
    const auto = await config();
    expect(auto.stylesheet).toMatch(/^\.r\{[^}]*--bg:#f9fafb;[^}]*\}@media \(prefers-color-scheme:dark\)\{\.r\{--bg:#1f2937;/);
    expect(auto).not.toHaveProperty('logo');
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: web.id, default_theme: 'dark' }]));
    const dark = await config();
    expect(dark.stylesheet).toMatch(/^\.r\{[^}]*--bg:#1f2937;/);
    expect(dark.stylesheet).not.toContain('prefers-color-scheme');
    const [b] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [web.id] }])).results;
    expect(b!.default_theme).toBe('dark');
  });
});
