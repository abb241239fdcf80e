import type { CookieCategory, ScanPeriod } from '../../schema/enums.ts';
import type { ScanScreenData } from '../../schema/scan-screen.ts';
import { COOKIE_CATEGORIES } from '../../shared/categories.ts';

// What the scan screen says about a category, a schedule and the latest scan, in one place.

const CATEGORY_LABELS: Record<CookieCategory, string> = {
  essential: 'Essential',
  performance: 'Performance',
  analytics: 'Analytics',
  advertising: 'Advertising',
  social_networking: 'Social networking',
  unclassified: 'Unclassified',
};

/** The categories an owner can give a finding, with their labels. */
export const CATEGORY_CHOICES = COOKIE_CATEGORIES.filter((c) => c !== 'unclassified').map((c) => [c, CATEGORY_LABELS[c]]);

export const categoryLabel = (c: CookieCategory | null) => CATEGORY_LABELS[c ?? 'unclassified'];

export const PERIOD_LABELS: [ScanPeriod, string][] = [
  ['disabled', 'Never'],
  ['weekly', 'Every week'],
  ['monthly', 'Every month'],
  ['trimonthly', 'Every three months'],
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** The live status line: what the latest scan is doing, or what the report holds. */
export function scanStatus(data: ScanScreenData): string {
  const latest = data.scans[0];
  if (!latest) return 'This website has not been scanned yet.';
  if (latest.status === 'scanning')
    return latest.started_at
      ? `Scanning… ${plural(latest.pages_done, 'page', 'pages')} done, ${latest.pages_queued} queued.`
      : 'Scan queued: it starts when a scanner is free.';
  if (latest.status === 'scan_fault')
    return `The latest scan failed: ${(latest.failure_message ?? 'no reason given').replace(/\.$/, '')}.`;
  const findings = data.report?.findings ?? [];
  const open = findings.filter((f) => f.unclassified).length;
  return `Scan finished: ${plural(data.report?.pages ?? 0, 'page', 'pages')}, ${findings.length} found, ${open} unclassified.`;
}
