import type { PublisherRestriction } from '../../schema/banner.ts';
import type { VendorList, VendorListAnswer, VendorListTranslation } from '../../schema/vendor-list.ts';
import { firstLayerItems } from './first-layer-stacks.ts';
import { restrictionsOfAnswer } from './publisher-restrictions.ts';

/** The texts a translation replaces, each whole: the IAB's translation is served as published, never merged. */
const TRANSLATED = [
  'purposes',
  'specialPurposes',
  'features',
  'specialFeatures',
  'stacks',
  'dataCategories',
  'standardTexts',
] as const;

export interface VendorListPicks {
  /** The website's vendors (banner `tcf_vendors`). */
  vendors: readonly number[];
  /** The website's Google ad-tech providers (banner `tcf_google_atp_ids`). */
  googleAtpIds: readonly number[];
  /** The publisher's country (banner `tcf_publisher_cc`), null when unset. */
  publisherCC?: string | null;
  /** The banner's `tcf_publisher_restrictions`. */
  restrictions?: readonly PublisherRestriction[];
  cmpId: number;
  cmpVersion: number;
}

/**
 * The vendor list as the runtime needs it for one website and language: its
 * vendors only (a vendor the IAB has deleted since is left out), and the
 * texts of the IAB's translation for `language` when there is one, else the
 * list's English (the IAB publishes no `ar` or `he`: docs/service.md#iab-tcf).
 * A text the translation lacks (an older file without `standardTexts`) stays
 * English. The layer's own `labels` are added by the caller, from the pack of
 * the answer's `language`.
 */
export function composeVendorList(
  list: VendorList,
  translation: VendorListTranslation | null,
  language: string,
  picks: VendorListPicks,
  now = new Date(),
): VendorListAnswer {
  const vendors: VendorList['vendors'] = {};
  for (const id of picks.vendors) {
    const v = list.vendors[String(id)];
    if (v && !(v.deletedDate && new Date(v.deletedDate) <= now)) vendors[String(id)] = v;
  }
  const restricted = restrictionsOfAnswer(vendors, picks.restrictions ?? []);
  // What the visitor is shown: each vendor as the restrictions leave it.
  const shown = Object.fromEntries(
    Object.entries(vendors).map(([id, v]) => [id, { ...v, ...restricted.restrictedVendors?.[id] }]),
  );
  const texts: Partial<VendorList> = {};
  if (translation) for (const k of TRANSLATED) if (translation[k] !== undefined) Object.assign(texts, { [k]: translation[k] });
  return {
    ...list,
    ...texts,
    vendors,
    firstLayer: firstLayerItems({ stacks: list.stacks, vendors: shown }),
    ...restricted,
    language: translation ? language : 'en',
    cmpId: picks.cmpId,
    cmpVersion: picks.cmpVersion,
    googleAtpIds: [...picks.googleAtpIds],
    ...(picks.publisherCC ? { publisherCC: picks.publisherCC } : {}),
  };
}
