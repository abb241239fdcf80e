import type { PolicyGenerator } from './model/policy.ts';

/**
 * The cookie-policy generator `npm start` uses. Wired to
 * src/service/documents/cookie-policy.ts once that module lands; until then
 * preview answers that item with an internal error rather than invent a policy.
 */
export const policyGenerator: PolicyGenerator = () => {
  throw new Error('the cookie-policy generator is not available yet');
};
