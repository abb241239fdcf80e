import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Language } from '../../../src/schema/enums.ts';
import { TRANSLATION_FILES, VENDOR_LIST_FILES } from '../../../src/schema/vendor-list.ts';
import { startJobLoop } from '../../../src/service/jobs/job-loop.ts';
import { dbQueueStore } from '../../../src/service/jobs/queue-store.ts';
import { websiteByUuid } from '../../../src/service/model/cached-website.ts';
import { queueJob } from '../../../src/service/model/jobs.ts';
import { queueVendorListRefresh, saveVendorListFile, VENDOR_LIST_REFRESH } from '../../../src/service/model/vendor-lists.ts';
import { composedConfigs } from '../../../src/service/public/config/composed-configs.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { refreshVendorList } from '../../../src/service/tcf/refresh-vendor-list.ts';
import { PACKS } from '../../../src/service/texts/packs.ts';
import { ok, type Service, startService, testLog } from '../harness.ts';

// The IAB's vendor list fetched from the operator's location (here a local server with the fixture), kept for
// the max-age its answer gives, refreshed by a job on the queue and kept when a refresh fails; the banner's
// vendors checked against it; the list re-served per website and language (docs/service.md#iab-tcf).
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tcf/${name}.json`, import.meta.url), 'utf8');
const WEEK = 604_800;

/**
 * Stand-ins for the IAB's pt-pt, pt-br and zh files: the German file, each purpose's name marked. The zh one is
 * marked in Traditional characters, as the IAB's zh was (GVL v2: 在裝置儲存和∕或存取資訊).
 */
function standIn(mark: string) {
  const t = JSON.parse(fixture('purposes-de'));
  for (const p of Object.values(t.purposes) as { name: string }[]) p.name = `${mark} ${p.name}`;
  return JSON.stringify(t);
}
const STAND_INS: Record<string, string> = {
  'purposes-pt-pt': standIn('pt-pt'),
  'purposes-pt-br': standIn('pt-br'),
  'purposes-zh': standIn('裝置儲存資訊'),
};

/** The operator's location: vendor-list.json, purposes-de.json and the stand-ins only (here ar and he 404). */
const origin = {
  requests: [] as string[],
  failing: false,
  server: null as Server | null,
  url: '',
};
let s: Service;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(fn: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; ; await sleep(20)) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
  }
}

beforeAll(async () => {
  origin.server = createServer((req, res) => {
    origin.requests.push(req.url!);
    if (origin.failing) return void res.writeHead(502).end('bad gateway');
    const name = /^\/v3\/([a-z-]+)\.json$/.exec(req.url!)?.[1];
    const body = name === 'vendor-list' || name === 'purposes-de' ? fixture(name) : (STAND_INS[name!] ?? null);
    res.writeHead(body ? 200 : 404, {
      'content-type': 'application/json',
      // A CDN's copy, 100 s old: fresh for a week less that.
      'cache-control': `public, max-age=${WEEK}`,
      age: '100',
    });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((r) => origin.server!.listen(0, '127.0.0.1', r));
  origin.url = `http://127.0.0.1:${(origin.server!.address() as AddressInfo).port}/v3/vendor-list.json`;
  s = await startService({
    groups: publicRouteGroups({ distDir: '/nonexistent' }),
    tcf: { vendorListUrl: origin.url, cmpId: 412, cmpVersion: 3 },
  });
});
afterAll(async () => {
  await s?.close();
  origin.server?.close();
});

const jobStatus = async (id: string) =>
  (
    await s.db.query<{ status: string; failure_message: string | null }>(
      'SELECT status, failure_message FROM jobs WHERE id = $1',
      [id],
    )
  )[0]!;
/** Runs the queue with the refresh handler until job `id` has ended. */
async function runRefresh(id: string) {
  const store = dbQueueStore(s.db);
  const q = startJobLoop({
    store,
    log: testLog,
    runner: async () => {
      throw new Error('no scans here');
    },
    jobs: {
      [VENDOR_LIST_REFRESH]: refreshVendorList({
        vendorListUrl: origin.url,
        save: (jobId, file) => store.saveVendorListFile(q.worker, jobId, file),
        log: testLog,
        rules: { httpLoopback: true },
      }),
    },
    concurrency: 1,
    pollMs: 20,
  });
  try {
    return await until(async () => {
      const r = await jobStatus(id);
      return r.status !== 'scanning' ? r : null;
    });
  } finally {
    await q.stop();
  }
}
const files = () =>
  s.db.query<{ name: string; body: { vendorListVersion?: number } | null; fresh: number }>(
    'SELECT name, body, extract(epoch FROM expires_at - fetched_at)::integer AS fresh FROM vendor_list_files ORDER BY name',
  );
