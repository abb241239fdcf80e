import type { RegionSettings } from '../../schema/banner.ts';
import type { Region } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';

const REGIONS: readonly string[] = ['eu', 'us', 'california', 'global'];

/** A QA override (`service_region` URL parameter or `data-region`) when it names a region. */
export const asRegion = (v: string | null | undefined): Region | undefined =>
  v && REGIONS.includes(v) ? (v as Region) : undefined;

// Zones under Europe/ outside the EEA, the UK and Switzerland (Russia, Belarus,
// Ukraine, Moldova, Türkiye, the western Balkans, and the microstates outside
// the EEA). Any other Europe/ zone counts as `eu`: an unknown one errs on the
// side of asking for consent.
const NON_EEA_EUROPE = /^Europe\/(Moscow|Kaliningrad|Samara|Ulyanovsk|Astrakhan|Saratov|Kirov|Volgograd|Simferopol|Minsk|Kiev|Kyiv|Uzhgorod|Zaporozhye|Chisinau|Tiraspol|Istanbul|Belgrade|Sarajevo|Skopje|Podgorica|Tirane|Andorra|Monaco|San_Marino|Vatican)$/;
// EEA territory whose zones are not under Europe/: Iceland, Cyprus, the Canary
// Islands, Madeira and the Azores, Ceuta.
const EEA_ELSEWHERE = /^(Atlantic\/(Reykjavik|Canary|Madeira|Azores)|Asia\/(Nicosia|Famagusta)|Africa\/Ceuta)$/;
const US = /^(America\/(New_York|Chicago|Denver|Phoenix|Anchorage|Juneau|Sitka|Yakutat|Nome|Metlakatla|Adak|Boise|Detroit|Menominee|Puerto_Rico|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+|Indianapolis|Louisville)|Pacific\/Honolulu|US\/.+)$/;

/**
 * A guess from the IANA time zone, used only when the service's geo is
 * unknown. Los Angeles stands for California (it is also Nevada's, Oregon's
 * and Washington's zone: those visitors get the stricter choice).
 */
export function regionFromTimeZone(tz: string | null | undefined): Region {
  const z = tz || '';
  if (z === 'America/Los_Angeles' || z === 'US/Pacific') return 'california';
  if (US.test(z)) return 'us';
  if ((/^Europe\//.test(z) && !NON_EEA_EUROPE.test(z)) || EEA_ELSEWHERE.test(z)) return 'eu';
  return 'global';
}

export function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** QA override → the service's geo → time zone heuristic → `global`. */
export function resolveRegion(override: Region | undefined, geo: Region | null | undefined, tz: string | null | undefined): Region {
  return override || geo || regionFromTimeZone(tz);
}

/**
 * The settings that apply to a region: its own, else `global`'s; null when
 * neither is configured, and the runtime then fails closed.
 */
export function settingsFor(config: RuntimeConfig, region: Region): RegionSettings | null {
  return config.regions[region] || config.regions.global || null;
}
