import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { DRAIN_BYTES } from '../../../src/service/core/bounded-body.ts';
import { setPolicyEmbedding } from '../../../src/service/model/accounts.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { RECORDS_PER_MINUTE } from '../../../src/service/public/routes/record-limits.ts';
import { ok, type Service, startService } from '../harness.ts';

const SITE = 'https://shop.example';
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
// `/consent.min.js` serves the fetching runtime (consent-fetch.min.js); the first-view runtime only makes `/c/{uuid}.js`.
writeFileSync(join(dist, 'consent-fetch.min.js'), `/* runtime */${'window.x=1;'.repeat(200)}`);
writeFileSync(join(dist, 'consent.min.js'), `/* first view */self.__serviceConsentConfig;${'window.x=1;'.repeat(200)}`);
writeFileSync(join(dist, 'consent-preferences.min.js'), `/* preferences */${'window.y=2;'.repeat(200)}`);

let s: Service;
let site: { id: string; uuid: string; document: string };
/** The site's consent version as its first config carried it: records name it. */
let version: string;

beforeAll(async () => {
  s = await startService({
    groups: publicRouteGroups({ distDir: dist, geoHeaders: { country: 'x-edge-country', subdivision: 'x-edge-region' } }),
  });
  const [w] = ok(
    await s.a.websites.create([{ account_id: 'acct_a', url: SITE, additional_scan_urls: ['https://blog.shop.example'] }]),
  );
  site = { id: w!.id, uuid: w!.uuid, document: w!.cookie_policy_document_id.slice(4) };
  ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, selected_languages: ['de'] }]));
  ok(
    await s.a.cookies.create([
      {
        account_id: 'acct_a',
        website_id: site.id,
        name: '_ga',
        domain: '.shop.example',
        category: 'analytics;',
        lifetime: '63072000',
        en_us: 'Counts visits.',
        de: 'Zählt Besuche.',
      },
      {
        account_id: 'acct_a',
        website_id: site.id,
        name: 'sid',
        domain: 'shop.example',
        category: 'essential',
        en_us: 'Session.',
      },
    ]),
  );
  version = (await (await config(site.uuid)).json()).version;
});
afterAll(() => s.close());

const config = (uuid: string, lang = 'de', headers: Record<string, string> = {}) =>
  s.app.request(`/public/v1/websites/${uuid}/config?lang=${lang}`, { headers });

