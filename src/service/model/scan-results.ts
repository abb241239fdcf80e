import type { CookieCategory, TrackerType } from '../../schema/enums.ts';
import { LIMITS } from '../../schema/limits.ts';
import type { ReportCookie } from '../../schema/scan.ts';
import { classify, cookieIdentity, findTracker, isAdequate } from '../classify/index.ts';
import type { Db } from '../store/db.ts';
import { type CookieRow, toCookie } from './cookies.ts';
import { newId } from './ids.ts';
import { coveredByMap, mapDuringScan, trackersBeforeConsent } from './scan-blocking.ts';
import type { ScanVerdicts } from './scans.ts';
import { touchWebsite } from './websites.ts';

/** One thing a scan saw on a page: a cookie, a storage key or a pixel. */
export interface Finding {
  name: string;
  domain: string | null;
  /** The page it was found on. */
  url: string | null;
  value: string | null;
  trackerType: TrackerType;
  /** Seconds until the browser deletes it, from its real expiry; null for a session cookie or storage. */
  lifetime: string | null;
  /** The request or script that set it, where the browser could tell. */
  initiator: string | null;
  country: string | null;
  /** Seen only after the scanner accepted everything (where our runtime was there to accept). */
  afterConsent?: boolean;
}

/** What the crawler observed besides findings. */
export interface Observed {
  pagesDone: number;
  domains: string[];
  /** Our runtime or another consent tool was on a page. */
  consentBanner: boolean;
  /** Visitors could choose by category (our runtime, or another tool's category toggles). */
  categories: boolean;
  /** Visitors could open their preferences (our runtime or button, or another tool's settings control). */
  preferences: boolean;
  /** Other consent tools detected by autoconsent's rules. */
  tools: string[];
  /** What the report should say about how the scan went, short of a failure (a robots.txt read only in part). */
  notes: string[];
}

type Fields = Record<string, string | null | undefined>;
interface Existing {
  id: string;
  category: CookieCategory | null;
  fields: Fields;
}

const CLASSIFIED_FIELDS = ['service', 'service_policy_link', 'en_us', 'en_uk', 'de', 'fr'] as const;

/**
 * Ends the worker's scan in `scan_finish` and updates the website
 * (docs/decisions/scans.md#merge-on-finish), in one transaction: each finding
 * is merged by `cookieIdentity` into the website's cookies — a new one is added,
 * one found again is refreshed (value, url, initiator, lifetime, country); both
 * read `new: true`, found on the latest finished scan (spec: Cookie). A category,
 * service or description the partner set is kept (the scan only fills what is
 * empty or unclassified); cookies not found are kept with `new: false` and listed
 * in the report's `missing_cookies`. Any change marks the policy for
 * republishing. False when the worker no longer owns the scan.
 */
