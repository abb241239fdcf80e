import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GppConfig } from '../../../src/schema/gpp.ts';
import { CookiesAnswer, FirstViewConfig, RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { ON_DEMAND_TEXT_KEYS } from '../../../src/schema/texts.ts';
import { setPolicyEmbedding } from '../../../src/service/model/accounts.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { de } from '../../../src/service/texts/lang/de.ts';
import { en } from '../../../src/service/texts/lang/en.ts';
import { INLINE_BLOCKING_EXPRESSION } from '../../../src/shared/blocking.ts';
import { CONSENT_CATEGORIES } from '../../../src/shared/categories.ts';
import { INLINE_GPP_EXPRESSION } from '../../../src/shared/gpp-sections.ts';
import { INLINE_CONFIG_EXPRESSION } from '../../../src/shared/inline-config.ts';
import { INLINE_TCF_EXPRESSION, TCF_CHUNK_PATH } from '../../../src/shared/tcf-paths.ts';
import { ok, type Service, startService } from '../harness.ts';

// A stand-in for the built runtime that hands the inlined config back, so the test reads what a browser would run.
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
writeFileSync(join(dist, 'consent.min.js'), `/* runtime */self.seen=${INLINE_CONFIG_EXPRESSION};`);
writeFileSync(join(dist, 'consent-fetch.min.js'), '/* fetching runtime */self.fetched=1;');
writeFileSync(join(dist, 'consent-blocking.min.js'), `/* blocker */self.map=${INLINE_BLOCKING_EXPRESSION};`);
writeFileSync(join(dist, 'consent-uet.min.js'), '/* uet */self.uet=1;');
writeFileSync(join(dist, 'consent-shopify.min.js'), '/* shopify */self.shopify=1;');
writeFileSync(join(dist, 'consent-vendors.min.js'), '/* vendors */self.vendors=1;');
writeFileSync(join(dist, 'consent-gpp.min.js'), `/* gpp */self.gpp=${INLINE_GPP_EXPRESSION};`);
writeFileSync(join(dist, 'consent-tcf.min.js'), `/* tcf */self.tcf=${INLINE_TCF_EXPRESSION};`);
writeFileSync(join(dist, 'consent-tcf-chunk.min.js'), '/* tcf chunk */self.chunk=1;');
writeFileSync(join(dist, 'consent-preferences.min.js'), `/* preferences */${'window.y=2;'.repeat(100)}`);

const SITE = 'https://shop.example';
let s: Service;
let site: { id: string; uuid: string };

beforeAll(async () => {
  s = await startService({
    groups: publicRouteGroups({ distDir: dist, geoHeaders: { country: 'x-edge-country', subdivision: 'x-edge-region' } }),
  });
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: SITE }]));
  site = { id: w!.id, uuid: w!.uuid };
  // The base first view: no feature on (a new website has automatic blocking on; 'website features' below).
  ok(
    await s.a.banners.put([
      {
        account_id: 'acct_a',
        id: site.id,
        selected_languages: ['de', 'fr'],
        automatic_blocking: false,
        microsoft_consent_mode: false,
      },
    ]),
  );
});
afterAll(() => s.close());