const record = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  visitor: randomUUID(),
  website: site.uuid,
  granted: ['essential', 'analytics'],
  method: 'custom',
  region: 'eu',
  lang: 'de',
  version,
  url: `${SITE}/checkout`,
  at: new Date().toISOString(),
  shown: 'banner',
  ...over,
});
const post = (body: unknown, headers: Record<string, string> = { origin: SITE }) =>
  s.app.request('/public/v1/consents', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const website = async () => (await s.a.websites.list([{ account_id: 'acct_a', ids: [site.id] }])).results[0]!;

describe('GET /public/v1/websites/{uuid}/config', () => {
  it('answers a config the schema accepts, in the requested language when the website selected it', async () => {
    const res = await config(site.uuid, 'de');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = RuntimeConfig.parse(await res.json());
    expect(body.lang).toBe('de');
    expect(body.texts.accept_all).toMatch(/akzeptieren/i);
    const analytics = body.categories.find((c) => c.id === 'analytics')!;
    expect(analytics.cookies).toEqual([
      { name: '_ga', domain: '.shop.example', lifetime: expect.stringMatching(/2 Jahre/), description: 'Zählt Besuche.' },
    ]);
    expect(body.categories.map((c) => c.id)).toEqual([
      'essential',
      'performance',
      'analytics',
      'advertising',
      'social_networking',
    ]);
  });

  it('falls back to English for a language the website did not select', async () => {
    const body = RuntimeConfig.parse(await (await config(site.uuid, 'fr')).json());
    expect(body.lang).toBe('en');
    expect(body.categories.find((c) => c.id === 'analytics')!.cookies[0]!.description).toBe('Counts visits.');
  });

  it('is 404 for an unknown or malformed uuid', async () => {
    expect((await config(randomUUID())).status).toBe(404);
    expect((await config("x' OR 1=1")).status).toBe(404);
  });

  it('revalidates with a strong ETag and changes when the banner changes', async () => {
    const first = await config(site.uuid);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await config(site.uuid, 'de', { 'if-none-match': etag })).status).toBe(304);

    ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, display_style: 'modal' }]));
    const after = await config(site.uuid, 'de', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()).display_style).toBe('modal');
  });

  it('asks again (new consent version) when a new category of cookie appears, not when a text changes', async () => {
    const v1 = (await (await config(site.uuid)).json()).version;
    ok(
      await s.a.cookies.create([
        { account_id: 'acct_a', website_id: site.id, name: 'sid2', category: 'essential', en_us: 'Another session cookie.' },
      ]),
    );
    expect((await (await config(site.uuid)).json()).version).toBe(v1);
    const [ad] = ok(
      await s.a.cookies.create([{ account_id: 'acct_a', website_id: site.id, name: '_fbp', category: 'advertising' }]),
    );
    expect((await (await config(site.uuid)).json()).version).not.toBe(v1);
    await s.a.cookies.delete([{ account_id: 'acct_a', website_id: site.id, id: ad!.id }]);
  });

  it('takes the region from the header the operator named, and only from it', async () => {
    const res = await config(site.uuid, 'de', { 'x-edge-country': 'DE', 'cf-ipcountry': 'US' });
    expect((await res.json()).geo).toBe('eu');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, x-edge-country, x-edge-region');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const ca = await config(site.uuid, 'de', { 'x-edge-country': 'US', 'x-edge-region': 'CA' });
    expect((await ca.json()).geo).toBe('california');
    // Without the header (and no client address to look up here): region-less, and varying, so a shared
    // cache never hands it to a request that carries the header.
    const unknown = await config(site.uuid, 'de', { 'cf-ipcountry': 'DE' });
    expect((await unknown.json()).geo).toBeNull();
    expect(unknown.headers.get('vary')).toBe('Accept-Encoding, x-edge-country, x-edge-region');
  });

  it('an answer that came from the client address is private; without a header it still varies on the headers', async () => {
    // The address of a German visitor, as the socket gives it (what @hono/node-server passes as env.incoming).
    const res = await s.app.request(
      `/public/v1/websites/${site.uuid}/config?lang=de`,
      {},
      { incoming: { socket: { remoteAddress: '85.214.132.117' } } },
    );
    expect((await res.json()).geo).toBe('eu');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, x-edge-country, x-edge-region');
  });

  it('counts page views, without storing anything about the visitor', async () => {
    const before = (await website()).page_views;
    // As the runtime's fetch sends it from a page (page-views.test.ts has the rule).
    await config(site.uuid, 'de', { origin: SITE, 'sec-fetch-mode': 'cors' });
    await config(site.uuid, 'de', { origin: SITE, 'sec-fetch-mode': 'cors' });
    await s.flush();
    expect((await website()).page_views).toBe(before + 2);
  });
});

