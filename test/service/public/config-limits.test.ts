// Data larger than the runtime config can carry: the API refuses it, and
// what is stored anyway (from before the limits) is trimmed, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/schema/limits.ts';
import { CookiesAnswer, RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { APP_URL, ok, type Service, startService } from '../harness.ts';

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
});
afterAll(() => s.close());

const site = async (url: string) => ok(await s.a.websites.create([{ account_id: 'acct_a', url }]))[0]!;

/** Stores cookies as a path that skips the API's limits would (data from before them). */
async function storeRaw(websiteId: string, category: string, n: number, fields: Record<string, string>, from = 0) {
  await s.db.query(
    `INSERT INTO cookies (id, account_id, website_id, category, fields)
     SELECT 'ck_raw_' || $1 || $3 || '_' || lpad(i::text, 5, '0'), 'acct_a', $1, $3, $2::jsonb FROM generate_series($4::int, $5::int) i`,
    [websiteId, JSON.stringify(fields), category, from, from + n - 1],
  );
  await s.db.query('UPDATE websites SET revision = revision + 1 WHERE id = $1', [websiteId]);
}

describe('the config of a website whose stored data is too large', () => {
  it('answers 200 with a usable config: texts cut, lists capped fairly', async () => {
    const w = await site('https://oversized.example');
    const long = {
      name: `n${'x'.repeat(400)}`,
      domain: `d${'y'.repeat(400)}.example`,
      en_us: 'é'.repeat(3000),
      lifetime: '86400',
    };
    await storeRaw(w.id, 'analytics', 1100, long);
    await storeRaw(w.id, 'advertising', 10, { name: 'ad', en_us: 'Ads.' });
    const res = await s.app.request(`/public/v1/websites/${w.uuid}/config?lang=en`);
    const text = await res.text();
    expect(res.status).toBe(200);
    const bytes = Buffer.byteLength(text);
    console.log(`oversized website config: ${res.status}, ${bytes} bytes (${(bytes / 1024 / 1024).toFixed(2)} MiB)`);
    const config = RuntimeConfig.parse(JSON.parse(text));
    const by = Object.fromEntries(config.categories.map((c) => [c.id, c.cookies]));
    // The small category keeps all it has; the large one gets what is left of the website's cap.
    expect(by.advertising).toHaveLength(10);
    expect(by.analytics).toHaveLength(LIMITS.cookiesPerWebsite - 10);
    // Over the config's byte ceiling: the descriptions are in the cookies answer, cut like the rest.
    expect(config.cookies_url).toBeDefined();
    const answer = CookiesAnswer.parse(await (await s.app.request(config.cookies_url!.slice(APP_URL.length))).json());
    const described = answer.categories.find((c) => c.id === 'analytics')!.cookies;
    expect(described).toHaveLength(LIMITS.cookiesPerWebsite - 10);
    expect(described[0]!.description!.length).toBe(LIMITS.cookieDescription);
    expect(described[0]!.description!.endsWith('…')).toBe(true);
    const first = by.analytics![0]!;
    expect(first.name.length).toBeLessThanOrEqual(LIMITS.cookieName);
    expect(first.domain!.length).toBeLessThanOrEqual(LIMITS.cookieDomain);
    // Kept in id order: the first cookies stored are the ones shown.
    expect(by.analytics!.length).toBeGreaterThan(0);
  });

  it('cuts a long service name and drops a policy link longer than a URL may be (half a link leads nowhere)', async () => {
    const w = await site('https://long-service.example');
    const link = `https://policy.example/${'p'.repeat(LIMITS.url)}`;
    await storeRaw(w.id, 'analytics', 1, { name: 'a', service: 'S'.repeat(400), service_policy_link: link });
    const res = await s.app.request(`/public/v1/websites/${w.uuid}/config?lang=en`);
    expect(res.status).toBe(200);
    const cookie = RuntimeConfig.parse(await res.json()).categories.find((c) => c.id === 'analytics')!.cookies[0]!;
    expect(cookie.service).toBe(`${'S'.repeat(LIMITS.cookieShort - 1)}…`);
    expect(cookie).not.toHaveProperty('service_policy_link');
  });
});

describe('write limits equal what the config carries', () => {
  it('refuses a description longer than the config shows, and says it is too long', async () => {
    const w = await site('https://long-text.example');
    const [bad, good] = await s.a.cookies.create([
      { account_id: 'acct_a', website_id: w.id, name: 'a', en_us: 'x'.repeat(LIMITS.cookieDescription + 1) },
      { account_id: 'acct_a', website_id: w.id, name: 'b', en_us: 'x'.repeat(LIMITS.cookieDescription) },
    ]);
    expect(bad).toMatchObject({
      error: 'validation_error',
      validation_errors: [
        { field: 'en_us', en_us: 'too_long', message: `is too long (at most ${LIMITS.cookieDescription} characters)` },
      ],
    });
    expect(good).not.toHaveProperty('error');
  });

  it('refuses a cookie past the most a website can have', async () => {
    const w = await site('https://many-cookies.example');
    await storeRaw(w.id, 'analytics', LIMITS.cookiesPerWebsite - 1, { name: 'c' });
    const [last, over] = await s.a.cookies.create([
      { account_id: 'acct_a', website_id: w.id, name: 'last' },
      { account_id: 'acct_a', website_id: w.id, name: 'over' },
    ]);
    expect(last).not.toHaveProperty('error');
    expect(over).toMatchObject({
      error: 'validation_error',
      validation_errors: [{ field: 'website_id', website_id: 'too_many_cookies' }],
    });
    const res = await s.app.request(`/public/v1/websites/${w.uuid}/config`);
    expect(res.status).toBe(200);
  });
});
