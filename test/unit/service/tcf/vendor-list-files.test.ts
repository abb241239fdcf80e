import { describe, expect, test } from 'vitest';
import { VendorList, VendorListTranslation } from '../../../../src/schema/vendor-list.ts';
import { readEnvironment } from '../../../../src/service/env.ts';
import { composeVendorList } from '../../../../src/service/tcf/compose-vendor-list.ts';
import {
  DEFAULT_FRESH_SECONDS,
  fetchVendorFile,
  fileUrl,
  freshSeconds,
  MAX_FILE_BYTES,
} from '../../../../src/service/tcf/fetch-vendor-file.ts';
import { IAB_LANGUAGES } from '../../../../src/shared/iab-languages.ts';
import de from '../../../fixtures/tcf/purposes-de.json' with { type: 'json' };
import fixture from '../../../fixtures/tcf/vendor-list.json' with { type: 'json' };

const list = VendorList.parse(fixture);
const picks = { vendors: [1, 3, 5, 77], googleAtpIds: [89], cmpId: 412, cmpVersion: 1 };

describe('how long a fetched file is kept (a browser cache’s rule)', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  test.each([
    [{ 'cache-control': 'public, max-age=604800' }, 604_800],
    [{ 'cache-control': 'max-age=3600', age: '600' }, 3000],
    [{ 'cache-control': 'max-age=60', age: '600' }, 0],
    [{ 'cache-control': 'max-age="120"' }, 120],
    [{ 'cache-control': 'no-cache, max-age=600' }, 0],
    [{ 'cache-control': 'no-store' }, 0],
    [{}, DEFAULT_FRESH_SECONDS],
  ])('%j keeps it %i s', (headers, seconds) => expect(freshSeconds(h(headers))).toBe(seconds));
});

describe('fetching one file', () => {
  const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
    (async () => new Response(body, { status, headers })) as unknown as typeof fetch;
  const signal = new AbortController().signal;
  test('translations sit beside the list', () => {
    expect(fileUrl('https://gvl.example/v3/vendor-list.json', 'purposes-de')).toBe('https://gvl.example/v3/purposes-de.json');
  });
  test('a translation the IAB does not publish is a file without a body, kept for its max-age', async () => {
    const f = await fetchVendorFile(
      'https://gvl.example/v3/vendor-list.json',
      'purposes-ar',
      signal,
      answer(404, '', { 'cache-control': 'max-age=99' }),
    );
    expect(f).toEqual({ name: 'purposes-ar', body: null, freshSeconds: 99 });
  });
  test('a missing vendor list, another status or a body that is not JSON is an error', async () => {
    const url = 'https://gvl.example/v3/vendor-list.json';
    await expect(fetchVendorFile(url, 'vendor-list', signal, answer(404, ''))).rejects.toThrow(/answered 404/);
    await expect(fetchVendorFile(url, 'purposes-de', signal, answer(500, ''))).rejects.toThrow(/answered 500/);
    await expect(fetchVendorFile(url, 'vendor-list', signal, answer(200, '<html>'))).rejects.toThrow(/not JSON/);
  });
  test('a body past the bound is refused while it streams in, not read whole', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        sent += 1024 * 1024;
        c.enqueue(new Uint8Array(1024 * 1024).fill(32));
      },
    });
    const f = (async () => new Response(endless, { status: 200 })) as unknown as typeof fetch;
    await expect(fetchVendorFile('https://gvl.example/v3/vendor-list.json', 'vendor-list', signal, f)).rejects.toThrow(
      /over 32 MB/,
    );
    expect(sent).toBeLessThanOrEqual(MAX_FILE_BYTES + 3 * 1024 * 1024);
  });
});

describe("a website's vendor list", () => {
  test('its vendors only: one the IAB deleted and one it does not list are left out', () => {
    const out = composeVendorList(list, null, 'fr', picks);
    expect(Object.keys(out.vendors)).toEqual(['1', '3']);
    expect(out.vendors['1']).toEqual(fixture.vendors['1']);
    expect(out).toMatchObject({ language: 'en', cmpId: 412, googleAtpIds: [89], vendorListVersion: 150 });
  });
  test("a vendor's deletion date still ahead keeps it shown until then", () => {
    const out = composeVendorList(list, null, 'en', { ...picks, vendors: [5] }, new Date('2025-12-31T00:00:00Z'));
    expect(Object.keys(out.vendors)).toEqual(['5']);
  });
  test("the IAB's translation replaces each text whole; a text it lacks stays English", () => {
    const { standardTexts: _, ...older } = VendorListTranslation.parse(de);
    const out = composeVendorList(list, older, 'de', picks);
    expect(out.language).toBe('de');
    expect(out.purposes).toEqual(de.purposes);
    expect(out.stacks).toEqual(de.stacks);
    expect(out.standardTexts).toEqual(fixture.standardTexts);
  });
  test.each(IAB_LANGUAGES)(
    "in the IAB's %s: every name it translates (purposes to data categories) is the IAB's, as its file has it",
    (language) => {
      const file = VendorListTranslation.parse({ ...de, language });
      const out = composeVendorList(list, file, language, picks);
      expect(out.language).toBe(language);
      for (const k of ['purposes', 'specialPurposes', 'features', 'specialFeatures', 'stacks', 'dataCategories'] as const)
        expect(out[k], k).toEqual(file[k]);
    },
  );
});

describe('TCF_* settings', () => {
  test('all unset: no TCF', () => expect(readEnvironment({}).settings.tcf).toBeUndefined());
  test('read whole, the version 1 when unset', () => {
    expect(
      readEnvironment({ TCF_VENDOR_LIST_URL: 'https://cmp.example/gvl/vendor-list.json', TCF_CMP_ID: '412' }).settings.tcf,
    ).toEqual({
      vendorListUrl: 'https://cmp.example/gvl/vendor-list.json',
      cmpId: 412,
      cmpVersion: 1,
    });
  });
  test.each([
    [{ TCF_CMP_ID: '412' }, /together/],
    [{ TCF_VENDOR_LIST_URL: 'ftp://x/vendor-list.json', TCF_CMP_ID: '412' }, /not https/],
    [{ TCF_VENDOR_LIST_URL: 'http://cmp.example/vendor-list.json', TCF_CMP_ID: '412' }, /not https/],
    [{ TCF_VENDOR_LIST_URL: 'http://127.0.0.1:9/vendor-list.json', TCF_CMP_ID: '412' }, /TCF_VENDOR_LIST_HTTP_LOOPBACK/],
    [{ TCF_VENDOR_LIST_URL: 'https://x/v.json', TCF_CMP_ID: '1' }, /TCF_CMP_ID must be a whole number 2–4095/],
    [{ TCF_VENDOR_LIST_URL: 'https://x/v.json', TCF_CMP_ID: '12', TCF_CMP_VERSION: '4096' }, /TCF_CMP_VERSION/],
  ])('%j is refused at start', (env, message) => expect(() => readEnvironment(env)).toThrow(message));
});
