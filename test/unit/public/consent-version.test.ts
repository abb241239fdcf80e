import { describe, expect, it } from 'vitest';
import type { RegionSettings } from '../../../src/schema/banner.ts';
import { consentVersion } from '../../../src/service/public/consent-version.ts';

const region = (over: Partial<RegionSettings> = {}): RegionSettings => ({
  enable_banner: true,
  enable_decline_button: true,
  enable_cookie_preference_button: true,
  consent_mode: 'opt_in',
  enable_consent_by_scroll: false,
  enable_vendor_consent_mode: true,
  enable_tcf: false,
  vendor_consent_mode_settings: {
    ad_personalization: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
    social_storage: 'denied',
    ads_data_redaction: true,
    enable_wait_for_update: true,
    url_passthrough: false,
    wait_for_update: 500,
  },
  ...over,
});
const banner = (over = {}) => ({
  personalized_content: false,
  running_targeted_advertising: false,
  share_data_to_3rd_party: false,
  regions: { eu: region(), global: region() },
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
      consentVersion(banner({ regions: { eu: region({ consent_mode: 'opt_out' }), global: region() } }), [
        'essential',
        'analytics',
      ]),
    ).not.toBe(base);
  });

  it('does not change for what is not material (button visibility, consent-mode defaults)', () => {
    const cosmetic = banner({
      regions: {
        eu: region({
          enable_cookie_preference_button: false,
          vendor_consent_mode_settings: { ...region().vendor_consent_mode_settings, wait_for_update: 2000 },
        }),
        global: region(),
      },
    });
    expect(consentVersion(cosmetic, ['essential', 'analytics'])).toBe(base);
  });
});