/** As a browser asks for a `<script>` from a page: Fetch Metadata says so. */
const AS_SCRIPT = { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors', referer: `${SITE}/` };
const script = (headers: Record<string, string> = {}, uuid = site.uuid) =>
  s.app.request(`/c/${uuid}.js`, { headers: { 'x-edge-country': 'DE', ...headers } });
/** Runs a first-view script's text as a browser would and returns the config it carried, parsed by the schema. */
const run = (code: string) => {
  const self: { seen?: unknown; map?: unknown; gpp?: unknown; tcf?: unknown } = {};
  runInNewContext(code, { self });
  return self;
};
const inlined = (code: string) => FirstViewConfig.parse(run(code).seen);
const website = async () => (await s.a.websites.list([{ account_id: 'acct_a', ids: [site.id] }])).results[0]!;

describe('GET /c/{uuid}.js, the first-view script', () => {
  it("carries the banner's composed stylesheet, the same as the config a pasted snippet fetches", async () => {
    const [theme] = ok(
      await s.a.themes.create([
        {
          account_id: 'acct_a',
          website_id: site.id,
          font_family: 'Georgia, serif',
          font_size: '16px',
          color: 'rgb(17, 17, 17)',
          background: 'white',
          btn_background: '#92400e',
          btn_text_color: '#fff',
        },
      ]),
    );
    ok(
      await s.a.banners.put([
        { account_id: 'acct_a', id: site.id, theme_id: theme!.id, display_style: 'tooltip', position: 'top_left' },
      ]),
    );
    const { stylesheet: css } = inlined(await (await script({ 'accept-language': 'de' })).text());
    expect(css).toContain('--fg:#111111;');
    expect(css).toContain('--bg:#ffffff;');
    expect(css).toContain('--btn:#92400e;');
    expect(css).toContain('.tooltip{');
    expect(css).not.toContain('.stretch{');
    const fetched = RuntimeConfig.parse(await (await s.app.request(`/public/v1/websites/${site.uuid}/config?lang=de`)).json());
    expect(fetched.stylesheet).toBe(css);
    ok(
      await s.a.banners.put([{ account_id: 'acct_a', id: site.id, theme_id: null, display_style: 'banner', position: 'bottom' }]),
    );
  });

  it('is the runtime with the config for the visitor’s region and language inlined', async () => {
    const res = await script({ 'accept-language': 'it-IT,fr;q=0.8,de;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await res.text();
    // V8's compile hint first (where V8 looks for it), then the runtime with the config written in.
    expect(code).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\/\* runtime \*\/self\.seen=\(\{/);
    const c = inlined(code);
    expect(c.uuid).toBe(site.uuid);
    // Italian is not the website's; German is preferred to French.
    expect(c.lang).toBe('de');
    expect(c.geo).toBe('eu');
    expect(inlined(await (await script({ 'accept-language': 'pt-BR' })).text()).lang).toBe('en');
    expect(inlined(await (await script({ 'x-edge-country': 'US', 'x-edge-region': 'CA' })).text()).geo).toBe('california');
  });

  it('leaves what the banner never shows to the cookies answer, which has it in the same language', async () => {
    const c = inlined(await (await script({ 'accept-language': 'de' })).text());
    const fetched = RuntimeConfig.parse(await (await s.app.request(`/public/v1/websites/${site.uuid}/config?lang=de`)).json());
    const answer = CookiesAnswer.parse(await (await s.app.request(`/public/v1/websites/${site.uuid}/cookies?lang=de`)).json());
    // What the first frame draws beside the banner stays (docs/decisions/runtime-ui.md#first-frame): the
    // placeholders' texts, the categories' names, the floating button's name where a region shows it.
    const firstFrame = new Set<string>(['blocked_content', 'allow_category', 'pref_button']);
    for (const cat of CONSENT_CATEGORIES) firstFrame.add(`cat_${cat}`);
    for (const k of ON_DEMAND_TEXT_KEYS) {
      if (firstFrame.has(k)) expect(c.texts[k]).toBe(fetched.texts[k]);
      else expect(c.texts).not.toHaveProperty(k);
      expect(answer.texts![k]).toBe(fetched.texts[k]);
    }
    expect(c.texts).not.toHaveProperty('gpc_note');
    expect(answer.texts!.pc_title).toBe(de.texts.pc_title);
    expect(answer.texts!.gpc_note).toBe(fetched.texts.gpc_note);
    // What the banner shows stays, as the config endpoint has it.
    for (const k of ['banner_title', 'banner_body', 'accept_all', 'decline', 'preferences'] as const)
      expect(c.texts[k]).toBe(fetched.texts[k]);
    expect(c.categories.map((cat) => cat.id)).toEqual(fetched.categories.map((cat) => cat.id));
    expect(c.categories.every((cat) => cat.cookies.length === 0)).toBe(true);
  });

  it('carries only the visitor’s region when the service knows it, with only the texts that region can show', async () => {
    // In eu (opt-in, no consent by scroll): the eu settings, without the opt-out notice and button or the scroll notice.
    const eu = inlined(await (await script()).text());
    expect(Object.keys(eu.regions)).toEqual(['eu']);
    for (const k of ['decline_opt_out', 'opt_out_notice', 'scroll_notice'] as const) expect(eu.texts).not.toHaveProperty(k);
    // In california (opt-out): its settings and its notice.
    const ca = inlined(await (await script({ 'x-edge-country': 'US', 'x-edge-region': 'CA' })).text());
    expect(Object.keys(ca.regions)).toEqual(['california']);
    expect(ca.texts.opt_out_notice).toBe(en.texts.opt_out_notice);
    expect(ca.texts.decline_opt_out).toBe(en.texts.decline_opt_out);
    // Region unknown (no edge header, a loopback address): every region, and what any of them can show.
    const anywhere = inlined(await (await script({ 'x-edge-country': '' })).text());
    expect(anywhere.geo).toBeNull();
    expect(Object.keys(anywhere.regions).sort()).toEqual(['california', 'eu', 'global', 'us']);
    expect(anywhere.texts.opt_out_notice).toBe(en.texts.opt_out_notice);
    expect(anywhere.texts).not.toHaveProperty('scroll_notice');
  });

  it('keeps US state law’s wording to us and california: an eu (or global) region in opt_out carries none of it', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://opt-out-everywhere.example' }]));
    ok(
      await s.a.banners.put([
        {
          account_id: 'acct_a',
          id: w!.id,
          automatic_blocking: false,
          microsoft_consent_mode: false,
          global_privacy_platform: false,
          regions: { eu: { consent_mode: 'opt_out' }, global: { consent_mode: 'opt_out' } },
        },
      ]),
    );
    const textOf = async (headers: Record<string, string>) => inlined(await (await script(headers, w!.uuid)).text());
    for (const country of ['DE', 'BR']) {
      const c = await textOf({ 'x-edge-country': country });
      expect(
        Object.values(c.regions).map((r) => r!.consent_mode),
        country,
      ).toEqual(['opt_out']);
      expect(c.texts, country).not.toHaveProperty('opt_out_notice');
      expect(c.texts, country).not.toHaveProperty('decline_opt_out');
      expect(JSON.stringify(c), country).not.toMatch(/California|sell or share/);
    }
    // In us and california (opt_out by default) it stays, and where the region is unknown too (it may be us).
    const elsewhere: Record<string, string>[] = [
      { 'x-edge-country': 'US', 'x-edge-region': 'CA' },
      { 'x-edge-country': 'US' },
      { 'x-edge-country': '' },
    ];
    for (const headers of elsewhere) expect((await textOf(headers)).texts.opt_out_notice).toBe(en.texts.opt_out_notice);
    // us and california opted in: nobody can be shown it, wherever the visitor is.
    ok(
      await s.a.banners.put([
        { account_id: 'acct_a', id: w!.id, regions: { us: { consent_mode: 'opt_in' }, california: { consent_mode: 'opt_in' } } },
      ]),
    );
    expect((await textOf({ 'x-edge-country': '' })).texts).not.toHaveProperty('decline_opt_out');
  });

  it('is compressed as the client accepts, each encoding with its own ETag, and revalidates with 304', async () => {
    const br = await script({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const code = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(inlined(code).uuid).toBe(site.uuid);
    const gz = await script({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(code);
    const plain = await script({ 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
    const tags = [br, gz, plain].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect((await script({ 'accept-encoding': 'br', 'if-none-match': tags[0]! })).status).toBe(304);
    expect((await script({ 'accept-encoding': 'gzip', 'if-none-match': tags[0]! })).status).toBe(200);
  });

  it('varies on exactly what it depends on and is cached so that a fix reaches every site on the next view', async () => {
    const res = await script();
    expect(res.headers.get('vary')).toBe('Accept-Encoding, x-edge-country, x-edge-region, Accept-Language');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, stale-while-revalidate=86400');
    expect(res.headers.get('cdn-cache-control')).toBe('public, no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    // Region from the client's address (IP database): never in a shared cache.
    const byAddress = await s.app.request(
      `/c/${site.uuid}.js`,
      {},
      { incoming: { socket: { remoteAddress: '85.214.132.117' } } },
    );
    expect(inlined(await byAddress.text()).geo).toBe('eu');
    expect(byAddress.headers.get('cache-control')).toBe('private, max-age=0, stale-while-revalidate=86400');
    expect(byAddress.headers.get('cdn-cache-control')).toBeNull();
  });

  it('changes as soon as the website changes: banner, cookies, policy', async () => {
    const first = await script();
    const etag = first.headers.get('etag')!;
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, display_style: 'modal' }]));
    const afterBanner = await script({ 'if-none-match': etag });
    expect(afterBanner.status).toBe(200);
    expect(inlined(await afterBanner.text()).display_style).toBe('modal');
    const before = inlined(await (await script()).text());
    ok(await s.a.cookies.create([{ account_id: 'acct_a', website_id: site.id, name: '_fbp', category: 'advertising' }]));
    // The first view lists no cookie (the cookies answer does, for the preference centre): a new kind of cookie
    // changes its consent version, so visitors are asked again.
    const after = inlined(await (await script()).text());
    expect(after.categories.find((c) => c.id === 'advertising')!.cookies).toEqual([]);
    expect(after.version).not.toBe(before.version);
    const answer = CookiesAnswer.parse(await (await s.app.request(`/public/v1/websites/${site.uuid}/cookies?lang=en`)).json());
    expect(answer.categories.find((c) => c.id === 'advertising')!.cookies.map((c) => c.name)).toEqual(['_fbp']);
    await setPolicyEmbedding(s.db, 'acct_a', true);
    ok(await s.a.documents.publish([{ account_id: 'acct_a', website_id: site.id }]));
    expect(inlined(await (await script()).text()).policy_url).toMatch(/\/policies\//);
  });

  it('counts a page view when a page loads it, also when revalidated (304); not a crawler, a prefetch or a plain GET', async () => {
    const before = (await website()).page_views;
    const first = await script(AS_SCRIPT);
    await script({ ...AS_SCRIPT, 'if-none-match': first.headers.get('etag')! });
    await script();
    await script({ ...AS_SCRIPT, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await script({ ...AS_SCRIPT, 'sec-purpose': 'prefetch' });
    await script({ 'sec-fetch-dest': 'document', referer: `${SITE}/` });
    // An engine without Fetch Metadata: the page it comes from says it is one.
    await script({ referer: `${SITE}/` });
    await s.flush();
    expect((await website()).page_views).toBe(before + 3);
  });

  it('is 404 for an unknown uuid (a browser runs nothing), and 404 for anything that is not a uuid', async () => {
    const res = await script({}, randomUUID());
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('website_not_found');
    expect((await s.app.request('/c/nope.js')).status).toBe(404);
  });
});

describe('GET /c/{uuid}.js by the website’s features', () => {
  it('without any, is the base runtime with the config, byte for byte: nothing of a feature', async () => {
    const code = await (await script()).text();
    const config = JSON.stringify(inlined(code));
    expect(code).toBe(`//# allFunctionsCalledOnLoad\n/* runtime */self.seen=(${config});`);
    expect(code).not.toContain('blocker');
  });

  it('with automatic blocking, puts the blocker first with the blocking map, and the runtime’s config goes without it', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://blocking.example' }]));
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, microsoft_consent_mode: false }]));
    const code = await (await script({}, w!.uuid)).text();
    expect(code).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n\/\* blocker \*\/self\.map=\(\{.*\}\);\n\/\* runtime \*\/self\.seen=\(\{/s,
    );
    const self = run(code);
    const fetched = RuntimeConfig.parse(await (await s.app.request(`/public/v1/websites/${w!.uuid}/config?lang=en`)).json());
    expect(fetched.blocking).toBeDefined();
    expect(self.map).toEqual(fetched.blocking);
    expect(inlined(code).blocking).toBeUndefined();
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, automatic_blocking: false }]));
    expect(await (await script({}, w!.uuid)).text()).not.toContain('blocker');
  });

  it('with Microsoft UET consent mode (on for a new website), puts its piece first, before the blocker', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://uet.example' }]));
    const [banner] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w!.id] }])).results;
    expect(banner).toMatchObject({ microsoft_consent_mode: true });
    const code = await (await script({}, w!.uuid)).text();
    expect(code).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\/\* uet \*\/self\.uet=1;\n\/\* blocker \*\//);
    expect(inlined(code).uet).toBeUndefined();
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, microsoft_consent_mode: false, automatic_blocking: false }]));
    expect(await (await script({}, w!.uuid)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\/\* runtime \*\//);
  });

  it("with Shopify's Customer Privacy API and the vendors' consent calls (off for a new website), puts their pieces after UET's", async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://shopify.example' }]));
    const [banner] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w!.id] }])).results;
    expect(banner).toMatchObject({ shopify_customer_privacy: false, vendor_consent_calls: false });
    expect(await (await script({}, w!.uuid)).text()).not.toMatch(/shopify|vendors/);
    const on = { account_id: 'acct_a', id: w!.id, automatic_blocking: false };
    ok(await s.a.banners.put([{ ...on, shopify_customer_privacy: true, vendor_consent_calls: true }]));
    const code = await (await script({}, w!.uuid)).text();
    expect(code).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n\/\* uet \*\/self\.uet=1;\n\/\* shopify \*\/self\.shopify=1;\n\/\* vendors \*\/self\.vendors=1;\n\/\* runtime \*\//,
    );
    expect(inlined(code)).not.toHaveProperty('shopify');
    expect(inlined(code)).not.toHaveProperty('vendors');
  });

  it('with GPP (on for a new website, which configures us and california), puts the stub first for a visitor in us or california only', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://us-signals.example' }]));
    const [banner] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w!.id] }])).results;
    expect(banner).toMatchObject({ global_privacy_platform: true });
    const us = await script({ 'x-edge-country': 'US', 'x-edge-region': 'NY' }, w!.uuid);
    const code = await us.text();
    expect(code).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\n\/\* gpp \*\/self\.gpp=\(\{.*\}\);\n\/\* uet \*\/self\.uet=1;\n\/\* blocker \*\//s,
    );
    expect(GppConfig.parse(run(code).gpp)).toMatchObject({ section_id: 7, api: 'usnat' });
    expect(inlined(code).gpp).toBeUndefined();
    const ca = await (await script({ 'x-edge-country': 'US', 'x-edge-region': 'CA' }, w!.uuid)).text();
    expect(GppConfig.parse(run(ca).gpp)).toMatchObject({ section_id: 8, api: 'usca' });
    // The config endpoint (the older snippet's runtime, which has no GPP) goes without its strings.
    const fetched = await s.app.request(`/public/v1/websites/${w!.uuid}/config?lang=en`, { headers: { 'x-edge-country': 'US' } });
    const asFetched = RuntimeConfig.parse(await fetched.json());
    expect(asFetched.geo).toBe('us');
    expect(asFetched).not.toHaveProperty('gpp');

    // Elsewhere, and where the region is unknown, none of its bytes.
    for (const country of ['DE', 'BR', '']) {
      const other = await (await script({ 'x-edge-country': country }, w!.uuid)).text();
      expect(other, country).not.toContain('gpp');
      expect(other, country).not.toContain('usnat');
    }
    // Each region its own answer: a cache that keeps the US one never serves it to another region (Vary, ETag).
    const de = await script({}, w!.uuid);
    expect(de.headers.get('vary')).toContain('x-edge-country');
    expect(de.headers.get('etag')).not.toBe(us.headers.get('etag'));
    expect((await script({ 'if-none-match': us.headers.get('etag')! }, w!.uuid)).status).toBe(200);

    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, global_privacy_platform: false }]));
    const off = await (await script({ 'x-edge-country': 'US', 'x-edge-region': 'CA' }, w!.uuid)).text();
    expect(off).not.toContain('gpp');
    expect(off).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\/\* uet \*\//);
  });
});

