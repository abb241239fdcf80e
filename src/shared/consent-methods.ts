// Plain data, no zod: the runtime bundles this list; src/schema/consent-record.ts wraps it.

/** How a decision was made; recorded as proof of consent and kept in the visitor's cookie. */
export const CONSENT_METHODS = ['accept_all', 'decline', 'custom', 'scroll', 'implied', 'gpc', 'api', 'withdraw'] as const;
