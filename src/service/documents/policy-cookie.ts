import type { Cookie } from '../../schema/cookie.ts';
import type { CookieCategory } from '../../schema/enums.ts';
import type { TransferSafeguard } from '../../shared/transfer-safeguards.ts';

/**
 * A cookie as the policy lists it; `category` in either spelling (`analytics;`
 * on the wire). `transfer` is its provider's safeguard, computed by the model
 * from the scanner's adequacy data; missing, the policy says it is not known.
 */
export type PolicyCookie = Pick<
  Cookie,
  'name' | 'domain' | 'lifetime' | 'de' | 'en_uk' | 'en_us' | 'fr' | 'service' | 'service_policy_link'
> & {
  category: CookieCategory | Cookie['category'];
  country?: string | null;
  transfer?: TransferSafeguard;
};
