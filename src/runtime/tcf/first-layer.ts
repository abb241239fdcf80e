import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { fill } from '../../shared/fill.ts';
import { labelsOf, langAttrs } from './layer-labels.ts';

const NOTICE = 'tcf-n';

/**
 * The first layer's TCF notice (Policy 5.0.b): the number of vendors and what they are disclosed for, by the IAB's
 * names: the stacks the service chose (`firstLayer`: src/service/tcf/first-layer-stacks.ts), then each purpose and
 * special feature no stack covers, under the banner's own body text. For an answer without `firstLayer` (made
 * before it existed), the purposes the vendors use. Added once to the banner the runtime rendered; nothing when the
 * banner is not there.
 */
export function addNotice(root: ShadowRoot, list: VendorListAnswer): void {
  const body = root.querySelector('.tx');
  if (!body || body.querySelector('.' + NOTICE)) return;
  const vendors = Object.values(list.vendors).filter((v) => !v.deletedDate);
  const shown = list.firstLayer || {
    stacks: [],
    purposes: vendors.flatMap((v) => [...v.purposes, ...v.legIntPurposes, ...v.flexiblePurposes]),
    specialFeatures: [],
  };
  const p = document.createElement('p');
  p.className = NOTICE;
  const attrs = langAttrs(list);
  for (const k in attrs) p.setAttribute(k, attrs[k]!);
  p.textContent = `${fill(labelsOf(list).notice, 'count', vendors.length)} ${[
    ...new Set([
      ...shown.stacks.map((id) => list.stacks[id]),
      ...shown.purposes.map((id) => list.purposes[id]),
      ...shown.specialFeatures.map((id) => list.specialFeatures[id]),
    ]),
  ]
    .map((x) => x && x.name)
    .filter(Boolean)
    .join('; ')}.`;
  body.append(p);
}
