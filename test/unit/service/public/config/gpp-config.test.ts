import { GppModel } from '@iabgpp/cmpapi';
import { describe, expect, it } from 'vitest';
import { GppConfig } from '../../../../../src/schema/gpp.ts';
import { defaultBanner } from '../../../../../src/service/model/banner-defaults.ts';
import { type BannerSettings, toBanner } from '../../../../../src/service/model/banners.ts';
import { gppConfig } from '../../../../../src/service/public/config/gpp-config.ts';
import { gppStateIndex } from '../../../../../src/shared/gpp-sections.ts';

// The strings are decoded here with the IAB's own library: what a vendor reading them gets.

const banner = defaultBanner();
const decode = (s: string) => new GppModel(s);

describe('gppConfig', () => {
  it('writes usnat v2 (section 7) in us: 16 sensitive-data and 3 known-child fields, and its GPC sub-section', () => {
    const c = GppConfig.parse(gppConfig(banner, 'us'));
    expect(c).toMatchObject({ cmp_id: 1, section_id: 7, api: 'usnat' });
    // An operator with an IAB CMP id is answered as that CMP.
    expect(gppConfig(banner, 'us', 412)).toMatchObject({ cmp_id: 412 });
    for (const s of c.states) {
      const m = decode(s.string);
      expect(m.getHeader().SectionIds).toEqual([7]);
      expect(m.getFieldValue('usnat', 'Version')).toBe(2);
      expect(m.getFieldValue('usnat', 'SensitiveDataProcessing')).toHaveLength(16);
      expect(m.getFieldValue('usnat', 'KnownChildSensitiveDataConsents')).toHaveLength(3);
      // The GPC sub-section is in the string itself (`core.gpc`).
      expect(s.string.split('~')[1]!.split('.')).toHaveLength(2);
    }
  });

  it('writes usca v1 (section 8) in california, with its GPC sub-section', () => {
    const c = GppConfig.parse(gppConfig(banner, 'california'));
    expect(c).toMatchObject({ section_id: 8, api: 'usca' });
    for (const s of c.states) {
      const m = decode(s.string);
      expect(m.getHeader().SectionIds).toEqual([8]);
      expect(m.getFieldValue('usca', 'Version')).toBe(1);
      expect(m.getFieldValue('usca', 'GpcSegmentIncluded')).toBe(true);
    }
  });

  it.each([
    [false, false, 1, false],
    [false, true, 2, false],
    [true, false, 1, true],
    [true, true, 2, true],
  ])(
    'GPC %s, advertising granted %s: sale, sharing and targeted advertising opt-outs %i, Gpc %s',
    (gpc, advertising, optOut, flag) => {
      const us = gppConfig(banner, 'us')!.states[gppStateIndex(gpc, advertising)]!;
      const nat = decode(us.string);
      for (const f of ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut'])
        expect(nat.getFieldValue('usnat', f), f).toBe(optOut);
      expect(nat.getFieldValue('usnat', 'Gpc')).toBe(flag);
      const ca = decode(gppConfig(banner, 'california')!.states[gppStateIndex(gpc, advertising)]!.string);
      for (const f of ['SaleOptOut', 'SharingOptOut']) expect(ca.getFieldValue('usca', f), f).toBe(optOut);
      expect(ca.getFieldValue('usca', 'Gpc')).toBe(flag);
    },
  );

  it('parsed sections are the decoded string, split into the core and the GPC sub-section as the spec names them', () => {
    for (const region of ['us', 'california'] as const) {
      const c = gppConfig(banner, region)!;
      for (const s of c.states) {
        const flat = decode(s.string).getSection(c.api) as Record<string, unknown>;
        const [core, gpc] = s.parsed;
        expect(gpc).toEqual({ SubsectionType: 1, Gpc: flat.Gpc });
        const { GpcSegmentType, GpcSegmentIncluded, Gpc, ...rest } = flat;
        expect(core).toEqual(rest);
      }
    }
  });

  it('notice fields say whether the banner was shown in the region; sensitive data stays not applicable', () => {
    const shown = decode(gppConfig(banner, 'us')!.states[0]!.string);
    for (const f of ['SharingNotice', 'SaleOptOutNotice', 'SharingOptOutNotice', 'TargetedAdvertisingOptOutNotice'])
      expect(shown.getFieldValue('usnat', f), f).toBe(1);
    expect(shown.getFieldValue('usnat', 'SensitiveDataProcessingOptOutNotice')).toBe(0);
    expect(shown.getFieldValue('usnat', 'MspaCoveredTransaction')).toBe(2);
    const hidden = structuredClone(banner);
    hidden.regions.california!.enable_banner = false;
    const ca = decode(gppConfig(hidden, 'california')!.states[0]!.string);
    for (const f of ['SaleOptOutNotice', 'SharingOptOutNotice']) expect(ca.getFieldValue('usca', f), f).toBe(2);
    // Without California's own settings the runtime uses global's, and so do the notices.
    const globalOnly = structuredClone(banner);
    delete globalOnly.regions.california;
    globalOnly.regions.global!.enable_banner = false;
    expect(decode(gppConfig(globalOnly, 'california')!.states[0]!.string).getFieldValue('usca', 'SaleOptOutNotice')).toBe(2);
  });

  it('none outside us and california, for an unknown region, or with the setting off', () => {
    for (const region of ['eu', 'global', null] as const) expect(gppConfig(banner, region)).toBeUndefined();
    expect(gppConfig({ ...banner, global_privacy_platform: false }, 'us')).toBeUndefined();
  });
});

describe('global_privacy_platform of a banner stored before it existed', () => {
  const stored = (regions: BannerSettings['regions']) => {
    const { global_privacy_platform, ...settings } = { ...defaultBanner(), regions };
    return toBanner({
      website_id: 'w',
      account_id: 'a',
      settings: settings as BannerSettings,
      legacy_snippet_seen_at: null,
      trackers_before_consent: null,
    }).global_privacy_platform;
  };
  it('is on where the banner configures us or california, off where it configures neither', () => {
    const r = defaultBanner().regions;
    expect(stored({ us: r.us!, global: r.global! })).toBe(true);
    expect(stored({ california: r.california!, global: r.global! })).toBe(true);
    expect(stored({ eu: r.eu!, global: r.global! })).toBe(false);
  });
});
