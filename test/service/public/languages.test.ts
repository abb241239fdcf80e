// The languages beyond the spec's list (ar, he, ja, zh) through the real /v1
// API, the runtime's config endpoint and the hosted policy page.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
let site: { id: string; uuid: string; document: string };

beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({ distDir: mkdtempSync(join(tmpdir(), 'dist-')) }) });
  const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://souq.example', company: { country: 'AE' } }]));
  site = { id: w!.id, uuid: w!.uuid, document: w!.cookie_policy_document_id.slice(4) };
});
afterAll(() => s.close());

const config = async (lang: string) => {
  const res = await s.app.request(`/public/v1/websites/${site.uuid}/config?lang=${lang}`);
  expect(res.status).toBe(200);
  return RuntimeConfig.parse(await res.json());
};

describe('languages beyond the spec through /v1', () => {
  it('selected_languages accepts ar, he, ja and zh, and refuses an unknown code with a clear error', async () => {
    const [b] = ok(
      await s.a.banners.put([{ account_id: 'acct_a', id: site.id, selected_languages: ['ar', 'he', 'ja', 'zh', 'de'] }]),
    );
    expect(b!.selected_languages).toEqual(['en', 'ar', 'he', 'ja', 'zh', 'de']);
    const [bad] = await s.a.banners.put([{ account_id: 'acct_a', id: site.id, selected_languages: ['fa' as never] }]);
    expect(bad).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: expect.stringMatching(/^selected_languages/) }],
    });
    expect(JSON.stringify(bad)).toMatch(/ar.*he.*ja.*zh/); // the message lists what is accepted
  });

  it('the config carries the texts, the consent-mode texts and the direction of the language', async () => {
    const ar = await config('ar');
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(ar.texts.banner_title).toBe('نحن نحترم خصوصيتك');
    expect(ar.texts.opt_out_notice).toMatch(/كاليفورنيا/);
    expect(ar.texts.scroll_notice).toMatch(/التمرير/);
    expect(ar.texts.gpc_note).toMatch(/Global Privacy Control/);
    expect(await config('he')).toMatchObject({ lang: 'he', dir: 'rtl' });
    const ja = await config('ja');
    expect(ja).toMatchObject({ lang: 'ja', dir: 'ltr' });
    expect(ja.texts.accept_all).toBe('すべて同意する');
    expect((await config('zh')).texts.decline).toBe('全部拒绝');
    // Every config says its direction, English too, so a right-to-left host page does not mirror an English banner.
    expect(await config('en')).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('a language the website did not select is served in English, left to right', async () => {
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, selected_languages: ['de'] }]));
    expect(await config('ar')).toMatchObject({ lang: 'en', dir: 'ltr' });
    ok(await s.a.banners.put([{ account_id: 'acct_a', id: site.id, selected_languages: ['ar', 'he', 'ja', 'zh'] }]));
  });

  it('the hosted policy page has the lang and dir of its language', async () => {
    ok(await s.a.documents.publish([{ account_id: 'acct_a', website_id: site.id }]));
    const html = async (lang: string) => (await s.app.request(`/policies/${site.document}?lang=${lang}`)).text();
    expect(await html('ar')).toMatch(/<html lang="ar" dir="rtl">/);
    expect(await html('he')).toMatch(/<html lang="he" dir="rtl">/);
    expect(await html('ja')).toMatch(/<html lang="ja" dir="ltr">/);
    expect(await html('zh')).toMatch(/<html lang="zh-CN" dir="ltr">/);
    expect(await html('ar')).toContain('سياسة ملفات تعريف الارتباط');
    const missing = await s.app.request(`/policies/00000000-0000-4000-8000-000000000000?lang=he`);
    expect(await missing.text()).toMatch(/<html lang="he" dir="rtl">/);
  });
});
