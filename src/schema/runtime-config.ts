import { z } from 'zod';
import { COOKIE_CATEGORIES, PURGED_CATEGORIES } from '../shared/categories.ts';
import { CONFIG_FORMAT } from '../shared/config-format.ts';
import { Regions } from './banner.ts';
import { BlockingMap } from './blocking-map.ts';
import { DisplayStyle, Language, Position, Region, Size } from './enums.ts';
import { GppConfig } from './gpp.ts';
import { LIMITS } from './limits.ts';
import { TcfConfig } from './tcf.ts';
import { ModeTexts, OnDemandTexts, Texts } from './texts.ts';
import { LogoUrl } from './theme.ts';

export const ConfigCookie = z.object({
  name: z.string().max(LIMITS.cookieName),
  domain: z.string().max(LIMITS.cookieDomain).nullable(),
  /** Already localized by the service, e.g. "1 year", "Session". */
  lifetime: z.string().max(LIMITS.lifetimeText).nullable(),
  /** In the config's language when the cookie has one, else English, else null. */
  description: z.string().max(LIMITS.cookieDescription).nullable(),
  /** The service (provider) that sets the cookie, e.g. "Google Analytics"; absent when unknown. Added later: optional. */
  service: z.string().min(1).max(LIMITS.cookieShort).optional(),
  /** The provider's privacy policy; absent when unknown or not an http(s) URL. */
  service_policy_link: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(LIMITS.url)
    .optional(),
});
export type ConfigCookie = z.infer<typeof ConfigCookie>;

export const ConfigCategory = z.object({
  id: z.enum(COOKIE_CATEGORIES),
  cookies: z.array(ConfigCookie).max(LIMITS.cookiesPerWebsite),
});
export type ConfigCategory = z.infer<typeof ConfigCategory>;

/**
 * What `GET /public/v1/websites/{uuid}/config?lang=xx` returns: everything
 * the runtime needs for one page view, in one language.
 */
