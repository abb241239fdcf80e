import {
  type GvlVendor,
  VENDOR_LIST_FILE,
  VENDOR_LIST_FILES,
  VendorList,
  VendorListTranslation,
} from '../../schema/vendor-list.ts';
import type { Queryable } from '../store/db.ts';
import { newId } from './ids.ts';

// The IAB's Global Vendor List and purpose translations as last fetched
// (table vendor_list_files), and the queue's refresh of them
// (docs/service.md#iab-tcf).

export const VENDOR_LIST_REFRESH = 'vendor_list_refresh';

/** One fetched file: `body` null when the IAB publishes none (a translation's 404). */
export interface VendorListFile {
  name: string;
  body: unknown;
  /** Seconds the answer may be kept: its max-age less its Age. */
  freshSeconds: number;
}

/**
 * Queues a refresh of the files that are missing or expired, unless one waits
 * or runs, or one failed less than `retryAfterMinutes` ago (the kept files are
 * served meanwhile). The names go in the job, so a worker fetches nothing
 * still fresh. Returns the job's id, or null when none was queued.
 */
export async function queueVendorListRefresh(q: Queryable, retryAfterMinutes = 10): Promise<string | null> {
  const fresh = await q.query<{ name: string }>('SELECT name FROM vendor_list_files WHERE expires_at > now()');
  const kept = new Set(fresh.map((r) => r.name));
  const due = VENDOR_LIST_FILES.filter((n) => !kept.has(n));
  if (!due.length) return null;
  const rows = await q.query<{ id: string }>(
    `INSERT INTO jobs (id, job_type, payload, scan_type, requested_by)
     SELECT $1, $2, $3::jsonb, '', 'schedule'
     WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE job_type = $2 AND status = 'scan_fault'
                         AND finished_at > now() - ($4::integer * interval '1 minute'))
     ON CONFLICT (job_type) WHERE job_type = 'vendor_list_refresh' AND status = 'scanning' DO NOTHING
     RETURNING id`,
    [newId('job'), VENDOR_LIST_REFRESH, JSON.stringify({ files: due }), retryAfterMinutes],
  );
  return rows[0]?.id ?? null;
}

/** The schema a file's body must meet before it is stored: a bad answer never replaces a good one. */
const schemaOf = (name: string) => (name === VENDOR_LIST_FILE ? VendorList : VendorListTranslation);

/**
 * Stores a file fetched by `worker` for its running refresh job `jobId`: false
 * when the worker holds no such job (a subverted worker writes nothing), an
 * error when the name or the body is not what the IAB publishes.
 */
export async function saveVendorListFile(q: Queryable, worker: string, jobId: string, file: VendorListFile): Promise<boolean> {
  if (!VENDOR_LIST_FILES.includes(file.name)) throw new Error(`no vendor-list file is named ${String(file.name)}`);
  if (!Number.isFinite(file.freshSeconds) || file.freshSeconds < 0) throw new Error('freshSeconds must be a number ≥ 0');
  let body: unknown = null;
  if (file.body !== null) {
    const parsed = schemaOf(file.name).safeParse(file.body);
    if (!parsed.success)
      throw new Error(
        `${file.name}: not a vendor-list file (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`,
      );
    body = parsed.data;
  }
  const rows = await q.query(
    `INSERT INTO vendor_list_files (name, body, fetched_at, expires_at)
     SELECT $3, $4::jsonb, now(), now() + ($5::double precision * interval '1 second')
     WHERE EXISTS (SELECT 1 FROM jobs WHERE id = $1 AND worker = $2 AND job_type = $6 AND status = 'scanning')
     ON CONFLICT (name) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at, expires_at = excluded.expires_at
     RETURNING name`,
    [jobId, worker, file.name, body === null ? null : JSON.stringify(body), file.freshSeconds, VENDOR_LIST_REFRESH],
  );
  return rows.length > 0;
}

export interface StoredFile {
  body: unknown;
  fetchedAt: Date;
  expiresAt: Date;
}

/** The stored files of these names (absent: never fetched). */
export async function readVendorListFiles(q: Queryable, names: readonly string[]): Promise<Map<string, StoredFile>> {
  const rows = await q.query<{ name: string; body: unknown; fetched_at: Date | string; expires_at: Date | string }>(
    'SELECT name, body, fetched_at, expires_at FROM vendor_list_files WHERE name = ANY($1::text[])',
    [[...names]],
  );
  return new Map(
    rows.map((r) => [r.name, { body: r.body, fetchedAt: new Date(r.fetched_at), expiresAt: new Date(r.expires_at) }]),
  );
}

/**
 * Why these vendor ids cannot be disclosed, or null when all can: every id
 * must be a vendor of the stored vendor list, not deleted (`deletedDate` in
 * the past). Without a stored list nothing can be checked, so nothing is
 * accepted.
 */
export async function unknownVendors(q: Queryable, ids: readonly number[]): Promise<{ code: string; message: string } | null> {
  const [row] = await q.query<{ known: number[] | null; deleted: number[] | null }>(
    `SELECT
       (SELECT array_agg(k::integer) FROM jsonb_object_keys(body->'vendors') k WHERE k::integer = ANY($1::integer[])) AS known,
       (SELECT array_agg(k::integer) FROM jsonb_each(body->'vendors') AS v(k, o)
          WHERE k::integer = ANY($1::integer[]) AND (o->>'deletedDate')::timestamptz <= now()) AS deleted
     FROM vendor_list_files WHERE name = $2 AND body IS NOT NULL`,
    [[...ids], VENDOR_LIST_FILE],
  );
  if (!row)
    return {
      code: 'vendor_list_unavailable',
      message:
        'the service has no IAB vendor list yet (its operator sets TCF_VENDOR_LIST_URL; the first fetch follows within a minute)',
    };
  const known = new Set(row.known ?? []);
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length)
    return {
      code: 'unknown_vendor',
      message: `not in the IAB vendor list: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}`,
    };
  if (row.deleted?.length)
    return { code: 'deleted_vendor', message: `deleted from the IAB vendor list: ${row.deleted.slice(0, 20).join(', ')}` };
  return null;
}

/** What these vendors of the stored vendor list declare (absent: not in it, or no list). */
export async function vendorDeclarations(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, Pick<GvlVendor, 'purposes' | 'legIntPurposes' | 'flexiblePurposes'>>> {
  const rows = await q.query<{ id: string; purposes: number[]; leg_int: number[]; flexible: number[] }>(
    `SELECT k AS id, o->'purposes' AS purposes, o->'legIntPurposes' AS leg_int, o->'flexiblePurposes' AS flexible
     FROM vendor_list_files, jsonb_each(body->'vendors') AS v(k, o)
     WHERE name = $2 AND body IS NOT NULL AND k::integer = ANY($1::integer[])`,
    [[...ids], VENDOR_LIST_FILE],
  );
  return new Map(
    rows.map((r) => [Number(r.id), { purposes: r.purposes, legIntPurposes: r.leg_int, flexiblePurposes: r.flexible }]),
  );
}

/** When each of these files was last stored (absent: never): a reader reads a body again only after it changes. */
export async function vendorListStamps(q: Queryable, names: readonly string[]): Promise<Map<string, string>> {
  const rows = await q.query<{ name: string; fetched_at: Date | string }>(
    'SELECT name, fetched_at FROM vendor_list_files WHERE name = ANY($1::text[])',
    [[...names]],
  );
  return new Map(rows.map((r) => [r.name, new Date(r.fetched_at).toISOString()]));
}
