import type { Banner, BannerWarning } from '../../schema/banner.ts';
import type { BlockingMap } from '../../schema/blocking-map.ts';
import type { Cookie } from '../../schema/cookie.ts';
import type { ReportCookie } from '../../schema/scan.ts';
import { waitsFor } from '../../shared/blocking-match.ts';
import { blockingMap } from '../classify/blocking-map.ts';
import { isKnownTracker } from '../classify/index.ts';
import type { Queryable } from '../store/db.ts';
import { cookiesOf } from './cookies.ts';

/** A known tracker a scan with blocking on found set before consent, as the scan keeps it for the banner's warning. */
export interface TrackerBeforeConsent {
  name: string;
  domain: string | null;
  service: string | null;
  blocked_by_map: boolean;
}

/** At most this many are kept per scan: a warning names a few, and a banner read carries them. */
const KEPT = 20;
// The report writes categories as the wire does (`analytics;`).
const TRACKING = new Set(['analytics', 'advertising', 'social_networking']);

/** What of a banner's settings the blocking map is composed from. */
type BlockingSettings = Pick<Banner, 'automatic_blocking' | 'unknown_third_parties' | 'google_consent_mode'>;

/**
 * The blocking map a website's config carries (docs/decisions/blocking.md#the-blocking-map), null with
 * automatic blocking off: one composition for the config and for the scan that checks it.
 */
export const configBlockingMap = (
  banner: BlockingSettings,
  urls: readonly string[],
  cookies: readonly Cookie[],
): BlockingMap | null =>
  banner.automatic_blocking
    ? blockingMap({
        urls,
        cookies,
        unknown: banner.unknown_third_parties ?? 'allow',
        google: banner.google_consent_mode ?? 'basic',
      })
    : null;

/**
 * The map the website's pages were served while its scan ran: composed from the website's cookies before the
 * scan's findings join them (docs/decisions/blocking.md#the-scanner-closes-the-loop). Afterwards the map takes
 * the findings in, so checking against it would find every finding covered. Null with blocking off.
 */
export async function mapDuringScan(q: Queryable, websiteId: string): Promise<BlockingMap | null> {
  const [w] = await q.query<{ url: string; additional_scan_urls: string[]; subdomains: string[]; settings: BlockingSettings }>(
    `SELECT w.url, w.additional_scan_urls, w.subdomains, b.settings FROM websites w JOIN banners b ON b.website_id = w.id
     WHERE w.id = $1`,
    [websiteId],
  );
  if (!w?.settings.automatic_blocking) return null;
  return configBlockingMap(w.settings, [w.url, ...w.additional_scan_urls, ...w.subdomains], await cookiesOf(q, websiteId));
}

const pageOf = (url: string | null, fallback: string): URL | null => {
  for (const u of [url, fallback])
    try {
      if (u) return new URL(u);
    } catch {}
  return null;
};

/**
 * Whether the map holds a finding back: its domain (a pixel's host, a third-party cookie's domain) or the script
 * that set it waits for a category, as the blocker on the page it was found on would decide (`waitsFor` with that
 * page, so that the page's own site never waits, as in the browser).
 */
export function coveredByMap(
  map: BlockingMap,
  f: { domain: string | null; initiator: string | null; url: string | null },
  websiteUrl: string,
): boolean {
  const page = pageOf(f.url, websiteUrl);
  if (!page) return false;
  const host = f.domain?.replace(/^\./, '');
  return !!((host && waitsFor(`https://${host}/`, map, page)) || (f.initiator && waitsFor(f.initiator, map, page)));
}

/**
 * The known trackers of a report set before consent (a tracking category, or a name or domain the classifier
 * knows as a tracker's): what the scan keeps for the banner's warning. Only for a scan with blocking on.
 */
export function trackersBeforeConsent(report: readonly ReportCookie[]): TrackerBeforeConsent[] {
  return report
    .filter(
      (c) =>
        c.set_before_consent &&
        c.blocked_by_map !== undefined &&
        (TRACKING.has((c.category ?? '').replace(/;$/, '')) || isKnownTracker(c.name, c.domain)),
    )
    .slice(0, KEPT)
    .map((c) => ({ name: c.name, domain: c.domain, service: c.service, blocked_by_map: c.blocked_by_map! }));
}

/** The column a banner row reads them by (model/banners.ts): the latest finished scan's, null when it ran without blocking. */
export const TRACKERS_SEEN_COLUMN = `(SELECT s.signals->'trackers_before_consent' FROM scans s
  WHERE s.website_id = banners.website_id AND s.status = 'scan_finish' ORDER BY s.created_at DESC, s.id DESC LIMIT 1)
  AS trackers_before_consent`;

const named = (list: readonly TrackerBeforeConsent[]) => {
  const names = [...new Set(list.map((t) => (t.service ? `${t.service} (${t.name})` : t.name)))];
  return names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more` : names.join(', ');
};

/**
 * The warnings of the latest finished scan's trackers set before consent despite blocking: one for those the map
 * did not hold back, one for those it did (the page's own order or HTML let them through).
 */
export function trackerWarnings(list: readonly TrackerBeforeConsent[] | null): BannerWarning[] {
  const missed = (list ?? []).filter((t) => !t.blocked_by_map);
  const through = (list ?? []).filter((t) => t.blocked_by_map);
  const warnings: BannerWarning[] = [];
  if (missed.length)
    warnings.push({
      code: 'tracker_before_consent',
      field: 'automatic_blocking',
      message: `The latest scan found ${named(missed)} set before consent although automatic blocking is on: the blocking map had no entry for its domain or the script that set it. The map takes in what a scan finds, so scan again to check; a cookie the scan could not trace to a script needs that script's URL as its initiator (PUT /v1/websites/cookies).`,
    });
  if (through.length)
    warnings.push({
      code: 'tracker_before_consent',
      field: 'automatic_blocking',
      message: `The latest scan found ${named(through)} set before consent although the blocking map holds it back: the page loads it before the consent snippet (make code_snippet.banner the first script in <head>), or its tag is written in the page's HTML, which a browser requests before any script can act (put the server-side rewrite in front of those pages).`,
    });
  return warnings;
}
