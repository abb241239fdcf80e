// Hostile or mistaken input gets a validation error in the spec's shape that
// says what is wrong: never an internal error, never "required" for a field
// that was sent with the wrong type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
let websiteId = '';
beforeAll(async () => {
  s = await startService();
  websiteId = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://valid.example' }]))[0]!.id;
});
afterAll(() => s.close());

type Answer = Record<string, unknown> & { validation_errors?: Record<string, string>[] };
const post = (path: string, items: unknown[]) => s.a.call<Answer[]>({ method: 'POST', path, body: items });
const get = (path: string, query: unknown[]) =>
  s.a.call<{ results: unknown[]; errors: Answer[] }>({ method: 'GET', path, query });
const CONTROL = 'must not contain control characters (such as NUL)';

describe('control characters', () => {
  it.each([
    ['a website name', { name: 'a\u0000b' }, 'name'],
    ['a website url', { url: 'https://valid.example/\u0000' }, 'url'],
    ['a scan url', { additional_scan_urls: ['https://x.example/\u0001'] }, 'additional_scan_urls.0'],
    ['a company field', { company: { city: 'Paris\u0000' } }, 'company.city'],
  ])('in %s is a validation error of that field', async (_, fields, field) => {
    const [item] = await post('/v1/websites', [{ account_id: 'acct_a', url: 'https://valid.example', ...fields }]);
    expect(item).toMatchObject({
      _idx: 0,
      error: 'validation_error',
      validation_errors: [{ field, message: CONTROL, [field]: 'invalid' }],
    });
  });

  it.each(['name', 'domain', 'en_us', 'de', 'service', 'lifetime'])(
    'in the cookie field %s is a validation error',
    async (field) => {
      const [item] = await post('/v1/websites/cookies', [{ account_id: 'acct_a', website_id: websiteId, [field]: 'x\u0000' }]);
      expect(item).toMatchObject({ error: 'validation_error', validation_errors: [{ field, message: CONTROL }] });
    },
  );

  it('in a field name is an unknown field, and an unpaired surrogate is refused too', async () => {
    const [a, b] = await post('/v1/websites', [
      { account_id: 'acct_a', url: 'https://valid.example', 'na\u0000me': 'x' },
      { account_id: 'acct_a', url: 'https://valid.example', name: 'x\ud800' },
    ]);
    expect(a).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'na\u0000me', 'na\u0000me': 'unknown_field' }],
    });
    expect(b).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'name', message: expect.stringMatching(/surrogate/) }],
    });
  });

  it('in GET ids and criteria is a criterion error, not a 500', async () => {
    const sites = await get('/v1/websites', [{ account_id: 'acct_a', ids: ['w\u0000'] }]);
    expect(sites.errors[0]).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'ids.0', message: CONTROL }],
    });
    const cookies = await get('/v1/websites/cookies', [{ account_id: 'acct_a', website_id: 'w\u0000' }]);
    expect(cookies.errors[0]).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'website_id', message: CONTROL }],
    });
    const account = await get('/v1/websites', [{ account_id: 'acct_a\u0000' }]);
    expect(account.errors[0]).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'account_id', message: CONTROL }],
    });
  });

  it('tab and newline: kept in a description, refused in a single-line field', async () => {
    const [desc, name, url] = await post('/v1/websites/cookies', [
      { account_id: 'acct_a', website_id: websiteId, name: 'ok', en_us: 'Line one.\n\tLine two.' },
      { account_id: 'acct_a', website_id: websiteId, name: 'two\nlines' },
      { account_id: 'acct_a', website_id: websiteId, name: 'u', url: 'https://x.example/\tpath' },
    ]);
    expect(desc).not.toHaveProperty('error');
    expect(name).toMatchObject({
      validation_errors: [{ field: 'name', message: 'must be a single line (no tab or line break)' }],
    });
    expect(url).toMatchObject({ validation_errors: [{ field: 'url' }] });
    const [site] = await post('/v1/websites', [{ account_id: 'acct_a', url: 'https://val\nid.example' }]);
    expect(site).toMatchObject({
      validation_errors: [{ field: 'url', message: 'must be a single line (no tab or line break)' }],
    });
  });
});

describe('messages that say what is wrong', () => {
  it('a wrong-typed field says which type it must be, with code invalid', async () => {
    const [a, b, c, d] = await post('/v1/websites', [
      { account_id: 'acct_a', url: 5 },
      { account_id: 'acct_a', url: 'https://valid.example', name: 123 },
      { account_id: 'acct_a', url: 'https://valid.example', subdomains: 'https://x.example' },
      { account_id: 7, url: 'https://valid.example' },
    ]);
    expect(a).toMatchObject({ validation_errors: [{ field: 'url', message: 'must be a string', url: 'invalid' }] });
    expect(b).toMatchObject({ validation_errors: [{ field: 'name', message: 'must be a string', name: 'invalid' }] });
    expect(c).toMatchObject({ validation_errors: [{ field: 'subdomains', message: 'must be an array', subdomains: 'invalid' }] });
    expect(d).toMatchObject({ validation_errors: [{ field: 'account_id', message: 'must be a string', account_id: 'invalid' }] });
    const [cookie] = await post('/v1/websites/cookies', [{ account_id: 'acct_a', website_id: websiteId, en_us: ['x'] }]);
    expect(cookie).toMatchObject({ validation_errors: [{ field: 'en_us', message: 'must be a string', en_us: 'invalid' }] });
  });

  it('a missing field is still required, a blank url still blank (spec)', async () => {
    const [missing, blank] = await post('/v1/websites', [{ account_id: 'acct_a' }, { account_id: 'acct_a', url: ' ' }]);
    expect(missing).toMatchObject({ validation_errors: [{ field: 'url', message: "can't be blank" }] });
    expect(blank).toMatchObject({ validation_errors: [{ field: 'url', message: "can't be blank", url: 'blank' }] });
    const [cookie] = await post('/v1/websites/cookies', [{ account_id: 'acct_a' }]);
    expect(cookie).toMatchObject({
      validation_errors: [{ field: 'website_id', message: 'is required', website_id: 'required' }],
    });
  });

  it('a URL over 2048 characters says it is too long', async () => {
    const [item] = await post('/v1/websites', [{ account_id: 'acct_a', url: `https://valid.example/${'a'.repeat(2100)}` }]);
    expect(item).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'url', message: 'is too long (at most 2048 characters)', url: 'too_long' }],
    });
  });
});
