import { z } from 'zod';
import { GOOGLE_CONSENT_MODES, UNKNOWN_THIRD_PARTIES } from '../shared/blocking.ts';
import { COUNTRY_CODES } from '../shared/country-codes.ts';
import { CustomTexts, CustomTextsUpdate } from './custom-texts.ts';
import { ConsentMode, ConsentModeValue, DefaultTheme, DisplayStyle, Language, Position, Region, Size } from './enums.ts';
import { LIMITS } from './limits.ts';

export const VendorConsentModeSettings = z.object({
  ad_personalization: ConsentModeValue,
  ad_storage: ConsentModeValue,
  ad_user_data: ConsentModeValue,
  analytics_storage: ConsentModeValue,
  functionality_storage: ConsentModeValue,
  personalization_storage: ConsentModeValue,
  security_storage: ConsentModeValue,
  social_storage: ConsentModeValue,
  ads_data_redaction: z.boolean(),
  enable_wait_for_update: z.boolean(),
  url_passthrough: z.boolean(),
  wait_for_update: z.number().int().min(0).max(60_000),
});
export type VendorConsentModeSettings = z.infer<typeof VendorConsentModeSettings>;

export const RegionSettings = z.object({
  enable_banner: z.boolean(),
  enable_decline_button: z.boolean(),
  enable_cookie_preference_button: z.boolean(),
  consent_mode: ConsentMode,
  enable_consent_by_scroll: z.boolean(),
  enable_vendor_consent_mode: z.boolean(),
  vendor_consent_mode_settings: VendorConsentModeSettings,
  enable_tcf: z.boolean(),
});
export type RegionSettings = z.infer<typeof RegionSettings>;

export const Regions = z.partialRecord(Region, RegionSettings);
export type Regions = z.infer<typeof Regions>;

/** Ids sent in any order and with repeats are stored once each, ascending. */
const idSet = (max: number) =>
  z
    .array(z.number().int().positive().max(65535))
    .max(max)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
const TcfVendors = idSet(LIMITS.tcfVendors);
const GoogleAtpIds = idSet(LIMITS.googleAtpIds);
/** An officially assigned ISO 3166-1 alpha-2 code, upper case (`de` is taken as `DE`). */
const PublisherCc = z
  .string()
  .transform((s) => s.toUpperCase())
  .refine((s) => COUNTRY_CODES.has(s), { message: 'must be an ISO 3166-1 alpha-2 country code, such as DE' });

/** The IAB's restriction types, in the order of their numbers in a TC string (`RestrictionType` 0, 1, 2). */
export const PUBLISHER_RESTRICTION_TYPES = ['not_allowed', 'require_consent', 'require_legitimate_interest'] as const;
/**
 * A publisher restriction (TC string Publisher Restrictions section): for these vendors, a purpose is not allowed,
 * or is allowed only on consent, or only on legitimate interest (the last two only where the vendor declares the
 * purpose flexible). `vendors: "all"` (extension): every vendor of the website's `tcf_vendors` it can apply to,
 * now and as they change, as the IAB's `restrictPurposeToLegalBasis` restricts a purpose for all vendors.
 */
export const PublisherRestriction = z.strictObject({
  purpose: z.number().int().min(1).max(24),
  type: z.enum(PUBLISHER_RESTRICTION_TYPES),
  vendors: z.union([
    z.literal('all'),
    TcfVendors.refine((ids) => ids.length > 0, { message: 'must name at least one vendor, or be "all"' }),
  ]),
});
export type PublisherRestriction = z.infer<typeof PublisherRestriction>;
/** One restriction per purpose and vendor: the IAB allows no second (which would win?). */
const PublisherRestrictions = z
  .array(PublisherRestriction)
  .max(LIMITS.tcfPublisherRestrictions)
  .superRefine((rs, ctx) => {
    const seen = new Set<string>();
    // A purpose restricted for every vendor has no room for another restriction of it, before or after.
    const purposes = new Set<number>();
    const forAll = new Set(rs.filter((r) => r.vendors === 'all').map((r) => r.purpose));
    rs.forEach((r, i) => {
      const second = (message: string) => ctx.addIssue({ code: 'custom', path: [i, 'vendors'], message });
      if (forAll.has(r.purpose) && purposes.has(r.purpose))
        second(`purpose ${r.purpose} has a restriction for every vendor ("all") and a second one`);
      purposes.add(r.purpose);
      if (r.vendors === 'all') return;
      for (const v of r.vendors) {
        const key = `${r.purpose}/${v}`;
        if (seen.has(key)) second(`vendor ${v} has a second restriction of purpose ${r.purpose}`);
        seen.add(key);
      }
    });
  });

export { ALLOWED_POSITIONS, effectivePosition } from '../shared/positions.ts';

/**
 * A setting the spec allows but a regulator may not (extension,
 * docs/decisions/partner-api.md#banner-warnings): the banner is saved and the
 * answer says what is risky. `code` is stable for programs, `message` is for
 * people, `field` is the setting's path in the banner (as in validation
 * entries).
 */
export const BannerWarning = z.object({
  code: z.enum(['eu_without_decline', 'eu_opt_out', 'consent_by_scroll', 'legacy_snippet', 'tracker_before_consent']),
  message: z.string(),
  field: z.string(),
});
export type BannerWarning = z.infer<typeof BannerWarning>;