describe('POST /public/v1/consents', () => {
  it('stores a record once, however often it is sent, and makes consent_count real', async () => {
    const before = (await website()).consent_count;
    const r = record();
    expect((await post(r)).status).toBe(204);
    expect((await post(r)).status).toBe(204);
    expect((await website()).consent_count).toBe(before + 1);
    const stored = await s.a.call<{ results: Record<string, unknown>[] }>({
      method: 'GET',
      path: '/v1/websites/consents',
      query: [{ account_id: 'acct_a', website_id: site.id }],
    });
    expect(stored.results.find((x) => x.id === r.id)).toMatchObject({
      granted: ['essential', 'analytics'],
      method: 'custom',
      version,
      origin: SITE,
      website_id: site.id,
    });
  });

  it('accepts the additional urls as origins and refuses every other origin', async () => {
    expect((await post(record(), { origin: 'https://blog.shop.example' })).status).toBe(204);
    const res = await post(record(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('origin_not_allowed');
    expect((await post(record(), {})).status).toBe(403);
  });

  it.each([
    ['malformed JSON', '{"id":', 400, 'malformed_json'],
    [
      'a record missing fields',
      JSON.stringify({ id: randomUUID(), website: '00000000-0000-4000-8000-000000000000' }),
      400,
      'invalid_record',
    ],
    ['an unknown category', { granted: ['everything'] }, 400, 'invalid_record'],
    ['an oversized body', { url: `${SITE}/${'a'.repeat(5000)}` }, 413, 'payload_too_large'],
  ])('refuses %s with a clear error', async (_, body, status, error) => {
    const res = await post(typeof body === 'string' ? body : record(body as Record<string, unknown>));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error, message: expect.any(String) });
  });

  it('refuses a streamed body without Content-Length once it passes the limit, reading no more than the drain bound', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled++;
        ctl.enqueue(new TextEncoder().encode(' '.repeat(1024)));
      },
    });
    const res = await s.app.request('/public/v1/consents', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: SITE },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    // Drained up to DRAIN_BYTES so that a real client reads the 413 (test/service/api/body-limit.test.ts), then cut off.
    expect(pulled).toBeLessThan(DRAIN_BYTES / 1024 + 20);
  });

  it('refuses a record for an unknown website', async () => {
    expect((await post(record({ website: randomUUID() }))).status).toBe(404);
  });

  it('limits the records one client sends for one website', async () => {
    const other = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://limits.example' }]))[0]!;
    const otherVersion = (await (await config(other.uuid)).json()).version;
    const statuses: number[] = [];
    for (let i = 0; i <= RECORDS_PER_MINUTE; i++)
      statuses.push(
        // A record is about a page of its own website (consent-records.test.ts).
        (
          await post(record({ website: other.uuid, url: 'https://limits.example/checkout', version: otherVersion }), {
            origin: 'https://limits.example',
          })
        ).status,
      );
    expect(statuses.slice(0, RECORDS_PER_MINUTE).every((x) => x === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("never shows one account another's records", async () => {
    const res = await s.b.call<{ results: unknown[]; errors: { error: string }[] }>({
      method: 'GET',
      path: '/v1/websites/consents',
      query: [{ account_id: 'acct_b', website_id: site.id }],
    });
    expect(res.results).toEqual([]);
    expect(res.errors[0]!.error).toBe('object_not_found');
  });
});

describe('hosted policies and bundles', () => {
  it('serves only the published policy, under a strict CSP, and a 404 page before publishing', async () => {
    const before = await s.app.request(`/policies/${site.document}`);
    expect(before.status).toBe(404);
    await s.a.documents.publish([{ account_id: 'acct_a', website_id: site.id }]);
    const res = await s.app.request(`/policies/${site.document}?lang=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('_ga');
    expect(html).toContain('lang="de');

    // A cookie written since is in the next version (docs/decisions/policies.md#revisions); the first stays readable.
    ok(await s.a.cookies.create([{ account_id: 'acct_a', website_id: site.id, name: 'after_publish', category: 'performance' }]));
    expect(await (await s.app.request(`/policies/${site.document}`)).text()).toContain('after_publish');
    expect(await (await s.app.request(`/policies/${site.document}?revision=1`)).text()).not.toContain('after_publish');
  });

  it('gives the policy link in the config once published', async () => {
    const body = await (await config(site.uuid)).json();
    expect(body.policy_url).toBe(`https://app.example.test/policies/${site.document}`);
  });

  it('gives a code_snippet only to an account provisioned for embedding', async () => {
    const preview = async () =>
      (await s.a.documents.preview([{ account_id: 'acct_a', website_id: site.id }])).results[0]!.code_snippet;
    expect(await preview()).toBeNull();
    await setPolicyEmbedding(s.db, 'acct_a', true);
    expect(await preview()).toBe(
      `<div name="service-embed" data-id="${site.document}"></div><script src="https://app.example.test/embed-policy.min.js" async></script>`,
    );
  });

  it('serves bundles compressed as the client accepts, revalidated by ETag', async () => {
    const br = await s.app.request('/consent.min.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toMatch(/^\/\* runtime \*\//);
    const plain = await s.app.request('/consent.min.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await s.app.request('/consent.min.js', { headers: { 'if-none-match': plain.headers.get('etag')! } })).status).toBe(
      304,
    );
    // Each encoding is its own representation: its own tag, and a weak match from a proxy still revalidates.
    const brTag = br.headers.get('etag')!;
    expect(brTag).not.toBe(plain.headers.get('etag'));
    expect(
      (await s.app.request('/consent.min.js', { headers: { 'accept-encoding': 'br', 'if-none-match': `W/${brTag}` } })).status,
    ).toBe(304);
    expect((await s.app.request('/consent.min.js', { headers: { 'if-none-match': brTag } })).status).toBe(200);
    expect((await s.app.request('/embed-policy.min.js')).status).toBe(503);
  });

  it('serves the preference centre chunk the runtime loads on first open, versioned URL included', async () => {
    const gz = await s.app.request('/consent-preferences.min.js?v=abc123', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toMatch(/javascript/);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toMatch(/^\/\* preferences \*\//);
  });
});
