import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { noticeText, vendorsLinkLabel } from '../../shared/tcf-notice.ts';
import { labelsOf, langAttrs } from './layer-labels.ts';
import { CLICKED, placeNotice, VENDORS_LINK } from './place-notice.ts';

/** The links this chunk has made open the layer (the stub's first answer a click by marking it). */
const wired = new WeakSet<Element>();

/**
 * The first layer's TCF notice (Policy 5.0.b, `noticeText`) from the vendor list the chunk fetched, under the
 * banner's own body text, ending in a "Vendors (N)" link that runs `openVendors` (the vendor list in one click).
 * The first-view script has mostly put both there already, from the list the service had when it made the script
 * (the stub, index.ts): this corrects them where the list has changed since, adds them where the script had none,
 * and makes the link work, opening the layer at once for a click that came before it.
 */
export function addNotice(root: ShadowRoot, list: VendorListAnswer, openVendors: (from: HTMLElement) => void): void {
  const labels = labelsOf(list);
  const p = placeNotice(root, noticeText(list, labels.notice), langAttrs(list), vendorsLinkLabel(list, labels.vendors));
  const link = p && p.querySelector<HTMLElement>('.' + VENDORS_LINK);
  if (!link || wired.has(link)) return;
  wired.add(link);
  link.onclick = (e) => {
    e.preventDefault();
    openVendors(link);
  };
  if (link.hasAttribute(CLICKED)) {
    link.removeAttribute(CLICKED);
    openVendors(link);
  }
}
