// The runtime's own decision table and region fall-back, so that a warning says
// exactly what visitors' browsers will do (both are pure: no DOM, no bytes added).
import { decide } from '../../runtime/consent/decide.ts';
import { settingsFor } from '../../runtime/resolve/region.ts';
import type { Banner, BannerWarning, Regions } from '../../schema/banner.ts';
import type { Region } from '../../schema/enums.ts';
import { REGIONS } from '../../shared/regions.ts';
import { LEGACY_SNIPPET_DAYS } from './legacy-snippet.ts';
import { type TrackerBeforeConsent, trackerWarnings } from './scan-blocking.ts';

/** The region whose settings apply to `region`: its own, else `global` (as the runtime falls back). */
const sourceOf = (regions: Regions, region: Region): Region | null =>
  regions[region] ? region : regions.global ? 'global' : null;

/**
 * What is risky in a banner's regions (docs/decisions/partner-api.md#banner-warnings):
 * a banner shown in the `eu` without a decline button (regulators ask that
 * refusing be as easy as accepting: EDPB Cookie Banner Taskforce report,
 * January 2023), the `eu` in `opt_out` (the runtime then grants everything
 * before any choice, which is no consent under the GDPR and the ePrivacy
 * Directive: docs/decisions/regions.md), and consent by scroll wherever the runtime would count it
 * (scrolling is not a clear affirmative act in most places; the runtime
 * never counts it in the `eu`). One warning per setting, naming the field
 * that holds it (`regions.global.…` when a region falls back to `global`).
 * And automatic blocking on while the website's pages were seen loading the
 * older snippet within `LEGACY_SNIPPET_DAYS` (`legacySeen`), which gets no feature; or while the latest
 * finished scan, run with blocking on, found known trackers set before consent (`trackers`).
 */
export function bannerWarnings(
  banner: Pick<Banner, 'regions' | 'automatic_blocking'>,
  seen: { legacySeen?: Date | string | null; trackers?: readonly TrackerBeforeConsent[] | null } = {},
  now = Date.now(),
): BannerWarning[] {
  const { legacySeen } = seen;
  const regions = banner.regions;
  const warnings: BannerWarning[] = [];
  // The older snippet is one static file for every website: per-website features (docs/architecture.md#the-build-path-of-a-first-view-script)
  // reach only pages that load code_snippet.banner.
  if (banner.automatic_blocking && legacySeen && now - new Date(legacySeen).getTime() < LEGACY_SNIPPET_DAYS * 86_400_000)
    warnings.push({
      code: 'legacy_snippet',
      field: 'automatic_blocking',
      message:
        'Some pages of this website load the older snippet (/consent.min.js), which cannot block trackers automatically: paste the website’s code_snippet.banner there instead.',
    });
  // Read from the scan, judged by the setting now: blocking turned off since takes the warning with it.
  if (banner.automatic_blocking) warnings.push(...trackerWarnings(seen.trackers ?? null));
  const eu = settingsFor({ regions }, 'eu');
  if (eu?.consent_mode === 'opt_out')
    warnings.push({
      code: 'eu_opt_out',
      field: `regions.${sourceOf(regions, 'eu')}.consent_mode`,
      message:
        'Visitors in the EU get every cookie before they choose (opt_out): EU law asks for consent first (opt_in), and a consent implied by not refusing is not consent there.',
    });
  if (eu?.enable_banner && !eu.enable_decline_button)
    warnings.push({
      code: 'eu_without_decline',
      field: `regions.${sourceOf(regions, 'eu')}.enable_decline_button`,
      message: 'Visitors in the EU see a banner without a decline button: regulators ask that refusing be as easy as accepting.',
    });

  const scrolling = new Map<Region, Region[]>();
  for (const region of REGIONS) {
    const settings = settingsFor({ regions }, region);
    const d = decide({ region, settings, all: ['essential'], version: '', stored: null, gpc: false });
    if (!d.scroll) continue;
    const source = sourceOf(regions, region)!;
    scrolling.set(source, [...(scrolling.get(source) ?? []), region]);
  }
  for (const [source, applies] of scrolling)
    warnings.push({
      code: 'consent_by_scroll',
      field: `regions.${source}.enable_consent_by_scroll`,
      message: `Scrolling counts as consent to all cookies for visitors in ${applies.join(', ')}: many regulators do not accept scrolling as consent, and visitors must be told on the banner that it counts.`,
    });
  return warnings;
}
