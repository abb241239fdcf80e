import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { fill } from '../../shared/fill.ts';
import { labelsOf, langAttrs } from './layer-labels.ts';

const NOTICE = 'tcf-n';

/**
 * The first layer's TCF notice (Policy 5.0.b): the number of vendors and the purposes they are disclosed for, by
 * their IAB names, under the banner's own body text. Added once to the banner the runtime rendered; nothing when
 * the banner is not there.
 */
export function addNotice(root: ShadowRoot, list: VendorListAnswer): void {
  const body = root.querySelector('.tx');
  if (!body || body.querySelector('.' + NOTICE)) return;
  const vendors = Object.values(list.vendors).filter((v) => !v.deletedDate);
  const used = new Set(vendors.flatMap((v) => [...v.purposes, ...v.legIntPurposes, ...v.flexiblePurposes]));
  const p = document.createElement('p');
  p.className = NOTICE;
  const attrs = langAttrs(list);
  for (const k in attrs) p.setAttribute(k, attrs[k]!);
  p.textContent = `${fill(labelsOf(list).notice, 'count', vendors.length)} ${Object.values(list.purposes)
    .filter((x) => used.has(x.id))
    .map((x) => x.name)
    .join('; ')}.`;
  body.append(p);
}
