// The switch: a website created now has automatic blocking on, and its config carries the blocking map within
// its budget; off, the config has none (docs/decisions/blocking.md#the-switch).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { BLOCKING_MAP_BUDGET, mapBytes } from '../../../src/service/classify/blocking-map.ts';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { waitsFor } from '../../../src/shared/blocking-match.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
});
afterAll(() => s.close());

const config = async (uuid: string) => {
  const res = await s.app.request(`/public/v1/websites/${uuid}/config?lang=en`);
  expect(res.status).toBe(200);
  return RuntimeConfig.parse(await res.json());
};

describe('automatic blocking', () => {
  it("is on for a new website, whose config carries the map with the website's own cookies, within its budget", async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://www.blocking-shop.example' }]));
    const [banner] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w!.id] }])).results;
    expect(banner).toMatchObject({ automatic_blocking: true, unknown_third_parties: 'allow' });
    ok(
      await s.a.cookies.create([
        {
          account_id: 'acct_a',
          website_id: w!.id,
          name: 'xq',
          domain: '.blocking-shop.example',
          initiator: 'https://tracker.rare-vendor.example/t.js',
          category: 'advertising',
        },
      ]),
    );
    const c = await config(w!.uuid);
    expect(c.blocking?.advertising).toEqual(expect.arrayContaining(['tracker.rare-vendor.example', 's.pinimg.com/ct/']));
    expect(mapBytes(c.blocking!)).toBeLessThanOrEqual(BLOCKING_MAP_BUDGET);
    // Every other tracker of the knowledge, in the filter the map carries.
    const page = { href: 'https://www.blocking-shop.example/', hostname: 'www.blocking-shop.example' };
    expect(waitsFor('https://cdn.taboola.com/libtrc/x/loader.js', c.blocking!, page)).toEqual(['advertising']);
    expect(JSON.stringify(c.blocking)).not.toContain('blocking-shop.example');
  });

  it('off, or for a website that existed before it, leaves the config without a map', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://www.off-shop.example' }]));
    const put = ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, automatic_blocking: false }]));
    expect(put[0]).toMatchObject({ automatic_blocking: false });
    expect((await config(w!.uuid)).blocking).toBeUndefined();
    const on = ok(
      await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, automatic_blocking: true, unknown_third_parties: 'block' }]),
    );
    expect(on[0]).toMatchObject({ unknown_third_parties: 'block' });
    expect((await config(w!.uuid)).blocking?.unknown).toBe('block');
  });

  it("google_consent_mode: basic by default holds Google's tags; advanced lets them load under the denied defaults", async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://www.gcm-shop.example' }]));
    const page = { href: 'https://www.gcm-shop.example/', hostname: 'www.gcm-shop.example' };
    const gtag = 'https://www.googletagmanager.com/gtag/js?id=G-1';
    const [banner] = (await s.a.banners.list([{ account_id: 'acct_a', ids: [w!.id] }])).results;
    expect(banner).toMatchObject({ google_consent_mode: 'basic' });
    expect(waitsFor(gtag, (await config(w!.uuid)).blocking!, page)).toEqual(['analytics']);
    const [put] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, google_consent_mode: 'advanced' }]));
    expect(put).toMatchObject({ google_consent_mode: 'advanced' });
    const map = (await config(w!.uuid)).blocking!;
    expect(waitsFor(gtag, map, page)).toBeUndefined();
    expect(waitsFor('https://connect.facebook.net/en_US/fbevents.js', map, page)).toBeDefined();
    const refused = await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, google_consent_mode: 'loose' as 'basic' }]);
    expect(refused[0]).toHaveProperty('error');
  });
});
