import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Banner } from '../../../src/schema/banner.ts';
import { Website } from '../../../src/schema/website.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
beforeAll(async () => {
  s = await startService();
});
afterAll(() => s.close());

describe('POST /v1/websites', () => {
  test('creates websites with every read-only field real, and a banner and a policy document', async () => {
    const [w] = ok(
      await s.a.websites.create([
        {
          account_id: 'acct_a',
          name: 'Shop',
          url: 'https://shop.example',
          scan_period: 'monthly',
          additional_scan_urls: ['https://shop.example/blog'],
          subdomains: ['https://de.shop.example'],
          company: { legal_name: 'Shop GmbH', country: 'DE' },
        },
      ]),
    );
    expect(Website.parse(w)).toBeTruthy();
    expect(w!._idx).toBe(0);
    expect(w!.id).toMatch(/^web_/);
    expect(w!.code_snippet.banner).toBe(
      `<script src="https://app.example.test/c/${w!.uuid}.js" data-website-uuid="${w!.uuid}"></script>`,
    );
    expect(w!.code_snippet.cookie_preference_button).toBe(
      '<button type="button" class="service-display-preferences">Cookie preferences</button>',
    );
    expect(w!.cookie_policy_document_id).toMatch(/^doc_[0-9a-f-]{36}$/);
    expect(w).toMatchObject({
      report: null,
      cookie_count: 0,
      unclassified_cookie_count: 0,
      consent_count: 0,
      page_views: 0,
      subdomains: ['https://de.shop.example'],
      additional_scan_urls: ['https://shop.example/blog'],
      company: { legal_name: 'Shop GmbH', country: 'DE' },
    });
    expect(w!.api_key).toMatch(/^wk_/);

    const banners = await s.a.banners.list([{ account_id: 'acct_a', ids: [w!.id] }]);
    const b = Banner.parse(banners.results[0]);
    expect(b.regions.eu).toMatchObject({ consent_mode: 'opt_in', enable_decline_button: true });
    expect(b.regions.eu!.vendor_consent_mode_settings).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      security_storage: 'granted',
    });
    expect(b.regions.us!.consent_mode).toBe('opt_out');
    expect(b.regions.california!.consent_mode).toBe('opt_out');
    expect(b.regions.global!.consent_mode).toBe('opt_in');
  });

  test('a blank url fails that item only (mixed batch), with the spec error shape', async () => {
    const res = await s.a.websites.create([
      { account_id: 'acct_a', url: 'https://one.example' },
      { account_id: 'acct_a', url: '  ' },
      { account_id: 'acct_a', url: 'ftp://files.example' },
      { account_id: 'acct_a', url: 'https://two.example', bogus: 1 } as never,
      { account_id: 'acct_a', url: 'https://three.example' },
    ]);
    expect(res.map((r) => r._idx)).toEqual([0, 1, 2, 3, 4]);
    expect(res[0]).not.toHaveProperty('error');
    expect(res[1]).toEqual({
      _idx: 1,
      account_id: 'acct_a',
      error: 'validation_error',
      validation_errors: [{ field: 'url', message: "can't be blank", url: 'blank' }],
    });
    expect(res[2]).toMatchObject({ error: 'validation_error', validation_errors: [{ field: 'url' }] });
    expect(res[3]).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'bogus', message: 'is not a known field' }],
    });
    expect(res[4]).toHaveProperty('uuid');
  });

  test('a missing url is blank too; non-object items fail alone', async () => {
    const res = await s.a.websites.create([{ account_id: 'acct_a' } as never, 'nope' as never]);
    expect(res[0]).toMatchObject({
      _idx: 0,
      error: 'validation_error',
      validation_errors: [{ field: 'url', message: "can't be blank" }],
    });
    expect(res[1]).toMatchObject({ _idx: 1, error: 'validation_error' });
  });

  test('read-only fields sent back are ignored', async () => {
    const [w] = ok(
      await s.a.websites.create([{ account_id: 'acct_a', url: 'https://ro.example', uuid: 'x', cookie_count: 99 } as never]),
    );
    expect(w!.cookie_count).toBe(0);
    expect(w!.uuid).not.toBe('x');
  });
});

describe('PUT /v1/websites', () => {
  test('changes only the attributes sent; company merges field by field', async () => {
    const [w] = ok(
      await s.a.websites.create([
        { account_id: 'acct_a', name: 'A', url: 'https://put.example', company: { legal_name: 'A Ltd', city: 'Paris' } },
      ]),
    );
    const res = await s.a.websites.update([
      { account_id: 'acct_a', id: w!.id, company: { city: 'Lyon' }, scan_period: 'weekly' },
      { account_id: 'acct_a', id: 'web_missing' },
      { account_id: 'acct_a', id: w!.id, url: 'example.com' },
    ]);
    expect(res[0]).toMatchObject({
      _idx: 0,
      name: 'A',
      url: 'https://put.example',
      scan_period: 'weekly',
      company: { legal_name: 'A Ltd', city: 'Lyon' },
      uuid: w!.uuid,
    });
    expect(res[1]).toEqual({ _idx: 1, account_id: 'acct_a', id: 'web_missing', error: 'object_not_found' });
    expect(res[2]).toMatchObject({ _idx: 2, error: 'validation_error', validation_errors: [{ field: 'url' }] });
  });
});

