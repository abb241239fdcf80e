import type { V1Context } from '../http/env.ts';

/**
 * Counts a page view: one per config request, kept as a per-website, per-day
 * counter — no visitor, address or URL is stored. Written in the background
 * so the config answer never waits for it; a failed count is lost, not retried.
 */
export function countPageView(ctx: V1Context, websiteId: string): void {
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  ctx.db
    .query(
      `INSERT INTO page_views (website_id, day, count) VALUES ($1, $2, 1)
       ON CONFLICT (website_id, day) DO UPDATE SET count = page_views.count + 1`,
      [websiteId, day],
    )
    .catch((e: Error) => console.error('page view not counted:', e.message));
}
