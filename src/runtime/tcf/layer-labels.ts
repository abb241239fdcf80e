import type { TcfLabels, VendorListAnswer } from '../../schema/vendor-list.ts';
import { RTL_LANGUAGES } from '../../shared/languages.ts';
import { TCF_LABELS_EN } from '../../shared/tcf-labels-en.ts';

/** The English labels, only for an answer without a complete set of its own: docs/runtime.md#iab-tcf. */
export const LABELS: TcfLabels = TCF_LABELS_EN;

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
