// The table behind the scan report's `compliant_adequate_countries`
// (docs/decisions/scans.md#signals): where personal data may go from the EU
// without further safeguards.

// biome-ignore format: two rows read better than thirty
/** EEA member states: the EU-27 plus Iceland, Liechtenstein and Norway (ISO 3166-1 alpha-2). */
export const EEA = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
] as const;

/**
 * Countries with an adequacy decision of the European Commission under GDPR
 * art. 45 (or the Directive 95/46 decisions it keeps in force), as listed on
 * the Commission's "Adequacy decisions" page: Andorra, Argentina, Canada
 * (commercial organisations under PIPEDA: the third parties a scan finds are
 * businesses, so Canada counts), Faroe Islands, Guernsey, Israel, Isle of
 * Man, Japan, Jersey, New Zealand, Republic of Korea, Switzerland, United
 * Kingdom, Uruguay. The United States is apart: see `isAdequate`.
 */
export const ADEQUATE = ['AD', 'AR', 'CA', 'FO', 'GG', 'IL', 'IM', 'JP', 'JE', 'NZ', 'KR', 'CH', 'GB', 'UY'] as const;

/** How a destination counts; `unknown` when the country is missing or not a code. */
export type Adequacy = 'eea' | 'adequate' | 'us' | 'not_adequate' | 'unknown';

// Spellings a geo-IP database or a partner may use for the same country.
const ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR' };

const eea = new Set<string>(EEA);
const adequate = new Set<string>(ADEQUATE);

/** The class of a country code (case and the UK/EL spellings ignored). */
export function adequacyOf(countryCode: string | null | undefined): Adequacy {
  const raw = (countryCode ?? '').trim().toUpperCase();
  const code = ALIASES[raw] ?? raw;
  // ZZ and XX are the "unknown" placeholders of ISO and of common geo-IP tools.
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ' || code === 'XX') return 'unknown';
  if (eea.has(code)) return 'eea';
  if (adequate.has(code)) return 'adequate';
  return code === 'US' ? 'us' : 'not_adequate';
}

/**
 * Whether data may flow to `countryCode` under EU law without more safeguards.
 * - EEA states and adequacy-decision countries: yes.
 * - The United States: only to a company certified under the EU-US Data
 *   Privacy Framework (the 2023 adequacy decision covers nobody else); the
 *   caller says so with `dpfCertified` (the tracker table's `dpf` flag), and
 *   without it the answer is no.
 * - Any other country, and an unknown one (no geo-IP answer): no. The
 *   report's verdict claims compliance only for what it could check.
 */
export function isAdequate(countryCode: string | null | undefined, options: { dpfCertified?: boolean } = {}): boolean {
  const adequacy = adequacyOf(countryCode);
  return adequacy === 'eea' || adequacy === 'adequate' || (adequacy === 'us' && options.dpfCertified === true);
}
