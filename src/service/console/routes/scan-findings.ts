import type { Cookie } from '../../../schema/cookie.ts';
import { type CookieCategory, CookieCategoryInput } from '../../../schema/enums.ts';
import type { ReportCookie } from '../../../schema/scan.ts';

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

/**
 * A report's findings with what the website's cookies say now: the report
 * keeps what the scan saw (before consent, held by blocking, first found),
 * the website's cookies what the owner decided since (category, provider,
 * description). Nothing is classified here: the scan did that (scan-results.ts).
 */
export function scanFindings(report: readonly ReportCookie[], cookies: readonly Cookie[]): ScanFinding[] {
  const byId = new Map(cookies.map((c) => [c.id, c]));
  return report.map((f) => {
    const now = f.id ? byId.get(f.id) : undefined;
    const wire = now ? now.category : f.category;
    const category = wire ? CookieCategoryInput.parse(wire) : null;
    return {
      cookie_id: now ? now.id : null,
      name: f.name,
      domain: f.domain,
      tracker_type: f.tracker_type,
      party: f.party_provider_type,
      category,
      service: (now ?? f).service,
      description: (now ?? f).en_us,
      lifetime: (now ?? f).lifetime,
      set_before_consent: f.set_before_consent,
      after_consent: f.after_consent === true,
      held_by_blocking: f.blocked_by_map ?? null,
      new: f.first_found,
      unclassified: !now || category === null || category === 'unclassified',
    };
  });
}
