// Plain data, no zod: the runtime bundles this list; src/schema/enums.ts wraps it.

/** The categories a visitor decides on, in display order; `essential` is always granted. */
export const CONSENT_CATEGORIES = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'] as const;

/** Categories inside the product (runtime, storage): `analytics` without the wire's semicolon. */
export const COOKIE_CATEGORIES = ['unclassified', ...CONSENT_CATEGORIES] as const;
