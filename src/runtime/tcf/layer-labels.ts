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
 * `lang` and `dir` of the labels and what TCF adds around the IAB's texts: the banner's language (`labelsLanguage`),
 * which may not be the IAB texts' (`language`: a `ja` visitor may read the IAB's English); English with the English
 * fallback labels.
 */
export const langAttrs = (list: VendorListAnswer): Record<string, string> => {
  const lang = labelsOf(list) === list.labels ? list.labelsLanguage || list.language : 'en';
  return { lang, dir: (RTL_LANGUAGES as readonly string[]).includes(lang) ? 'rtl' : 'ltr' };
};
