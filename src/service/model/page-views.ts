import type { Queryable } from '../store/db.ts';

/** Page views counted in memory, to be added to one website's counter of one day. */
export interface PageViewCount {
  websiteId: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  count: number;
}

/**
 * Adds counted page views to the websites' per-day counters in one statement:
 * no visitor, address or URL is stored. Rows go in key order, so two
 * processes flushing the same websites lock them in the same order and never
 * deadlock. A website deleted since its views were counted takes them with it.
 */
export async function addPageViews(q: Queryable, counts: readonly PageViewCount[]): Promise<void> {
  if (!counts.length) return;
  const rows = [...counts].sort((a, b) => cmp(a.websiteId, b.websiteId) || cmp(a.day, b.day));
  await q.query(
    `INSERT INTO page_views (website_id, day, count)
     SELECT v.website_id, v.day, v.n
     FROM unnest($1::text[], $2::date[], $3::bigint[]) AS v(website_id, day, n)
     JOIN websites w ON w.id = v.website_id
     ORDER BY v.website_id, v.day
     ON CONFLICT (website_id, day) DO UPDATE SET count = page_views.count + EXCLUDED.count`,
    [rows.map((r) => r.websiteId), rows.map((r) => r.day), rows.map((r) => r.count)],
  );
}

const MINUTE_KEY = 'page_views:';

/**
 * Adds this process's page views of minute `win` to the per-minute counters
 * every process shares (the `rate_limits` table), and answers each website's
 * total for that minute across processes: what its per-minute cap weighs.
 * Counters older than the previous minute are swept.
 */
export async function addMinutePageViews(
  q: Queryable,
  win: number,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const ids = [...counts.keys()].sort(cmp);
  const totals = new Map<string, number>();
  if (!ids.length) return totals;
  const rows = await q.query<{ key: string; count: number | string }>(
    `INSERT INTO rate_limits (key, win, count)
     SELECT $1 || v.id, $2, v.n FROM unnest($3::text[], $4::int[]) AS v(id, n)
     ORDER BY 1
     ON CONFLICT (key, win) DO UPDATE SET count = rate_limits.count + EXCLUDED.count
     RETURNING key, count`,
    [MINUTE_KEY, win, ids, ids.map((id) => counts.get(id) ?? 0)],
  );
  for (const r of rows) totals.set(r.key.slice(MINUTE_KEY.length), Number(r.count));
  return totals;
}

/** Removes the per-minute page-view counters before minute `win`. */
export async function sweepMinutePageViews(q: Queryable, win: number): Promise<void> {
  await q.query(`DELETE FROM rate_limits WHERE key LIKE 'page\\_views:%' AND win < $1`, [win]);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The website's counted page views per UTC day from `from` to `to` (inclusive); days without any are absent. */
export async function pageViewsByDay(q: Queryable, websiteId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await q.query<{ day: string; count: number | string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM page_views
     WHERE website_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [websiteId, from, to],
  );
  return new Map(rows.map((r) => [r.day, Number(r.count)]));
}
