import type { TcfLabels, VendorListAnswer } from '../../schema/vendor-list.ts';
import { RTL_LANGUAGES } from '../../shared/languages.ts';

/**
 * The layer's own English words around the IAB's texts: only for an answer without `labels` (one made before
 * they existed, or a bad one). The service sends them in the answer's language: docs/runtime.md#iab-tcf.
 */
export const LABELS: TcfLabels = {
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

/**
 * The answer's labels when every one is a string (the service parsed them; zod would cost the chunk bytes), else
 * the English ones: never a mix, so that the layer speaks one language.
 */
export const labelsOf = (list: VendorListAnswer): TcfLabels => {
  const l = list.labels as Record<string, unknown> | undefined;
  return l && Object.keys(LABELS).every((k) => typeof l[k] === 'string') ? (l as TcfLabels) : LABELS;
};

/**
 * `lang` and `dir` of what TCF adds: the answer's language, which may not be the banner's (an `ar` visitor reads
 * the IAB's English and English labels).
 */
export const langAttrs = (list: VendorListAnswer): Record<string, string> => ({
  lang: list.language,
  dir: (RTL_LANGUAGES as readonly string[]).includes(list.language) ? 'rtl' : 'ltr',
});
