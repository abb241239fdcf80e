/** What a vendor declares, as the IAB's vendor list has it. */
interface Declarations {
  purposes: readonly number[];
  legIntPurposes: readonly number[];
  flexiblePurposes: readonly number[];
}

/**
 * Why a restriction cannot apply to a vendor, or null when it can. The IAB's rules (TC string format,
 * "Publisher Restrictions"): a purpose the vendor does not declare cannot be restricted; consent can be required
 * only of a flexible purpose declared on legitimate interest, legitimate interest only of a flexible purpose
 * declared on consent. The IAB's library silently drops any other, so the service refuses it up front.
 */
export function restrictionProblem(
  r: { purpose: number; type: 'not_allowed' | 'require_consent' | 'require_legitimate_interest' },
  v: Declarations,
): string | null {
  const onConsent = v.purposes.includes(r.purpose);
  const onInterest = v.legIntPurposes.includes(r.purpose);
  const flexible = v.flexiblePurposes.includes(r.purpose);
  if (!onConsent && !onInterest) return `does not declare purpose ${r.purpose}`;
  if (r.type === 'require_consent' && !(flexible && onInterest))
    return `does not declare purpose ${r.purpose} as flexible on legitimate interest, so consent cannot be required`;
  if (r.type === 'require_legitimate_interest' && !(flexible && onConsent))
    return `does not declare purpose ${r.purpose} as flexible on consent, so legitimate interest cannot be required`;
  return null;
}
