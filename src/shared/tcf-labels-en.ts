// Plain data, no zod: the TCF chunk bundles it; `TcfLabels` (schema/vendor-list.ts) checks its shape where the
// service's US English pack takes it.

/**
 * The TCF vendor layer's own words in US English: the `en` pack's (the service sends them with an English answer)
 * and the chunk's fallback for an answer without labels. `{count}` and `{days}` are filled in by the chunk.
 */
export const TCF_LABELS_EN = {
  notice: 'We and our {count} vendors (IAB TCF) use your data for these purposes:',
  open: 'Vendors and purposes (IAB TCF)',
  title: 'Vendors and purposes',
  purposes: 'Purposes',
  specialPurposes: 'Special purposes',
  features: 'Features',
  specialFeatures: 'Special features',
  vendors: 'Vendors ({count})',
  consent: 'Consent',
  object: 'Object to legitimate interest',
  legitimateInterest: 'Legitimate interest',
  retention: 'Retention: {days} days',
  dataCategories: 'Data collected',
  privacy: 'Privacy policy',
  google: 'Google ad-tech providers outside the vendor list ({count})',
  save: 'Save these choices',
  close: 'Close',
};
