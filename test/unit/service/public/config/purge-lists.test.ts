// The config's `purge` (src/service/public/config/purge-lists.ts): for each category but essential, a pattern of
// the names of the first-party cookies and storage keys the website's cookie list puts in it.

import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../../src/schema/limits.ts';
import { RuntimeConfig } from '../../../../../src/schema/runtime-config.ts';
import { type PurgeInput, purgeLists } from '../../../../../src/service/public/config/purge-lists.ts';

const c = (name: string, category: PurgeInput['category'], over: Partial<PurgeInput> = {}): PurgeInput => ({
  name,
  domain: '.shop.example',
  category,
  tracker_type: 'http_cookie',
  party_provider_type: 'first_party',
  ...over,
});

describe('purge lists', () => {
  it('one sorted pattern a category, of its first-party cookies and storage keys, none for essential', () => {
    expect(
      purgeLists([
        c('session_id', 'essential'),
        c('_gid', 'analytics;'),
        c('_ga', 'analytics;'),
        c('ajs_anonymous_id', 'analytics;', { tracker_type: 'html_local_storage' }),
        c('_uetsid', 'advertising', { tracker_type: 'html_session_storage' }),
        c('_gcl_au', 'advertising', { tracker_type: 'server_cookie' }),
        c('lang', 'performance', { tracker_type: null, party_provider_type: null, domain: null }),
      ]),
    ).toEqual({ performance: 'lang', analytics: '_ga|_gid|ajs_anonymous_id', advertising: '_gcl_au|_uetsid' });
  });

  it('leaves out what the page cannot remove: other sites’ cookies, pixels, IndexedDB, unclassified', () => {
    expect(
      purgeLists([
        c('IDE', 'advertising', { domain: '.doubleclick.net', party_provider_type: 'third_party' }),
        c('shop.example/pixel', 'advertising', { tracker_type: 'pixel_tracker' }),
        c('keyval-store', 'analytics;', { tracker_type: 'indexed_db' }),
        c('mystery', 'unclassified'),
        c('', 'analytics;'),
      ]),
    ).toBeUndefined();
  });

  it('names a prefix cookie by its prefix, folds random parts, and takes other names literally', () => {
    const p = purgeLists([
      c('_ga_ABC123', 'analytics;'),
      c('wp_session_5f3a9c1e22', 'analytics;'),
      c('a.b+c', 'analytics;'),
      // All random: `*` alone would match every name, so the name itself.
      c('5f3a9c1e22', 'analytics;'),
    ])!;
    expect(p.analytics).toBe('5f3a9c1e22|_ga_.*|a\\.b\\+c|wp_session_.*');
    const re = new RegExp(`^(?:${p.analytics})$`);
    expect(['_ga_XYZ789', 'wp_session_0000aaaa11', 'a.b+c', '5f3a9c1e22'].every((n) => re.test(n))).toBe(true);
    expect(['_ga', 'aXb+c', 'x_ga_1', 'wp_session'].some((n) => re.test(n))).toBe(false);
  });

  it('drops a pattern that would match an essential cookie or what the runtime keeps', () => {
    expect(
      purgeLists([
        c('cart_id', 'essential'),
        c('cart_*', 'analytics;'),
        c('service_*', 'analytics;'),
        c('cart_id', 'advertising'),
        c('_fbp', 'advertising'),
      ]),
    ).toEqual({ advertising: '_fbp' });
  });

  it(`keeps a category's pattern within ${LIMITS.purgePattern} characters, and the config valid`, () => {
    const many = Array.from({ length: 400 }, (_, i) => c(`tracker_name_${String(i).padStart(3, '0')}_x`, 'analytics;'));
    const p = purgeLists(many)!;
    expect(p.analytics!.length).toBeLessThanOrEqual(LIMITS.purgePattern);
    expect(p.analytics).toMatch(/^tracker_name_000_x\|/);
    expect(RuntimeConfig.shape.purge.safeParse(p).success).toBe(true);
    expect(RuntimeConfig.shape.purge.safeParse({ analytics: '(' }).success).toBe(false);
  });
});