const site = async (regions: object, tcf_vendors?: number[], selected_languages: Language[] = ['de', 'ar']) => {
  const [w] = ok(
    await s.a.websites.create([{ account_id: 'acct_a', url: `https://news${Math.random().toString(36).slice(2, 8)}.example` }]),
  );
  const put = await s.a.banners.put([
    { account_id: 'acct_a', id: w!.id, selected_languages, regions, ...(tcf_vendors ? { tcf_vendors } : {}) },
  ]);
  return { ...w!, put };
};

describe('before the first fetch', () => {
  test('a banner cannot name vendors yet: vendor_list_unavailable, and nothing is saved', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1]);
    expect(w.put[0]).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'tcf_vendors', tcf_vendors: 'vendor_list_unavailable' }],
    });
    const [b] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w.id] }])).results;
    expect(b!.tcf_vendors).toEqual([]);
  });
});

describe('the refresh job', () => {
  test('fetches the list and every translation once, each kept for its max-age less its Age; a missing translation is kept as none', async () => {
    const id = await queueVendorListRefresh(s.db);
    expect(id).toBeTruthy();
    // One refresh at a time: a second keeper queues nothing while it waits.
    expect(await queueVendorListRefresh(s.db)).toBeNull();
    expect((await runRefresh(id!)).status).toBe('scan_finish');
    expect(origin.requests.sort()).toEqual(VENDOR_LIST_FILES.map((n) => `/v3/${n}.json`).sort());
    const rows = await files();
    expect(rows.map((r) => r.name).sort()).toEqual([...VENDOR_LIST_FILES].sort());
    for (const r of rows) expect(r.fresh).toBe(WEEK - 100);
    expect(rows.find((r) => r.name === 'vendor-list')!.body!.vendorListVersion).toBe(150);
    expect(rows.find((r) => r.name === 'purposes-de')!.body).not.toBeNull();
    expect(rows.find((r) => r.name === 'purposes-ar')!.body).toBeNull();
    expect(rows.find((r) => r.name === 'purposes-he')!.body).toBeNull();
  });

  test('nothing is fetched again while every file is fresh', async () => {
    origin.requests.length = 0;
    expect(await queueVendorListRefresh(s.db)).toBeNull();
    expect(origin.requests).toEqual([]);
  });

  test('an expired file is fetched again, alone; when that fails the stored copy stays and the next try waits', async () => {
    await s.db.query("UPDATE vendor_list_files SET expires_at = now() - interval '1 second' WHERE name = 'vendor-list'");
    origin.requests.length = 0;
    origin.failing = true;
    try {
      const id = await queueVendorListRefresh(s.db);
      const ended = await runRefresh(id!);
      expect(ended.status).toBe('scan_fault');
      expect(ended.failure_message).toMatch(/vendor-list.*502/);
    } finally {
      origin.failing = false;
    }
    expect(origin.requests).toEqual(['/v3/vendor-list.json']);
    const kept = (await files()).find((r) => r.name === 'vendor-list')!;
    expect(kept.body!.vendorListVersion).toBe(150);
    // The failed refresh holds the next one back (10 minutes), rather than asking the IAB each minute.
    expect(await queueVendorListRefresh(s.db)).toBeNull();
    expect(await queueVendorListRefresh(s.db, 0)).toBeTruthy();
    await s.db.query("UPDATE jobs SET status = 'scan_fault' WHERE job_type = $1 AND status = 'scanning'", [VENDOR_LIST_REFRESH]);
  });

  test('a worker that holds no refresh job stores nothing; a body that is not a vendor list is refused', async () => {
    const body = JSON.parse(fixture('vendor-list'));
    expect(await saveVendorListFile(s.db, 'someone', 'job_none', { name: 'vendor-list', body, freshSeconds: 60 })).toBe(false);
    const id = await queueJob(s.db, VENDOR_LIST_REFRESH, {});
    await s.db.query("UPDATE jobs SET worker = 'w1', leased_until = now() + interval '1 minute' WHERE id = $1", [id]);
    await expect(
      saveVendorListFile(s.db, 'w1', id, { name: 'vendor-list', body: { vendors: 'all of them' }, freshSeconds: 60 }),
    ).rejects.toThrow(/not a vendor-list file/);
    await expect(saveVendorListFile(s.db, 'w1', id, { name: '../etc', body: null, freshSeconds: 60 })).rejects.toThrow(
      /no vendor-list file/,
    );
    expect((await files()).find((r) => r.name === 'vendor-list')!.body!.vendorListVersion).toBe(150);
    await s.db.query("UPDATE jobs SET status = 'scan_fault' WHERE id = $1", [id]);
  });
});

