// Plain data, no zod: the blocker's build will read these; src/schema/blocking-map.ts wraps them.

/**
 * The categories the blocking map holds back until the visitor consents to them: every consent category but
 * `essential`, which needs no consent (docs/decisions/blocking.md#the-blocking-map).
 */
export const BLOCKED_CATEGORIES = ['performance', 'analytics', 'advertising', 'social_networking'] as const;
export type BlockedCategory = (typeof BLOCKED_CATEGORIES)[number];

/**
 * How a website with automatic blocking treats Google's consent-mode tags (docs/decisions/blocking.md#googles-tags):
 * `basic` holds them until consent like any tracker (privacy by default); `advanced` lets them load at once,
 * under consent mode's denied defaults, which they honour (cookieless pings).
 */
export const GOOGLE_CONSENT_MODES = ['basic', 'advanced'] as const;
export type GoogleConsentMode = (typeof GOOGLE_CONSENT_MODES)[number];

/** A website's setting for third parties the map does not know (docs/decisions/blocking.md#unknown-third-parties). */
export const UNKNOWN_THIRD_PARTIES = ['allow', 'block'] as const;

/**
 * The expression in the blocker's build (dist/consent-blocking.min.js) that
 * the service replaces with the website's blocking map when it puts the
 * blocker before the runtime in a first-view script (service/public/scripts/).
 * Here, not in inline-config.ts: the base runtime imports that file, and any
 * byte more there moves how esbuild names the base runtime's symbols.
 */
export const INLINE_BLOCKING_EXPRESSION = 'self.__serviceBlockingMap';
