import { isKnownTracker } from '../classify/index.ts';
import type { Finding } from '../model/scan-results.ts';

/**
 * What one page may put in a report (docs/scanner.md#caps). A page can set
 * tens of thousands of storage keys; listing them all would make the report,
 * its transfer out of the browser and its classification as large as the
 * page wants. Past a cap, known trackers are kept first and the report says
 * how many were left out.
 */
export const PAGE_CAPS = {
  /** localStorage and sessionStorage keys and IndexedDB names, all frames together. */
  storage: 1_000,
  /** Cookies in the jar and cookies set by response headers. */
  cookies: 1_000,
  /** Beacons and tiny images sent to other hosts. */
  pixels: 1_000,
} as const;
/** Frames of one page whose storage is read (each may take up to FRAME_DUMP_MS). */
export const FRAMES_PER_PAGE = 50;
/**
 * How long a frame's storage read may take before the frame is skipped. The
 * page's own frame gets longer: it holds most of what a scan is for, and a
 * page of 80,000 keys on a busy machine took over 3 s to read.
 */
export const FRAME_DUMP_MS = { main: 15_000, other: 3_000 } as const;
/** Links read from one frame (the crawl keeps at most 20 a page to load anyway). */
export const LINKS_PER_FRAME = 5_000;
/** Characters of a name or a value sent out of the browser; longer ones are cut and end in `…`. */
export const DUMP_TEXT_MAX = 256;

type Kind = keyof typeof PAGE_CAPS;
const kindOf = (f: Finding): Kind =>
  f.trackerType === 'pixel_tracker'
    ? 'pixels'
    : f.trackerType === 'http_cookie' || f.trackerType === 'server_cookie'
      ? 'cookies'
      : 'storage';

export type Cut = Record<Kind, number>;

/**
 * One page's findings within PAGE_CAPS: of each kind, known trackers first
 * (isKnownTracker), then the rest in the order found. `alreadyCut` is what
 * the browser did not send (the storage dump is capped there too).
 */
export function capPage(findings: Finding[], alreadyCut: Partial<Cut> = {}): { kept: Finding[]; cut: Cut } {
  const cut: Cut = { storage: alreadyCut.storage ?? 0, cookies: alreadyCut.cookies ?? 0, pixels: alreadyCut.pixels ?? 0 };
  const count: Cut = { storage: 0, cookies: 0, pixels: 0 };
  for (const f of findings) count[kindOf(f)]++;
  const over = (k: Kind) => count[k] > PAGE_CAPS[k];
  if (!over('storage') && !over('cookies') && !over('pixels')) return { kept: findings, cut };
  const keep = new Set<Finding>();
  const room: Cut = { ...PAGE_CAPS };
  // Two passes: known trackers, then the rest; each finding's place in the list is kept.
  for (const known of [true, false])
    for (const f of findings) {
      const k = kindOf(f);
      if (keep.has(f) || room[k] === 0 || (over(k) && isKnownTracker(f.name, f.domain) !== known)) continue;
      keep.add(f);
      room[k]--;
    }
  for (const k of Object.keys(count) as Kind[]) cut[k] += count[k] - (PAGE_CAPS[k] - room[k]);
  return { kept: findings.filter((f) => keep.has(f)), cut };
}

/** The report's note for a page that was capped, or null when nothing was left out. */
export function capNote(url: string, cut: Cut): string | null {
  const parts = (Object.keys(cut) as Kind[])
    .filter((k) => cut[k] > 0)
    .map((k) => `${cut[k].toLocaleString('en')} ${k === 'storage' ? 'storage keys' : k}`);
  if (!parts.length) return null;
  return `${url}: ${parts.join(', ')} not listed: a page lists at most ${PAGE_CAPS.storage.toLocaleString('en')} storage keys, ${PAGE_CAPS.cookies.toLocaleString('en')} cookies and ${PAGE_CAPS.pixels.toLocaleString('en')} pixels, known trackers first`;
}