describe('DELETE and GET /v1/websites', () => {
  test('deletes, then the website and its children are gone', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://del.example' }]));
    ok(await s.a.cookies.create([{ account_id: 'acct_a', website_id: w!.id, name: 'sid' }]));
    const res = await s.a.websites.delete([
      { account_id: 'acct_a', id: w!.id },
      { account_id: 'acct_a', id: w!.id },
    ]);
    expect(res).toEqual([
      { account_id: 'acct_a', id: w!.id, _idx: 0 },
      { _idx: 1, account_id: 'acct_a', id: w!.id, error: 'object_not_found' },
    ]);
    const got = await s.a.websites.list([{ account_id: 'acct_a', ids: [w!.id] }]);
    expect(got.results).toEqual([]);
    expect(got.errors).toEqual([{ error: 'object_not_found', account_id: 'acct_a', id: w!.id }]);
    expect(await s.db.query('SELECT 1 FROM cookies WHERE website_id = $1', [w!.id])).toEqual([]);
  });

  test('GET answers the envelope with both paging spellings and the scrolling alias', async () => {
    const got = await s.a.websites.list([{ account_id: 'acct_a' }]);
    expect(got.results.length).toBeGreaterThan(0);
    expect(got.paging).toEqual({ next: null, previous: null, next_results: null, previous_results: null });
    expect(got.scrolling).toEqual(got.paging);
  });
});

describe('accounts are isolated', () => {
  test("another account's website is invisible and unchangeable, answered like a missing one", async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', name: 'Secret', url: 'https://secret.example' }]));
    const missing = await s.b.websites.update([{ account_id: 'acct_b', id: 'web_doesnotexist' }]);
    const foreign = await s.b.websites.update([{ account_id: 'acct_b', id: w!.id, name: 'Pwned' }]);
    expect(foreign).toEqual([{ ...missing[0], id: w!.id }]);
    expect(await s.b.websites.update([{ account_id: 'acct_a', id: w!.id, name: 'Pwned' }])).toEqual([
      { _idx: 0, account_id: 'acct_a', id: w!.id, error: 'object_not_found' },
    ]);
    expect(await s.b.websites.delete([{ account_id: 'acct_b', id: w!.id }])).toEqual([
      { _idx: 0, account_id: 'acct_b', id: w!.id, error: 'object_not_found' },
    ]);
    const listB = await s.b.websites.list([{ account_id: 'acct_b', ids: [w!.id] }]);
    expect(listB.results).toEqual([]);
    const asA = await s.b.websites.list([{ account_id: 'acct_a' }]);
    expect(asA).toMatchObject({ results: [], errors: [{ error: 'object_not_found', account_id: 'acct_a' }] });
    expect(await s.b.cookies.create([{ account_id: 'acct_b', website_id: w!.id, name: 'x' }])).toEqual([
      { _idx: 0, account_id: 'acct_b', id: w!.id, error: 'object_not_found' },
    ]);
    expect((await s.b.banners.put([{ account_id: 'acct_b', id: w!.id, size: 'compact' }]))[0]).toMatchObject({
      error: 'object_not_found',
    });
    const [still] = (await s.a.websites.list([{ account_id: 'acct_a', ids: [w!.id] }])).results;
    expect(still!.name).toBe('Secret');
  });
});

describe('a bare host on create', () => {
  test('is read as https:// and the answer says so in warnings; a URL with a scheme has no warning', async () => {
    // With company details: a policy that lacks them has warnings of its own (policy-revisions.test.ts).
    const company = { legal_name: 'Shop Ltd', email: 'privacy@shop.example' };
    const [bare, full] = await s.a.websites.create([
      { account_id: 'acct_a', url: 'bare-host.example/shop', company },
      { account_id: 'acct_a', url: 'http://with-scheme.example', company },
    ]);
    expect(bare).toMatchObject({
      _idx: 0,
      url: 'https://bare-host.example/shop',
      warnings: [{ code: 'scheme_added', field: 'url', message: expect.stringContaining('https://bare-host.example/shop') }],
    });
    expect(full).toMatchObject({ _idx: 1, url: 'http://with-scheme.example' });
    expect(full).not.toHaveProperty('warnings');
  });

  test('still refuses what is no host at all, and other schemes', async () => {
    const res = await s.a.websites.create([
      { account_id: 'acct_a', url: 'not a host' },
      { account_id: 'acct_a', url: 'ftp://files.example' },
    ]);
    expect(res.map((r) => (r as { error?: string }).error)).toEqual(['validation_error', 'validation_error']);
  });
});
