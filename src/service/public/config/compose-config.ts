import type { BlockingMap } from '../../../schema/blocking-map.ts';
import type { Cookie } from '../../../schema/cookie.ts';
import type { ConsentCategory, CookieCategory, Language, Region } from '../../../schema/enums.ts';
import { type ConfigCategory, RuntimeConfig } from '../../../schema/runtime-config.ts';
import { LogoUrl, type ThemeValues } from '../../../schema/theme.ts';
import { CONSENT_CATEGORIES } from '../../../shared/categories.ts';
import { CONFIG_FORMAT } from '../../../shared/config-format.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { safeStylesheet } from '../../../shared/stylesheet.ts';
import { httpUrl } from '../../documents/html.ts';
import type { BannerSettings } from '../../model/banners.ts';
import { bannerTexts, cookieDescription, formatLifetime, languageDir } from '../../texts/index.ts';
import { bannerCss } from '../../theme/banner-css.ts';
import { resolveDarkTheme, resolveTheme } from '../../theme/resolve.ts';
import { consentVersion } from './consent-version.ts';
import { gppConfig } from './gpp-config.ts';
import { type PurgeInput, purgeLists } from './purge-lists.ts';
import { tcfConfig } from './tcf-config.ts';
import { capCookies, trimCookie, usableTheme } from './trim-config.ts';

export interface ConfigInputs {
  uuid: string;
  banner: BannerSettings;
  /** The custom theme's values when the banner has a theme_id that exists. */
  theme: ThemeValues | null;
  cookies: readonly (Pick<
    Cookie,
    'name' | 'domain' | 'category' | 'lifetime' | 'de' | 'en_uk' | 'en_us' | 'fr' | 'service' | 'service_policy_link'
  > &
    PurgeInput)[];
  policyUrl: string | null;
  /** The blocking map when the banner has automatic blocking on, else null. */
  blocking?: BlockingMap | null;
  /** The operator's IAB CMP id (TCF_CMP_ID), when set: GPP's `cmpId` too. */
  cmpId?: number | undefined;
  /** The IAB language of the visitor's TCF texts, when it is not the served language (shared/iab-languages.ts). */
  tcfLanguage?: string | undefined;
}

/**
 * The language a config is served in: the one the runtime asked for when the
 * website selected it, else US English, which every banner has (spec rule 4).
 */
export function servedLanguage(requested: string | undefined, selected: readonly Language[]): Language {
  const lang = (requested || '').toLowerCase() as Language;
  return lang !== 'en' && (LANGUAGES as readonly string[]).includes(lang) && selected.includes(lang) ? lang : 'en';
}

const internal = (c: Cookie['category']): CookieCategory => (c === 'analytics;' ? 'analytics' : (c ?? 'unclassified'));

/**
 * The cookies by category, as the config and the cookies answer list them, in
 * `lang`: the five consent categories (essential first, each even when empty),
 * then `unclassified` when it has cookies; within the config's limits whatever
 * was stored (trim-config.ts): a banner, never a 500.
 */
export function configCategories(cookies: ConfigInputs['cookies'], lang: Language): ConfigCategory[] {
  const all = new Map<CookieCategory, ConfigCategory['cookies']>();
  for (const c of cookies) {
    const id = internal(c.category);
    const list = all.get(id) ?? [];
    list.push(
      trimCookie({
        name: c.name ?? '',
        domain: c.domain,
        lifetime: formatLifetime(c.lifetime, lang),
        description: cookieDescription(c, lang),
        // Whitespace-only is no name; a link is kept only as an http(s) URL (never `javascript:`).
        service: c.service?.trim() || undefined,
        service_policy_link: httpUrl(c.service_policy_link) ?? undefined,
      }),
    );
    all.set(id, list);
  }
  const byCategory = capCookies(all);
  const categories: ConfigCategory[] = CONSENT_CATEGORIES.map((id) => ({ id, cookies: byCategory.get(id) ?? [] }));
  if (byCategory.has('unclassified')) categories.push({ id: 'unclassified', cookies: byCategory.get('unclassified')! });
  return categories;
}

/**
 * Everything the runtime needs for one page view, in one language. All five
 * consent categories are listed (a site's tags may need one before a scan has
 * found its cookies); `unclassified` only when it has cookies. The consent
 * version counts only categories that hold cookies, so a scan that finds a
 * new kind of cookie asks visitors again.
 */
export function composeConfig(src: ConfigInputs, requestedLang: string | undefined, geo: Region | null): RuntimeConfig {
  const lang = servedLanguage(requestedLang, src.banner.selected_languages);
  const categories = configCategories(src.cookies, lang);
  const material = categories
    .filter((c) => c.id === 'essential' || (c.id !== 'unclassified' && c.cookies.length))
    .map((c) => c.id) as ConsentCategory[];
  const b = src.banner;
  const theme = usableTheme(src.theme);
  const logo = LogoUrl.safeParse(theme?.logo_url).data;
  const gpp = gppConfig(b, geo, src.cmpId);
  const version = consentVersion(b, material);
  const tcf = tcfConfig(b, geo, src.uuid, src.tcfLanguage ?? lang, version);
  const purge = purgeLists(src.cookies);

  // Parsed, not just typed: a bug here must fail in the service, not in a visitor's browser.
  return RuntimeConfig.parse({
    format: CONFIG_FORMAT,
    uuid: src.uuid,
    version,
    lang,
    geo,
    display_style: b.display_style,
    size: b.size,
    position: b.position,
    // Checked as the runtime's UI needs it (src/shared/stylesheet.ts): the first-view script does not check again.
    stylesheet: safeStylesheet(
      bannerCss(
        resolveTheme(b.default_theme, theme),
        b.display_style,
        b.position,
        b.size,
        resolveDarkTheme(b.default_theme, theme),
        !!logo,
        Object.values(b.regions).some((r) => r?.enable_cookie_preference_button),
      ),
    ),
    // Only a logo the API would take now (https): one stored otherwise is left out, the banner still shows.
    ...(logo ? { logo } : {}),
    regions: b.regions,
    texts: bannerTexts(lang, b),
    dir: languageDir(lang),
    categories,
    policy_url: src.policyUrl,
    ...(purge ? { purge } : {}),
    ...(src.blocking ? { blocking: src.blocking } : {}),
    ...(b.microsoft_consent_mode ? { uet: true as const } : {}),
    ...(b.shopify_customer_privacy ? { shopify: true as const } : {}),
    ...(b.vendor_consent_calls ? { vendors: true as const } : {}),
    ...(gpp ? { gpp } : {}),
    ...(tcf ? { tcf } : {}),
  });
}
