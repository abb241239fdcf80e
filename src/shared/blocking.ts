// Plain data, no zod: the blocker's build will read these; src/schema/blocking-map.ts wraps them.

/**
 * The categories the blocking map holds back until the visitor consents to them: every consent category but
 * `essential`, which needs no consent (docs/decisions/blocking.md#the-blocking-map).
 */
export const BLOCKED_CATEGORIES = ['performance', 'analytics', 'advertising', 'social_networking'] as const;
export type BlockedCategory = (typeof BLOCKED_CATEGORIES)[number];

/** A website's setting for third parties the map does not know (docs/decisions/blocking.md#unknown-third-parties). */
export const UNKNOWN_THIRD_PARTIES = ['allow', 'block'] as const;
export type UnknownThirdParties = (typeof UNKNOWN_THIRD_PARTIES)[number];
