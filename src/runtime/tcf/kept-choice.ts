import { TCString, type Vector } from '@iabtechlabtcf/core';
import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { acceptAll, type TcfChoice } from './encode.ts';

const on = (v: Vector) => {
  const out: number[] = [];
  v.forEach((has, id) => {
    if (has) out.push(id);
  });
  return out;
};

/**
 * The vendor layer's choice as the TC string kept for a custom decision says it, read back to be narrowed to the
 * decision again (never taken as it is: anyone can write the website's storage). A legitimate interest the string
 * does not signal counts as objected to; null when the IAB's decoder refuses the string.
 */
export function keptChoice(list: VendorListAnswer, tc: string, ac: string): TcfChoice | null {
  try {
    const m = TCString.decode(tc);
    const all = acceptAll(list);
    const interests = on(m.purposeLegitimateInterests);
    const vendorInterests = on(m.vendorLegitimateInterests);
    return {
      purposeConsents: on(m.purposeConsents),
      purposeObjections: all.purposeConsents.filter((p) => !interests.includes(p)),
      specialFeatureOptIns: on(m.specialFeatureOptins),
      vendorConsents: on(m.vendorConsents),
      vendorObjections: all.vendorConsents.filter((id) => !vendorInterests.includes(id)),
      // Additional Consent v2: "2~consented~dv.disclosed".
      googleAtpConsents: (ac.split('~')[1] || '').split('.').filter(Boolean).map(Number),
    };
  } catch {
    return null;
  }
}
