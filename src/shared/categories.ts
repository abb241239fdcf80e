// Plain data, no zod: the runtime bundles these lists; src/schema/enums.ts wraps them.

/** The categories a visitor decides on, in display order; `essential` is always granted. */
export const CONSENT_CATEGORIES = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'] as const;

/** Categories inside the product (runtime, storage): `analytics` without the wire's semicolon; `unclassified` is never consented to. */
export const COOKIE_CATEGORIES: readonly [...typeof CONSENT_CATEGORIES, 'unclassified'] = [...CONSENT_CATEGORIES, 'unclassified'];
