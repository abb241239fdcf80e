import { GVL, PurposeRestriction, TCModel, TCString } from '@iabtechlabtcf/core';
import type { VendorListAnswer } from '../../schema/vendor-list.ts';

/**
 * A visitor's TCF choice over the vendors a website discloses. Ids absent
 * from a list are refused (consent) or not objected to (legitimate interest).
 */
export interface TcfChoice {
  purposeConsents: readonly number[];
  /** Purposes whose legitimate interest the visitor objected to (the right to object). */
  purposeObjections: readonly number[];
  specialFeatureOptIns: readonly number[];
  vendorConsents: readonly number[];
  /** Vendors whose legitimate interest the visitor objected to. */
  vendorObjections: readonly number[];
  /** Google ad-tech providers (outside the vendor list) the visitor consented to. */
  googleAtpConsents: readonly number[];
}

const ids = (o: Record<string, unknown>) => Object.keys(o).map(Number);
/**
 * The website's vendors that may still be shown (a deleted vendor must not be: GVL `deletedDate`), with the
 * declarations the publisher's restrictions leave them (`restrictedVendors`): what the visitor is asked about.
 */
export const liveVendors = (list: VendorListAnswer) =>
  Object.values(list.vendors)
    .filter((v) => !v.deletedDate)
    .map((v) => ({ ...v, ...(list.restrictedVendors || {})[v.id] }));

/** Everything consented, nothing objected to. */
export const acceptAll = (list: VendorListAnswer): TcfChoice => ({
  purposeConsents: ids(list.purposes),
  purposeObjections: [],
  specialFeatureOptIns: ids(list.specialFeatures),
  vendorConsents: liveVendors(list).map((v) => v.id),
  vendorObjections: [],
  googleAtpConsents: list.googleAtpIds,
});

/** Nothing consented, and every legitimate interest objected to: reject all leaves no legal basis to a vendor. */
export const rejectAll = (list: VendorListAnswer): TcfChoice => ({
  purposeConsents: [],
  purposeObjections: ids(list.purposes),
  specialFeatureOptIns: [],
  vendorConsents: [],
  vendorObjections: liveVendors(list).map((v) => v.id),
  googleAtpConsents: [],
});

/**
 * Policy 5.0.b (TCF v2.4) dropped the rule that a vendor declaring special
 * purposes (and no purpose on legitimate interest) gets its legitimate-interest
 * bit once disclosed; @iabtechlabtcf/core 1.5.21 still keeps that bit when it
 * is set. A vendor's bit is set here only when it declares a purpose on
 * legitimate interest (or may use one: `flexiblePurposes`) that the visitor did
 * not object to, so the library has nothing to keep (docs/service.md#iab-tcf).
 */
export function legitimateInterestVendors(list: VendorListAnswer, choice: TcfChoice): number[] {
  return liveVendors(list)
    .filter(
      (v) =>
        !choice.vendorObjections.includes(v.id) &&
        [...v.legIntPurposes, ...v.flexiblePurposes].some((p) => !choice.purposeObjections.includes(p)),
    )
    .map((v) => v.id);
}

/** Purposes some disclosed vendor declares on legitimate interest, less the visitor's objections. */
function legitimateInterestPurposes(list: VendorListAnswer, objections: readonly number[]): number[] {
  const objected = new Set(objections);
  const declared = new Set(liveVendors(list).flatMap((v) => [...v.legIntPurposes, ...v.flexiblePurposes]));
  return [...declared].filter((p) => !objected.has(p));
}

/**
 * Google's Additional Consent string, version 2 ("2~consented~dv.disclosed"):
 * the providers consented to, then those disclosed but not consented to, each
 * ascending and dot-separated.
 */
export function additionalConsent(disclosed: readonly number[], consented: readonly number[]): string {
  const shown = new Set(disclosed);
  const yes = [...new Set(consented)].filter((id) => shown.has(id)).sort((a, b) => a - b);
  const no = [...shown].filter((id) => !yes.includes(id)).sort((a, b) => a - b);
  return `2~${yes.join('.')}~dv.${no.join('.')}`;
}

export interface Encoded {
  /** The TC string: core segment, Disclosed Vendors segment, publisher segment (service-specific). */
  tcString: string;
  addtlConsent: string;
}

/**
 * Encodes a choice with the IAB's library as a service-specific TC string
 * whose Disclosed Vendors segment lists the website's vendors (mandatory for
 * strings created since TCF 2.3), and the Additional Consent string beside it.
 * `at`, the decision's time, dates it (to the day, as the library does): a
 * string made again on a later view still says when the visitor chose.
 */
export function encodeChoice(list: VendorListAnswer, choice: TcfChoice, at?: string): Encoded {
  const model = new TCModel(new GVL(list as never, { language: list.language }));
  if (at) model.created = model.lastUpdated = new Date(Math.floor(Date.parse(at) / 864e5) * 864e5);
  model.cmpId = list.cmpId;
  model.cmpVersion = list.cmpVersion;
  model.isServiceSpecific = true;
  model.consentScreen = 1;
  if (list.publisherCC) model.publisherCountryCode = list.publisherCC;
  // The library checks each against the vendor list it was given (the IAB's declarations) and keeps what applies.
  for (const r of list.publisherRestrictions || [])
    for (const id of r.vendors) model.publisherRestrictions.add(id, new PurposeRestriction(r.purpose, r.type));
  const disclosed = liveVendors(list).map((v) => v.id);
  model.vendorsDisclosed.set(disclosed);
  model.purposeConsents.set([...choice.purposeConsents]);
  model.purposeLegitimateInterests.set(legitimateInterestPurposes(list, choice.purposeObjections));
  model.specialFeatureOptins.set([...choice.specialFeatureOptIns]);
  const shown = new Set(disclosed);
  model.vendorConsents.set(choice.vendorConsents.filter((id) => shown.has(id)));
  model.vendorLegitimateInterests.set(legitimateInterestVendors(list, choice));
  return {
    tcString: TCString.encode(model),
    addtlConsent: additionalConsent(list.googleAtpIds, choice.googleAtpConsents),
  };
}
