// The service writes the notice into the first-view script, the TCF chunk checks it against the
// vendor list it fetches (runtime/tcf/first-layer.ts).

import { fill } from './fill.ts';

type Names = Record<string, { name: string } | undefined>;

/** What of a vendor-list answer (schema/vendor-list.ts `VendorListAnswer`) the notice is made of. */
export interface NoticeSource {
  vendors: Record<string, { deletedDate?: string; purposes: number[]; legIntPurposes: number[]; flexiblePurposes: number[] }>;
  firstLayer?: { stacks: number[]; purposes: number[]; specialFeatures: number[] };
  stacks: Names;
  purposes: Names;
  specialFeatures: Names;
}

/** The vendors the first layer counts: the answer's, less any the IAB has deleted. */
const shownVendors = (list: Pick<NoticeSource, 'vendors'>) => Object.values(list.vendors).filter((v) => !v.deletedDate);

/** The notice's "Vendors (N)" link's label: `template` (the labels' `vendors`) with the vendors the notice counts. */
export const vendorsLinkLabel = (list: Pick<NoticeSource, 'vendors'>, template: string): string =>
  fill(template, 'count', shownVendors(list).length);

/**
 * The first layer's TCF notice (Policy 5.0.b): `template` (the labels' `notice`, with `{count}`) filled with the
 * number of vendors, then what they are disclosed for, by the IAB's names: the stacks the service chose
 * (`firstLayer`: src/service/tcf/first-layer-stacks.ts), then each purpose and special feature no stack covers. For
 * an answer without `firstLayer` (made before it existed), the purposes the vendors use.
 */
export function noticeText(list: NoticeSource, template: string): string {
  const vendors = shownVendors(list);
  const shown = list.firstLayer || {
    stacks: [],
    purposes: vendors.flatMap((v) => [...v.purposes, ...v.legIntPurposes, ...v.flexiblePurposes]),
    specialFeatures: [],
  };
  const names = new Set([
    ...shown.stacks.map((id) => list.stacks[id]),
    ...shown.purposes.map((id) => list.purposes[id]),
    ...shown.specialFeatures.map((id) => list.specialFeatures[id]),
  ]);
  return `${fill(template, 'count', vendors.length)} ${[...names]
    .map((x) => x && x.name)
    .filter(Boolean)
    .join('; ')}.`;
}
