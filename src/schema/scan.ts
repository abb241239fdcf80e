import type { Cookie } from './cookie.ts';

/** One item of POST /v1/websites/trigger_scan (`single_page` is read as `one_page`). */
export interface TriggerScanItem {
  account_id: string;
  website_id: string;
  scan_type?: 'all_pages' | 'one_page' | 'single_page' | null;
}

/** What trigger_scan answers for an item. */
export interface TriggerScanResult {
  account_id: string;
  website_id: string;
  report_id: string;
}

/** A cookie as a scan report lists it: the spec's cookie with `expire` and the before-consent mark. */
export type ReportCookie = Omit<Cookie, 'id' | 'name' | 'tracker_type'> & {
  /** The website's cookie this finding is (null when the website's list was full). */
  id: string | null;
  name: string;
  tracker_type: string;
  expire: string | null;
  /** Extension: not among the website's cookies before this scan (`new` is true for every cookie a scan found). */
  first_found: boolean;
  /** Set on the first visit, before any choice, and not essential (docs/decisions/scans.md#report-cookies). */
  set_before_consent: boolean;
  /** Present (true) when it appeared only after the scanner accepted everything through our runtime. */
  after_consent?: boolean;
  /**
   * Extension, only with automatic blocking on: whether the website's blocking map, as its pages carried it while
   * the scan ran, holds this finding back (its domain or the script that set it; docs/scanner.md#automatic-blocking).
   */
  blocked_by_map?: boolean;
};

/** A scan report (spec: Scan report) with the documented extensions. */
export interface ScanReport {
  id: string;
  account_id: string;
  website_id: string;
  cookies: ReportCookie[];
  pages: string;
  scan_failure_message: string | null;
  scan_type: 'all_pages' | 'one_page';
  scanned_domains: string[];
  status: 'scanning' | 'scan_finish' | 'scan_fault';
  /** Before `scan_finish`: 'false' and the detections seen so far (docs/decisions/scans.md#signals-before-the-end). */
  compliant_adequate_countries: 'true' | 'false';
  compliant_disclose_cookie: 'true' | 'false';
  detected_consent_banner: boolean;
  detected_cookie_category: boolean;
  detected_cookie_preference: boolean;
  /** Extension: pages loaded so far, and found but not loaded yet (progress while `scanning`). */
  pages_done: number;
  pages_queued: number;
  /** Extension: the website's cookies this scan did not find (kept on the website). */
  missing_cookies: { id: string; name: string | null; domain: string | null; tracker_type: string | null }[];
  /** Extension: what the scan could not do in full, short of a failure (a robots.txt read only up to its first 500 KiB). */
  scan_notes: string[];
  created_at: string | null;
  started_at: string | null;
  finished_at: string | null;
}
