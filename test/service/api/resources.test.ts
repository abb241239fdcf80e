import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Cookie } from '../../../src/schema/cookie.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
let web: string;
beforeAll(async () => {
  s = await startService();
  web = ok(
    await s.a.websites.create([{ account_id: 'acct_a', url: 'https://www.shop.example', company: { legal_name: 'Shop SA' } }]),
  )[0]!.id;
});
afterAll(() => s.close());

describe('cookies', () => {
  test('create with both category spellings, counts follow, GET returns the spec shape', async () => {
    const res = await s.a.cookies.create([
      {
        account_id: 'acct_a',
        website_id: web,
        name: '_ga',
        domain: '.shop.example',
        category: 'analytics;',
        lifetime: '63072000',
        en_us: 'Google Analytics',
      },
      {
        account_id: 'acct_a',
        website_id: web,
        name: 'ads',
        domain: 'ads.tracker.example',
        category: 'analytics' as never,
        expire: '3600',
      },
      { account_id: 'acct_a', website_id: 'web_nope', name: 'x' },
      { account_id: 'acct_a', website_id: web, name: 'bad', category: 'marketing' as never },
      { account_id: 'acct_a', website_id: web, name: 'unknown' },
    ]);
    expect(res[0]).toEqual({ account_id: 'acct_a', id: expect.stringMatching(/^ck_/), website_id: web, _idx: 0 });
    expect(res[2]).toEqual({ _idx: 2, account_id: 'acct_a', id: 'web_nope', error: 'object_not_found' });
    expect(res[3]).toMatchObject({ _idx: 3, error: 'validation_error', validation_errors: [{ field: 'category' }] });
    const got = await s.a.cookies.list([{ account_id: 'acct_a', website_id: web }]);
    expect(got.results).toHaveLength(3);
    const ga = got.results.find((c) => c.name === '_ga')!;
    expect(Cookie.parse(ga)).toBeTruthy();
    expect(ga).toMatchObject({
      category: 'analytics;',
      lifetime: '63072000',
      party_provider_type: 'first_party',
      new: false,
      en_us: 'Google Analytics',
      de: null,
    });
    const ads = got.results.find((c) => c.name === 'ads')!;
    expect(ads).toMatchObject({ category: 'analytics;', lifetime: '3600', expire: '3600', party_provider_type: 'third_party' });
    const [w] = (await s.a.websites.list([{ account_id: 'acct_a', ids: [web] }])).results;
    expect(w).toMatchObject({ cookie_count: 3, unclassified_cookie_count: 1 });
  });

  test('PUT changes only what is sent (id or cookie_id), missing cookie or website fails alone', async () => {
    const [c] = ok(
      await s.a.cookies.create([
        { account_id: 'acct_a', website_id: web, name: 'pref', category: 'performance', fr: 'Préférences' },
      ]),
    );
    const res = await s.a.cookies.update([
      { account_id: 'acct_a', website_id: web, id: c!.id, category: null },
      { account_id: 'acct_a', website_id: web, cookie_id: c!.id, en_us: 'Preferences' } as never,
      { account_id: 'acct_a', website_id: web, id: 'ck_missing', name: 'x' },
      { account_id: 'acct_a', website_id: 'web_missing', id: c!.id },
    ]);
    expect(res[0]).toEqual({ account_id: 'acct_a', id: c!.id, website_id: web, _idx: 0 });
    expect(res[1]).toEqual({ account_id: 'acct_a', id: c!.id, website_id: web, _idx: 1 });
    expect(res[2]).toMatchObject({ _idx: 2, error: 'object_not_found', id: 'ck_missing' });
    expect(res[3]).toMatchObject({ _idx: 3, error: 'object_not_found', id: 'web_missing' });
    const [got] = (await s.a.cookies.list([{ account_id: 'acct_a', website_id: web, ids: [c!.id] }])).results;
    expect(got).toMatchObject({ name: 'pref', category: null, fr: 'Préférences', en_us: 'Preferences' });
  });

  test('DELETE answers {results, errors} with cookie_id and id', async () => {
    const [c] = ok(await s.a.cookies.create([{ account_id: 'acct_a', website_id: web, name: 'gone' }]));
    const res = await s.a.cookies.delete([
      { account_id: 'acct_a', website_id: web, id: c!.id },
      { account_id: 'acct_a', website_id: web, cookie_id: c!.id },
    ]);
    expect(res).toEqual({
      results: [{ account_id: 'acct_a', cookie_id: c!.id, id: c!.id, website_id: web, _idx: 0 }],
      errors: [{ _idx: 1, account_id: 'acct_a', id: c!.id, website_id: web, error: 'object_not_found' }],
    });
  });
});

