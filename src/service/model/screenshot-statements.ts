import type { Queryable } from '../store/db.ts';

/** The signed statement of a revision's screenshots, as kept: the canonical JSON signed, its signature and key. */
export interface StoredScreenshotsStatement {
  revision_id: string;
  statement: string;
  signature: string;
  key_id: string;
}

/** Keeps a revision's statement; the first one stays (a retried job adds nothing). */
export async function keepScreenshotsStatement(q: Queryable, websiteId: string, s: StoredScreenshotsStatement): Promise<void> {
  await q.query(
    `INSERT INTO banner_screenshot_statements (website_id, revision_id, statement, signature, key_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [websiteId, s.revision_id, s.statement, s.signature, s.key_id],
  );
}

/** The statements of some revisions of a website. */
export async function screenshotsStatements(
  q: Queryable,
  websiteId: string,
  revisionIds: readonly string[],
): Promise<StoredScreenshotsStatement[]> {
  if (!revisionIds.length) return [];
  return q.query<StoredScreenshotsStatement>(
    `SELECT revision_id, statement, signature, key_id FROM banner_screenshot_statements
     WHERE website_id = $1 AND revision_id = ANY($2::text[])`,
    [websiteId, [...revisionIds]],
  );
}