describe("the banner's vendors", () => {
  test('stored once each, ascending; an id the list lacks or has deleted is refused and nothing changes', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [4, 1, 3, 1]);
    expect(ok(w.put)[0]!.tcf_vendors).toEqual([1, 3, 4]);
    const refused = await s.a.banners.put([
      { account_id: 'acct_a', id: w.id, tcf_vendors: [1, 999] },
      { account_id: 'acct_a', id: w.id, tcf_vendors: [5] },
    ]);
    expect(refused[0]).toMatchObject({
      validation_errors: [{ field: 'tcf_vendors', tcf_vendors: 'unknown_vendor', message: expect.stringMatching(/999/) }],
    });
    expect(refused[1]).toMatchObject({ validation_errors: [{ field: 'tcf_vendors', tcf_vendors: 'deleted_vendor' }] });
    const [b] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w.id] }])).results;
    expect(b!.tcf_vendors).toEqual([1, 3, 4]);
  });

  test('a banner stored before these fields (and the consent-mode ones) existed reads them empty and takes an update', async () => {
    const w = await site({});
    await s.db.query(
      `UPDATE banners SET settings = settings - 'tcf_vendors' - 'tcf_google_atp_ids' - 'google_consent_mode' - 'microsoft_consent_mode'
       WHERE website_id = $1`,
      [w.id],
    );
    const [b] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_google_atp_ids: [89] }]));
    expect(b).toMatchObject({
      tcf_vendors: [],
      tcf_google_atp_ids: [89],
      google_consent_mode: 'basic',
      microsoft_consent_mode: false,
    });
  });
});

describe("the banner's publisher settings", () => {
  test('tcf_publisher_cc: an ISO 3166-1 alpha-2 code, upper-cased; a bad one is refused and nothing changes', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1, 2]);
    expect(ok(w.put)[0]!.tcf_publisher_cc).toBeNull();
    expect(ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_publisher_cc: 'fr' }]))[0]!.tcf_publisher_cc).toBe(
      'FR',
    );
    const [bad] = await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_publisher_cc: 'XX' }]);
    expect(bad).toMatchObject({ validation_errors: [{ field: 'tcf_publisher_cc' }] });
    const [b] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w.id] }])).results;
    expect(b!.tcf_publisher_cc).toBe('FR');
  });

  test('tcf_publisher_restrictions: only for disclosed vendors that declare the purpose as the type needs', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1, 2]);
    const put = (r: object[], more: object = {}) =>
      s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_publisher_restrictions: r as never, ...more }]);
    // Vendor 2 declares purpose 2 flexible on legitimate interest; vendor 1 declares no flexible purpose.
    const good = [{ purpose: 2, type: 'require_consent', vendors: [2] }];
    expect(ok(await put(good))[0]!.tcf_publisher_restrictions).toEqual(good);
    const [notFlexible] = await put([{ purpose: 2, type: 'require_consent', vendors: [1] }]);
    expect(notFlexible).toMatchObject({
      validation_errors: [
        {
          field: 'tcf_publisher_restrictions.0.vendors',
          'tcf_publisher_restrictions.0.vendors': 'restriction_not_applicable',
          message: expect.stringMatching(/vendor 1 does not declare purpose 2 as flexible/),
        },
      ],
    });
    const [notDisclosed] = await put([{ purpose: 1, type: 'not_allowed', vendors: [4] }]);
    expect(notDisclosed).toMatchObject({
      validation_errors: [{ 'tcf_publisher_restrictions.0.vendors': 'restriction_vendor_not_disclosed' }],
    });
    // Dropping a restricted vendor from tcf_vendors is refused while its restriction stands.
    const [dropped] = await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_vendors: [1] }]);
    expect(dropped).toMatchObject({
      validation_errors: [{ 'tcf_publisher_restrictions.0.vendors': 'restriction_vendor_not_disclosed' }],
    });
    const [b] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w.id] }])).results;
    expect(b).toMatchObject({ tcf_vendors: [1, 2], tcf_publisher_restrictions: good });
  });

  test('tcf_publisher_restrictions "all": stored as "all", and the answer names the vendors it applies to, as they change', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1, 4]);
    const all = [{ purpose: 2, type: 'require_consent', vendors: 'all' }];
    // Neither vendor 1 nor 4 declares purpose 2 flexible: stored, applied to none, left out of the answer.
    expect(
      ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_publisher_restrictions: all as never }]))[0]!
        .tcf_publisher_restrictions,
    ).toEqual(all);
    const vendorList = async () =>
      (await s.app.request(`/public/v1/websites/${w.uuid}/vendor-list?lang=en`)).json() as Promise<Record<string, unknown>>;
    expect((await vendorList()).publisherRestrictions).toBeUndefined();
    // Vendor 2 (purpose 2 flexible on legitimate interest) joins: the restriction takes it, with no change to it.
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_vendors: [1, 2, 4] }]));
    expect(await vendorList()).toMatchObject({
      publisherRestrictions: [{ purpose: 2, type: 1, vendors: [2] }],
      restrictedVendors: { 2: { purposes: [1, 2], legIntPurposes: [8, 9], flexiblePurposes: [] } },
    });
  });
});