describe('banners', () => {
  test('PUT applies the banner rules as per-item validation errors', async () => {
    const res = await s.a.banners.put([
      {
        account_id: 'acct_a',
        id: web,
        display_style: 'tooltip',
        position: 'bottom_left',
        size: 'compact',
        selected_languages: ['de', 'fr'],
      },
      { account_id: 'acct_a', id: web, display_style: 'banner', position: 'top_right' },
      { account_id: 'acct_a', id: web, display_style: 'tooltip', position: 'top' },
      { account_id: 'acct_a', id: web, regions: { us: { enable_tcf: true } } },
      {
        account_id: 'acct_a',
        id: web,
        regions: { eu: { enable_tcf: true, vendor_consent_mode_settings: { wait_for_update: 2000 } } },
      },
      { account_id: 'acct_a', id: 'web_missing', size: 'compact' },
      { account_id: 'acct_a', id: web, display_style: 'modal', position: 'top_left' },
    ]);
    expect(res[0]).toMatchObject({
      _idx: 0,
      id: web,
      website_id: web,
      account_id: 'acct_a',
      display_style: 'tooltip',
      position: 'bottom_left',
      size: 'compact',
      selected_languages: ['en', 'de', 'fr'],
    });
    expect(res[1]).toMatchObject({ _idx: 1, error: 'validation_error', validation_errors: [{ field: 'position' }] });
    expect(res[2]).toMatchObject({ _idx: 2, error: 'validation_error', validation_errors: [{ field: 'position' }] });
    expect(res[3]).toMatchObject({ _idx: 3, error: 'validation_error', validation_errors: [{ field: 'regions.us.enable_tcf' }] });
    expect(res[4]).toMatchObject({
      _idx: 4,
      regions: {
        eu: {
          enable_tcf: true,
          consent_mode: 'opt_in',
          vendor_consent_mode_settings: { wait_for_update: 2000, ad_storage: 'denied' },
        },
      },
    });
    expect(res[5]).toMatchObject({ _idx: 5, error: 'object_not_found', id: 'web_missing' });
    expect(res[6]).toMatchObject({ _idx: 6, display_style: 'modal' });
    // a failed item saved nothing: the style is still modal from item 6, not banner from item 1
    const [b] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [web] }])).results;
    expect(b).toMatchObject({ display_style: 'modal', size: 'compact' });
    expect(b!.regions.us!.enable_tcf).toBe(false);
  });

  test('a stored position that no longer fits moves to the style default; en stays selected', async () => {
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: web, display_style: 'tooltip', position: 'top_right' }]));
    const [b] = ok(
      await s.a.banners.put([{ account_id: 'acct_a', website_id: web, display_style: 'stretch', selected_languages: [] }]),
    );
    expect(b).toMatchObject({ position: 'bottom', display_style: 'stretch', selected_languages: ['en'] });
  });

  test('theme_id must be a theme of the website; deleting the theme clears it', async () => {
    const bad = await s.a.banners.put([{ account_id: 'acct_a', id: web, theme_id: 'cct_nope' }]);
    expect(bad[0]).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'theme_id' }] });
    const [t] = ok(
      await s.a.themes.create([
        {
          account_id: 'acct_a',
          website_id: web,
          font_family: 'Inter, sans-serif',
          font_size: '14px',
          color: '#111',
          background: '#fff',
          btn_background: 'rgb(0, 80, 200)',
          btn_text_color: 'white',
        },
      ]),
    );
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: web, theme_id: t!.id }]));
    ok(await s.a.themes.delete([{ account_id: 'acct_a', website_id: web, id: t!.id }]));
    const [b] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [web] }])).results;
    expect(b!.theme_id).toBeNull();
  });
});

describe('custom consent themes', () => {
  const values = {
    font_family: 'Georgia',
    font_size: '1rem',
    color: '#222222',
    background: '#fafafa',
    btn_background: 'navy',
    btn_text_color: '#fff',
  };
  test('CRUD with per-item errors; values that could inject CSS are refused', async () => {
    const res = await s.a.themes.create([
      { account_id: 'acct_a', website_id: web, ...values },
      { account_id: 'acct_a', website_id: web, ...values, background: 'red;}body{display:none' },
      { account_id: 'acct_a', website_id: web, ...values, font_family: 'x</style><script>' },
      { account_id: 'acct_a', website_id: 'web_missing', ...values },
    ]);
    expect(res[0]).toMatchObject({
      _idx: 0,
      id: expect.stringMatching(/^cct_/),
      account_id: 'acct_a',
      website_id: web,
      ...values,
    });
    expect(res[1]).toMatchObject({ _idx: 1, error: 'validation_error', validation_errors: [{ field: 'background' }] });
    expect(res[2]).toMatchObject({ _idx: 2, error: 'validation_error', validation_errors: [{ field: 'font_family' }] });
    expect(res[3]).toMatchObject({ _idx: 3, error: 'object_not_found' });
    const id = (res[0] as { id: string }).id;
    const up = await s.a.themes.update([
      { account_id: 'acct_a', website_id: web, id, color: '#000' },
      { account_id: 'acct_a', id: 'cct_missing', color: '#000' },
    ]);
    expect(up[0]).toMatchObject({ _idx: 0, id, color: '#000', background: '#fafafa' });
    expect(up[1]).toMatchObject({ _idx: 1, error: 'object_not_found' });
    const got = await s.a.themes.list([{ account_id: 'acct_a', website_id: web, ids: [id, 'cct_missing'] }]);
    expect(got.results).toEqual([{ id, account_id: 'acct_a', website_id: web, ...values, color: '#000' }]);
    expect(got.errors).toEqual([{ error: 'object_not_found', account_id: 'acct_a', website_id: web, id: 'cct_missing' }]);
    expect(
      await s.a.themes.delete([
        { account_id: 'acct_a', website_id: web, id },
        { account_id: 'acct_a', website_id: web, id },
      ]),
    ).toEqual([
      { account_id: 'acct_a', website_id: web, id, _idx: 0 },
      { _idx: 1, account_id: 'acct_a', website_id: web, id, error: 'object_not_found' },
    ]);
  });
});

