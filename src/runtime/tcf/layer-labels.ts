/**
 * The layer's own few words around the IAB's texts (which come from the vendor-list answer, in the visitor's
 * language or English where the IAB publishes none). English only for now: docs/runtime.md#iab-tcf.
 */
export const LABELS = {
  notice: (vendors: number) => `We and our ${vendors} vendors (IAB TCF) use your data for these purposes:`,
  open: 'Vendors and purposes (IAB TCF)',
  title: 'Vendors and purposes',
  purposes: 'Purposes',
  specialPurposes: 'Special purposes',
  features: 'Features',
  specialFeatures: 'Special features',
  vendors: (n: number) => `Vendors (${n})`,
  consent: 'Consent',
  object: 'Object to legitimate interest',
  legitimateInterest: 'Legitimate interest',
  retention: (days: number) => `Retention: ${days} days`,
  dataCategories: 'Data collected',
  privacy: 'Privacy policy',
  google: (n: number) => `Google ad-tech providers outside the vendor list (${n})`,
  save: 'Save these choices',
  close: 'Close',
};
