import type { Db } from '../store/db.ts';

/** How long a sighting of the older snippet keeps its banner warning. */
export const LEGACY_SNIPPET_DAYS = 30;

/** Notes that pages of these websites load the older snippet (public/page-views/legacy-snippet-notes.ts). */
export const noteLegacySnippet = (db: Db, websiteIds: readonly string[]) =>
  db.query('UPDATE websites SET legacy_snippet_seen_at = now() WHERE id = ANY($1)', [websiteIds]);

/** The column a banner row reads it by (model/banners.ts), without joining away the banners' own columns. */
export const LEGACY_SEEN_COLUMN =
  '(SELECT legacy_snippet_seen_at FROM websites w WHERE w.id = banners.website_id) AS legacy_snippet_seen_at';
