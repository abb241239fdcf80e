import type { RegionSettings } from '../../schema/banner.ts';
import type { Region } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';

// Time zones by the shortest prefix that tells them apart from their
// neighbours (bytes matter: this ships on every page view; the table test in
// test/unit/runtime/resolve/resolve.test.ts holds the full names and the near misses).
// Under Europe/ but outside the EEA, the UK and Switzerland: Kaliningrad, Kirov,
// Kiev, Kyiv, Ulyanovsk, Uzhgorod, Moscow, Monaco, Minsk, Samara, Saratov,
// San_Marino, Sarajevo, Simferopol, Skopje, Astrakhan, Andorra, Chisinau,
// Tirane, Tiraspol, Istanbul, Podgorica, Volgograd, Vatican, Zaporozhye,
// Belgrade. Any other Europe/ zone counts as `eu`: an unknown one errs on the
// side of asking for consent.
const NON_EEA_EUROPE = /^Europe\/(K|U|Mo|Mi|Sa|Si|Sk|As|An|Ch|Ti|Ist|Po|Vo|Vat|Zap|Belg)/;
// EEA territory outside Europe/: Reykjavik, Canary, Madeira, Azores, Nicosia, Famagusta, Ceuta.
const EEA_ELSEWHERE = /^(Atlantic\/(Re|Can|Mad|Az)|Asia\/(Ni|Fa)|Africa\/Ce)/;
// The United States: New_York, Chicago, Denver, Phoenix, Anchorage, Juneau,
// Sitka, Yakutat, Nome, Metlakatla, Adak, Boise, Detroit, Menominee,
// Indiana/*, Indianapolis, Kentucky/*, Louisville, North_Dakota/*,
// Puerto_Rico, Honolulu and the US/* aliases.
const US = /^(America\/(New_Y|Chica|Den|Pho|Anc|Jun|Sit|Yak|Nom|Met|Ada|Boi|Det|Meno|Ind|Ken|Lou|North|Pue)|Pacific\/Hon|US\/)/;

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

/**
 * QA override → the service's geo → time zone heuristic → `global`. The time
 * zone is read only when needed: the first `Intl` call loads locale data,
 * a visible slice of a slow phone's main thread.
 */
export function resolveRegion(
  override: Region | undefined,
  geo: Region | null | undefined,
  zone: () => string | undefined = timeZone,
): Region {
  return override || geo || regionFromTimeZone(zone());
}

/**
 * The settings that apply to a region: its own, else `global`'s; null when
 * neither is configured, and the runtime then fails closed.
 */
export function settingsFor(config: Pick<RuntimeConfig, 'regions'>, region: Region): RegionSettings | null {
  return config.regions[region] || config.regions.global || null;
}