describe('GET /public/v1/websites/{uuid}/vendor-list', () => {
  const get = (uuid: string, lang: string, headers: Record<string, string> = {}) =>
    s.app.request(`/public/v1/websites/${uuid}/vendor-list?lang=${lang}`, { headers });

  test("the website's vendors only, in German as the IAB publishes it, with the CMP from the environment", async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1, 3]);
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_google_atp_ids: [1301, 89] }]));
    const res = await get(w.uuid, 'de');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const body = await res.json();
    const de = JSON.parse(fixture('purposes-de'));
    expect(Object.keys(body.vendors)).toEqual(['1', '3']);
    expect(body).toMatchObject({ language: 'de', cmpId: 412, cmpVersion: 3, vendorListVersion: 150, googleAtpIds: [89, 1301] });
    for (const k of ['purposes', 'specialPurposes', 'features', 'specialFeatures', 'stacks', 'dataCategories', 'standardTexts'])
      expect(body[k]).toEqual(de[k]);
    // The layer's own labels in the same language, from the German pack.
    expect(body.labels).toEqual(PACKS.de.tcf);
    expect(body.labels).toMatchObject({ legitimateInterest: 'Berechtigtes Interesse', vendors: 'Anbieter ({count})' });
    // Revalidation costs a 304.
    const again = await get(w.uuid, 'de', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  test('English where the IAB publishes no translation (ar, he)', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [2]);
    const body = await (await get(w.uuid, 'ar')).json();
    const en = JSON.parse(fixture('vendor-list'));
    expect(body.language).toBe('en');
    expect(body.purposes).toEqual(en.purposes);
    expect(body.standardTexts).toEqual(en.standardTexts);
    // The banner's language for the layer's own words, around the IAB's English.
    expect(body.labels).toEqual(PACKS.ar.tcf);
    expect(body.labelsLanguage).toBe('ar');
    expect(TRANSLATION_FILES).toContain('purposes-he');
  });

  test("Portuguese in the IAB's pt-br for Brazil and pt-pt otherwise; Chinese only in the visitor's script", async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1, 2], ['pt', 'zh']);
    const texts = async (lang: string) => {
      const body = await (await get(w.uuid, lang)).json();
      return {
        language: body.language,
        purpose: body.purposes[1].name,
        labels: body.labels,
        labelsLanguage: body.labelsLanguage,
      };
    };
    const pt = { labels: PACKS.pt.tcf, labelsLanguage: 'pt' };
    expect(await texts('pt-br')).toMatchObject({ language: 'pt-br', purpose: expect.stringMatching(/^pt-br /), ...pt });
    expect(await texts('pt-BR')).toMatchObject({ language: 'pt-br', ...pt });
    expect(await texts('pt-pt')).toMatchObject({ language: 'pt-pt', purpose: expect.stringMatching(/^pt-pt /), ...pt });
    expect(await texts('pt')).toMatchObject({ language: 'pt-pt', ...pt });
    // The IAB's zh here is Traditional: a Taiwanese visitor reads it (no zh-hant file), a Simplified one English.
    const en = JSON.parse(fixture('vendor-list'));
    expect(await texts('zh-hant')).toMatchObject({ language: 'zh-hant', purpose: expect.stringMatching(/^裝置儲存資訊 /) });
    expect(await texts('zh')).toMatchObject({ language: 'en', purpose: en.purposes[1].name, labels: PACKS.zh.tcf });
    // The first-view notice names the purposes as that visitor's list does.
    const head = (await websiteByUuid(s.db, w.uuid))!;
    const notice = async (iab: string) =>
      ((await composedConfigs(s.ctx, 10_000_000).config(head, 'pt', 'eu', iab)).config.tcf as { notice: { text: string } }).notice
        .text;
    expect(await notice('pt-br')).toContain('pt-br ');
    expect(await notice('pt-pt')).not.toContain('pt-br ');
  });

  test('the publisher country and restrictions, and the first layer the stacks make', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1, 2, 4]);
    const before = await (await get(w.uuid, 'en')).json();
    expect(before.publisherCC).toBeUndefined();
    expect(before.publisherRestrictions).toBeUndefined();
    expect(before.firstLayer).toEqual({ stacks: [1, 2], purposes: [1, 3, 4, 8, 9], specialFeatures: [] });
    ok(
      await s.a.banners.put([
        {
          account_id: 'acct_a',
          id: w.id,
          tcf_publisher_cc: 'DE',
          tcf_publisher_restrictions: [{ purpose: 7, type: 'not_allowed', vendors: [1] }],
        },
      ]),
    );
    const body = await (await get(w.uuid, 'en')).json();
    expect(body).toMatchObject({
      publisherCC: 'DE',
      publisherRestrictions: [{ purpose: 7, type: 0, vendors: [1] }],
      restrictedVendors: { 1: { purposes: [1, 2, 3, 4], legIntPurposes: [], flexiblePurposes: [] } },
      firstLayer: { stacks: [1], purposes: [1, 2, 3, 4, 8, 9], specialFeatures: [] },
    });
    expect(body.vendors[1].legIntPurposes).toEqual([7]);
  });

  test("the first-view script's TCF part carries the first layer's notice, in the banner's language, as the answer makes it", async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1, 2, 4]);
    const configs = composedConfigs(s.ctx, 10_000_000);
    const head = (await websiteByUuid(s.db, w.uuid))!;
    const partOf = async (lang: 'de' | 'ar' | 'ja', region: 'eu' | 'us') => (await configs.config(head, lang, region)).config.tcf;
    const answer = await (await get(w.uuid, 'de')).json();
    const de = await partOf('de', 'eu');
    // With the label of its "Vendors (N)" link, which opens the vendor layer in one click.
    expect(de).toMatchObject({ applies: true, notice: { lang: 'de', dir: 'ltr', vendors: 'Anbieter (3)' } });
    // The IAB's German names of what the website's vendors are disclosed for, and their number, in the German words.
    const text = (de as { notice: { text: string } }).notice.text;
    expect(text.startsWith(PACKS.de.tcf.notice.replace('{count}', '3'))).toBe(true);
    for (const id of answer.firstLayer.stacks) expect(text).toContain(answer.stacks[id].name);
    for (const id of answer.firstLayer.purposes) expect(text).toContain(answer.purposes[id].name);
    // No IAB Japanese or Arabic here: the banner's words around the IAB's English names, in the banner's language.
    expect(await partOf('ja', 'eu')).toMatchObject({
      notice: {
        lang: 'ja',
        dir: 'ltr',
        text: expect.stringMatching(/^当社および3社のベンダー（IAB TCF）は/),
        vendors: 'ベンダー（3）',
      },
    });
    const ar = await partOf('ar', 'eu');
    expect(ar).toMatchObject({ notice: { lang: 'ar', dir: 'rtl' } });
    expect((ar as { notice: { text: string } }).notice.text.startsWith(PACKS.ar.tcf.notice.replace('{count}', '3'))).toBe(true);
    // Outside eu nothing is shown of TCF.
    expect(await partOf('de', 'us')).toEqual({ applies: false });
  });

  test("GPP's ping answers the operator's CMP id (TCF_CMP_ID), as its TC strings do", async () => {
    const w = await site({ eu: { enable_tcf: true }, us: { enable_banner: true } }, [1]);
    const head = (await websiteByUuid(s.db, w.uuid))!;
    const gpp = (await composedConfigs(s.ctx, 10_000_000).config(head, 'de', 'us')).config.gpp;
    expect(gpp).toMatchObject({ cmp_id: 412, api: 'usnat' });
  });

  test('a change of vendors shows at once: the ETag changes', async () => {
    const w = await site({ eu: { enable_tcf: true } }, [1]);
    const before = await get(w.uuid, 'de');
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, tcf_vendors: [1, 2] }]));
    const after = await get(w.uuid, 'de');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(Object.keys((await after.json()).vendors)).toEqual(['1', '2']);
  });

  test('a website with TCF off in every region gets none: 404 tcf_not_enabled', async () => {
    const w = await site({});
    const res = await get(w.uuid, 'de');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'tcf_not_enabled' });
  });
});
