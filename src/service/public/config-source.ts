import type { ThemeValues } from '../../schema/theme.ts';
import { UUID } from '../../shared/uuid.ts';
import type { BannerSettings } from '../model/banners.ts';
import { COOKIE_SELECT, type CookieRow, toCookie } from '../model/cookies.ts';
import type { Queryable } from '../store/db.ts';
import type { ConfigSource } from './compose-config.ts';

export interface WebsiteHead {
  id: string;
  uuid: string;
  url: string;
  urls: string[];
  /** Changes whenever anything the runtime config shows changes: the cache key of a composed config. */
  revision: string;
  banner: BannerSettings;
  documentUuid: string | null;
  published: boolean;
}

/** The one row every public request starts from; null for an unknown or malformed uuid. */
export async function websiteByUuid(q: Queryable, uuid: string): Promise<WebsiteHead | null> {
  if (!UUID.test(uuid)) return null;
  const [r] = await q.query<{
    id: string;
    uuid: string;
    url: string;
    subdomains: string[];
    additional_scan_urls: string[];
    updated_at: Date | string;
    settings: BannerSettings;
    document_id: string | null;
    published_at: Date | string | null;
  }>(
    `SELECT w.id, w.uuid::text AS uuid, w.url, w.subdomains, w.additional_scan_urls, w.updated_at, b.settings,
       d.id::text AS document_id, d.published_at
     FROM websites w JOIN banners b ON b.website_id = w.id
     LEFT JOIN documents d ON d.website_id = w.id AND d.kind = 'cookie_policy'
     WHERE w.uuid = $1`,
    [uuid.toLowerCase()],
  );
  if (!r) return null;
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');
  return {
    id: r.id,
    uuid: r.uuid,
    url: r.url,
    urls: [r.url, ...r.additional_scan_urls, ...r.subdomains],
    revision: `${iso(r.updated_at)}|${iso(r.published_at)}`,
    banner: r.settings,
    documentUuid: r.document_id,
    published: !!r.published_at,
  };
}

/** The banner, theme and cookies behind a website's runtime config. */
export async function configSource(q: Queryable, w: WebsiteHead, appUrl: string): Promise<ConfigSource> {
  const themeId = w.banner.theme_id;
  const [theme] = themeId
    ? await q.query<{ fields: ThemeValues }>('SELECT fields FROM custom_consent_themes WHERE id = $1 AND website_id = $2', [
        themeId,
        w.id,
      ])
    : [];
  const cookies = await q.query<CookieRow>(`${COOKIE_SELECT} WHERE c.website_id = $1 ORDER BY c.id COLLATE "C"`, [w.id]);
  return {
    uuid: w.uuid,
    banner: w.banner,
    theme: theme?.fields ?? null,
    cookies: cookies.map(toCookie),
    policyUrl: w.published && w.documentUuid ? `${appUrl}/policies/${w.documentUuid}` : null,
  };
}
