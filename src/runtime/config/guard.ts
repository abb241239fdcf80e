import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { COOKIE_CATEGORIES } from '../../shared/categories.ts';
import { CONFIG_FORMAT } from '../../shared/config-format.ts';
import { CONSENT_TYPES } from '../../shared/consent-types.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { DISPLAY_STYLES } from '../../shared/positions.ts';
import { REGIONS } from '../../shared/regions.ts';

// The service validates the config with zod before serving it; this guard
// re-checks, in a few hundred bytes, only what the runtime and its UI read, so
// that a hostile or broken payload fails closed instead of failing in the page.
// (docs/decisions/runtime.md#config-validation-in-the-browser)

/**
 * Texts the runtime cannot do without: the banner's title, body and buttons,
 * the floating button's name, and the gated-content placeholder's (which the
 * runtime formats). Any other missing text renders empty and breaks nothing;
 * every text must be a string (an object could pass for a vnode).
 */
export const REQUIRED_TEXTS =
  'banner_label banner_title banner_body accept_all decline decline_opt_out preferences pref_button blocked_content allow_category'.split(
    ' ',
  );
const REGION_FLAGS =
  'enable_banner enable_decline_button enable_cookie_preference_button enable_consent_by_scroll enable_vendor_consent_mode enable_tcf'.split(
    ' ',
  );
const VENDOR_FLAGS = 'ads_data_redaction enable_wait_for_update url_passthrough'.split(' ');

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown) => v === null || isStr(v);
const oneOf = (v: unknown, list: readonly unknown[]) => list.includes(v);
const all = (o: Obj, keys: readonly string[], test: (v: unknown) => boolean) => keys.every((k) => test(o[k]));

function isRegionSettings(s: unknown): boolean {
  if (!isObj(s) || !all(s, REGION_FLAGS, (v) => typeof v === 'boolean') || !oneOf(s.consent_mode, ['opt_in', 'opt_out']))
    return false;
  const v = s.vendor_consent_mode_settings;
  return (
    isObj(v) &&
    all(v, CONSENT_TYPES, (x) => x === 'granted' || x === 'denied') &&
    all(v, VENDOR_FLAGS, (x) => typeof x === 'boolean') &&
    typeof v.wait_for_update === 'number' &&
    v.wait_for_update >= 0 &&
    v.wait_for_update <= 60_000
  );
}

const isCookie = (c: unknown) =>
  isObj(c) && isStr(c.name) && strOrNull(c.domain) && strOrNull(c.lifetime) && strOrNull(c.description);
const isCategory = (c: unknown) =>
  isObj(c) && oneOf(c.id, COOKIE_CATEGORIES) && Array.isArray(c.cookies) && c.cookies.every(isCookie);

/** True when `c` is a config the runtime can use as it is. */
export function isRuntimeConfig(c: unknown): c is RuntimeConfig {
  return (
    isObj(c) &&
    c.format === CONFIG_FORMAT &&
    isStr(c.uuid) &&
    isStr(c.version) &&
    c.version.length > 0 &&
    c.version.length <= 64 &&
    oneOf(c.lang, LANGUAGES) &&
    (c.geo === null || oneOf(c.geo, REGIONS)) &&
    // `position` is not read (the service wrote it into `stylesheet`); `size` only names a class.
    oneOf(c.display_style, DISPLAY_STYLES) &&
    isStr(c.size) &&
    isObj(c.regions) &&
    Object.keys(c.regions).every((k) => oneOf(k, REGIONS) && isRegionSettings((c.regions as Obj)[k])) &&
    isObj(c.texts) &&
    Object.values(c.texts).every(isStr) &&
    all(c.texts, REQUIRED_TEXTS, isStr) &&
    Array.isArray(c.categories) &&
    c.categories.every(isCategory) &&
    strOrNull(c.policy_url) &&
    // The logo is absent or a string (the UI tests it is https; a test of `{"toString":null}` would throw).
    strOrNull(c.logo || null)
  );
}

/** A usable config of this website (a config of another one is refused like a broken one). */
export const isConfigOf = (c: unknown, uuid: string): c is RuntimeConfig => isRuntimeConfig(c) && c.uuid === uuid;
