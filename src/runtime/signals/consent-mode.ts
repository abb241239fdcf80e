import type { RegionSettings } from '../../schema/banner.ts';
import type { ConsentCategory, Region } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { CATEGORY_CONSENT_TYPES, CONSENT_TYPES, type ConsentType } from '../../shared/consent-types.ts';
import { EU_COUNTRIES } from '../../shared/regions.ts';
import { settingsFor } from '../resolve/region.ts';
import { gtag } from './gtag.ts';

type State = 'granted' | 'denied';
export type ConsentParams = Partial<Record<ConsentType, State>> & { wait_for_update?: number; region?: string[] };

/** How long Google's tags wait for an update when nothing is known yet. */
export const STRICT_WAIT_MS = 500;

/** Consent types from granted categories, through the one table in src/shared/consent-types.ts. */
export function consentStates(granted: readonly ConsentCategory[]): Record<ConsentType, State> {
  const out = {} as Record<ConsentType, State>;
  for (const t of CONSENT_TYPES) out[t] = 'denied';
  for (const c of granted) for (const t of CATEGORY_CONSENT_TYPES[c]) out[t] = 'granted';
  return out;
}

/** Before anything is known: everything denied but security_storage. */
export const strictDefault = (): ConsentParams => ({ ...consentStates(['essential']), wait_for_update: STRICT_WAIT_MS });

/** A region's configured defaults (`vendor_consent_mode_settings`). */
export function regionDefault(s: RegionSettings): ConsentParams {
  const v = s.vendor_consent_mode_settings;
  const out: ConsentParams = {};
  for (const t of CONSENT_TYPES) out[t] = v[t];
  if (v.enable_wait_for_update) out.wait_for_update = v.wait_for_update;
  return out;
}

/** ISO 3166 codes Google's tags match against the visitor's location; `global` has none (the fallback). */
const REGION_CODES: Record<Exclude<Region, 'global'>, readonly string[]> = {
  eu: EU_COUNTRIES,
  california: ['US-CA'],
  us: ['US'],
};

/**
 * The `default` commands for a config. Without a QA override, one per region,
 * each with its `region` codes (global without, so it covers everyone else),
 * so that Google's own geolocation picks the right one even when the cached
 * config was fetched elsewhere; a more specific region (US-CA) wins over a less
 * specific one (US) whatever the order. A region whose settings fall back to
 * nothing gets the strict default; one with consent mode off gets none. With a
 * QA override, only the overriding region's, without codes.
 */
export function defaultCommands(config: RuntimeConfig, override?: Region): ConsentParams[] {
  const one = (r: Region): ConsentParams | null => {
    const s = settingsFor(config, r);
    return !s ? strictDefault() : s.enable_vendor_consent_mode ? regionDefault(s) : null;
  };
  if (override) {
    const p = one(override);
    return p ? [p] : [];
  }
  const out: ConsentParams[] = [];
  for (const r of ['global', 'eu', 'california', 'us'] as const) {
    const p = one(r);
    if (p) out.push(r === 'global' ? p : { ...p, region: REGION_CODES[r].slice() });
  }
  return out;
}

/** The arguments of one `gtag()` call. */
export type GtagCommand = [string, string, unknown];

/** A config's commands: every region's defaults (`defaultCommands`), then the `set` calls of the visitor's region (its settings `s`). */
export function configCommands(config: RuntimeConfig, s: RegionSettings | null, override?: Region): GtagCommand[] {
  const out = defaultCommands(config, override).map((p): GtagCommand => ['consent', 'default', p]);
  const v = s && s.enable_vendor_consent_mode && s.vendor_consent_mode_settings;
  if (v) out.push(['set', 'ads_data_redaction', v.ads_data_redaction], ['set', 'url_passthrough', v.url_passthrough]);
  return out;
}

export const pushCommands = (commands: GtagCommand[]) => {
  for (const c of commands) gtag(...c);
};
export const pushUpdate = (granted: readonly ConsentCategory[]) => gtag('consent', 'update', consentStates(granted));
