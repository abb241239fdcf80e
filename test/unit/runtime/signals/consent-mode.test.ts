import { describe, expect, it } from 'vitest';
import { configCommands, consentStates, defaultCommands, strictDefault } from '../../../../src/runtime/signals/consent-mode.ts';
import { CONSENT_CATEGORIES } from '../../../../src/shared/categories.ts';
import { CATEGORY_CONSENT_TYPES, CONSENT_TYPES } from '../../../../src/shared/consent-types.ts';
import { EU_COUNTRIES } from '../../../../src/shared/regions.ts';
import { buildConfig, regionSettings, STRICT_DEFAULT_STATES, vendorSettings } from '../../../fixtures/config.ts';

describe('category → consent type table', () => {
  it('is exactly the documented mapping', () => {
    expect(CATEGORY_CONSENT_TYPES).toEqual({
      essential: ['security_storage'],
      performance: ['functionality_storage', 'personalization_storage'],
      analytics: ['analytics_storage'],
      advertising: ['ad_storage', 'ad_user_data', 'ad_personalization'],
      social_networking: ['social_storage'],
    });
  });
  it('covers every consent type exactly once and every category', () => {
    const all = Object.values(CATEGORY_CONSENT_TYPES).flat();
    expect([...all].sort()).toEqual([...CONSENT_TYPES].sort());
    expect(Object.keys(CATEGORY_CONSENT_TYPES).sort()).toEqual([...CONSENT_CATEGORIES].sort());
  });
  it.each(CONSENT_CATEGORIES.map((c) => [c]))('granting only %s grants exactly its types (plus security_storage)', (cat) => {
    const s = consentStates(['essential', cat]);
    for (const t of CONSENT_TYPES) {
      expect(s[t]).toBe(t === 'security_storage' || CATEGORY_CONSENT_TYPES[cat].includes(t) ? 'granted' : 'denied');
    }
  });
});

describe('defaults', () => {
  it('strictest: everything denied but security_storage, with wait_for_update', () => {
    expect(strictDefault()).toEqual(STRICT_DEFAULT_STATES);
  });

  it('one command per region with ISO codes; global without; regions with consent mode off get none', () => {
    const c = buildConfig();
    const cmds = defaultCommands(c);
    // global has consent mode off in the fixture; california falls back to global: none for either.
    expect(cmds.map((p) => p.region)).toEqual([[...EU_COUNTRIES], ['US']]);
    expect(cmds[0]).toMatchObject({ ad_storage: 'denied', wait_for_update: 500 });
    expect(cmds[1]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
  });

  it("a region falling back to global gets global's defaults under its own codes, so US does not apply to US-CA", () => {
    const c = buildConfig({
      regions: {
        global: regionSettings({ vendor_consent_mode_settings: vendorSettings({ enable_wait_for_update: false }) }),
        us: regionSettings({ vendor_consent_mode_settings: vendorSettings({ ad_storage: 'granted' }) }),
      },
    });
    const cmds = defaultCommands(c);
    expect(cmds.map((p) => p.region)).toEqual([undefined, [...EU_COUNTRIES], ['US-CA'], ['US']]);
    expect(cmds[2]!.ad_storage).toBe('denied');
    expect(cmds[3]!.ad_storage).toBe('granted');
    expect(cmds[0]!.wait_for_update).toBeUndefined();
  });

  it('without global settings a region falls back to nothing and gets the strict default', () => {
    const cmds = defaultCommands(buildConfig({ regions: { eu: regionSettings() } }));
    expect(cmds[0]).toEqual(strictDefault());
  });

  it('a QA override gives one region-less command for that region', () => {
    const cmds = defaultCommands(buildConfig(), 'us');
    expect(cmds).toHaveLength(1);
    expect(cmds[0]).toMatchObject({ ad_storage: 'granted' });
    expect(cmds[0]).not.toHaveProperty('region');
    expect(defaultCommands(buildConfig(), 'global')).toEqual([]);
  });
});

describe("a config's commands", () => {
  const eu = buildConfig();
  const off = buildConfig({ regions: { ...eu.regions, eu: regionSettings({ enable_vendor_consent_mode: false }) } });
  const euSets = [
    ['set', 'ads_data_redaction', eu.regions.eu!.vendor_consent_mode_settings.ads_data_redaction],
    ['set', 'url_passthrough', eu.regions.eu!.vendor_consent_mode_settings.url_passthrough],
  ];
  const defaults = (c: typeof eu) => defaultCommands(c).map((p) => ['consent', 'default', p]);

  it("every region's defaults, then the visitor's region's set calls (none where it is off)", () => {
    expect(configCommands(eu, eu.regions.eu!)).toEqual([...defaults(eu), ...euSets]);
    expect(configCommands(off, off.regions.eu!)).toEqual(defaults(off));
    expect(configCommands(eu, null)).toEqual(defaults(eu));
  });
});
