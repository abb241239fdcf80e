import type { Progress, ScanJob } from '../model/jobs.ts';
import type { Finding, Observed } from '../model/scan-results.ts';

// What the job loop (src/service/jobs/job-loop.ts) asks of a scan runner (crawler.ts, or a stand-in in tests).

/** A failure whose message is meant for the partner (`scan_failure_message`). */
export class ScanFault extends Error {}

export interface RunControl {
  /** Aborted when the service stops or the scan's lease was lost: stop soon. */
  signal: AbortSignal;
  /** Pages done and queued so far, written with the next lease renewal. */
  progress(p: Progress): void;
}

/** Runs one scan (the browser crawler, or a stand-in in tests). */
export type ScanRunner = (job: ScanJob, ctl: RunControl) => Promise<{ findings: Finding[]; observed: Observed }>;
