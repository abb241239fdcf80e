import { type TCModel, TCString, type Vector } from '@iabtechlabtcf/core';
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
 * The choice a decoded TC string says, with its Additional Consent string: where the vendor layer starts, and what
 * a kept string is read back as. A legitimate interest the string does not signal counts as objected to.
 */
export function stringChoice(list: VendorListAnswer, m: TCModel, ac: string): TcfChoice {
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
}

/**
 * The vendor layer's choice as the TC string kept for a custom decision says it, read back to be narrowed to the
 * decision again (never taken as it is: anyone can write the website's storage); null when the IAB's decoder
 * refuses the string.
 */
export function keptChoice(list: VendorListAnswer, tc: string, ac: string): TcfChoice | null {
  try {
    return stringChoice(list, TCString.decode(tc), ac);
  } catch {
    return null;
  }
}
