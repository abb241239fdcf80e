// The runtime's own decision table and region fall-back, so that a record's method is held to exactly what a
// visitor's browser could have decided by itself (both are pure: no DOM).
import { decide } from '../../runtime/consent/decide.ts';
import { settingsFor } from '../../runtime/resolve/region.ts';
import type { RegionSettings, Regions } from '../../schema/banner.ts';
import type { ConsentMethod } from '../../schema/consent-record.ts';
import type { ConsentMode, Region } from '../../schema/enums.ts';
import type { Queryable } from '../store/db.ts';

/** Each configured region's consent mode under one consent version (the version is a hash over them). */
export type VersionModes = Partial<Record<Region, ConsentMode>>;

/** The modes a banner's regions stand for, as kept with its consent version. */
export const modesOf = (regions: Regions): VersionModes =>
  Object.fromEntries(Object.entries(regions).flatMap(([r, s]) => (s ? [[r, s.consent_mode]] : [])));

/**
 * Notes that a website's config carried this consent version (the first
 * time only), with the modes it stands for: the history a record's version
 * is checked against (docs/decisions/public-endpoints.md#a-record-names-a-version-the-website-has-had).
 */
export async function rememberConsentVersion(q: Queryable, websiteId: string, version: string, modes: VersionModes) {
  await q.query(
    `INSERT INTO consent_versions (website_id, version, modes) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (website_id, version) DO UPDATE SET modes = coalesce(consent_versions.modes, EXCLUDED.modes)`,
    [websiteId, version, JSON.stringify(modes)],
  );
}

/**
 * Whether the website has ever had this consent version: undefined when it
 * has not, else the modes it stood for (null when only a record from before
 * the history was kept tells of it).
 */
export async function consentVersionModes(
  q: Queryable,
  websiteId: string,
  version: string,
): Promise<VersionModes | null | undefined> {
  const [row] = await q.query<{ modes: VersionModes | null }>(
    'SELECT modes FROM consent_versions WHERE website_id = $1 AND version = $2',
    [websiteId, version],
  );
  return row ? row.modes : undefined;
}

/**
 * Whether a banner with these modes could have produced a record of
 * `method` in `region`: the methods the runtime decides by itself
 * (`implied`, `gpc`, `scroll`) only where its decision table takes them —
 * `implied` where the region's mode (or `global`'s) is `opt_out`, `gpc` in
 * `us` and `california`, `scroll` in an `opt_in` region other than `eu`. The
 * flags the version does not pin (banner shown, scroll enabled) are taken at
 * their most permissive. A visitor's own choice (accept, decline, custom,
 * API, withdraw) is possible under any banner.
 */
export function methodPossible(method: ConsentMethod, region: Region, modes: VersionModes | null): boolean {
  if (!modes || (method !== 'implied' && method !== 'gpc' && method !== 'scroll')) return true;
  const regions = Object.fromEntries(
    Object.entries(modes).map(([r, consent_mode]) => [
      r,
      { consent_mode, enable_banner: true, enable_consent_by_scroll: true } as RegionSettings,
    ]),
  );
  const situation = {
    region,
    settings: settingsFor({ regions }, region),
    all: ['essential' as const],
    version: '',
    stored: null,
  };
  if (method === 'gpc') return decide({ ...situation, gpc: true }).method === 'gpc';
  const d = decide({ ...situation, gpc: false });
  return method === 'implied' ? d.method === 'implied' : d.scroll;
}
