import type { CookieCategory, ScanPeriod } from './enums.ts';
import type { ScanReport } from './scan.ts';

// The console's scan screen (GET /console/api/websites/:website/scan): what the service answers and the page reads.

/** One cookie or tracker of a scan report as the scan screen lists it. */
export interface ScanFinding {
  /** The website's cookie this finding is; null when it is not among them (the website's list was full, or it was deleted). */
  cookie_id: string | null;
  name: string;
  domain: string | null;
  tracker_type: string;
  party: string | null;
  /** As the website's cookie reads now (classified since the scan, or not), in the product's spelling (`analytics`). */
  category: CookieCategory | null;
  /** The provider (`service` in /v1). */
  service: string | null;
  /** The English description (`en_us` in /v1). */
  description: string | null;
  lifetime: string | null;
  set_before_consent: boolean;
  after_consent: boolean;
  /** Whether automatic blocking's map held it back; null when the scan ran without automatic blocking. */
  held_by_blocking: boolean | null;
  /** Not among the website's cookies before this scan. */
  new: boolean;
  /** Not one of the website's cookies, or one of unknown category: what the owner has to classify. */
  unclassified: boolean;
}

/** One of the website's latest scans. */
export interface ScanSummary {
  id: string;
  status: ScanReport['status'];
  scan_type: ScanReport['scan_type'];
  created_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  pages_done: number;
  pages_queued: number;
  failure_message: string | null;
}

/** The scan screen's one answer. */
export interface ScanScreenData {
  /** When the next scheduled scan is due: null when the schedule is `disabled`. */
  schedule: { scan_period: ScanPeriod; next_scan_at: string | null };
  /** The latest scans, newest first. */
  scans: ScanSummary[];
  /** The latest finished scan's report; null before one finished. */
  report: {
    id: string;
    finished_at: string | null;
    pages: number;
    /** Whether the scan ran with automatic blocking on (`held_by_blocking` is then a yes or a no). */
    blocking: boolean;
    findings: ScanFinding[];
    /** The website's cookies this scan did not find. */
    missing: ScanReport['missing_cookies'];
  } | null;
}
