import type { Banner, RegionSettings, VendorConsentModeSettings } from '../../schema/banner.ts';
import type { Region } from '../../schema/enums.ts';

type Settings = Omit<Banner, 'id' | 'account_id' | 'website_id' | 'warnings'>;

/** Consent-mode defaults before a choice: everything denied except security (strictly necessary). */
const denied: VendorConsentModeSettings = {
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
};
/** Opt-out regions allow processing until the visitor objects. */
const granted: VendorConsentModeSettings = {
  ...denied,
  ad_personalization: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
  social_storage: 'granted',
  ads_data_redaction: false,
};

const optIn: RegionSettings = {
  enable_banner: true,
  enable_decline_button: true,
  enable_cookie_preference_button: true,
  consent_mode: 'opt_in',
  enable_consent_by_scroll: false,
  enable_vendor_consent_mode: true,
  vendor_consent_mode_settings: denied,
  enable_tcf: false,
};
const optOut: RegionSettings = { ...optIn, consent_mode: 'opt_out', vendor_consent_mode_settings: granted };

/**
 * The banner a new website gets: opt-in with a decline button and denied
 * consent-mode defaults in the EU and elsewhere (privacy by default), opt-out
 * in the US and California where the law allows it.
 */
export function defaultBanner(): Settings {
  const regions: Record<Region, RegionSettings> = { eu: optIn, us: optOut, california: optOut, global: optIn };
  return {
    theme_id: null,
    position: 'bottom',
    default_theme: 'blue',
    display_style: 'banner',
    size: 'standard',
    personalized_content: false,
    running_targeted_advertising: false,
    share_data_to_3rd_party: false,
    selected_languages: ['en'],
    regions: structuredClone(regions),
    // On for a website created now; the migration that added it turned it off for those that existed.
    automatic_blocking: true,
    unknown_third_parties: 'allow',
    google_consent_mode: 'basic',
    microsoft_consent_mode: true,
    shopify_customer_privacy: false,
    vendor_consent_calls: false,
    global_privacy_platform: true,
    tcf_vendors: [],
    tcf_google_atp_ids: [],
    tcf_publisher_cc: null,
    tcf_publisher_restrictions: [],
    custom_texts: {},
  };
}
