import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * What the banner shows: the texts a first-view script carries (with the
 * consent-mode texts its regions can show, below).
 */
const BANNER_TEXT_KEYS = [
  'banner_label', //   accessible name of the banner region / dialog ("Cookie consent")
  'banner_title',
  'banner_body', //    the variant-dependent description of what the site does with data
  'accept_all',
  'decline', //         opt-in regions: "Decline" / "Reject all"
  'decline_opt_out', // opt-out regions: "Do not sell or share my personal information"
  'preferences', //     opens the preference centre
  'policy_link', //     link text to the cookie policy
] as const;

/**
 * The texts the banner does not show (the preference centre, the floating
 * button, the placeholders of blocked frames, and the category names they
 * use): the cookies answer carries them with `gpc_note`, fetched when the
 * chunk first needs them (docs/service.md#texts-on-demand). The first-view
 * script leaves them out but for what the first frame draws beside the banner
 * (first-view-config.ts: the placeholders' texts, the category names, the
 * floating button's name).
 */
export const ON_DEMAND_TEXT_KEYS = [
  'pc_title',
  'pc_body',
  'save',
  'decline_all',
  'close',
  'always_on',
  'no_cookies',
  'cookie_name',
  'cookie_domain',
  'cookie_lifetime',
  'cookie_description',
  'cookie_count', //    a category's count, on the disclosure of its cookie list: "Cookies ({count})"
  'service_policy', //  link to a provider's privacy policy: "{service} privacy policy"
  'new_tab', //         said after a link that opens in a new tab: "(opens in a new tab)"
  'service_unknown', // heading of cookies with neither a service nor a domain
  'gpc_honoured', //    shown in the preference centre when Global Privacy Control was applied
  'third_party_note', // one line in the preference centre: declining deletes the site's own cookies, not other sites'
  'pref_button', //     accessible name of the floating preference button
  'blocked_content', // placeholder of a gated iframe: "… blocked until you allow {category} cookies."
  'allow_category', //  button on that placeholder: "Allow {category} cookies"
  'cat_essential',
  'cat_essential_desc',
  'cat_performance',
  'cat_performance_desc',
  'cat_analytics',
  'cat_analytics_desc',
  'cat_advertising',
  'cat_advertising_desc',
  'cat_social_networking',
  'cat_social_networking_desc',
  'cat_unclassified',
  'cat_unclassified_desc',
] as const;

/**
 * Every string the runtime shows. The service picks the variant that fits the
 * banner (personalized_content, running_targeted_advertising,
 * share_data_to_3rd_party) and sends final strings in one language, so the
 * runtime carries no translations. Placeholders: `{category}` (blocked_content,
 * allow_category), `{count}` (cookie_count), `{service}` (service_policy).
 */
export const TEXT_KEYS = [...BANNER_TEXT_KEYS, ...ON_DEMAND_TEXT_KEYS] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export const Texts = z.object(
  Object.fromEntries(TEXT_KEYS.map((k) => [k, z.string().max(LIMITS.bannerText)])) as Record<TextKey, z.ZodString>,
);
export type Texts = Record<TextKey, string>;

/**
 * Texts keyed on the consent mode (docs/decisions/texts.md#texts-keyed-on-the-consent-mode), for the first-view UI
 * to show: `opt_out_notice` — the banner's notice in `opt_out` regions (US,
 * California: CCPA/CPRA notice at collection and the right to opt out of
 * sale and sharing); `scroll_notice` — one line shown where scrolling counts
 * as consent; `gpc_note` — a short note when Global Privacy Control was
 * honoured. Every language pack has them; the runtime config carries them as
 * optional keys of `texts` (src/schema/runtime-config.ts), so that a config
 * cached before they existed still passes.
 */
export const MODE_TEXT_KEYS = ['opt_out_notice', 'scroll_notice', 'gpc_note'] as const;
export type ModeTextKey = (typeof MODE_TEXT_KEYS)[number];

export const ModeTexts = z.object(
  Object.fromEntries(MODE_TEXT_KEYS.map((k) => [k, z.string().max(LIMITS.bannerText)])) as Record<ModeTextKey, z.ZodString>,
);
export type ModeTexts = Record<ModeTextKey, string>;

/** The cookies answer's `texts`: the on-demand ones, with `gpc_note`, which only the floating button shows. */
export const OnDemandTexts = Texts.pick(
  Object.fromEntries(ON_DEMAND_TEXT_KEYS.map((k) => [k, true])) as Record<(typeof ON_DEMAND_TEXT_KEYS)[number], true>,
).extend({ gpc_note: ModeTexts.shape.gpc_note.optional() });
export type OnDemandTexts = z.infer<typeof OnDemandTexts>;
