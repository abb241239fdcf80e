import type { CustomLanguageTexts } from '../../schema/custom-texts.ts';
import type { FieldNote } from '../core/field-notes.ts';
// The banner screen's data as GET /console/api/websites/:website/banner answers it (src/service/console/routes/banner-routes.ts).

/** One region's rules (spec: Banner regions); other fields of the service's are kept as they came. */
export interface RegionRules {
  enable_banner: boolean;
  enable_decline_button: boolean;
  enable_cookie_preference_button: boolean;
  consent_mode: 'opt_in' | 'opt_out';
  enable_consent_by_scroll: boolean;
  enable_vendor_consent_mode: boolean;
  enable_tcf: boolean;
  [other: string]: unknown;
}

export interface BannerData {
  display_style: string;
  position: string;
  size: string;
  default_theme: string;
  theme_id: string | null;
  personalized_content: boolean;
  running_targeted_advertising: boolean;
  share_data_to_3rd_party: boolean;
  selected_languages: string[];
  regions: Partial<Record<string, RegionRules>>;
  automatic_blocking: boolean;
  unknown_third_parties: 'allow' | 'block';
  google_consent_mode: 'basic' | 'advanced';
  microsoft_consent_mode: boolean;
  shopify_customer_privacy: boolean;
  vendor_consent_calls: boolean;
  global_privacy_platform: boolean;
  tcf_vendors: number[];
  /** The banner's own texts per language (extension; docs/service.md#custom-texts). */
  custom_texts?: Record<string, CustomLanguageTexts>;
  [other: string]: unknown;
}

/** The custom theme as the form holds it: every value as typed, blank for an optional one left unset. */
export type ThemeDraft = Record<string, string>;

/** A warning (saved, but risky) or a refusal (nothing saved), next to the setting its `field` names. */
export interface SettingNote extends FieldNote {
  kind: 'warning' | 'error';
}

export interface PickableVendor {
  id: number;
  name: string;
  deleted: boolean;
}

export interface BannerAnswer {
  banner: BannerData;
  theme: Record<string, string | number> | null;
  warnings: { code: string; field: string; message: string }[];
  choices: {
    languages: string[];
    regions: string[];
    default_themes: string[];
    display_styles: string[];
    positions: Record<string, string[]>;
    sizes: string[];
  };
  tcf: { available: boolean; version: number | null; fetched_at: string | null; vendors: PickableVendor[] };
}

/** What a section gets: the draft, a way to change it, and the notes of the last save. */
export interface SectionProps {
  banner: BannerData;
  change: (patch: Partial<BannerData>) => void;
  notes: SettingNote[];
}
