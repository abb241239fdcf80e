import { describe, expect, it } from 'vitest';
import { isRuntimeConfig, REQUIRED_TEXTS } from '../../../../src/runtime/config/guard.ts';
import { RuntimeConfig } from '../../../../src/schema/runtime-config.ts';
import { TEXT_KEYS } from '../../../../src/schema/texts.ts';
import { buildConfig, regionSettings, vendorSettings } from '../../../fixtures/config.ts';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe('config fixture', () => {
  it('is a valid RuntimeConfig for the zod schema, and so is every variant the tests use', () => {
    expect(RuntimeConfig.safeParse(buildConfig()).success).toBe(true);
    expect(
      RuntimeConfig.safeParse(buildConfig({ geo: null, policy_url: null, regions: { global: regionSettings() } })).success,
    ).toBe(true);
  });
});

describe('required texts', () => {
  it('required text keys are text keys', () => {
    expect(REQUIRED_TEXTS.length).toBeGreaterThan(0);
    for (const k of REQUIRED_TEXTS) expect(TEXT_KEYS).toContain(k);
  });
});

describe('isRuntimeConfig', () => {
  it('accepts what zod accepts: the fixture, with and without optional parts, after a JSON round trip', () => {
    const variants = [
      buildConfig(),
      buildConfig({ geo: null, stylesheet: '.r{--bg:#ffffff}' }),
      buildConfig({ regions: {}, categories: [], policy_url: null }),
      buildConfig({ display_style: 'modal', position: 'top_left', lang: 'en-gb' }),
      buildConfig({ logo: 'https://cdn.shop.example/logo.svg' }),
    ];
    for (const v of variants) {
      expect(RuntimeConfig.safeParse(v).success).toBe(true);
      expect(isRuntimeConfig(clone(v))).toBe(true);
    }
  });

  // Each mutation makes a payload the UI or the flow would read badly; zod rejects it too.
  // biome-ignore lint/suspicious/noExplicitAny: the mutations break the config's type on purpose.
  const hostile: [string, (c: any) => void][] = [
    ['other format', (c) => (c.format = 1)],
    ['missing version', (c) => delete c.version],
    ['empty version', (c) => (c.version = '')],
    ['overlong version', (c) => (c.version = 'x'.repeat(65))],
    ['unknown language', (c) => (c.lang = 'xx')],
    ['unknown geo', (c) => (c.geo = 'mars')],
    ['unknown display style', (c) => (c.display_style = 'popup')],
    ['size not a string', (c) => (c.size = { class: 'x' })],
    ['regions an array', (c) => (c.regions = [])],
    ['unknown region key', (c) => (c.regions.mars = regionSettings())],
    ['region settings missing a flag', (c) => delete c.regions.eu.enable_banner],
    ['region flag a string', (c) => (c.regions.eu.enable_banner = 'false')],
    ['unknown consent mode', (c) => (c.regions.eu.consent_mode = 'maybe')],
    ['vendor settings missing', (c) => delete c.regions.eu.vendor_consent_mode_settings],
    [
      'vendor state not granted/denied',
      (c) => (c.regions.eu.vendor_consent_mode_settings = vendorSettings({ ad_storage: 'yes' as never })),
    ],
    ['wait_for_update negative', (c) => (c.regions.eu.vendor_consent_mode_settings.wait_for_update = -1)],
    ['wait_for_update a string', (c) => (c.regions.eu.vendor_consent_mode_settings.wait_for_update = '500')],
    ['texts missing a key', (c) => delete c.texts.accept_all],
    ['text not a string', (c) => (c.texts.banner_body = { html: '<img onerror>' })],
    ['categories not an array', (c) => (c.categories = {})],
    ['unknown category', (c) => (c.categories[0].id = 'tracking')],
    ['cookies not an array', (c) => (c.categories[0].cookies = null)],
    ['cookie name missing', (c) => delete c.categories[0].cookies[0].name],
    ['cookie description a number', (c) => (c.categories[0].cookies[0].description = 5)],
    ['policy_url a number', (c) => (c.policy_url = 5)],
    ['logo a number', (c) => (c.logo = 5)],
    ['logo an object that cannot become a string', (c) => (c.logo = JSON.parse('{"toString":null}'))],
  ];
  it.each(hostile)('rejects %s (as zod does)', (_, mutate) => {
    const c = clone(buildConfig());
    mutate(c);
    expect(RuntimeConfig.safeParse(c).success).toBe(false);
    expect(isRuntimeConfig(c)).toBe(false);
  });

  it.each(REQUIRED_TEXTS)('rejects texts without %s (the banner, floating button or placeholder needs it)', (key) => {
    const c = clone(buildConfig());
    delete c.texts[key as keyof typeof c.texts];
    expect(isRuntimeConfig(c)).toBe(false);
  });

  it('accepts texts missing only keys the UI renders as empty (test/unit/runtime/ui: nothing throws)', () => {
    const c = clone(buildConfig());
    for (const k of TEXT_KEYS) if (!REQUIRED_TEXTS.includes(k)) delete c.texts[k];
    expect(isRuntimeConfig(c)).toBe(true);
  });

  it('rejects a text that is not a string, whichever key', () => {
    const c = clone(buildConfig());
    (c.texts as Record<string, unknown>).cat_performance_desc = ['<b>'];
    expect(isRuntimeConfig(c)).toBe(false);
  });

  it('rejects non-objects', () => {
    for (const v of [null, undefined, 0, 'config', [], true]) expect(isRuntimeConfig(v)).toBe(false);
  });
});
