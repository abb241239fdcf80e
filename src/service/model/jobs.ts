import type { Queryable } from '../store/db.ts';
import { newId } from './ids.ts';
import type { ScanRow } from './scans.ts';

/** A claimed scan with what the crawler needs of its website. */
export interface ScanJob {
  scan: ScanRow;
  url: string;
  additionalUrls: string[];
}

/** What a queued job NOTIFYs (migration 014): workers LISTEN on it to claim at once rather than at their next poll. */
export const JOBS_CHANNEL = 'jobs';

const lease = (param: string) => `now() + (${param}::integer * interval '1 millisecond')`;

/**
 * Ends in `scan_fault` every scan whose lease ran out after `maxAttempts`
 * claims (its workers died or hung that often, so it is not retried again),
 * and every scan no worker claimed within a day: no report stays
 * `scanning`. Returns the ids it ended.
 */
export async function failAbandoned(q: Queryable, maxAttempts: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `UPDATE jobs SET status = 'scan_fault', finished_at = now(), worker = NULL, leased_until = NULL,
       failure_message = 'the scan was interrupted ' || attempts || ' times (its worker stopped or lost the database); trigger it again'
     WHERE status = 'scanning' AND leased_until < now() AND attempts >= $1 RETURNING id`,
    [maxAttempts],
  );
  // Waiting a day unclaimed: no process runs scans (SCAN_CONCURRENCY=0 everywhere) or the backlog is hopeless.
  const stale = await q.query<{ id: string }>(
    `UPDATE jobs SET status = 'scan_fault', finished_at = now(),
       failure_message = 'no scan worker took the scan within 24 hours (is SCAN_CONCURRENCY 0 in every service process, with no npm run worker running?)'
     WHERE status = 'scanning' AND leased_until IS NULL AND created_at < now() - interval '24 hours' RETURNING id`,
  );
  return [...rows, ...stale].map((r) => r.id);
}

/** A claimed job of another type than `scan` (periodic work that belongs to no account: docs/decisions/scans.md#job-types). */
export interface OtherJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
}
export type ClaimedJob = { kind: 'scan'; scan: ScanJob } | { kind: 'job'; job: OtherJob };

export interface ClaimOptions {
  /** The job types this worker runs; it never claims another. */
  types: readonly string[];
  /** Scans one account may have running at once, all workers together (SCAN_IN_FLIGHT_PER_ACCOUNT). */
  inFlightPerAccount: number;
  /** Claims after which an expired lease is no longer taken over (the keeper ends that scan in scan_fault); default 2. */
  maxAttempts?: number;
}

/**
 * Takes a waiting job, or one whose lease expired, for `worker` until now +
 * `leaseMs` (docs/decisions/scans.md#fair-claims). Jobs of other types come
 * first and count against no account. Scans go round-robin over accounts:
 * the account whose scan was claimed least recently first, skipping an
 * account with `inFlightPerAccount` scans running and a scan whose website
 * has an older one still scanning (it follows that one). `FOR UPDATE SKIP
 * LOCKED`: two workers claiming at once take different rows and never wait
 * on each other; the lease decides who owns a row between statements. The
 * in-flight limit is read, not locked: two claims in the same instant may
 * each take one past it. Null when there is nothing to do.
 */
export async function claimJob(q: Queryable, worker: string, leaseMs: number, o: ClaimOptions): Promise<ClaimedJob | null> {
  const [row] = await q.query<ScanRow & { job_type: string; payload: Record<string, unknown> }>(
    `WITH claimed AS (
       UPDATE jobs SET worker = $1, leased_until = ${lease('$2')}, attempts = attempts + 1,
         started_at = coalesce(started_at, now()), pages_done = 0, pages_queued = 0
       WHERE id = (
         SELECT s.id FROM jobs s LEFT JOIN scan_claims c ON c.account_id = s.account_id
         WHERE s.status = 'scanning' AND (s.leased_until IS NULL OR (s.leased_until < now() AND s.attempts < $5))
           AND s.job_type = ANY($3::text[])
           AND NOT EXISTS (SELECT 1 FROM jobs p WHERE p.website_id = s.website_id AND p.status = 'scanning'
                             AND (p.created_at, p.id) < (s.created_at, s.id))
           AND (s.job_type <> 'scan' OR (SELECT count(*) FROM jobs r WHERE r.account_id = s.account_id
                 AND r.status = 'scanning' AND r.job_type = 'scan' AND r.leased_until >= now()) < $4)
         ORDER BY s.job_type = 'scan', c.claimed_at NULLS FIRST, s.created_at, s.id
         LIMIT 1 FOR UPDATE OF s SKIP LOCKED)
       RETURNING *),
     served AS (
       INSERT INTO scan_claims (account_id, claimed_at) SELECT account_id, clock_timestamp() FROM claimed
       WHERE job_type = 'scan' ON CONFLICT (account_id) DO UPDATE SET claimed_at = excluded.claimed_at)
     SELECT * FROM claimed`,
    [worker, leaseMs, [...o.types], o.inFlightPerAccount, o.maxAttempts ?? 2],
  );
  if (!row) return null;
  if (row.job_type !== 'scan') return { kind: 'job', job: { id: row.id, type: row.job_type, payload: row.payload } };
  const { job_type: _type, payload: _payload, ...scan } = row;
  const [w] = await q.query<{ url: string; subdomains: string[]; additional_scan_urls: string[] }>(
    'SELECT url, subdomains, additional_scan_urls FROM websites WHERE id = $1',
    [scan.website_id],
  );
  if (!w) return null; // deleted meanwhile: the cascade took the scan too
  return { kind: 'scan', scan: { scan, url: w.url, additionalUrls: [...w.additional_scan_urls, ...w.subdomains] } };
}

