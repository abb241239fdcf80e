import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { TCF_PURPOSE_CATEGORIES } from '../../shared/tcf-purposes.ts';
import { acceptAll, liveVendors, type TcfChoice } from './encode.ts';

/**
 * What a decision's TC string says (docs/decisions/tcf.md#our-categories-and-the-tcf-purposes): the vendor layer's
 * choice (`layer`; without one, everything but the special features), narrowed to what the granted categories
 * cover. A purpose is consented to only when a granted category covers it, and its legitimate interest objected to
 * when none does; a vendor only when every purpose it needs consent for is consented to (its declarations as the
 * publisher's restrictions leave them); a special feature only when the layer opted in to it, and some purpose is
 * consented to; Google's ad-tech providers only with advertising.
 */
export function decisionChoice(list: VendorListAnswer, granted: readonly string[], layer: TcfChoice | null): TcfChoice {
  const all = acceptAll(list);
  const from = layer || { ...all, specialFeatureOptIns: [] };
  const covered = (p: number) => (TCF_PURPOSE_CATEGORIES[p] || []).some((c) => granted.includes(c));
  const purposeConsents = from.purposeConsents.filter(covered);
  return {
    purposeConsents,
    purposeObjections: all.purposeConsents.filter((p) => !covered(p) || from.purposeObjections.includes(p)),
    // A special feature serves purposes: with none consented to, nothing may use it.
    specialFeatureOptIns: purposeConsents.length ? from.specialFeatureOptIns : [],
    vendorConsents: liveVendors(list)
      .filter((v) => from.vendorConsents.includes(v.id) && v.purposes.every((p) => purposeConsents.includes(p)))
      .map((v) => v.id),
    vendorObjections: from.vendorObjections,
    googleAtpConsents: granted.includes('advertising') ? from.googleAtpConsents : [],
  };
}
