import type { RegionSettings } from '../../schema/banner.ts';
import type { ConsentMethod } from '../../schema/consent-record.ts';
import type { ConsentCategory, Region } from '../../schema/enums.ts';
import { usLaw } from '../../shared/regions.ts';
import type { Choice } from './choice.ts';

export interface Situation {
  region: Region;
  /** The region's settings after the fall-back to `global`; null when neither exists. */
  settings: RegionSettings | null;
  /** What "everything" means for this website: essential plus the categories it has cookies in. */
  all: readonly ConsentCategory[];
  /** The config's consent version. */
  version: string;
  stored: Choice | null;
  /** `navigator.globalPrivacyControl === true`. */
  gpc: boolean;
}

export interface Decision {
  /** What is granted from now on. */
  granted: ConsentCategory[];
  /** Set when the runtime itself decides now (stored and recorded): `implied` or `gpc`. */
  method?: ConsentMethod;
  /** Ask the visitor with the banner. */
  banner: boolean;
  /** Scrolling a meaningful distance accepts all. */
  scroll: boolean;
  /** Global Privacy Control was honoured (the preference centre says so). */
  gpc: boolean;
}

/** Sale and sharing of personal information under CCPA/CPRA: what Global Privacy Control opts out of. */
const SOLD_OR_SHARED: readonly ConsentCategory[] = ['advertising', 'social_networking'];

/** GPC is a legal opt-out signal in California (CCPA regs §7025) and honoured in all US states the same way. */
export const gpcApplies = (region: Region, gpc: boolean) => gpc && usLaw(region);

/**
 * A visitor's decision with GPC honoured: it removes the sold/shared
 * categories from anything but an explicit per-category choice (`custom`,
 * `api`), which the visitor makes knowing, from the preference centre, that
 * the signal was applied.
 */
export function withGpc(granted: ConsentCategory[], method: ConsentMethod, applies: boolean): ConsentCategory[] {
  return applies && method !== 'custom' && method !== 'api' ? granted.filter((c) => !SOLD_OR_SHARED.includes(c)) : granted;
}

/**
 * The one decision table of a page view (docs/runtime.md: "Decisions"):
 *
 * | situation                                   | granted                      | banner | records   |
 * |---------------------------------------------|------------------------------|--------|-----------|
 * | no settings for the region nor `global`     | essential                    | no     | —         |
 * | stored choice of this consent version       | the stored choice            | no     | —         |
 * | …and GPC (us, california) strips something  | stored minus sold/shared     | no     | `gpc`     |
 * | GPC in us or california, nothing stored     | region default minus sold/shared | no | `gpc`     |
 * | `opt_out`                                   | everything (implied)         | if enabled | `implied` |
 * | `opt_in`                                    | essential                    | if enabled | —     |
 *
 * Consent by scroll only in `opt_in` regions with a banner shown, and never in
 * `eu`: scrolling is not a clear affirmative act there (EDPB Guidelines 05/2020 §86).
 */
export function decide(s: Situation): Decision {
  const essential: ConsentCategory[] = ['essential'];
  const cfg = s.settings;
  if (!cfg) return { granted: essential, banner: false, scroll: false, gpc: false };
  const gpc = gpcApplies(s.region, s.gpc);
  const stored = s.stored && s.stored.version === s.version ? s.stored : null;
  if (stored) {
    const granted = withGpc(stored.granted, stored.method, gpc);
    return granted.length < stored.granted.length
      ? { granted, method: 'gpc', banner: false, scroll: false, gpc }
      : { granted: stored.granted, banner: false, scroll: false, gpc };
  }
  const optOut = cfg.consent_mode === 'opt_out';
  const base = optOut ? s.all.slice() : essential;
  if (gpc) return { granted: withGpc(base, 'gpc', true), method: 'gpc', banner: false, scroll: false, gpc };
  const banner = cfg.enable_banner;
  if (optOut) return { granted: base, method: 'implied', banner, scroll: false, gpc };
  return { granted: essential, banner, scroll: banner && cfg.enable_consent_by_scroll && s.region !== 'eu', gpc };
}