export const RuntimeConfig = z.object({
  format: z.literal(CONFIG_FORMAT),
  uuid: z.uuid(),
  /** Consent version: a hash of what is material (categories, region rules). A change asks again. */
  version: z.string().min(1).max(64),
  /** The language the texts are in: the requested one when the website selected it, else `en`. */
  lang: Language,
  /** Region of the visitor as the service's geo saw it; null when unknown. */
  geo: Region.nullable(),
  display_style: DisplayStyle,
  size: Size,
  position: Position,
  /**
   * The banner's stylesheet, composed by the service (src/service/theme/) from
   * the preset or custom theme, normalised, and only the display style's rules.
   * The runtime adds it to its shadow root, or a plain fallback look when it
   * holds `<`, `@import`, `url(` or a backslash.
   */
  stylesheet: z.string().max(LIMITS.stylesheet),
  /**
   * Extension: the custom theme's logo, an https URL (`LogoUrl`), shown decorative (alt="") above the
   * banner's and the preference centre's title. Optional, so configs cached before it stay format 2.
   */
  logo: LogoUrl.optional(),
  regions: Regions,
  /**
   * Every text in `lang`, the banner's custom texts of `lang` in place of the pack's (docs/service.md#custom-texts);
   * the consent-mode texts (`ModeTexts`) are optional additions.
   */
  texts: Texts.extend(ModeTexts.partial().shape),
  /** Extension: the writing direction of `lang`, for the UI root's `dir`; absent means `ltr` (configs cached before it). */
  dir: z.enum(['ltr', 'rtl']).optional(),
  /** Categories in display order: the five consent categories (essential first), then `unclassified` when it has cookies. */
  categories: z
    .array(ConfigCategory)
    .refine(
      (cs) => cs.reduce((n, c) => n + c.cookies.length, 0) <= LIMITS.cookiesPerWebsite,
      `at most ${LIMITS.cookiesPerWebsite} cookies in all`,
    ),
  policy_url: z.url().max(LIMITS.url).nullable(),
  /**
   * Extension: present when the composed config was over `LIMITS.configBytes`. Its cookies then lack
   * descriptions and provider links, and this URL answers `CookiesAnswer`, which has them
   * (docs/service.md, "Limits"). A first-view script's config under the ceiling has none: its texts lack those of
   * `ON_DEMAND_TEXT_KEYS` and its categories list no cookies, and the second chunk asks the service's own path
   * (`src/shared/cookies-path.ts`) for the answer that has both (docs/service.md#texts-on-demand).
   */
  cookies_url: z.url().max(LIMITS.url).optional(),
  /**
   * Extension: for each category but `essential` whose cookie list has first-party cookies or storage keys, a
   * pattern of their names (a regular expression's alternatives, `_ga|_gid|_ga_.*`): what the runtime removes from
   * this site when a decision declines the category (docs/runtime.md#declined-cookies-are-removed). Absent when no
   * category has any.
   */
  purge: z
    .partialRecord(
      z.enum(PURGED_CATEGORIES),
      z
        .string()
        .min(1)
        .max(LIMITS.purgePattern)
        .refine((p) => {
          try {
            return !!new RegExp(p);
          } catch {
            return false;
          }
        }, 'must be a regular expression'),
    )
    .optional(),
  /**
   * Extension: the website's blocking map, present when its banner has `automatic_blocking` on
   * (docs/decisions/blocking.md#the-blocking-map). The base runtime does not read it: its guard ignores it.
   */
  blocking: BlockingMap.optional(),
  /**
   * Extension: present when the banner has `microsoft_consent_mode` on; the first-view script then starts with
   * the UET consent-mode piece (docs/runtime.md#microsoft-uet-consent-mode). The runtime does not read it.
   */
  uet: z.literal(true).optional(),
  /**
   * Extension: present when the banner has `shopify_customer_privacy` on; the first-view script then starts with
   * the Shopify piece (docs/integrations.md#shopify-customer-privacy-api). The runtime does not read it.
   */
  shopify: z.literal(true).optional(),
  /**
   * Extension: present when the banner has `vendor_consent_calls` on; the first-view script then starts with the
   * vendors' consent-call piece (docs/integrations.md#vendors-own-consent-calls). The runtime does not read it.
   */
  vendors: z.literal(true).optional(),
  /**
   * Extension: the GPP stub's strings and sections, present for a visitor in `us` or `california` when the banner
   * has `global_privacy_platform` on; the first-view script then starts with the stub
   * (docs/runtime.md#global-privacy-platform-gpp). The runtime does not read it.
   */
  gpp: GppConfig.optional(),
  /**
   * Extension: the TCF stub's part, present when the banner has `enable_tcf` on; the first-view script then starts
   * with the `__tcfapi` stub (docs/runtime.md#iab-tcf). The runtime does not read it.
   */
  tcf: TcfConfig.optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/**
 * Extension: the config a first-view script inlines (src/service/public/config/first-view-config.ts): the
 * composed one without what the banner never shows. Its texts lack the on-demand ones (`ON_DEMAND_TEXT_KEYS`, in
 * the cookies answer) and those no region it carries can show; with the visitor's region known, it carries that
 * region's settings only; its categories list no cookies (docs/service.md#texts-on-demand).
 */
export const FirstViewConfig = RuntimeConfig.extend({
  texts: Texts.partial().extend(ModeTexts.partial().shape),
});
export type FirstViewConfig = z.infer<typeof FirstViewConfig>;

/**
 * What `GET /public/v1/websites/{uuid}/cookies?lang=xx` returns: every category's cookies in full, in one
 * language, in the config's order. The preference centre of a config with `cookies_url` shows these.
 */
export const CookiesAnswer = z.object({
  lang: Language,
  categories: z.array(ConfigCategory),
  /**
   * Extension: the texts the banner does not show (ON_DEMAND_TEXT_KEYS), in `lang`, which the
   * first-view script leaves out (docs/service.md#texts-on-demand). Optional: answers cached before it still pass.
   */
  texts: OnDemandTexts.optional(),
});
export type CookiesAnswer = z.infer<typeof CookiesAnswer>;
