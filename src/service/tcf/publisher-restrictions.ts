import { PUBLISHER_RESTRICTION_TYPES, type PublisherRestriction } from '../../schema/banner.ts';
import type { GvlVendor, VendorListAnswer } from '../../schema/vendor-list.ts';
import { restrictionProblem } from '../../shared/tcf-restrictions.ts';

type Declarations = Pick<GvlVendor, 'purposes' | 'legIntPurposes' | 'flexiblePurposes'>;

/**
 * A vendor's declarations as the publisher's restrictions leave them, for what the visitor is shown and asked:
 * a purpose not allowed is gone, one restricted to a legal basis is declared on that basis alone (no longer
 * flexible). Restrictions that cannot apply (`restrictionProblem`: the vendor list changed since they were set)
 * change nothing, as the IAB's library leaves them out of the string.
 */
export function restrictedDeclarations(v: Declarations & { id: number }, rs: readonly PublisherRestriction[]): Declarations {
  let { purposes, legIntPurposes, flexiblePurposes } = v;
  for (const r of rs) {
    if (!(r.vendors === 'all' || r.vendors.includes(v.id)) || restrictionProblem(r, v)) continue;
    const without = (ids: number[]) => ids.filter((id) => id !== r.purpose);
    purposes = without(purposes);
    legIntPurposes = without(legIntPurposes);
    flexiblePurposes = without(flexiblePurposes);
    if (r.type === 'require_consent') purposes = [...purposes, r.purpose].sort((a, b) => a - b);
    if (r.type === 'require_legitimate_interest') legIntPurposes = [...legIntPurposes, r.purpose].sort((a, b) => a - b);
  }
  return { purposes, legIntPurposes, flexiblePurposes };
}

/**
 * What the vendor-list answer carries of the restrictions: each as the TC string numbers its type, with only the
 * website's vendors it can apply to (`"all"`: each of them it can apply to; none left: the restriction is left out),
 * and the declarations they change.
 */
export function restrictionsOfAnswer(
  vendors: VendorListAnswer['vendors'],
  rs: readonly PublisherRestriction[],
): Pick<VendorListAnswer, 'publisherRestrictions' | 'restrictedVendors'> {
  const publisherRestrictions = rs
    .map((r) => ({
      purpose: r.purpose,
      type: PUBLISHER_RESTRICTION_TYPES.indexOf(r.type) as 0 | 1 | 2,
      vendors: (r.vendors === 'all' ? Object.keys(vendors).map(Number) : r.vendors).filter(
        (id) => vendors[id] && !restrictionProblem(r, vendors[id]),
      ),
    }))
    .filter((r) => r.vendors.length > 0);
  const restrictedVendors: NonNullable<VendorListAnswer['restrictedVendors']> = {};
  for (const id of new Set(publisherRestrictions.flatMap((r) => r.vendors)))
    restrictedVendors[id] = restrictedDeclarations(vendors[id]!, rs);
  return publisherRestrictions.length ? { publisherRestrictions, restrictedVendors } : {};
}
