// The `warnings` extension of banners (docs/decisions/partner-api.md#banner-warnings): a
// risky banner is saved all the same, and every answer about it says why.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Banner } from '../../../src/schema/banner.ts';
import { defaultBanner } from '../../../src/service/model/banner-defaults.ts';
import { bannerWarnings } from '../../../src/service/model/banner-warnings.ts';
import { ok, type Service, startService } from '../harness.ts';

let s: Service;
let web: string;
beforeAll(async () => {
  s = await startService();
  web = ok(await s.a.websites.create([{ account_id: 'acct_a', url: 'https://www.risky.example' }]))[0]!.id;
});
afterAll(() => s.close());

const get = async () => (await s.a.banners.list([{ account_id: 'acct_a', ids: [web] }])).results[0]!;

describe('banner warnings', () => {
  test('a new banner has none, in the documented shape', async () => {
    const b = await get();
    expect(b.warnings).toEqual([]);
    expect(Banner.parse(b).warnings).toEqual([]);
  });

  test('an eu banner without a decline button is saved, and PUT and GET say so', async () => {
    const [put] = ok(
      await s.a.banners.put([{ account_id: 'acct_a', id: web, regions: { eu: { enable_decline_button: false } } }]),
    );
    expect(put!.regions.eu!.enable_decline_button).toBe(false);
    const warning = {
      code: 'eu_without_decline',
      field: 'regions.eu.enable_decline_button',
      message: expect.stringMatching(/decline button/),
    };
    expect(put!.warnings).toEqual([warning]);
    expect((await get()).warnings).toEqual([warning]);
  });

  test('consent by scroll warns where the runtime counts it: not in eu, not opt_out, not without a banner', async () => {
    const [b] = ok(
      await s.a.banners.put([
        {
          account_id: 'acct_a',
          id: web,
          regions: {
            eu: { enable_decline_button: true, enable_consent_by_scroll: true },
            us: { enable_consent_by_scroll: true },
            global: { enable_consent_by_scroll: true },
          },
        },
      ]),
    );
    // eu never counts scrolling and us is opt_out by default: only global warns.
    expect(b!.warnings).toEqual([
      { code: 'consent_by_scroll', field: 'regions.global.enable_consent_by_scroll', message: expect.stringMatching(/global/) },
    ]);
    const [off] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: web, regions: { global: { enable_banner: false } } }]));
    expect(off!.warnings).toEqual([]);
    const [optIn] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: web, regions: { us: { consent_mode: 'opt_in' } } }]));
    expect(optIn!.warnings.map((w) => w.field)).toEqual(['regions.us.enable_consent_by_scroll']);
  });

  test('an eu region in opt_out is saved, and PUT and GET say that EU law asks for opt_in', async () => {
    const [put] = ok(await s.a.banners.put([{ account_id: 'acct_a', id: web, regions: { eu: { consent_mode: 'opt_out' } } }]));
    expect(put!.regions.eu!.consent_mode).toBe('opt_out');
    const warning = { code: 'eu_opt_out', field: 'regions.eu.consent_mode', message: expect.stringMatching(/opt_in/) };
    expect(put!.warnings).toContainEqual(warning);
    expect(Banner.parse(put).warnings).toContainEqual(warning);
    expect((await get()).warnings).toContainEqual(warning);
    // Opt-out where the law allows it (us, california, global) is no warning; back to opt_in in eu, none is left.
    const [fixed] = ok(
      await s.a.banners.put([
        {
          account_id: 'acct_a',
          id: web,
          regions: { eu: { consent_mode: 'opt_in' }, us: { consent_mode: 'opt_out' }, global: { consent_mode: 'opt_out' } },
        },
      ]),
    );
    expect(fixed!.warnings.map((w) => w.code)).not.toContain('eu_opt_out');
  });

  test('the eu falling back to a global region in opt_out is warned on global’s field', () => {
    const global = { ...defaultBanner().regions.global!, consent_mode: 'opt_out' as const };
    expect(bannerWarnings({ regions: { global }, automatic_blocking: false })).toContainEqual({
      code: 'eu_opt_out',
      field: 'regions.global.consent_mode',
      message: expect.any(String),
    });
  });

  test('warnings sent back with a PUT are ignored (read-only), a fixed banner has none', async () => {
    const [b] = ok(
      await s.a.banners.put([
        {
          account_id: 'acct_a',
          id: web,
          regions: { us: { enable_consent_by_scroll: false } },
          warnings: [{ code: 'consent_by_scroll', field: 'x', message: 'y' }],
        } as never,
      ]),
    );
    expect(b!.warnings).toEqual([]);
  });
});