describe('TCF in the first-view script', () => {
  it('puts the __tcfapi stub first on a website with enable_tcf: applying in eu, gdprApplies false elsewhere, none without TCF', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://news.example' }]));
    ok(
      await s.a.banners.put([
        {
          account_id: 'acct_a',
          id: w!.id,
          automatic_blocking: false,
          microsoft_consent_mode: false,
          global_privacy_platform: false,
          selected_languages: ['de'],
        },
      ]),
    );
    const before = await (await script({}, w!.uuid)).text();
    expect(before).not.toContain('/* tcf */');
    expect(run(before).tcf).toBeUndefined();
    const versionBefore = inlined(before).version;

    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, regions: { eu: { enable_tcf: true } } }]));
    const eu = await script({ 'accept-language': 'de' }, w!.uuid);
    const code = await eu.text();
    expect(code).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\/\* tcf \*\/self\.tcf=\(\{.*\}\);\n\/\* runtime \*\//s);
    const config = inlined(code);
    expect(run(code).tcf).toEqual({
      applies: true,
      list: `/public/v1/websites/${w!.uuid}/vendor-list?lang=de`,
      version: config.version,
    });
    expect(config.tcf).toBeUndefined();
    // Turning TCF on changes what is asked: visitors decide again.
    expect(config.version).not.toBe(versionBefore);

    // Outside eu, and where the region is unknown: the stub answers gdprApplies false and loads nothing.
    for (const country of ['US', 'BR', '']) {
      const other = await (await script({ 'x-edge-country': country }, w!.uuid)).text();
      expect(run(other).tcf, country).toEqual({ applies: false });
    }
    const us = await script({ 'x-edge-country': 'US' }, w!.uuid);
    expect(us.headers.get('etag')).not.toBe(eu.headers.get('etag'));
    expect(eu.headers.get('vary')).toContain('x-edge-country');

    // The config endpoint (the older snippet's runtime, which has no stub) goes without it.
    const fetched = RuntimeConfig.parse(await (await s.app.request(`/public/v1/websites/${w!.uuid}/config?lang=en`)).json());
    expect(fetched).not.toHaveProperty('tcf');
  });

  it("asks for the vendor list in the IAB's Portuguese and Chinese of the visitor: pt-br for Brazil, zh-hant for Taiwan", async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://noticias.example' }]));
    ok(
      await s.a.banners.put([
        { account_id: 'acct_a', id: w!.id, selected_languages: ['pt', 'zh'], regions: { eu: { enable_tcf: true } } },
      ]),
    );
    const listOf = async (acceptLanguage: string) =>
      (run(await (await script({ 'accept-language': acceptLanguage }, w!.uuid)).text()).tcf as { list: string }).list;
    const asked = `/public/v1/websites/${w!.uuid}/vendor-list?lang=`;
    expect(await listOf('pt-BR,pt;q=0.9')).toBe(`${asked}pt-br`);
    expect(await listOf('pt-PT')).toBe(`${asked}pt-pt`);
    expect(await listOf('pt')).toBe(`${asked}pt-pt`);
    expect(await listOf('zh-TW')).toBe(`${asked}zh-hant`);
    expect(await listOf('zh-CN')).toBe(`${asked}zh`);
    // The banner itself is the one Portuguese pack either way.
    expect(inlined(await (await script({ 'accept-language': 'pt-BR' }, w!.uuid)).text()).lang).toBe('pt');
  });

  it('serves the TCF chunk, kept a year when asked for by its version', async () => {
    const res = await s.app.request(TCF_CHUNK_PATH);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('tcf chunk');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).not.toContain('immutable');
  });
});

