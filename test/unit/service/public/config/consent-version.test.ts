import { describe, expect, it } from 'vitest';
import { consentVersion } from '../../../../../src/service/public/config/consent-version.ts';
import { regionSettings } from '../../../../fixtures/config.ts';

const banner = (over = {}) => ({
  personalized_content: false,
  running_targeted_advertising: false,
  share_data_to_3rd_party: false,
  regions: { eu: regionSettings(), global: regionSettings() },
  tcf_vendors: [] as number[],
  tcf_google_atp_ids: [] as number[],
  ...over,
});

describe('consentVersion', () => {
  const base = consentVersion(banner(), ['essential', 'analytics']);

  it('is stable for the same material and independent of category order', () => {
    expect(consentVersion(banner(), ['analytics', 'essential'])).toBe(base);
    expect(base).toMatch(/^[\w-]{12}$/);
  });

  it('changes when a category, a purpose or a region rule changes', () => {
    expect(consentVersion(banner(), ['essential', 'analytics', 'advertising'])).not.toBe(base);
    expect(consentVersion(banner({ share_data_to_3rd_party: true }), ['essential', 'analytics'])).not.toBe(base);
    expect(
      consentVersion(banner({ regions: { eu: regionSettings({ consent_mode: 'opt_out' }), global: regionSettings() } }), [
        'essential',
        'analytics',
      ]),
    ).not.toBe(base);
  });

  it('does not change for what is not material (button visibility, consent-mode defaults)', () => {
    const cosmetic = banner({
      regions: {
        eu: regionSettings({
          enable_cookie_preference_button: false,
          vendor_consent_mode_settings: { ...regionSettings().vendor_consent_mode_settings, wait_for_update: 2000 },
        }),
        global: regionSettings(),
      },
    });
    expect(consentVersion(cosmetic, ['essential', 'analytics'])).toBe(base);
  });

  it('changes with the disclosed vendors on a TCF website, and only there', () => {
    const tcf = { regions: { eu: regionSettings({ enable_tcf: true }), global: regionSettings() } };
    const withTcf = consentVersion(banner({ ...tcf, tcf_vendors: [1, 2] }), ['essential']);
    expect(consentVersion(banner({ ...tcf, tcf_vendors: [1, 2, 3] }), ['essential'])).not.toBe(withTcf);
    expect(consentVersion(banner({ ...tcf, tcf_vendors: [1, 2], tcf_google_atp_ids: [89] }), ['essential'])).not.toBe(withTcf);
    // Without TCF the vendors are no part of what is asked: the version is the one the website had.
    expect(consentVersion(banner({ tcf_vendors: [1, 2, 3] }), ['essential'])).toBe(consentVersion(banner(), ['essential']));
  });

  it("changes with the publisher's restrictions on a TCF website; none keeps the version it had", () => {
    const tcf = { regions: { eu: regionSettings({ enable_tcf: true }), global: regionSettings() } };
    const before = consentVersion(banner({ ...tcf, tcf_vendors: [1, 2] }), ['essential']);
    expect(consentVersion(banner({ ...tcf, tcf_vendors: [1, 2], tcf_publisher_restrictions: [] }), ['essential'])).toBe(before);
    const restricted = { purpose: 2, type: 'require_consent' as const, vendors: [2] };
    expect(
      consentVersion(banner({ ...tcf, tcf_vendors: [1, 2], tcf_publisher_restrictions: [restricted] }), ['essential']),
    ).not.toBe(before);
    expect(consentVersion(banner({ tcf_publisher_restrictions: [restricted] }), ['essential'])).toBe(
      consentVersion(banner(), ['essential']),
    );
  });
});
