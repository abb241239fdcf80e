import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Service, startService } from '../../harness.ts';
import { consoleGroup, consoleRequest, signedInMember } from '../console-session.ts';

let s: Service;
let site: string;
let otherSite: string;

const THEME = {
  font_family: 'Georgia, serif',
  font_size: '16px',
  color: '#1f2328',
  background: '#ffffff',
  btn_background: '#0b5cad',
  btn_text_color: '#ffffff',
};

/** A stored vendor list of 45 vendors, `Vendor 1` … `Vendor 45`, one of them named with markup. */
async function storeVendorList() {
  const vendors: Record<string, unknown> = {};
  for (let id = 1; id <= 45; id++)
    vendors[id] = {
      id,
      name: id === 7 ? '<img src=x onerror=alert(1)> Ads' : `Vendor ${id}`,
      purposes: [1],
      legIntPurposes: [],
      flexiblePurposes: [],
    };
  await s.db.query(
    `INSERT INTO vendor_list_files (name, body, fetched_at, expires_at) VALUES ('vendor-list', $1::jsonb, now(), now() + interval '1 day')
     ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body`,
    [JSON.stringify({ vendorListVersion: 99, lastUpdated: '2026-12-01T00:00:00Z', vendors })],
  );
}

beforeAll(async () => {
  s = await startService({ groups: [consoleGroup] });
  const [a1, a2] = ok(
    await s.a.websites.create([
      { account_id: 'acct_a', name: 'One', url: 'https://one.example' },
      { account_id: 'acct_a', name: 'Two', url: 'https://two.example' },
    ]),
  );
  site = a1!.id;
  otherSite = a2!.id;
  await storeVendorList();
});
afterAll(() => s.close());

describe('GET /websites/:website/banner', () => {
  it('answers the banner, its theme, its warnings, the choices and the TCF state in one request', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const res = await m.call('GET', `/websites/${site}/banner`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.banner).toMatchObject({ id: site, website_id: site, display_style: expect.any(String) });
    expect(body.theme).toBeNull();
    expect(body.warnings).toEqual(body.banner.warnings);
    expect(body.choices.languages).toContain('de');
    expect(body.choices.regions).toEqual(['global', 'us', 'california', 'eu']);
    expect(body.choices.positions.tooltip).toContain('bottom_left');
    expect(body.tcf).toMatchObject({ available: true, version: 99, vendors: [] });
  });

  it("answers an editor's request for another website exactly as one for a website that does not exist", async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    for (const path of [
      `/websites/${otherSite}/banner`,
      `/websites/${otherSite}/banner/preview`,
      `/websites/${otherSite}/tcf-vendors`,
    ]) {
      const other = await m.call('GET', path);
      const missing = await m.call('GET', path.replace(otherSite, 'web_nonexistent'));
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual(await missing.json());
    }
    const put = await m.call('PUT', `/websites/${otherSite}/banner`, { banner: { size: 'compact' }, theme: null });
    expect(put.status).toBe(404);
    expect((await s.a.banners.list([{ account_id: 'acct_a', ids: [otherSite] }])).results[0]?.size).toBe('standard');
  });
});

