// Plain data, no zod: the runtime bundles these lists; src/schema/enums.ts wraps them.

/** The categories a visitor decides on, in display order; `essential` is always granted. */
export const CONSENT_CATEGORIES = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'] as const;

/** Categories inside the product (runtime, storage): `analytics` without the wire's semicolon; `unclassified` is never consented to. */
export const COOKIE_CATEGORIES: readonly [...typeof CONSENT_CATEGORIES, 'unclassified'] = [...CONSENT_CATEGORIES, 'unclassified'];

/** The categories whose first-party cookies a decision declining them removes: every consent category but `essential`. */
export const PURGED_CATEGORIES = ['performance', 'analytics', 'advertising', 'social_networking'] as const;