describe('collaborators', () => {
  test('two requests racing for one email: exactly one wins, the other is told the email is in use', async () => {
    const email = `race-${Date.now()}@example.com`;
    const both = await Promise.all([
      s.a.collaborators.create([{ account_id: 'acct_a', email, role: 'admin' }]),
      s.a.collaborators.create([{ account_id: 'acct_a', email: email.toUpperCase(), role: 'admin' }]),
    ]);
    const items = both.map((r) => r[0] as { id?: string; error?: string; validation_errors?: { email?: string }[] });
    expect(items.filter((i) => i.id).length).toBe(1);
    expect(items.find((i) => !i.id)).toMatchObject({ error: 'validation_error', validation_errors: [{ email: 'email_in_use' }] });
  });

  test('create admin and editor, email in use, editor rules, list and delete', async () => {
    const res = await s.a.collaborators.create([
      { account_id: 'acct_a', email: 'ada@example.com', role: 'admin' },
      { account_id: 'acct_a', email: 'ADA@example.com', role: 'editor', website_ids: [web] },
      { account_id: 'acct_a', email: 'ed@example.com', role: 'editor', website_ids: [web] },
      { account_id: 'acct_a', email: 'x@example.com', role: 'admin', website_ids: [web] },
      { account_id: 'acct_a', email: 'y@example.com', role: 'editor', website_ids: ['web_missing'] },
      { account_id: 'acct_a', email: 'not-an-email', role: 'admin' },
    ]);
    expect(res[0]).toMatchObject({
      _idx: 0,
      id: expect.stringMatching(/^col_/),
      email: 'ada@example.com',
      role: 'admin',
      invitation_status: 'pending',
      first_name: null,
      invitation_url: expect.stringMatching(/^https:\/\/app\.example\.test\/invitations\//),
    });
    expect(res[0]).not.toHaveProperty('website_ids');
    expect(res[1]).toEqual({
      _idx: 1,
      account_id: 'acct_a',
      error: 'validation_error',
      validation_errors: [{ email: 'email_in_use', field: 'email', message: 'is already in use' }],
    });
    expect(res[2]).toMatchObject({ _idx: 2, role: 'editor', website_ids: [web] });
    expect(res[3]).toMatchObject({ _idx: 3, error: 'validation_error', validation_errors: [{ field: 'website_ids' }] });
    expect(res[4]).toMatchObject({ _idx: 4, error: 'validation_error', validation_errors: [{ field: 'website_ids' }] });
    expect(res[5]).toMatchObject({ _idx: 5, error: 'validation_error', validation_errors: [{ field: 'email' }] });
    const id = (res[0] as { id: string }).id;
    const got = await s.a.collaborators.list([{ account_id: 'acct_a', ids: [id, 'col_missing'] }]);
    expect(got.results.map((c) => c.id)).toEqual([id]);
    expect(got.errors).toEqual([{ error: 'object_not_found', account_id: 'acct_a', id: 'col_missing' }]);
    expect((await s.b.collaborators.list([{ account_id: 'acct_b' }])).results).toEqual([]);
    expect(
      await s.a.collaborators.delete([
        { account_id: 'acct_a', id },
        { account_id: 'acct_a', id },
      ]),
    ).toEqual([
      { account_id: 'acct_a', id, _idx: 0 },
      { _idx: 1, account_id: 'acct_a', id, error: 'object_not_found' },
    ]);
  });

  test('an editor may be created without website_ids (it has none yet); a deleted website leaves every editor', async () => {
    const [kept, gone] = ok(
      await s.a.websites.create([
        { account_id: 'acct_a', url: 'https://editor-kept.example' },
        { account_id: 'acct_a', url: 'https://editor-gone.example' },
      ]),
    );
    const [bare, both] = await s.a.collaborators.create([
      { account_id: 'acct_a', email: 'bare-editor@example.com', role: 'editor' },
      { account_id: 'acct_a', email: 'both-editor@example.com', role: 'editor', website_ids: [kept!.id, gone!.id] },
    ]);
    expect(bare).toMatchObject({ _idx: 0, role: 'editor', website_ids: [] });
    expect(both).toMatchObject({ _idx: 1, website_ids: [kept!.id, gone!.id] });
    await s.a.websites.delete([{ account_id: 'acct_a', id: gone!.id }]);
    const [read] = (await s.a.collaborators.list([{ account_id: 'acct_a', ids: [(both as { id: string }).id] }])).results;
    expect(read!.website_ids).toEqual([kept!.id]);
  });
});

describe('documents', () => {
  test('preview renders the current draft in the requested language; code_snippet null until provisioned', async () => {
    const [w] = (await s.a.websites.list([{ account_id: 'acct_a', ids: [web] }])).results;
    const got = await s.a.documents.preview([
      { account_id: 'acct_a', website_id: web, lang: 'de' },
      { account_id: 'acct_a', website_id: web, ids: ['doc_00000000-0000-0000-0000-000000000000'] },
    ]);
    const de = got.results[0]!;
    expect(de).toMatchObject({
      account_id: 'acct_a',
      website_id: web,
      id: w!.cookie_policy_document_id,
      code_snippet: null,
      republish_required: true,
      published_at: null,
    });
    expect(de.document).toContain('Shop SA');
    expect(de.document).toContain('_ga');
    expect(de.document).toMatch(/<html lang="de"/);
    expect(got.errors).toEqual([
      { error: 'document_not_found', account_id: 'acct_a', website_id: web, id: 'doc_00000000-0000-0000-0000-000000000000' },
    ]);
    const en = await s.a.documents.preview([{ account_id: 'acct_a', website_id: web, ids: [w!.cookie_policy_document_id] }]);
    expect(en.results[0]!.document).toMatch(/<html lang="en/);
    expect(en.results[0]!.name).not.toBe(de.name);

    await s.db.query(`UPDATE websites SET allowed_policy_embed_options = '["embed"]' WHERE id = $1`, [web]);
    const uuid = w!.cookie_policy_document_id.slice(4);
    const embed = await s.a.documents.preview([{ account_id: 'acct_a', website_id: web, lang: 'fr' }]);
    expect(embed.results[0]!.code_snippet).toBe(
      `<div name="service-embed" data-id="${uuid}"></div><script src="https://app.example.test/embed-policy.min.js" async></script>`,
    );
  });

  test('publish by POST and by GET snapshots the policy; a later cookie change republishes it', async () => {
    const res = await s.a.documents.publish([
      { account_id: 'acct_a', website_id: web },
      { account_id: 'acct_a', website_id: 'web_missing' },
    ]);
    expect(res[0]).toMatchObject({ account_id: 'acct_a', website_id: web, _idx: 0 });
    expect(res[1]).toEqual({ _idx: 1, account_id: 'acct_a', website_id: 'web_missing', error: 'object_not_found' });
    let [d] = (await s.a.documents.preview([{ account_id: 'acct_a', website_id: web }])).results;
    expect(d).toMatchObject({ republish_required: false, published_at: expect.any(String) });
    const [snap] = await s.db.query<{ published: { cookies: { name: string }[] } }>(
      'SELECT published FROM documents WHERE website_id = $1',
      [web],
    );
    const before = snap!.published.cookies.length;

    // A published policy follows its website (docs/decisions/policies.md#revisions): nothing is left to republish.
    ok(await s.a.cookies.create([{ account_id: 'acct_a', website_id: web, name: 'late' }]));
    [d] = (await s.a.documents.preview([{ account_id: 'acct_a', website_id: web }])).results;
    expect(d!.republish_required).toBe(false);
    const [now] = await s.db.query<{ published: { cookies: { name: string }[] } }>(
      'SELECT published FROM documents WHERE website_id = $1',
      [web],
    );
    expect(now!.published.cookies).toHaveLength(before + 1);
    expect(now!.published.cookies.map((c) => c.name)).toContain('late');

    const viaGet = await s.a.send({
      method: 'GET',
      path: '/v1/websites/documents/publish_cookie_policies',
      query: [{ account_id: 'acct_a', website_id: web }],
    });
    expect(viaGet.body).toMatchObject([{ account_id: 'acct_a', website_id: web, _idx: 0 }]);
    [d] = (await s.a.documents.preview([{ account_id: 'acct_a', website_id: web }])).results;
    expect(d!.republish_required).toBe(false);
  });
});
