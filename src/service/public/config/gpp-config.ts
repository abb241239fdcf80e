import { GppModel } from '@iabgpp/cmpapi';
import type { Region } from '../../../schema/enums.ts';
import type { GppConfig, GppState, GppSubsection } from '../../../schema/gpp.ts';
import { GPP_SECTIONS, gppStateIndex } from '../../../shared/gpp-sections.ts';
import type { BannerSettings } from '../../model/banners.ts';

/**
 * PingReturn's cmpId for a string creator without an IAB CMP ID (GPP CMP API, "What is CMP ID?"); an operator with
 * one (TCF_CMP_ID) is answered as that CMP, as its TC strings are.
 */
export const GPP_CMP_ID = 1;

/** The MSPA's two-bit answers: 1 yes / opted out, 2 no / did not opt out. */
const YES = 1;
const NO = 2;

/** The fields each section has that the banner's notice and the visitor's opt-out set (the rest stay 0, not applicable). */
const FIELDS = {
  usnat: {
    notices: ['SharingNotice', 'SaleOptOutNotice', 'SharingOptOutNotice', 'TargetedAdvertisingOptOutNotice'],
    optOuts: ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut'],
  },
  usca: {
    notices: ['SaleOptOutNotice', 'SharingOptOutNotice'],
    optOuts: ['SaleOptOut', 'SharingOptOut'],
  },
} as const;

/** The GPC sub-section's fields as the library names them; the spec calls its type `SubsectionType`. */
const GPC_FIELDS = ['GpcSegmentType', 'GpcSegmentIncluded', 'Gpc'];

/**
 * One state's GPP string, encoded by the IAB's library, and its section as that library decodes the string again,
 * split into the spec's sub-sections (core, GPC): what `getSection` answers is what the string says.
 */
function encodeState(api: keyof typeof FIELDS, noticeShown: boolean, gpc: boolean, advertising: boolean): GppState {
  const model = new GppModel();
  for (const f of FIELDS[api].notices) model.setFieldValue(api, f, noticeShown ? YES : NO);
  for (const f of FIELDS[api].optOuts) model.setFieldValue(api, f, advertising ? NO : YES);
  // The website has not declared itself an MSPA signatory: not a covered transaction, the MSPA modes do not apply.
  model.setFieldValue(api, 'MspaCoveredTransaction', NO);
  model.setFieldValue(api, 'GpcSegmentIncluded', true);
  model.setFieldValue(api, 'Gpc', gpc);
  const string = model.encode();
  const decoded = new GppModel(string).getSection(api) as Record<string, GppSubsection[string]>;
  const core: GppSubsection = {};
  for (const [k, v] of Object.entries(decoded)) if (!GPC_FIELDS.includes(k)) core[k] = v;
  return { string, parsed: [core, { SubsectionType: decoded.GpcSegmentType as number, Gpc: decoded.Gpc as boolean }] };
}

/**
 * The GPP part of a config (schema/gpp.ts) for a visitor in `region`: usnat v2 in `us`, usca in `california`, none
 * elsewhere or with the banner's `global_privacy_platform` off. The notice fields say whether the banner was shown
 * in that region (its settings, else `global`'s, as the runtime picks them); the opt-outs of sale, sharing and
 * targeted advertising are the visitor's unless the decision grants advertising (docs/decisions/gpp.md).
 */
export function gppConfig(banner: BannerSettings, region: Region | null, cmpId = GPP_CMP_ID): GppConfig | undefined {
  if (!banner.global_privacy_platform || (region !== 'us' && region !== 'california')) return undefined;
  const section = GPP_SECTIONS[region];
  const settings = banner.regions[region] ?? banner.regions.global;
  const shown = !!settings && settings.enable_banner;
  const states: GppState[] = [];
  for (const gpc of [false, true])
    for (const advertising of [false, true])
      states[gppStateIndex(gpc, advertising)] = encodeState(section.api, shown, gpc, advertising);
  return { cmp_id: cmpId, section_id: section.id, api: section.api, states };
}
