// Custom themes must stay readable: no see-through backgrounds, text at WCAG AA.
// Themes stored before the rule are still served as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
let web: { id: string; uuid: string };
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
  web = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://themes.example' }]))[0]!;
});
afterAll(() => s.close());

const good = {
  font_family: 'Georgia, serif',
  font_size: '11px',
  color: '#1f2937',
  background: '#ffffff',
  btn_background: '#1d4ed8',
  btn_text_color: '#ffffff',
};
const create = (values: Partial<typeof good>) =>
  s.a.themes.create([{ account_id: 'acct_a', website_id: web.id, ...good, ...values }]);

describe('theme colours on create', () => {
  it('accepts a readable theme, whatever its font size', async () => {
    const [t] = ok(await create({}));
    expect(t).toMatchObject({ id: expect.stringMatching(/^cct_/), ...good });
  });

  it('refuses transparent button text', async () => {
    const [t] = await create({ btn_text_color: 'transparent' });
    expect(t).toEqual({
      _idx: 0,
      account_id: 'acct_a',
      website_id: web.id,
      error: 'validation_error',
      validation_errors: [{ field: 'btn_text_color', btn_text_color: 'transparent', message: 'must not be transparent' }],
    });
  });

  it('refuses a see-through background, naming its alpha', async () => {
    const [t] = await create({ background: 'rgba(255, 255, 255, 0.5)' });
    expect(t).toMatchObject({
      error: 'validation_error',
      validation_errors: [
        {
          field: 'background',
          background: 'transparent',
          message: 'must be opaque (alpha 0.5): the banner sits over the page, which would show through',
        },
      ],
    });
    const [b] = await create({ btn_background: '#1d4ed8f0' });
    expect(b).toMatchObject({
      validation_errors: [{ field: 'btn_background', message: expect.stringMatching(/^must be opaque \(alpha 0\.941\)/) }],
    });
  });

  it('refuses grey on white, saying by how much it misses', async () => {
    const [t] = await create({ color: '#aaa', background: '#fff' });
    expect(t).toMatchObject({
      error: 'validation_error',
      validation_errors: [
        { field: 'color', color: 'low_contrast', message: 'contrast 2.32:1 with background #fff is below 4.5:1 (WCAG AA)' },
      ],
    });
  });

  it('judges translucent text as drawn on its background', async () => {
    ok(await create({ color: 'rgba(0, 0, 0, 0.87)' }));
    const [t] = await create({ color: 'rgb(0 0 0 / 20%)' });
    expect(t).toMatchObject({
      validation_errors: [
        { field: 'color', message: expect.stringMatching(/^contrast 1\.\d+:1 \(drawn at alpha 0\.2\) with background #ffffff/) },
      ],
    });
  });

  it('refuses a button colour that vanishes on the background (the switches use it), and a name that is no colour', async () => {
    const [t] = await create({ btn_background: '#fafafa', btn_text_color: '#111111', color: 'blurple' });
    expect(t).toMatchObject({
      validation_errors: [
        { field: 'color', color: 'invalid', message: expect.stringMatching(/^is not a colour the banner can draw/) },
        {
          field: 'btn_background',
          btn_background: 'low_contrast',
          message: 'contrast 1.04:1 with background #ffffff is below 3:1 (WCAG AA for the switches drawn in it)',
        },
      ],
    });
  });
});

describe('theme colours on update', () => {
  it('judges the merged theme, and a refused update leaves the stored theme as it was', async () => {
    const [t] = ok(await create({}));
    const [bad] = await s.a.themes.update([{ account_id: 'acct_a', id: t!.id, background: '#1e40af' }]);
    expect(bad).toMatchObject({
      _idx: 0,
      account_id: 'acct_a',
      id: t!.id,
      error: 'validation_error',
      validation_errors: [
        { field: 'color', message: expect.stringMatching(/^contrast 1\.\d+:1 with background #1e40af is below 4\.5:1/) },
        { field: 'btn_background', message: expect.stringMatching(/with background #1e40af is below 3:1/) },
      ],
    });
    const got = await s.a.themes.list([{ account_id: 'acct_a', website_id: web.id, ids: [t!.id] }]);
    expect(got.results).toEqual([{ id: t!.id, account_id: 'acct_a', website_id: web.id, ...good }]);
    const [fine] = ok(
      await s.a.themes.update([
        {
          account_id: 'acct_a',
          id: t!.id,
          background: '#1e40af',
          color: '#fff',
          btn_background: '#fde68a',
          btn_text_color: '#111',
        },
      ]),
    );
    expect(fine).toMatchObject({ background: '#1e40af', color: '#fff' });
  });
});

describe('a theme stored before the rule', () => {
  it('is still served in the config as it is; writing it again brings it up to the rule', async () => {
    const legacy = { ...good, color: '#aaa', background: '#fff', btn_text_color: 'transparent' };
    await s.db.query(
      `INSERT INTO custom_consent_themes (id, account_id, website_id, fields) VALUES ('cct_legacy', 'acct_a', $1, $2::jsonb)`,
      [web.id, JSON.stringify(legacy)],
    );
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: web.id, theme_id: 'cct_legacy' }]));
    const res = await s.app.request(`/public/v1/websites/${web.uuid}/config?lang=en`);
    expect(res.status).toBe(200);
    // Normalised to hex in the composed stylesheet, but its colours as stored.
    const css = RuntimeConfig.parse(await res.json()).stylesheet;
    expect(css).toContain('--fg:#aaaaaa;');
    expect(css).toContain('--bg:#ffffff;');
    expect(css).toContain('--btn-fg:#00000000;');

    const [t] = await s.a.themes.update([{ account_id: 'acct_a', id: 'cct_legacy', font_size: '14px' }]);
    expect(t).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'btn_text_color' }, { field: 'color', message: expect.stringMatching(/^contrast 2\.32:1/) }],
    });
    const got = await s.a.themes.list([{ account_id: 'acct_a', website_id: web.id, ids: ['cct_legacy'] }]);
    expect(got.results[0]).toMatchObject(legacy);
  });
});
