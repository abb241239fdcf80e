import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { noticeText } from '../../shared/tcf-notice.ts';
import { labelsOf, langAttrs } from './layer-labels.ts';
import { placeNotice } from './place-notice.ts';

/**
 * The first layer's TCF notice (Policy 5.0.b, `noticeText`) from the vendor list the chunk fetched, under the
 * banner's own body text. The first-view script has mostly put it there already, from the list the service had
 * when it made the script (the stub, index.ts): this corrects it where the list has changed since, and adds it where
 * the script had none.
 */
export function addNotice(root: ShadowRoot, list: VendorListAnswer): void {
  placeNotice(root, noticeText(list, labelsOf(list).notice), langAttrs(list));
}