export const Banner = z.object({
  id: z.string(),
  account_id: z.string(),
  website_id: z.string(),
  theme_id: z.string().nullable(),
  position: Position,
  default_theme: DefaultTheme,
  display_style: DisplayStyle,
  size: Size,
  personalized_content: z.boolean(),
  running_targeted_advertising: z.boolean(),
  share_data_to_3rd_party: z.boolean(),
  selected_languages: z.array(Language),
  regions: Regions,
  /**
   * Extension: automatic blocking of known trackers until consent (docs/decisions/blocking.md#the-switch). On for
   * websites created since it exists, off for the ones before (their pages must not change under them).
   */
  automatic_blocking: z.boolean(),
  /** Extension: third parties the blocking map does not know: `allow` (default) or `block` until consent to all. */
  unknown_third_parties: z.enum(UNKNOWN_THIRD_PARTIES),
  /**
   * Extension: with automatic blocking, Google's consent-mode tags wait for consent (`basic`, the default) or load
   * at once under the denied defaults (`advanced`) (docs/decisions/blocking.md#googles-tags).
   */
  google_consent_mode: z.enum(GOOGLE_CONSENT_MODES),
  /**
   * Extension: Microsoft UET consent mode (`uetq` gets `ad_storage` denied first, then each decision's, from the
   * advertising category). On for websites created since it exists, off for those before
   * (docs/runtime.md#microsoft-uet-consent-mode).
   */
  microsoft_consent_mode: z.boolean(),
  /**
   * Extension: Shopify's Customer Privacy API (`Shopify.customerPrivacy.setTrackingConsent`) gets each decision,
   * mapped from the categories and GPC. Off unless the owner turns it on (docs/integrations.md#shopify-customer-privacy-api).
   */
  shopify_customer_privacy: z.boolean(),
  /**
   * Extension: each decision calls the consent API of the vendors on the page that document one (Meta, Microsoft
   * Clarity, TikTok). Off unless the owner turns it on (docs/integrations.md#vendors-own-consent-calls).
   */
  vendor_consent_calls: z.boolean(),
  /**
   * Extension: the IAB's Global Privacy Platform (`__gpp`, usnat v2 in `us`, usca in `california`) for visitors in
   * those regions. Stored unset, it is on when the banner configures `us` or `california`
   * (docs/runtime.md#global-privacy-platform-gpp).
   */
  global_privacy_platform: z.boolean(),
  /**
   * Extension: the Global Vendor List ids of the IAB vendors this website discloses when `enable_tcf` is on,
   * ascending; checked against the service's vendor list. Only these are disclosed (docs/service.md#iab-tcf).
   */
  tcf_vendors: TcfVendors,
  /** Extension: Google ad-tech provider ids (Additional Consent) disclosed besides, ascending (docs/service.md#iab-tcf). */
  tcf_google_atp_ids: GoogleAtpIds,
  /**
   * Extension: the country whose law governs the publisher (TC string `PublisherCC`), usually where its business is
   * established; null: unset, and TC strings carry the IAB library's `AA` (docs/service.md#iab-tcf).
   */
  tcf_publisher_cc: PublisherCc.nullable(),
  /**
   * Extension: publisher restrictions, encoded in the TC strings; each vendor named must be one of `tcf_vendors` and
   * declare the purpose as the type requires; `"all"` takes those that do (docs/service.md#iab-tcf).
   */
  tcf_publisher_restrictions: PublisherRestrictions,
  /**
   * Extension: the owner's texts in place of the language packs', per language: `banner_title`, `banner_body`,
   * `accept_all`, `decline`, `preferences`, `pc_title`, `save` (src/schema/custom-texts.ts; empty by default).
   */
  custom_texts: CustomTexts,
  /** Extension: risky settings of this banner; empty when there are none. Read-only. */
  warnings: z.array(BannerWarning),
});
export type Banner = z.infer<typeof Banner>;

/** A region settings object on input: only the fields sent change. */
export const RegionSettingsInput = RegionSettings.extend({
  vendor_consent_mode_settings: VendorConsentModeSettings.partial().strict(),
})
  .partial()
  .strict();

/** Banner fields a partner may send back from a response; ignored on input. */
export const BANNER_READ_ONLY = ['_idx', 'warnings'] as const;

/**
 * One item of PUT /v1/banners: `id` (the website id; `website_id` accepted
 * too) plus any Banner fields. The cross-field banner rules are checked by
 * the service against the stored banner, since they depend on both.
 */
export const BannerUpdate = z.strictObject({
  account_id: z.string().min(1),
  id: z.string().min(1).optional(),
  website_id: z.string().min(1).optional(),
  theme_id: z.string().min(1).nullable().optional(),
  position: Position.optional(),
  default_theme: DefaultTheme.optional(),
  display_style: DisplayStyle.optional(),
  size: Size.optional(),
  personalized_content: z.boolean().optional(),
  running_targeted_advertising: z.boolean().optional(),
  share_data_to_3rd_party: z.boolean().optional(),
  selected_languages: z.array(Language).max(20).optional(),
  regions: z.partialRecord(Region, RegionSettingsInput).optional(),
  automatic_blocking: z.boolean().optional(),
  unknown_third_parties: z.enum(UNKNOWN_THIRD_PARTIES).optional(),
  google_consent_mode: z.enum(GOOGLE_CONSENT_MODES).optional(),
  microsoft_consent_mode: z.boolean().optional(),
  shopify_customer_privacy: z.boolean().optional(),
  vendor_consent_calls: z.boolean().optional(),
  global_privacy_platform: z.boolean().optional(),
  tcf_vendors: TcfVendors.optional(),
  tcf_google_atp_ids: GoogleAtpIds.optional(),
  tcf_publisher_cc: PublisherCc.nullable().optional(),
  tcf_publisher_restrictions: PublisherRestrictions.optional(),
  custom_texts: CustomTextsUpdate.optional(),
});
export type BannerUpdate = z.infer<typeof BannerUpdate>;