describe('PUT /websites/:website/banner', () => {
  it('saves the banner and its custom theme together, and answers the warnings by field', async () => {
    const m = await signedInMember(s, { role: 'editor', websiteIds: [site] });
    const res = await m.call('PUT', `/websites/${site}/banner`, {
      banner: { display_style: 'tooltip', position: 'bottom_left', regions: { eu: { enable_decline_button: false } } },
      theme: THEME,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.banner).toMatchObject({ display_style: 'tooltip', position: 'bottom_left', theme_id: expect.any(String) });
    expect(body.theme).toMatchObject(THEME);
    expect(body.warnings).toContainEqual(
      expect.objectContaining({ code: 'eu_without_decline', field: 'regions.eu.enable_decline_button' }),
    );
    // The same banner through /v1: one rule, one store.
    const [v1] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [site] }])).results;
    expect(v1).toMatchObject({ display_style: 'tooltip', theme_id: body.banner.theme_id });
    // Saved again, the website's theme is updated rather than a second one made; null goes back to the preset.
    const again = await (
      await m.call('PUT', `/websites/${site}/banner`, { banner: {}, theme: { ...THEME, color: '#000000' } })
    ).json();
    expect(again.banner.theme_id).toBe(body.banner.theme_id);
    const preset = await (
      await m.call('PUT', `/websites/${site}/banner`, {
        banner: { regions: { eu: { enable_decline_button: true } } },
        theme: null,
      })
    ).json();
    expect(preset).toMatchObject({ banner: { theme_id: null }, theme: null, warnings: [] });
  });

  it('refuses with each problem named by its field, and changes nothing, the theme included', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const before = (await s.a.banners.list([{ account_id: 'acct_a', ids: [site] }])).results[0];
    const bad = await m.call('PUT', `/websites/${site}/banner`, {
      banner: { display_style: 'tooltip', position: 'top', regions: { us: { enable_tcf: true } } },
      theme: THEME,
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error).toBe('validation_error');
    expect(body.validation_errors.map((e: { field: string }) => e.field)).toEqual([
      'banner.position',
      'banner.regions.us.enable_tcf',
    ]);
    const unreadable = await m.call('PUT', `/websites/${site}/banner`, {
      banner: { size: 'compact' },
      theme: { ...THEME, color: '#fefefe' },
    });
    expect(unreadable.status).toBe(400);
    expect((await unreadable.json()).validation_errors[0]).toMatchObject({ field: 'theme.color', 'theme.color': 'low_contrast' });
    expect((await s.a.banners.list([{ account_id: 'acct_a', ids: [site] }])).results[0]).toEqual(before);
  });

  it('refuses CSS or markup in a theme colour by the schema, and keeps hostile text as data', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    for (const color of ['red;}body{display:none', '</style><script>alert(1)</script>', 'url(https://evil.example/x)"'])
      expect((await m.call('PUT', `/websites/${site}/banner`, { banner: {}, theme: { ...THEME, color } })).status).toBe(400);
    const font = await m.call('PUT', `/websites/${site}/banner`, {
      banner: {},
      theme: { ...THEME, font_family: '"</style><script>x</script>"' },
    });
    expect(font.status).toBe(400);
    expect((await font.json()).validation_errors[0]).toMatchObject({ field: 'theme.font_family' });
    const owner = await m.call('PUT', `/websites/${site}/banner`, {
      banner: { account_id: 'acct_b', website_id: otherSite },
      theme: null,
    });
    expect(owner.status).toBe(200);
    expect((await owner.json()).banner).toMatchObject({ account_id: 'acct_a', website_id: site });
    expect((await m.call('PUT', `/websites/${site}/banner`, { banner: { bogus: 1 }, theme: null })).status).toBe(400);
    expect((await m.call('PUT', `/websites/${site}/banner`, 'not an object')).status).toBe(400);
  });

  it('changes nothing without the CSRF token', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const before = (await s.a.banners.list([{ account_id: 'acct_a', ids: [site] }])).results[0];
    const res = await consoleRequest(s, m.token, null)('PUT', `/websites/${site}/banner`, {
      banner: { size: 'compact' },
      theme: null,
    });
    expect(res.status).toBe(403);
    expect((await s.a.banners.list([{ account_id: 'acct_a', ids: [site] }])).results[0]).toEqual(before);
  });
});

describe('the TCF vendors', () => {
  it('searches the stored vendor list by name or id, a page at a time, and answers names as data', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const first = await (await m.call('GET', `/websites/${site}/tcf-vendors?q=vendor`)).json();
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toEqual({ id: 1, name: 'Vendor 1', deleted: false });
    const second = await (await m.call('GET', `/websites/${site}/tcf-vendors?q=vendor&cursor=${first.next}`)).json();
    expect(second.results[0].id).toBe(22);
    const last = await (await m.call('GET', `/websites/${site}/tcf-vendors?q=vendor&cursor=${second.next}`)).json();
    expect(last).toMatchObject({ next: null });
    expect(last.results.map((v: { id: number }) => v.id)).toEqual([42, 43, 44, 45]);
    const byId = await (await m.call('GET', `/websites/${site}/tcf-vendors?q=7`)).json();
    expect(byId.results.map((v: { name: string }) => v.name)).toContain('<img src=x onerror=alert(1)> Ads');
    expect((await (await m.call('GET', `/websites/${site}/tcf-vendors?q=%25`)).json()).results).toEqual([]);
    expect((await m.call('GET', `/websites/${site}/tcf-vendors?cursor=x`)).status).toBe(400);
  });

  it('saves the vendors picked with their names in the next answer', async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const put = await m.call('PUT', `/websites/${site}/banner`, {
      banner: { tcf_vendors: [3, 1], regions: { eu: { enable_tcf: true } } },
      theme: null,
    });
    expect(put.status).toBe(200);
    const got = await (await m.call('GET', `/websites/${site}/banner`)).json();
    expect(got.tcf.vendors).toEqual([
      { id: 1, name: 'Vendor 1', deleted: false },
      { id: 3, name: 'Vendor 3', deleted: false },
    ]);
    const unknown = await m.call('PUT', `/websites/${site}/banner`, { banner: { tcf_vendors: [999] }, theme: null });
    expect((await unknown.json()).validation_errors[0].field).toBe('banner.tcf_vendors');
  });
});

describe('the preview page', () => {
  it("runs the website's runtime as a region preview, in a sandbox that can send no consent record", async () => {
    const m = await signedInMember(s, { role: 'admin' });
    const res = await m.call('GET', `/websites/${site}/banner/preview?region=us&lang=xx&view=preferences`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/sandbox allow-scripts(;|$)/);
    expect(csp).toMatch(/connect-src \S+\/public\/v1\/websites\/;/);
    const html = await res.text();
    expect(html).toMatch(/\/c\/[0-9a-f-]{36}\.js\?service_region=us&amp;service_lang=en"/);
    expect(html).toContain('showPreferences');
  });
});
