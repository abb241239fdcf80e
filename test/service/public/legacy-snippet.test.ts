// The older snippet gets no per-website feature: the banner answers say so to an owner whose pages still load it
// while automatic blocking is on (docs/decisions/blocking.md#the-older-snippet).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicRouteGroups } from '../../../src/service/public/index.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
beforeAll(async () => {
  s = await startService({ groups: publicRouteGroups({}) });
});
afterAll(() => s.close());

const banner = async (id: string) => (await s.a.banners.list([{ account_id: 'acct_a', ids: [id] }])).results[0]!;
/** What the older snippet's fetch sends from a page (page-view-rule.ts: a real page view). */
const FROM_PAGE = { origin: 'https://legacy.example', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('the banner warning legacy_snippet', () => {
  it('appears once pages load the older snippet while automatic blocking is on, and goes with the setting', async () => {
    const [w] = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://legacy.example' }]));
    expect((await banner(w!.id)).warnings.map((x) => x.code)).not.toContain('legacy_snippet');

    // The first-view script (code_snippet.banner) is no sighting.
    await s.app.request(`/c/${w!.uuid}.js`, { headers: { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' } });
    // Neither is a plain GET without a page behind it (a crawler, the server-side rewrite).
    await s.app.request(`/public/v1/websites/${w!.uuid}/config?lang=en`);
    await new Promise((r) => setTimeout(r, 200));
    expect((await banner(w!.id)).warnings.map((x) => x.code)).not.toContain('legacy_snippet');

    expect((await s.app.request(`/public/v1/websites/${w!.uuid}/config?lang=en`, { headers: FROM_PAGE })).status).toBe(200);
    await vi.waitFor(async () => expect((await banner(w!.id)).warnings.map((x) => x.code)).toContain('legacy_snippet'), {
      timeout: 5000,
    });
    expect((await banner(w!.id)).warnings).toContainEqual(
      expect.objectContaining({ code: 'legacy_snippet', field: 'automatic_blocking' }),
    );

    const [off] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, automatic_blocking: false }]));
    expect(off!.warnings.map((x) => x.code)).not.toContain('legacy_snippet');
    const [on] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: w!.id, automatic_blocking: true }]));
    expect(on!.warnings.map((x) => x.code)).toContain('legacy_snippet');
  });
});
