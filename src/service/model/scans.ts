import type { ScanPeriod } from '../../schema/enums.ts';
import type { ReportCookie, ScanReport } from '../../schema/scan.ts';
import type { ScanSummary } from '../../schema/scan-screen.ts';
import type { Db, Queryable } from '../store/db.ts';
import { newId } from './ids.ts';
import type { TrackerBeforeConsent } from './scan-blocking.ts';

export const SCAN_TYPES = ['all_pages', 'one_page'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];
export type ScanStatus = 'scanning' | 'scan_finish' | 'scan_fault';

/**
 * The report's verdicts (its `compliant_*` and `detected_*` fields) and notes, computed from what the scan saw and
 * kept in the `signals` column (docs/decisions/scans.md#signals): nothing to do with consent-mode signals.
 */
export interface ScanVerdicts {
  compliant_adequate_countries?: 'true' | 'false';
  compliant_disclose_cookie?: 'true' | 'false';
  detected_consent_banner?: boolean;
  detected_cookie_category?: boolean;
  detected_cookie_preference?: boolean;
  /** The report's `scan_notes`, kept in this jsonb column rather than a column of their own. */
  notes?: string[];
  /** Only for a scan with automatic blocking on: the known trackers it found set before consent (the banner's warning). */
  trackers_before_consent?: TrackerBeforeConsent[];
}

