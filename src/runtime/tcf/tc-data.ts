import { type TCModel, TCString, type Vector } from '@iabtechlabtcf/core';

export type EventStatus = 'tcloaded' | 'cmpuishown' | 'useractioncomplete';

/** A TC string as the API hands it out, with Google's Additional Consent string beside it, and decoded. */
export interface TcSignal {
  tcString: string;
  addtlConsent: string;
  eventStatus: EventStatus;
  /**
   * The string read back with the IAB's decoder: what the API answers is what the string says, for a string made
   * now and for one stored on an earlier view alike.
   */
  model: TCModel;
}

export const signal = (tcString: string, addtlConsent: string, eventStatus: EventStatus): TcSignal => ({
  tcString,
  addtlConsent,
  eventStatus,
  model: TCString.decode(tcString),
});

/** `{id: boolean}` for ids 1 to the vector's highest, or only `only`'s (getTCData's `vendorIds`). */
function flags(v: Vector, only?: readonly number[]): Record<string, boolean> {
  const o: Record<string, boolean> = {};
  if (only) for (const id of only) o[id] = v.has(id);
  else
    v.forEach((has, id) => {
      o[id] = has;
    });
  return o;
}

/** `{purposeId: {vendorId: restrictionType}}`: the publisher restrictions the string carries (TCData's `restrictions`). */
function restrictions(m: TCModel): Record<string, Record<string, number>> {
  const o: Record<string, Record<string, number>> = {};
  const r = m.publisherRestrictions;
  for (const pr of r.getRestrictions())
    for (const id of r.getVendors(pr)) (o[pr.purposeId] = o[pr.purposeId] || {})[id] = pr.restrictionType;
  return o;
}

/**
 * The spec's TCData (CMP API v2, "TCData") of a signal. `addtlConsent` is Google's extension (its Additional
 * Consent technical specification).
 */
export function tcData(s: TcSignal, cmpStatus: string, listenerId?: number, vendorIds?: readonly number[]) {
  const m = s.model;
  return {
    tcString: s.tcString,
    tcfPolicyVersion: m.policyVersion,
    cmpId: m.cmpId,
    cmpVersion: m.cmpVersion,
    gdprApplies: true,
    eventStatus: s.eventStatus,
    cmpStatus,
    listenerId,
    isServiceSpecific: m.isServiceSpecific,
    useNonStandardTexts: m.useNonStandardTexts,
    publisherCC: m.publisherCountryCode,
    purposeOneTreatment: m.purposeOneTreatment,
    purpose: { consents: flags(m.purposeConsents), legitimateInterests: flags(m.purposeLegitimateInterests) },
    vendor: {
      consents: flags(m.vendorConsents, vendorIds),
      legitimateInterests: flags(m.vendorLegitimateInterests, vendorIds),
      disclosedVendors: flags(m.vendorsDisclosed, vendorIds),
    },
    specialFeatureOptins: flags(m.specialFeatureOptins),
    publisher: {
      consents: flags(m.publisherConsents),
      legitimateInterests: flags(m.publisherLegitimateInterests),
      customPurpose: {
        consents: flags(m.publisherCustomConsents),
        legitimateInterests: flags(m.publisherCustomLegitimateInterests),
      },
      restrictions: restrictions(m),
    },
    addtlConsent: s.addtlConsent,
  };
}
