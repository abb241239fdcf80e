import type { PrivateAccess } from './private-access.ts';

/** How this process scans (docs/service.md, "Environment"; read by env.ts). */
export interface ScanSettings extends PrivateAccess {
  /** Scans run at once by this process; 0 runs none here (another process does). */
  concurrency: number;
  /** Scans one account may have running at once, all workers together: the rest of the slots serve other accounts. */
  inFlightPerAccount: number;
  /** The browser; default `/usr/bin/chromium` when it exists. */
  chromiumPath: string | undefined;
  /** Most pages an `all_pages` scan loads. */
  maxPages: number;
  /** Most time one scan may take, all pages together. */
  timeBudgetMs: number;
  /** Wait between two page loads of one scan (politeness). */
  pageDelayMs: number;
  /** Most time one page may take to load. */
  pageTimeoutMs: number;
  /** Most bytes one scan downloads, all pages together (counted at the checking proxy). */
  maxBytes: number;
  /** How long a worker's claim holds without renewal (renewed every third of it): how soon a dead worker's scan is retaken. */
  leaseMs: number;
  /** Most memory (MB, PSS) one scan's browser may use, all its processes together; 0: no watchdog. */
  maxMemoryMb: number;
  /** How long a page may keep setting things after its load event. */
  settleMs: number;
}

export const DEFAULT_SCAN_SETTINGS: ScanSettings = {
  concurrency: 1,
  inFlightPerAccount: 2,
  chromiumPath: undefined,
  allowPrivate: false,
  allowPrivateOrigins: [],
  maxPages: 50,
  timeBudgetMs: 300_000,
  pageDelayMs: 1_000,
  pageTimeoutMs: 30_000,
  maxBytes: 200_000_000,
  leaseMs: 60_000,
  maxMemoryMb: 1024,
  settleMs: 1_500,
};