/** Queues a job of another type than `scan` (periodic work of the service, not of an account). */
export async function queueJob(q: Queryable, type: string, payload: Record<string, unknown> = {}): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO jobs (id, job_type, payload, scan_type, requested_by) VALUES ($1, $2, $3::jsonb, '', 'schedule') RETURNING id`,
    [newId('job'), type, JSON.stringify(payload)],
  );
  return row!.id;
}

/** Queues a job of `type` unless one waits or runs already (periodic work that one run covers). */
export async function queueJobOnce(q: Queryable, type: string): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO jobs (id, job_type, payload, scan_type, requested_by)
     SELECT $1, $2, '{}'::jsonb, '', 'schedule' WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE job_type = $2 AND status = 'scanning')
     RETURNING id`,
    [newId('job'), type],
  );
  return rows.length > 0;
}

/**
 * Deletes ended jobs of `type` older than an hour: a periodic job (a seal
 * every few seconds) would otherwise leave thousands of rows a day, and
 * nothing reads an ended one.
 */
export async function pruneEndedJobs(q: Queryable, type: string): Promise<void> {
  await q.query(`DELETE FROM jobs WHERE job_type = $1 AND status <> 'scanning' AND finished_at < now() - interval '1 hour'`, [
    type,
  ]);
}

/** The payload of a job `worker` holds now, or null: what a worker's call about its job may act on, whatever it sends. */
export async function heldJobPayload(q: Queryable, id: string, worker: string): Promise<Record<string, unknown> | null> {
  const [row] = await q.query<{ payload: Record<string, unknown> }>(
    `SELECT payload FROM jobs WHERE id = $1 AND worker = $2 AND status = 'scanning' AND job_type <> 'scan'`,
    [id, worker],
  );
  return row?.payload ?? null;
}

/** Ends a job of another type: `scan_finish` (the column's word for done). */
export async function finishJob(q: Queryable, id: string, worker: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET status = 'scan_finish', finished_at = now(), leased_until = NULL
     WHERE id = $1 AND worker = $2 AND status = 'scanning' RETURNING id`,
    [id, worker],
  );
  return rows.length > 0;
}

export interface Progress {
  pagesDone: number;
  pagesQueued: number;
  domains: string[];
  /** What the pages loaded so far showed: the report's `detected_*` before the scan ends (docs/decisions/scans.md#signals-before-the-end). */
  detected?: { detected_consent_banner: boolean; detected_cookie_category: boolean; detected_cookie_preference: boolean };
}

/** The `signals` column's value while a scan runs or after it faults: what was detected so far, nothing more. */
const signalsSoFar = (p?: Progress) => (p?.detected ? JSON.stringify(p.detected) : null);

/** Extends the lease and records progress; false when the worker no longer owns the job (another took it over). */
export async function renewLease(q: Queryable, id: string, worker: string, leaseMs: number, p?: Progress): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET leased_until = ${lease('$3')},
       pages_done = coalesce($4, pages_done), pages_queued = coalesce($5, pages_queued),
       scanned_domains = coalesce($6::jsonb, scanned_domains), signals = coalesce($7::jsonb, signals)
     WHERE id = $1 AND worker = $2 AND status = 'scanning' RETURNING id`,
    [id, worker, leaseMs, p?.pagesDone ?? null, p?.pagesQueued ?? null, p ? JSON.stringify(p.domains) : null, signalsSoFar(p)],
  );
  return rows.length > 0;
}

/** Ends the worker's job in `scan_fault` (the column's word for failed) with a message for the partner. */
export async function failJob(q: Queryable, id: string, worker: string, message: string, p?: Progress): Promise<void> {
  await q.query(
    `UPDATE jobs SET status = 'scan_fault', failure_message = $3, finished_at = now(), leased_until = NULL,
       pages_done = coalesce($4, pages_done), scanned_domains = coalesce($5::jsonb, scanned_domains),
       signals = coalesce($6::jsonb, signals)
     WHERE id = $1 AND worker = $2 AND status = 'scanning'`,
    [id, worker, message.slice(0, 2000), p?.pagesDone ?? null, p ? JSON.stringify(p.domains) : null, signalsSoFar(p)],
  );
}

/**
 * Ends the leases of a worker that died (its parent saw it exit): its jobs
 * may be claimed at once rather than when their leases run out. The claim
 * still counts, so work that kills its worker every time ends in
 * `scan_fault` after `maxAttempts` like any abandoned job. The ids it freed.
 */
export async function expireLeases(q: Queryable, worker: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `UPDATE jobs SET leased_until = now() - interval '1 millisecond'
     WHERE worker = $1 AND status = 'scanning' AND leased_until IS NOT NULL RETURNING id`,
    [worker],
  );
  return rows.map((r) => r.id);
}

/** Gives a job back at shutdown: the next worker (here after a restart, or another process) starts it afresh. */
export async function releaseJob(q: Queryable, id: string, worker: string): Promise<void> {
  await q.query(
    `UPDATE jobs SET worker = NULL, leased_until = NULL, attempts = greatest(attempts - 1, 0)
     WHERE id = $1 AND worker = $2 AND status = 'scanning'`,
    [id, worker],
  );
}
