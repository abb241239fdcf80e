import { VENDOR_LIST_FILE } from '../../schema/vendor-list.ts';
import type { Queryable } from '../store/db.ts';

// The stored IAB vendor list as the console's banner screen reads it: its state, and its vendors found by name
// or id (table vendor_list_files, written by the refresh in model/vendor-lists.ts).

/** A vendor as a person picks it: its Global Vendor List id and name; `deleted` once the IAB deleted it. */
export interface VendorName {
  id: number;
  name: string;
  deleted: boolean;
}

/** Whether the service holds a vendor list, which version, and when it was fetched. */
export interface VendorListState {
  available: boolean;
  version: number | null;
  fetched_at: string | null;
}

const VENDORS = `SELECT k::integer AS id, o->>'name' AS name, COALESCE((o->>'deletedDate')::timestamptz <= now(), false) AS deleted
  FROM vendor_list_files, jsonb_each(body->'vendors') AS v(k, o) WHERE name = $1 AND body IS NOT NULL`;

export async function vendorListState(q: Queryable): Promise<VendorListState> {
  const [row] = await q.query<{ version: number | null; fetched_at: Date | string }>(
    "SELECT (body->>'vendorListVersion')::integer AS version, fetched_at FROM vendor_list_files WHERE name = $1 AND body IS NOT NULL",
    [VENDOR_LIST_FILE],
  );
  return row
    ? { available: true, version: row.version, fetched_at: new Date(row.fetched_at).toISOString() }
    : { available: false, version: null, fetched_at: null };
}

/** The names of these vendors (those the list holds), by id. */
export const vendorNames = (q: Queryable, ids: readonly number[]): Promise<VendorName[]> =>
  ids.length
    ? q.query<VendorName>(`SELECT * FROM (${VENDORS}) v WHERE id = ANY($2::integer[]) ORDER BY id`, [VENDOR_LIST_FILE, [...ids]])
    : Promise.resolve([]);

/**
 * One page of the vendors whose name contains `text` (any case) or whose id it is, by id after `after`; `next` is
 * the id to continue after, null on the last page.
 */
export async function searchVendors(
  q: Queryable,
  text: string,
  after: number,
  limit: number,
): Promise<{ results: VendorName[]; next: number | null }> {
  const id = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null;
  // LIKE's own characters in the text are meant literally.
  const pattern = `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await q.query<VendorName>(
    `SELECT * FROM (${VENDORS}) v WHERE id > $2 AND (name ILIKE $3 OR id = $4) ORDER BY id LIMIT $5`,
    [VENDOR_LIST_FILE, after, pattern, id, limit + 1],
  );
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? results[results.length - 1]!.id : null };
}