export const finishScan = (db: Db, scanId: string, worker: string, findings: Finding[], seen: Observed): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [scan] = await tx.query<{ account_id: string; website_id: string }>(
      "SELECT account_id, website_id FROM scans WHERE id = $1 AND worker = $2 AND status = 'scanning' FOR UPDATE",
      [scanId, worker],
    );
    if (!scan) return false;
    const websiteId = scan.website_id;
    const [site] = await tx.query<{ url: string; disclosed: boolean }>(
      `SELECT w.url, coalesce(d.published_revision IS NOT NULL AND d.revision <= d.published_revision, false) AS disclosed
       FROM websites w LEFT JOIN documents d ON d.website_id = w.id AND d.kind = 'cookie_policy' WHERE w.id = $1 FOR UPDATE OF w`,
      [websiteId],
    );
    if (!site) return false;
    const firstPartyHost = hostOf(site.url);
    // Before the merge: the map the website's pages carried while the scan ran.
    const map = await mapDuringScan(tx, websiteId);
    const existing = await tx.query<Existing>('SELECT id, category, fields FROM cookies WHERE website_id = $1', [websiteId]);
    const byIdentity = new Map<string, Existing>();
    for (const c of existing) {
      const t = (c.fields.tracker_type ?? 'http_cookie') as TrackerType;
      byIdentity.set(cookieIdentity({ name: c.fields.name ?? '', domain: c.fields.domain ?? null, trackerType: t }), c);
    }
    const found = new Set<string>();
    const report: ReportCookie[] = [];
    let count = existing.length;
    let changed = false;
    let everyDisclosed = site.disclosed;
    // A finding seen before consent on any page counts as before consent: those come first.
    const ordered = [...findings.filter((f) => !f.afterConsent), ...findings.filter((f) => f.afterConsent)];
    for (const f of ordered) {
      const key = cookieIdentity({ name: f.name, domain: f.domain, trackerType: f.trackerType });
      if (found.has(key)) continue;
      found.add(key);
      // Here, never by the worker: it runs scanned pages, so its word on what a cookie is for is not taken.
      const cls = classify({
        name: f.name,
        domain: f.domain,
        trackerType: f.trackerType,
        firstPartyHost,
        initiator: f.initiator,
      });
      const scanned: Fields = {
        name: f.name,
        domain: f.domain,
        url: f.url,
        value: f.value,
        initiator: f.initiator,
        lifetime: f.lifetime,
        country: f.country,
        tracker_type: f.trackerType,
      };
      const known = byIdentity.get(key);
      let id: string | null = null;
      let category: CookieCategory | null;
      let fields: Fields;
      if (known) {
        id = known.id;
        const fill = !known.category || known.category === 'unclassified';
        category = fill && cls.category !== 'unclassified' ? cls.category : known.category;
        fields = { ...known.fields, ...scanned, name: known.fields.name ?? f.name, domain: known.fields.domain ?? f.domain };
        for (const k of CLASSIFIED_FIELDS) fields[k] = known.fields[k] ?? classifiedField(cls, k);
        await tx.query('UPDATE cookies SET category = $2, fields = $3::jsonb, is_new = true WHERE id = $1', [
          id,
          category,
          JSON.stringify(fields),
        ]);
        changed ||= category !== known.category || CLASSIFIED_FIELDS.some((k) => fields[k] !== known.fields[k]);
      } else {
        everyDisclosed = false;
        category = cls.category;
        fields = { ...scanned, source: 'scan' };
        for (const k of CLASSIFIED_FIELDS) fields[k] = classifiedField(cls, k);
        // The config carries at most LIMITS.cookiesPerWebsite cookies: beyond it a finding is reported, not added.
        if (count < LIMITS.cookiesPerWebsite) {
          id = newId('ck');
          count++;
          changed = true;
          await tx.query(
            'INSERT INTO cookies (id, account_id, website_id, category, fields, is_new) VALUES ($1, $2, $3, $4, $5::jsonb, true)',
            [id, scan.account_id, websiteId, category, JSON.stringify(fields)],
          );
        }
      }
      // The report names what this scan saw (`_ga_XYZ`), the website keeps the name it first had (`_ga_ABC`).
      // `source` in the report: the rule that decided (docs/decisions/scans.md#report-cookies), or `website` when
      // the website's own cookie kept a category the classifier did not give.
      const source = category === cls.category ? cls.source : 'website';
      const cookie = reportCookie(scan, id, !known, category, { ...fields, name: f.name, domain: f.domain, source }, site.url);
      if (map) cookie.blocked_by_map = coveredByMap(map, f, site.url);
      report.push(f.afterConsent ? { ...cookie, set_before_consent: false, after_consent: true } : cookie);
    }
    const missing = existing.filter((c) => ![...found].some((k) => byIdentity.get(k) === c));
    if (missing.length)
      await tx.query('UPDATE cookies SET is_new = false WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))', [
        JSON.stringify(missing.map((c) => c.id)),
      ]);
    if (changed) await touchWebsite(tx, websiteId, true);
    const signals = verdictsOf(report, seen, everyDisclosed);
    if (map) signals.trackers_before_consent = trackersBeforeConsent(report);
    await tx.query(
      `UPDATE scans SET status = 'scan_finish', finished_at = now(), leased_until = NULL, cookies = $2::jsonb,
         missing_cookies = $3::jsonb, signals = $4::jsonb, pages_done = $5, pages_queued = 0, scanned_domains = $6::jsonb
       WHERE id = $1`,
      [
        scanId,
        JSON.stringify(report),
        JSON.stringify(
          missing.map((c) => ({
            id: c.id,
            name: c.fields.name ?? null,
            domain: c.fields.domain ?? null,
            tracker_type: c.fields.tracker_type ?? null,
          })),
        ),
        JSON.stringify(signals),
        seen.pagesDone,
        JSON.stringify(seen.domains),
      ],
    );
    return true;
  });

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

function classifiedField(cls: ReturnType<typeof classify>, k: (typeof CLASSIFIED_FIELDS)[number]): string | null {
  if (k === 'service') return cls.service;
  if (k === 'service_policy_link') return cls.service_policy_link;
  return cls.descriptions[k];
}

function reportCookie(
  scan: { account_id: string; website_id: string },
  id: string | null,
  firstFound: boolean,
  category: CookieCategory | null,
  f: Fields,
  websiteUrl: string,
): ReportCookie {
  // Every cookie of a finished scan's report was found on it: `new` as the website's cookie reads it after this scan.
  const row = { ...scan, id: id ?? '', category, fields: f, is_new: true, website_url: websiteUrl };
  return {
    // The API's cookie shape, from the one mapping the cookies endpoint uses.
    ...toCookie(row as CookieRow),
    id,
    first_found: firstFound,
    name: f.name ?? '',
    tracker_type: (f.tracker_type as ReportCookie['tracker_type']) ?? 'http_cookie',
    // The scanner never makes a choice: everything it saw was there before consent.
    set_before_consent: category !== 'essential',
  };
}

/** The report's verdicts (compliant_*, detected_*) and the scan's notes (docs/decisions/scans.md#signals). */
function verdictsOf(cookies: ReportCookie[], seen: Observed, everyDisclosed: boolean): ScanVerdicts {
  const adequate = cookies
    .filter((c) => c.party_provider_type === 'third_party')
    .every((c) => isAdequate(c.country, { dpfCertified: !!(c.domain && findTracker(c.domain.replace(/^\./, ''))?.dpf) }));
  return {
    compliant_adequate_countries: adequate ? 'true' : 'false',
    compliant_disclose_cookie: everyDisclosed ? 'true' : 'false',
    detected_consent_banner: seen.consentBanner,
    detected_cookie_category: seen.categories,
    detected_cookie_preference: seen.preferences,
    notes: seen.notes,
  };
}
