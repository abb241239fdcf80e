import { UUID } from '../../shared/uuid.ts';
import type { Queryable } from '../store/db.ts';
import type { BannerSettings } from './banners.ts';

/** What every public request about a website starts from: the projection each process caches (public/config/cached-websites.ts). */
export interface CachedWebsite {
  id: string;
  uuid: string;
  url: string;
  /** The origins it may record consents from: its url, additional scan urls and deprecated subdomains. */
  urls: string[];
  /** Changes whenever anything the runtime config shows changes: the cache key of a composed config. */
  revision: string;
  banner: BannerSettings;
  documentUuid: string | null;
  published: boolean;
}

interface CachedRow {
  id: string;
  uuid: string;
  url: string;
  subdomains: string[];
  additional_scan_urls: string[];
  revision: number | string;
  settings: BannerSettings;
  document_id: string | null;
  published: boolean;
}

const CACHED_SELECT = `SELECT w.id, w.uuid::text AS uuid, w.url, w.subdomains, w.additional_scan_urls, w.revision, b.settings,
       d.id::text AS document_id, d.published_at IS NOT NULL AS published
     FROM websites w JOIN banners b ON b.website_id = w.id
     LEFT JOIN documents d ON d.website_id = w.id AND d.kind = 'cookie_policy'`;

const toCached = (r: CachedRow): CachedWebsite => ({
  id: r.id,
  uuid: r.uuid,
  url: r.url,
  urls: [r.url, ...r.additional_scan_urls, ...r.subdomains],
  // The config shows the policy's link once it is published, and nothing else of the document.
  revision: `${r.revision}|${r.published ? 1 : 0}`,
  banner: r.settings,
  documentUuid: r.document_id,
  published: r.published,
});

/** The website of a runtime uuid; null for an unknown or malformed uuid. */
export async function websiteByUuid(q: Queryable, uuid: string): Promise<CachedWebsite | null> {
  if (!UUID.test(uuid)) return null;
  const [r] = await q.query<CachedRow>(`${CACHED_SELECT} WHERE w.uuid = $1`, [uuid.toLowerCase()]);
  return r ? toCached(r) : null;
}

/** The websites of these (lower-case, well-formed) uuids that exist, in one query. */
export async function websitesByUuids(q: Queryable, uuids: readonly string[]): Promise<CachedWebsite[]> {
  if (!uuids.length) return [];
  const rows = await q.query<CachedRow>(`${CACHED_SELECT} WHERE w.uuid = ANY($1::uuid[])`, [uuids]);
  return rows.map(toCached);
}
