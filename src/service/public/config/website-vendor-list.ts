import type { Language } from '../../../schema/enums.ts';
import type { VendorList, VendorListTranslation } from '../../../schema/vendor-list.ts';
import type { CachedWebsite } from '../../model/cached-website.ts';
import { composeVendorList } from '../../tcf/compose-vendor-list.ts';
import { packOf } from '../../texts/packs.ts';

/**
 * The website's vendor list as the runtime is served it (`VendorListAnswer`), in `iab` where the IAB translates it,
 * with the layer's labels in `lang`, the banner's, also where the IAB's texts stay English (docs/decisions/tcf.md).
 */
export function websiteVendorList(
  w: CachedWebsite,
  lang: Language,
  iab: string,
  list: VendorList,
  translation: VendorListTranslation | null,
  cmp: { cmpId: number; cmpVersion: number },
) {
  const answer = composeVendorList(list, translation, iab, {
    vendors: w.banner.tcf_vendors ?? [],
    googleAtpIds: w.banner.tcf_google_atp_ids ?? [],
    publisherCC: w.banner.tcf_publisher_cc,
    restrictions: w.banner.tcf_publisher_restrictions,
    cmpId: cmp.cmpId,
    cmpVersion: cmp.cmpVersion,
  });
  return { ...answer, labels: packOf(lang).tcf, labelsLanguage: lang };
}
