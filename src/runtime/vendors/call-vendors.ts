import type { ConsentCategory } from '../../schema/enums.ts';
import { VENDOR_CONSENT_CALLS } from '../../shared/vendor-consent-calls.ts';

type Callable = (...args: unknown[]) => unknown;

/**
 * Calls the consent API of each vendor of the table whose global is on `w`, granting when the decision grants the
 * vendor's category. A vendor absent or whose call throws is skipped: the others still hear the decision.
 */
export function callVendors(w: Record<string, unknown>, granted: readonly ConsentCategory[]): void {
  for (const v of VENDOR_CONSENT_CALLS) {
    const call = granted.includes(v.category) ? v.grant : v.revoke;
    const target = w[v.global] as (Callable & Record<string, unknown>) | undefined;
    const fn = (call.method ? target?.[call.method] : target) as Callable | undefined;
    try {
      if (typeof fn === 'function') fn.apply(target, [...call.args]);
    } catch {
      // The vendor's error stays with it.
    }
  }
}
