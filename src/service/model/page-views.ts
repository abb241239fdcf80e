import type { Queryable } from '../store/db.ts';

/**
 * Counts a page view in the website's per-day counter: no visitor, address
 * or URL is stored.
 */
export async function countPageView(q: Queryable, websiteId: string, day: string): Promise<void> {
  await q.query(
    `INSERT INTO page_views (website_id, day, count) VALUES ($1, $2, 1)
     ON CONFLICT (website_id, day) DO UPDATE SET count = page_views.count + 1`,
    [websiteId, day],
  );
}
