import { z } from 'zod';
import { CONSENT_CATEGORIES, type COOKIE_CATEGORIES } from '../shared/categories.ts';
import { LANGUAGES } from '../shared/languages.ts';
import { DISPLAY_STYLES, POSITIONS } from '../shared/positions.ts';
import { REGIONS } from '../shared/regions.ts';

// The lists live in src/shared/ as plain data, which the runtime bundles without zod; here they become schemas.

export const Region = z.enum(REGIONS);
export type Region = z.infer<typeof Region>;

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const DisplayStyle = z.enum(DISPLAY_STYLES);
export type DisplayStyle = z.infer<typeof DisplayStyle>;

export const SIZES = ['standard', 'compact'] as const;
export const Size = z.enum(SIZES);
export type Size = z.infer<typeof Size>;

export const Position = z.enum(POSITIONS);
export type Position = z.infer<typeof Position>;

/**
 * The spec's six presets, then two extensions (docs/decisions/themes.md#theme-extensions):
 * `dark`, and `auto`, which is `light` or `dark` as the visitor's system prefers.
 */
export const DEFAULT_THEMES = ['blue', 'light', 'green', 'red', 'black', 'navy_blue', 'dark', 'auto'] as const;
export const DefaultTheme = z.enum(DEFAULT_THEMES);
export type DefaultTheme = z.infer<typeof DefaultTheme>;

export const ConsentMode = z.enum(['opt_in', 'opt_out']);
export type ConsentMode = z.infer<typeof ConsentMode>;

export const ScanPeriod = z.enum(['disabled', 'weekly', 'monthly', 'trimonthly']);
export type ScanPeriod = z.infer<typeof ScanPeriod>;

/**
 * Cookie categories as the interface spells them (`analytics;` with the
 * spec's trailing semicolon). Input also accepts `analytics`; see
 * `normalizeCategory` and docs/decisions/partner-api.md#cookies.
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

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

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

export const ConsentModeValue = z.enum(['denied', 'granted']);
export type ConsentModeValue = z.infer<typeof ConsentModeValue>;

export const CollaboratorRole = z.enum(['admin', 'editor']);
export const InvitationStatus = z.enum(['pending', 'accepted']);
