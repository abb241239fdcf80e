// A website whose cookie prose is huge (within the API's limits) must neither
// stall the service while its answers are compressed, nor make every page view
// download megabytes: past LIMITS.configBytes, the descriptions move to the
// cookies answer, which the preference centre fetches when it opens.
import { createHook } from 'node:async_hooks';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/schema/limits.ts';
import { CookiesAnswer, RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { readEnvironment } from '../../../src/service/env.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { APP_URL, ok, type Service, startService } from '../harness.ts';

const SITE = 'https://huge.example';
/** As the runtime fetches: a real page view when it is the config. */
const FROM_PAGE = { origin: SITE, 'sec-fetch-mode': 'cors', 'user-agent': 'Mozilla/5.0 Firefox/140.0' };
const COOKIES = 1000;

let s: Service;
let w: { id: string; uuid: string };
/** Stored description of cookie i in `lang`: 2,000 characters of prose, different for each cookie. */
const prose = (i: number, lang: string) =>
  `${lang} ${i}: `.concat('This cookie keeps a visitor identifier for measuring how pages are used. '.repeat(30)).slice(0, 2000);

beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}), rateLimits: false });
  w = ok(await s.a.websites.create([{ account_id: 'acct_a', url: SITE }]))[0]!;
  ok(await s.a.banners.put([{ account_id: 'acct_a', id: w.id, selected_languages: ['de', 'fr'] }]));
  // The API's own limits allow this; inserted in one statement to keep the test quick.
  await s.db.query(
    `INSERT INTO cookies (id, account_id, website_id, category, fields)
     SELECT 'ck_huge_' || lpad(i::text, 5, '0'), 'acct_a', $1, 'analytics',
            jsonb_build_object('name', '_c' || i, 'domain', '.huge.example', 'lifetime', '86400',
                               'en_us', $2 || i, 'de', $3 || i, 'fr', $4 || i, 'en_uk', $2 || i)
     FROM generate_series(0, $5::int - 1) i`,
    [w.id, prose(0, 'en').slice(0, 1990), prose(0, 'de').slice(0, 1990), prose(0, 'fr').slice(0, 1990), COOKIES],
  );
  await s.db.query('UPDATE websites SET revision = revision + 1 WHERE id = $1', [w.id]);
});
afterAll(() => s.close());

const config = async (lang = 'de') => {
  const res = await s.app.request(`/public/v1/websites/${w.uuid}/config?lang=${lang}`, { headers: FROM_PAGE });
  expect(res.status).toBe(200);
  return { bytes: Number(res.headers.get('content-length')), config: RuntimeConfig.parse(await res.json()) };
};

describe('a config over its byte ceiling', () => {
  it('keeps the texts and every category and cookie, moves descriptions and links to the cookies answer', async () => {
    const { bytes, config: c } = await config('de');
    expect(c.texts.banner_title).toBeTruthy();
    const listed = c.categories.flatMap((cat) => cat.cookies);
    expect(listed).toHaveLength(COOKIES);
    expect(listed.every((k) => k.description === null && k.service_policy_link === undefined)).toBe(true);
    expect(c.cookies_url).toMatch(new RegExp(`^${APP_URL}/public/v1/websites/${w.uuid}/cookies\\?lang=de&r=`));
    // Every description is 2,000 characters: with them the config was over 2 MB.
    expect(bytes).toBeLessThan(COOKIES * 200);
  });

  it('names a cookies answer that holds every description in the config’s language, once per revision', async () => {
    const { config: c } = await config('fr');
    const path = c.cookies_url!.slice(APP_URL.length);
    const res = await s.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const answer = CookiesAnswer.parse(await res.json());
    expect(answer.lang).toBe('fr');
    const cookies = answer.categories.flatMap((cat) => cat.cookies);
    expect(cookies).toHaveLength(COOKIES);
    expect(cookies.find((k) => k.name === '_c7')!.description).toBe(`${prose(0, 'fr').slice(0, 1990)}7`);
    // Another revision's URL gets today's answer, but only for revalidation.
    const stale = await s.app.request(path.replace(/r=[^&]+/, 'r=0'));
    expect(stale.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('the cookies answer is not a page view', async () => {
    const views = async () =>
      Number(
        (await s.db.query<{ n: string }>('SELECT coalesce(sum(count), 0) AS n FROM page_views WHERE website_id = $1', [w.id]))[0]!
          .n,
      );
    await s.flush();
    const before = await views();
    const res = await s.app.request(`/public/v1/websites/${w.uuid}/cookies?lang=de`, { headers: FROM_PAGE });
    expect(res.status).toBe(200);
    await s.flush();
    expect(await views()).toBe(before);
  });

  it('a small website’s config has no cookies_url', async () => {
    const [small] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://small.example' }]));
    const res = await s.app.request(`/public/v1/websites/${small!.uuid}/config?lang=en`);
    expect(RuntimeConfig.parse(await res.json())).not.toHaveProperty('cookies_url');
    expect(LIMITS.configBytes).toBe(64 * 1024);
  });
});

/**
 * Holds every thread of libuv's pool in a blocking open() of a FIFO, so that work queued after it (a compression)
 * cannot finish until `release()`: what happens meanwhile happened while it was pending, on any machine load.
 */
async function holdThreadPool(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'pool-'));
  const fifos = Array.from({ length: Number(process.env.UV_THREADPOOL_SIZE || 4) }, (_, i) => join(dir, `f${i}`));
  for (const f of fifos) execFileSync('mkfifo', [f]);
  const readers = fifos.map((f) => open(f, 'r'));
  return async () => {
    for (const f of fifos) {
      // A writer that does not wait: the reader is in open() (or about to be), so this returns at once.
      for (;;) {
        try {
          closeSync(openSync(f, constants.O_WRONLY | constants.O_NONBLOCK));
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 5));
        }
      }
    }
    for (const r of readers) await (await r).close();
    rmSync(dir, { recursive: true, force: true });
  };
}

describe('compressing a large answer', () => {
  it('leaves the event loop free: a request made while it compresses is answered first', async () => {
    // English: no test above asked for it, so this answer is composed and compressed now, on the pool held here.
    const release = await holdThreadPool();
    const order: string[] = [];
    let health: Promise<unknown> | undefined;
    // The moment a compression of the answer starts (zlib makes its handle), ask for /healthz, then let the pool
    // go. Compressed on the event loop, the large answer would be done before /healthz could even start.
    const hook = createHook({
      init(_id, type) {
        if (type !== 'ZLIB' || health) return;
        health = new Promise((r) => setImmediate(r))
          .then(() => s.app.request('/healthz'))
          .then((res) => order.push(`healthz ${res.status}`))
          .finally(release);
      },
    }).enable();
    try {
      const big = await s.app.request(`/public/v1/websites/${w.uuid}/cookies?lang=en`);
      order.push(`cookies ${big.status}`);
      await health;
    } finally {
      hook.disable();
      if (!health) await release();
    }
    expect(order).toEqual(['healthz 200', 'cookies 200']);
  });
});

describe('COMPOSED_CACHE_MB', () => {
  it('bounds what is kept, in MB; 128 by default; anything but a whole number ≥ 1 is refused at start', () => {
    expect(readEnvironment({}).settings.composedCacheBytes).toBe(128 * 1024 * 1024);
    expect(readEnvironment({ COMPOSED_CACHE_MB: '16' }).settings.composedCacheBytes).toBe(16 * 1024 * 1024);
    for (const bad of ['0', '-1', '1.5', 'lots'])
      expect(() => readEnvironment({ COMPOSED_CACHE_MB: bad })).toThrow(/COMPOSED_CACHE_MB/);
  });
});