export interface ScanRow {
  id: string;
  account_id: string;
  website_id: string;
  scan_type: ScanType;
  status: ScanStatus;
  requested_by: string;
  worker: string | null;
  attempts: number;
  pages_done: number;
  pages_queued: number;
  scanned_domains: string[];
  cookies: ReportCookie[];
  missing_cookies: { id: string; name: string | null; domain: string | null; tracker_type: string | null }[];
  signals: ScanVerdicts;
  failure_message: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * A report's cookie as read back. Reports stored before `new` meant "found on
 * the scan" (docs/decisions/scans.md#merge-on-finish) carry what is now
 * `first_found` in `new`.
 */
const reportCookieOf = (c: ReportCookie): ReportCookie =>
  c.first_found === undefined ? { ...c, first_found: c.new, new: true } : c;

/**
 * A scan report as the API answers it (spec: Scan report). Extensions
 * (docs/decisions/scans.md#report-extensions): `pages_done` and `pages_queued` (progress
 * while `scanning`), `missing_cookies` (the website's cookies this scan did
 * not find), `scan_notes` (how the scan went, short of a failure),
 * `created_at`, `started_at`, `finished_at`.
 */
export function toReport(r: ScanRow): ScanReport {
  const s = r.signals ?? {};
  return {
    id: r.id,
    account_id: r.account_id,
    website_id: r.website_id,
    cookies: r.cookies.map(reportCookieOf),
    pages: String(r.pages_done),
    scan_failure_message: r.failure_message,
    scan_type: r.scan_type,
    scanned_domains: r.scanned_domains,
    status: r.status,
    // Before scan_finish (scanning, scan_fault) nothing is claimed that the scan has not shown:
    // compliance 'false', detections as seen so far (docs/decisions/scans.md#signals-before-the-end).
    compliant_adequate_countries: s.compliant_adequate_countries ?? 'false',
    compliant_disclose_cookie: s.compliant_disclose_cookie ?? 'false',
    detected_consent_banner: s.detected_consent_banner ?? false,
    detected_cookie_category: s.detected_cookie_category ?? false,
    detected_cookie_preference: s.detected_cookie_preference ?? false,
    pages_done: r.pages_done,
    pages_queued: r.pages_queued,
    missing_cookies: r.missing_cookies,
    scan_notes: s.notes ?? [],
    created_at: iso(r.created_at),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
  };
}

/** What a trigger did: queued a scan, or answers one already there (upgraded to `all_pages` when it asked for it). */
export type Triggered = { id: string; queued: boolean } | 'queue_full' | null;

/**
 * Queues a scan of the website, or answers one already queued or running
 * (docs/decisions/scans.md#one-scan-per-website): a waiting scan answers any
 * trigger, upgraded to `all_pages` when that is asked; a running scan answers
 * a trigger it covers, and a wider one (`all_pages` while `one_page` runs)
 * is queued to follow it. `queue_full` when the account already has
 * `maxQueued` scans waiting (a trigger that answers a scan already there
 * never is). Null when the account has no such website.
 */
export const triggerScan = (
  db: Db,
  account: string,
  websiteId: string,
  scanType: ScanType,
  o: { requestedBy?: 'api' | 'schedule'; maxQueued: number },
): Promise<Triggered> =>
  db.transaction(async (tx) => {
    // The website's row lock serialises triggers of one website (and finishScan takes it too).
    const [site] = await tx.query('SELECT id FROM websites WHERE id = $1 AND account_id = $2 FOR UPDATE', [websiteId, account]);
    if (!site) return null;
    const current = await tx.query<{ id: string; scan_type: ScanType; running: boolean; successor: boolean }>(
      `SELECT id, scan_type, leased_until IS NOT NULL AS running, successor FROM scans
       WHERE website_id = $1 AND status = 'scanning' ORDER BY created_at, id`,
      [websiteId],
    );
    const waiting = current.find((s) => !s.running);
    if (waiting) {
      if (scanType === 'all_pages' && waiting.scan_type === 'one_page')
        await tx.query("UPDATE scans SET scan_type = 'all_pages' WHERE id = $1", [waiting.id]);
      return { id: waiting.id, queued: false };
    }
    const running = current[0];
    if (running && (scanType === 'one_page' || running.scan_type === 'all_pages')) return { id: running.id, queued: false };
    const [queued] = await tx.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM scans WHERE account_id = $1 AND status = 'scanning'
       AND (leased_until IS NULL OR leased_until < now())`,
      [account],
    );
    if (queued!.n >= o.maxQueued) return 'queue_full';
    const [added] = await tx.query<{ id: string }>(
      `INSERT INTO scans (id, account_id, website_id, scan_type, requested_by, successor) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id`,
      [newId('rpt'), account, websiteId, scanType, o.requestedBy ?? 'api', running ? !running.successor : false],
    );
    return { id: added!.id, queued: true };
  });

/**
 * The report a criterion selects (spec: Scan reports): by `id`; else the
 * current report (the latest successful scan); with `latest`, the latest scan
 * whatever its status. Null when there is none.
 */
export async function selectReport(
  q: Queryable,
  account: string,
  websiteId: string,
  pick: { id?: string | undefined; latest?: boolean | undefined },
): Promise<ScanRow | null> {
  const base = 'SELECT * FROM scans WHERE account_id = $1 AND website_id = $2';
  const newest = 'ORDER BY created_at DESC, id DESC LIMIT 1';
  const [row] =
    pick.id !== undefined
      ? await q.query<ScanRow>(`${base} AND id = $3`, [account, websiteId, pick.id])
      : pick.latest
        ? await q.query<ScanRow>(`${base} ${newest}`, [account, websiteId])
        : await q.query<ScanRow>(`${base} AND status = 'scan_finish' ${newest}`, [account, websiteId]);
  return row ?? null;
}

/** The interval of a website `w`'s scan period (not 'disabled'). */
const PERIOD = `CASE w.scan_period WHEN 'weekly' THEN interval '7 days' WHEN 'monthly' THEN interval '1 month' ELSE interval '3 months' END`;

/**
 * Websites whose `scan_period` makes a scan due: none waiting or running and
 * none created within the period (so the schedule lives in the database and
 * survives restarts; a website gets its first scheduled scan when the period is set).
 */
export async function dueWebsites(q: Queryable, max = 50): Promise<{ id: string; account_id: string }[]> {
  return q.query(
    `SELECT w.id, w.account_id FROM websites w
     WHERE w.scan_period IN ('weekly', 'monthly', 'trimonthly') AND NOT EXISTS (
       SELECT 1 FROM scans s WHERE s.website_id = w.id AND (s.status = 'scanning' OR s.created_at > now() - ${PERIOD}))
     ORDER BY w.id LIMIT ${Math.floor(max)}`,
  );
}

/**
 * A website's schedule as `dueWebsites` reads it: its `scan_period`, and when
 * its next scheduled scan is due (a period after its latest scan, at once
 * when it has none; null when disabled). The queue keeper looks every few
 * seconds, so a due scan is queued moments after this time.
 */
export async function scanSchedule(
  q: Queryable,
  account: string,
  websiteId: string,
): Promise<{ scan_period: ScanPeriod; next_scan_at: string | null } | null> {
  const [row] = await q.query<{ scan_period: ScanPeriod; next_scan_at: Date | string | null }>(
    `SELECT w.scan_period, CASE WHEN w.scan_period = 'disabled' THEN NULL
       ELSE greatest(now(), coalesce(max(s.created_at) + ${PERIOD}, now())) END AS next_scan_at
     FROM websites w LEFT JOIN scans s ON s.website_id = w.id WHERE w.account_id = $1 AND w.id = $2 GROUP BY w.id`,
    [account, websiteId],
  );
  return row ? { scan_period: row.scan_period, next_scan_at: iso(row.next_scan_at) } : null;
}

/** A website's latest scans, newest first, whatever their status: how each went, without what it found. */
export async function latestScans(q: Queryable, account: string, websiteId: string, max: number): Promise<ScanSummary[]> {
  const rows = await q.query<Omit<ScanRow, 'cookies' | 'missing_cookies' | 'signals'>>(
    `SELECT id, status, scan_type, created_at, started_at, finished_at, pages_done, pages_queued, failure_message
     FROM scans WHERE account_id = $1 AND website_id = $2 ORDER BY created_at DESC, id DESC LIMIT ${Math.floor(max)}`,
    [account, websiteId],
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    scan_type: r.scan_type,
    created_at: iso(r.created_at),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
    pages_done: r.pages_done,
    pages_queued: r.pages_queued,
    failure_message: r.failure_message,
  }));
}
