import type { Cookie } from '../../../schema/cookie.ts';
import { CookieCategoryInput } from '../../../schema/enums.ts';
import type { ReportCookie } from '../../../schema/scan.ts';
import type { ScanFinding } from '../../../schema/scan-screen.ts';

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