describe('compression and caching of the other answers', () => {
  it('compresses the config JSON as the client accepts', async () => {
    const res = await s.app.request(`/public/v1/websites/${site.uuid}/config?lang=de`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(RuntimeConfig.parse(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())).lang).toBe(
      'de',
    );
  });

  it('compresses hosted policy pages, the missing-policy page too', async () => {
    const [doc] = (await s.a.documents.preview([{ account_id: 'acct_a', website_id: site.id }])).results;
    const uuid = doc!.id.slice(4);
    const page = await s.app.request(`/policies/${uuid}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toMatch(/^<!doctype html>/i);
    const missing = await s.app.request(`/policies/${randomUUID()}`, { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('br');
  });

  it('the older snippet (and a QA language handed over) gets the runtime that fetches: /consent.min.js', async () => {
    const res = await s.app.request('/consent.min.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('/* fetching runtime */self.fetched=1;');
    // The first-view runtime is never served bare: only with a website's config, at /c/{uuid}.js.
    expect(await (await script()).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\/\* runtime \*\/self\.seen=\(\{/);
  });

  it('keeps the chunk a year at its own version, briefly at any other', async () => {
    const v = (await import('node:crypto'))
      .createHash('sha256')
      .update(`/* preferences */${'window.y=2;'.repeat(100)}`)
      .digest('base64url')
      .slice(0, 8);
    const own = await s.app.request(`/consent-preferences.min.js?v=${v}`);
    expect(own.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const other = await s.app.request('/consent-preferences.min.js?v=older');
    expect(other.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
  });
});

describe('GET /c/{uuid}.js?service_region=…, the QA region preview', () => {
  const US_NY = { 'x-edge-country': 'US', 'x-edge-region': 'NY' };
  let w: { id: string; uuid: string };
  beforeAll(async () => {
    // TCF in eu, GPP in us and california (on for a new website), automatic blocking and UET (on too).
    const [made] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://preview.example' }]));
    w = { id: made!.id, uuid: made!.uuid };
    ok(
      await s.a.banners.put([
        { account_id: 'acct_a', id: w.id, selected_languages: ['de'], regions: { eu: { enable_tcf: true } } },
      ]),
    );
  });
  const get = (query: string, headers: Record<string, string> = {}) =>
    s.app.request(`/c/${w.uuid}.js${query}`, { headers: { ...US_NY, ...headers } });

  it('builds the asked region’s first view from anywhere: eu’s TCF from us, us’s GPP from eu', async () => {
    const own = run(await (await get('')).text());
    expect(own.tcf).toEqual({ applies: false });
    expect(GppConfig.parse(own.gpp).api).toBe('usnat');

    const eu = await (await get('?service_region=eu')).text();
    expect(run(eu).tcf).toMatchObject({ applies: true, list: expect.stringContaining(w.uuid) });
    expect(run(eu).gpp).toBeUndefined();
    expect(inlined(eu).geo).toBe('eu');
    expect(Object.keys(inlined(eu).regions)).toEqual(['eu']);
    // The page-wide pieces ran in the visitor's own script, which hands over to this one: not twice.
    expect(eu).not.toContain('/* blocker */');
    expect(eu).not.toContain('/* uet */');
    expect(await (await get('')).text()).toContain('/* blocker */');

    const us = await (await get('?service_region=us', { 'x-edge-country': 'DE' })).text();
    expect(GppConfig.parse(run(us).gpp)).toMatchObject({ api: 'usnat', section_id: 7 });
    expect(run(us).tcf).toEqual({ applies: false });
    expect(inlined(us).geo).toBe('us');
    const ca = await (await get('?service_region=california', { 'x-edge-country': 'DE' })).text();
    expect(GppConfig.parse(run(ca).gpp).api).toBe('usca');
  });

  it('in the QA language when the website has it (service_lang), else as Accept-Language picks', async () => {
    expect(inlined(await (await get('?service_region=eu&service_lang=de')).text()).lang).toBe('de');
    expect(inlined(await (await get('?service_region=eu&service_lang=fr')).text()).lang).toBe('en');
    expect(inlined(await (await get('?service_region=eu', { 'accept-language': 'de-AT' })).text()).lang).toBe('de');
  });

  it('is never kept by a cache nor revalidated, and leaves the visitor’s own answer as it was', async () => {
    const before = await get('', AS_SCRIPT);
    const beforeBody = await before.text();
    const preview = await get('?service_region=eu', AS_SCRIPT);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('cdn-cache-control')).toBeNull();
    expect(preview.headers.get('etag')).toBeNull();
    expect(preview.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
    expect(preview.headers.get('access-control-allow-origin')).toBe('*');
    // Another answer's tag gets no 304: there is nothing to revalidate into.
    const asked = await get('?service_region=eu', { ...AS_SCRIPT, 'if-none-match': before.headers.get('etag')! });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toBe(await preview.text());
    // The same visitor's own answer, after the preview: the same bytes, tag and caching as before it.
    const after = await get('', AS_SCRIPT);
    expect(await after.text()).toBe(beforeBody);
    for (const h of ['etag', 'cache-control', 'cdn-cache-control', 'vary'])
      expect(after.headers.get(h), h).toBe(before.headers.get(h));
    expect(inlined(beforeBody).geo).toBe('us');
    expect((await get('', { ...AS_SCRIPT, 'if-none-match': before.headers.get('etag')! })).status).toBe(304);
  });

  it('is not a page view (the visitor’s own script was), and refuses a region that is none', async () => {
    const views = async () => (await s.a.websites.list([{ account_id: 'acct_a', ids: [w.id] }])).results[0]!.page_views;
    await s.flush();
    const before = await views();
    await get('?service_region=eu', { ...AS_SCRIPT, 'user-agent': 'Mozilla/5.0 previewing' });
    await s.flush();
    expect(await views()).toBe(before);
    const bad = await get('?service_region=mars');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_parameter', message: expect.stringMatching(/service_region/) });
  });
});
