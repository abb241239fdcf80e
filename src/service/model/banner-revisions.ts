import type { Queryable } from '../store/db.ts';

/** The job that screenshots a banner revision the first time it is served (src/service/scan/banner-screenshots.ts). */
export const SCREENSHOT_JOB = 'banner_screenshots';

/** A banner revision: the config exactly as served and the runtime build that showed it. */
export interface BannerRevision {
  id: string;
  website_id: string;
  config: string;
  config_hash: string;
  runtime_hash: string;
  lang: string;
  region: string | null;
  consent_version: string;
  display_style: string;
  first_served_at: Date | string;
}

/** One screenshot of a revision, as the worker hands it over. */
export interface Screenshot {
  view: 'banner' | 'preferences';
  width: number;
  height: number;
  png: Uint8Array;
}

/** A kept screenshot with its time and hash. */
export interface KeptScreenshot extends Screenshot {
  revision_id: string;
  sha256: string;
  taken_at: Date | string;
}

/**
 * Keeps a revision the first time it is served and notes each serving period
 * (docs/proof.md#serving-periods-and-revision_source): a new one when the revision was not the one
 * its slot (website, language, region) served last, as when A's bytes come
 * back after B. True when the revision was new (its screenshots are then due).
 */
export async function rememberBannerRevision(q: Queryable, r: Omit<BannerRevision, 'first_served_at'>): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO banner_revisions (website_id, id, config, config_hash, runtime_hash, lang, region, consent_version, display_style)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (website_id, id) DO NOTHING RETURNING id`,
    [r.website_id, r.id, r.config, r.config_hash, r.runtime_hash, r.lang, r.region, r.consent_version, r.display_style],
  );
  await q.query(
    `INSERT INTO banner_revision_servings (website_id, revision_id, lang, region)
     SELECT $1, $2, $3, $4::text WHERE NOT EXISTS (
       SELECT 1 FROM (SELECT revision_id FROM banner_revision_servings
                      WHERE website_id = $1 AND lang = $3 AND region IS NOT DISTINCT FROM $4::text
                      ORDER BY served_at DESC LIMIT 1) AS last
       WHERE last.revision_id = $2)`,
    [r.website_id, r.id, r.lang, r.region],
  );
  return rows.length > 0;
}

/** What a record naming a revision is checked against: its language and consent version, or null when the website never served it. */
export async function servedRevision(
  q: Queryable,
  websiteId: string,
  id: string,
): Promise<Pick<BannerRevision, 'lang' | 'consent_version'> | null> {
  const [row] = await q.query<Pick<BannerRevision, 'lang' | 'consent_version'>>(
    'SELECT lang, consent_version FROM banner_revisions WHERE website_id = $1 AND id = $2',
    [websiteId, id],
  );
  return row ?? null;
}

/** Revisions of a website by id. */
export async function bannerRevisions(q: Queryable, websiteId: string, ids: readonly string[]): Promise<BannerRevision[]> {
  if (!ids.length) return [];
  return q.query<BannerRevision>('SELECT * FROM banner_revisions WHERE website_id = $1 AND id = ANY($2::text[])', [
    websiteId,
    [...ids],
  ]);
}

/** Keeps screenshots of a revision (the first set taken stays: a retried job adds nothing). */
export async function keepScreenshots(
  q: Queryable,
  websiteId: string,
  revisionId: string,
  shots: readonly (Screenshot & { sha256: string })[],
): Promise<void> {
  for (const s of shots)
    await q.query(
      `INSERT INTO banner_screenshots (website_id, revision_id, view, width, height, png, sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [websiteId, revisionId, s.view, s.width, s.height, s.png, s.sha256],
    );
}

/** The screenshots of some revisions of a website. */
export async function screenshotsOf(q: Queryable, websiteId: string, revisionIds: readonly string[]): Promise<KeptScreenshot[]> {
  if (!revisionIds.length) return [];
  const rows = await q.query<KeptScreenshot>(
    `SELECT revision_id, view, width, height, png, sha256, taken_at FROM banner_screenshots
     WHERE website_id = $1 AND revision_id = ANY($2::text[]) ORDER BY revision_id, view, width DESC`,
    [websiteId, [...revisionIds]],
  );
  return rows;
}
