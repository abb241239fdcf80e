import type { Queryable } from '../store/db.ts';
import { CONSENT_TABLE, type ConsentRow } from './consents.ts';

/** Which records of a website a page of its consent log shows: all, one visitor's, or one record. */
export interface ConsentLogFilter {
  visitor?: string | undefined;
  recordId?: string | undefined;
}

/**
 * One page of a website's consent log, newest first, after the record `after` (the previous page's last):
 * the rows `GET /v1/websites/consents` lists, in the order a person reads a log. It pages on the
 * `(website_id, received_at)` index, and a search on the visitor index or the primary key, so a page costs
 * the same with 100,000 records as with ten. One row more than `limit` tells whether a next page exists.
 */
export function consentLogPage(
  q: Queryable,
  websiteId: string,
  filter: ConsentLogFilter,
  after: string | undefined,
  limit: number,
): Promise<ConsentRow[]> {
  const params: unknown[] = [websiteId];
  const param = (v: unknown) => `$${params.push(v)}`;
  const where = ['website_id = $1'];
  if (filter.visitor) where.push(`record->>'visitor' = ${param(filter.visitor.toLowerCase())}`);
  if (filter.recordId) where.push(`id = ${param(filter.recordId)}::uuid`);
  if (after)
    where.push(
      `(received_at, id) < (SELECT received_at, id FROM consent_records WHERE website_id = $1 AND id = ${param(after)}::uuid)`,
    );
  return q.query<ConsentRow>(
    `${CONSENT_TABLE.select} WHERE ${where.join(' AND ')} ORDER BY received_at DESC, id DESC LIMIT ${param(limit + 1)}`,
    params,
  );
}
