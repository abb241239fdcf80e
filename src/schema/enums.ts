import { z } from 'zod';

/** The interface's regions: the keys of `Banner.regions`. */
export const REGIONS = ['global', 'us', 'california', 'eu'] as const;
export const Region = z.enum(REGIONS);
export type Region = z.infer<typeof Region>;

/**
 * Languages a banner can display. `en` (US English) is always selected; the
 * spec lists it only in samples, and `cs`/`sk` only on update: all accepted.
 */
export const LANGUAGES = [
  'en',
  'en-gb',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'da',
  'sv',
  'fi',
  'pl',
  'cs',
  'sk',
  'el',
  'hu',
] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const DISPLAY_STYLES = ['stretch', 'banner', 'tooltip', 'modal'] as const;
export const DisplayStyle = z.enum(DISPLAY_STYLES);
export type DisplayStyle = z.infer<typeof DisplayStyle>;

export const SIZES = ['standard', 'compact'] as const;
export const Size = z.enum(SIZES);
export type Size = z.infer<typeof Size>;

export const POSITIONS = ['bottom', 'bottom_left', 'bottom_right', 'top', 'top_left', 'top_right'] as const;
export const Position = z.enum(POSITIONS);
export type Position = z.infer<typeof Position>;

export const DEFAULT_THEMES = ['blue', 'light', 'green', 'red', 'black', 'navy_blue'] as const;
export const DefaultTheme = z.enum(DEFAULT_THEMES);
export type DefaultTheme = z.infer<typeof DefaultTheme>;

export const ConsentMode = z.enum(['opt_in', 'opt_out']);
export type ConsentMode = z.infer<typeof ConsentMode>;

export const ScanPeriod = z.enum(['disabled', 'weekly', 'monthly', 'trimonthly']);
export type ScanPeriod = z.infer<typeof ScanPeriod>;

/**
 * Cookie categories as the interface spells them (`analytics;` with the
 * spec's trailing semicolon). Input also accepts `analytics`; see
 * `normalizeCategory` and docs/decisions.md.
 */
export const COOKIE_CATEGORIES_WIRE = [
  'unclassified',
  'essential',
  'performance',
  'analytics;',
  'advertising',
  'social_networking',
] as const;
export const CookieCategoryWire = z.enum(COOKIE_CATEGORIES_WIRE);

/** Categories inside the product (runtime, storage): `analytics` without the semicolon. */
export const COOKIE_CATEGORIES = [
  'unclassified',
  'essential',
  'performance',
  'analytics',
  'advertising',
  'social_networking',
] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** The categories a visitor decides on; `essential` is always granted. */
export const CONSENT_CATEGORIES = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'] as const;
export const ConsentCategory = z.enum(CONSENT_CATEGORIES);
export type ConsentCategory = z.infer<typeof ConsentCategory>;

/** Accepts both spellings of the analytics category and yields the internal one. */
export const CookieCategoryInput = z
  .enum([...COOKIE_CATEGORIES_WIRE, 'analytics'])
  .transform((c): CookieCategory => (c === 'analytics;' ? 'analytics' : c));

export const toWireCategory = (c: CookieCategory): z.infer<typeof CookieCategoryWire> => (c === 'analytics' ? 'analytics;' : c);

export const TrackerType = z.enum([
  'http_cookie',
  'html_local_storage',
  'html_session_storage',
  'server_cookie',
  'pixel_tracker',
  'indexed_db',
]);
export type TrackerType = z.infer<typeof TrackerType>;

export const ConsentState = z.enum(['denied', 'granted']);
export type ConsentState = z.infer<typeof ConsentState>;

export const CollaboratorRole = z.enum(['admin', 'editor']);
export const InvitationStatus = z.enum(['pending', 'accepted']);
export const ScanStatus = z.enum(['scanning', 'scan_finish', 'scan_fault']);
/** `single_page` appears in a sample where the shape says `one_page`: both accepted. */
export const ScanType = z.enum(['all_pages', 'one_page', 'single_page']).transform((t) => (t === 'single_page' ? 'one_page' : t));
