// Plain data, no zod: the runtime bundles these lists; src/schema/enums.ts wraps REGIONS.

/** The interface's regions: the keys of `Banner.regions`. */
export const REGIONS = ['global', 'us', 'california', 'eu'] as const;

/**
 * The regions under US state privacy law (CCPA/CPRA and the like): only there does Global Privacy Control opt out,
 * and only there does an `opt_out` banner speak of a "sale" or "sharing" of personal information
 * (docs/decisions/regions.md). Elsewhere a region keeps its own law's wording whatever its consent mode.
 */
export const usLaw = (region: string | null | undefined): boolean => region === 'us' || region === 'california';

/**
 * Countries whose visitors get the `eu` region: the EU-27, the rest of the
 * EEA (Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland.
 * ISO 3166-1 alpha-2; the same list feeds consent mode's `region` parameter.
 */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
] as const;

/** Region of a visitor from a country (ISO 3166-1 alpha-2) and subdivision (ISO 3166-2 suffix, e.g. `CA`). */
export function regionOf(country: string | null | undefined, subdivision?: string | null): (typeof REGIONS)[number] {
  const c = (country || '').toUpperCase();
  if (c === 'US') return (subdivision || '').toUpperCase().replace(/^US-/, '') === 'CA' ? 'california' : 'us';
  return (EU_COUNTRIES as readonly string[]).includes(c) ? 'eu' : 'global';
}
