import type { Queryable } from '../store/db.ts';
import { lastClosedDay } from './consent-days.ts';
import { UNCLASSIFIED_COOKIE } from './cookies.ts';
import { LEGACY_SNIPPET_DAYS } from './legacy-snippet.ts';
import { keysetSql } from './owned.ts';

/** How far back the list's consent rate looks: UTC days, today's included, as the consent analytics count them. */
export const CONSENT_RATE_DAYS = 30;

/** One website of the console's list, with what its owner checks first. */
export interface WebsiteSummary {
  id: string;
  name: string | null;
  url: string;
  uuid: string;
  /** The last UTC day a page view of the snippet was counted (`YYYY-MM-DD`), or null: never seen. */
  snippet_seen_on: string | null;
  /** Pages still load the older snippet (model/legacy-snippet.ts), within its warning's days. */
  legacy_snippet: boolean;
  last_scan: { id: string; status: string; created_at: string; finished_at: string | null } | null;
  cookies: { total: number; unclassified: number };
  /** Decisions received in the last CONSENT_RATE_DAYS UTC days, and the share that accepted all (null without any). */
  consent: { decisions: number; accept_all: number; rate: number | null };
}

type Row = Pick<WebsiteSummary, 'id' | 'name' | 'url' | 'uuid' | 'snippet_seen_on' | 'legacy_snippet'> & {
  scan: WebsiteSummary['last_scan'];
  cookies: number | string;
  unclassified: number | string;
  decisions: number | string;
  accept_all: number | string;
};

/** Who is listing: their account, and an editor's websites (null: all of the account's). */
export interface ListScope {
  account: string;
  websiteIds: readonly string[] | null;
}

const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const iso = (d: string | null) => (d === null ? null : new Date(d).toISOString());
/** `%` and `_` in a search are the letters typed, not patterns. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the member's websites in id order after `after`, each with its
 * figures, in one statement: the page is picked first, then each figure is
 * read for its rows only, over the indexes of page views, scans, cookies
 * and consent records. `q` narrows to names and URLs that contain it. One
 * row past `limit` tells whether there is a next page. The consent rate
 * reads the days the consent analytics have kept (consent-days.ts) up to the
 * first closed day they have not, and counts records from there on: once a
 * website's analytics were read, the list counts only its last days' records.
 */
export async function websiteSummaries(
  db: Queryable,
  scope: ListScope,
  o: { after?: string | undefined; q?: string | undefined; limit: number; now: number },
): Promise<{ websites: WebsiteSummary[]; next: string | null }> {
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const where = [`w.account_id = ${param(scope.account)}`];
  if (scope.websiteIds) where.push(`w.id = ANY(${param([...scope.websiteIds])}::text[])`);
  if (o.q) where.push(`(w.name ILIKE ${param(likeOf(o.q))} OR w.url ILIKE $${params.length})`);
  const today = new Date(o.now).toISOString().slice(0, 10);
  const from = param(daysBefore(today, CONSENT_RATE_DAYS - 1));
  const closed = param(lastClosedDay(o.now));
  const legacySince = param(new Date(o.now - LEGACY_SNIPPET_DAYS * 86_400_000).toISOString());
  const ks = keysetSql(
    'w.id',
    { ...(o.after ? { after: { id: o.after, inclusive: false } } : {}), desc: false, limit: o.limit + 1 },
    params.length + 1,
  );
  params.push(...ks.params);
  const rows = await db.query<Row>(
    `WITH page AS (
       SELECT w.id, w.name, w.url, w.uuid::text AS uuid, w.legacy_snippet_seen_at FROM websites w
       WHERE ${where.join(' AND ')} ${ks.where} ${ks.tail})
     SELECT p.id, p.name, p.url, p.uuid,
       (SELECT to_char(max(v.day), 'YYYY-MM-DD') FROM page_views v WHERE v.website_id = p.id) AS snippet_seen_on,
       coalesce(p.legacy_snippet_seen_at >= ${legacySince}::timestamptz, false) AS legacy_snippet,
       (SELECT json_build_object('id', s.id, 'status', s.status, 'created_at', s.created_at, 'finished_at', s.finished_at)
          FROM scans s WHERE s.website_id = p.id ORDER BY s.created_at DESC, s.id DESC LIMIT 1) AS scan,
       (SELECT count(*) FROM cookies c WHERE c.website_id = p.id) AS cookies,
       (SELECT count(*) FROM cookies c WHERE c.website_id = p.id AND ${UNCLASSIFIED_COOKIE}) AS unclassified,
       r.decisions, r.accept_all
     FROM page p
     LEFT JOIN LATERAL (
       WITH gap AS (
         SELECT coalesce(min(d)::date, ${closed}::date + 1) AS day
         FROM generate_series(${from}::date, ${closed}::date, interval '1 day') AS d
         WHERE NOT EXISTS (SELECT 1 FROM consent_days k WHERE k.website_id = p.id AND k.day = d::date)),
       kept AS (
         SELECT coalesce(sum((g->>'decisions')::bigint), 0) AS decisions, coalesce(sum((g->>'accept_all')::bigint), 0) AS accept_all
         FROM consent_days k CROSS JOIN gap CROSS JOIN jsonb_array_elements(k.groups) AS g
         WHERE k.website_id = p.id AND k.day >= ${from}::date AND k.day < gap.day),
       counted AS (
         SELECT count(*) AS decisions, count(*) FILTER (WHERE r.record->>'method' = 'accept_all') AS accept_all
         FROM consent_records r CROSS JOIN gap
         WHERE r.website_id = p.id AND r.received_at >= gap.day::timestamp AT TIME ZONE 'UTC')
       SELECT kept.decisions + counted.decisions AS decisions, kept.accept_all + counted.accept_all AS accept_all
       FROM kept, counted) r ON true
     ORDER BY p.id COLLATE "C"`,
    params,
  );
  const more = rows.length > o.limit;
  const page = rows.slice(0, o.limit);
  return { websites: page.map(toSummary), next: more ? page.at(-1)!.id : null };
}

function toSummary(r: Row): WebsiteSummary {
  const decisions = Number(r.decisions);
  const acceptAll = Number(r.accept_all);
  return {
    id: r.id,
    name: r.name,
    url: r.url,
    uuid: r.uuid,
    snippet_seen_on: r.snippet_seen_on,
    legacy_snippet: r.legacy_snippet,
    last_scan: r.scan
      ? { id: r.scan.id, status: r.scan.status, created_at: iso(r.scan.created_at)!, finished_at: iso(r.scan.finished_at) }
      : null,
    cookies: { total: Number(r.cookies), unclassified: Number(r.unclassified) },
    consent: {
      decisions,
      accept_all: acceptAll,
      rate: decisions ? Math.round((acceptAll / decisions) * 10_000) / 10_000 : null,
    },
  };
}
