import type { Queryable } from '../store/db.ts';
import { queueJob } from './jobs.ts';

/**
 * The job that loads a website's page in the scanner's browser to see whether
 * its snippet is installed (src/service/scan/installation-check.ts). It runs in
 * a worker, as scans do; the console polls for its answer.
 */
export const INSTALLATION_CHECK_JOB = 'installation_check';

/** Where the website's snippet was found in the page as served. */
export type SnippetPlacement = 'first_in_head' | 'not_first' | 'in_body' | 'missing';

/** What a check saw. */
export interface InstallationFindings {
  placement: SnippetPlacement;
  /** The scripts in `<head>` before the snippet (their `src`, or `inline script`), at most a few. */
  scripts_before: string[];
  /** The runtime ran in the page (`window.ServiceConsent.loaded`). */
  runtime_ran: boolean;
  /** The page the browser ended on, after redirects. */
  page_url: string;
}

/** A check as the console reads it. */
export interface InstallationCheck {
  id: string;
  status: 'checking' | 'done' | 'failed';
  /** When `failed`: why, in a sentence for the owner (the page could not be loaded, the address is refused…). */
  message: string | null;
  findings: InstallationFindings | null;
  created_at: string;
}

/** What a check needs of its website; kept in the job's payload (the job has no website row: it never waits on a scan). */
export interface CheckTarget {
  account_id: string;
  website_id: string;
  uuid: string;
  url: string;
}

/**
 * Queues a check of the website, or answers the one already waiting or
 * running for it (a second click does not queue a second browser). Ended
 * checks older than an hour are dropped: nothing reads them after the
 * console's polling.
 */
export async function queueInstallationCheck(q: Queryable, t: CheckTarget): Promise<string> {
  await q.query(`DELETE FROM jobs WHERE job_type = $1 AND status <> 'scanning' AND finished_at < now() - interval '1 hour'`, [
    INSTALLATION_CHECK_JOB,
  ]);
  const [running] = await q.query<{ id: string }>(
    `SELECT id FROM jobs WHERE job_type = $1 AND status = 'scanning' AND payload->>'website_id' = $2`,
    [INSTALLATION_CHECK_JOB, t.website_id],
  );
  return running?.id ?? queueJob(q, INSTALLATION_CHECK_JOB, { ...t });
}

/** The website's check `id`, or null when it has no such check. */
export async function installationCheckOf(q: Queryable, websiteId: string, id: string): Promise<InstallationCheck | null> {
  const [row] = await q.query<{
    id: string;
    status: string;
    failure_message: string | null;
    payload: { findings?: InstallationFindings };
    created_at: Date | string;
  }>(
    `SELECT id, status, failure_message, payload, created_at FROM jobs
     WHERE id = $1 AND job_type = $2 AND payload->>'website_id' = $3`,
    [id, INSTALLATION_CHECK_JOB, websiteId],
  );
  if (!row) return null;
  return {
    id: row.id,
    status: row.status === 'scanning' ? 'checking' : row.status === 'scan_finish' ? 'done' : 'failed',
    message: row.status === 'scan_fault' ? row.failure_message : null,
    findings: row.payload.findings ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const PLACEMENTS: readonly SnippetPlacement[] = ['first_in_head', 'not_first', 'in_body', 'missing'];

/** Findings as a worker sent them, refused unless they have the expected shape (the worker is the attacked process). */
function checked(x: unknown): InstallationFindings {
  const f = (x ?? {}) as Partial<InstallationFindings>;
  if (!PLACEMENTS.includes(f.placement as SnippetPlacement)) throw new Error('installation check: no such placement');
  if (!Array.isArray(f.scripts_before) || typeof f.runtime_ran !== 'boolean' || typeof f.page_url !== 'string')
    throw new Error('installation check: findings of another shape');
  return {
    placement: f.placement as SnippetPlacement,
    scripts_before: f.scripts_before.slice(0, 5).map((s) => String(s).slice(0, 300)),
    runtime_ran: f.runtime_ran,
    page_url: f.page_url.slice(0, 2000),
  };
}

/** Keeps what the check `worker` holds found; false when the job is not its own. The loop then ends the job. */
export async function keepInstallationFindings(q: Queryable, worker: string, id: string, findings: unknown): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET payload = payload || jsonb_build_object('findings', $3::jsonb)
     WHERE id = $1 AND worker = $2 AND status = 'scanning' AND job_type = $4 RETURNING id`,
    [id, worker, JSON.stringify(checked(findings)), INSTALLATION_CHECK_JOB],
  );
  return rows.length > 0;
}
