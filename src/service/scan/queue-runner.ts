import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { randomId } from '../model/ids.ts';
import {
  claimScan,
  dueWebsites,
  failAbandoned,
  failScan,
  type Progress,
  releaseScan,
  renewLease,
  type ScanJob,
} from '../model/scan-queue.ts';
import { finishScan } from '../model/scan-results.ts';
import { triggerScan } from '../model/scans.ts';
import type { Db } from '../store/db.ts';
import { ScanFault, type ScanRunner } from './runner.ts';

/** The queues of this process: a trigger here wakes them instead of waiting for their next poll. */
const queues = new Set<() => void>();
export function wakeScanQueues(): void {
  for (const wake of queues) wake();
}

export interface QueueOptions {
  db: Db;
  log: Logger;
  runner: ScanRunner;
  /** Scans run at once in this process (SCAN_CONCURRENCY). */
  concurrency: number;
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseMs?: number;
  /** How often an idle queue looks for work. */
  pollMs?: number;
  /** Claims after which an abandoned scan ends in scan_fault instead of being retried. */
  maxAttempts?: number;
  /** How often `scan_period` schedules are checked; 0: never. */
  scheduleMs?: number;
  /** How long `stop` waits for running scans to give their work back. */
  stopGraceMs?: number;
  workerId?: string;
}

/**
 * The scan queue of one process (docs/service.md, "Scans"): the `scans`
 * table is the queue, shared by every process on the database. Each tick
 * ends scans abandoned too often, then claims work while fewer than
 * `concurrency` scans run here. A running scan renews its lease; if the
 * renewal finds the scan taken over, the run is aborted and its result dropped.
 */
export function startScanQueue(o: QueueOptions) {
  const leaseMs = o.leaseMs ?? 60_000;
  const pollMs = o.pollMs ?? 2_000;
  const maxAttempts = o.maxAttempts ?? 2;
  const worker = o.workerId ?? `${hostname()}:${process.pid}:${randomId(6)}`;
  const active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  let stopping = false;
  let ticking = false;
  let lastSchedule = 0;

  const run = async (job: ScanJob, abort: AbortController) => {
    const id = job.scan.id;
    let progress: Progress | undefined;
    let renewedAt = Date.now();
    const renewNow = () => {
      renewedAt = Date.now();
      renewLease(o.db, id, worker, leaseMs, progress).then(
        (mine) => {
          if (!mine) abort.abort(new Error('lease lost'));
        },
        (err) => o.log.warn({ err, scan: id }, 'scan lease renewal failed'),
      );
    };
    const renew = setInterval(renewNow, leaseMs / 3);
    // Progress is written with the lease, at most once a second, so a caller polling the report sees pages grow.
    const onProgress = (p: Progress) => {
      progress = p;
      if (Date.now() - renewedAt >= 1_000) renewNow();
    };
    try {
      const out = await o.runner(job, { signal: abort.signal, progress: onProgress });
      if (abort.signal.aborted) throw abort.signal.reason;
      await finishScan(o.db, id, worker, out.findings, out.observed);
      o.log.info({ scan: id, website: job.scan.website_id, pages: out.observed.pagesDone }, 'scan finished');
    } catch (err) {
      if (stopping) {
        await releaseScan(o.db, id, worker).catch(() => {});
      } else if (!abort.signal.aborted) {
        const message = err instanceof ScanFault ? err.message : `the scan failed: ${(err as Error)?.message ?? err}`;
        if (!(err instanceof ScanFault)) o.log.error({ err, scan: id }, 'scan failed');
        await failScan(o.db, id, worker, message, progress).catch((e) =>
          o.log.error({ err: e, scan: id }, 'scan fault not saved'),
        );
      }
    } finally {
      clearInterval(renew);
    }
  };

  const tick = async () => {
    if (ticking || stopping) return;
    ticking = true;
    try {
      for (const id of await failAbandoned(o.db, maxAttempts)) o.log.warn({ scan: id }, 'abandoned scan ended in scan_fault');
      if (o.scheduleMs !== 0 && Date.now() - lastSchedule >= (o.scheduleMs ?? 60_000)) {
        lastSchedule = Date.now();
        for (const w of await dueWebsites(o.db)) await triggerScan(o.db, w.account_id, w.id, 'all_pages', 'schedule');
      }
      while (!stopping && active.size < o.concurrency) {
        const job = await claimScan(o.db, worker, leaseMs);
        if (!job) break;
        const abort = new AbortController();
        active.set(job.scan.id, { abort, done: run(job, abort).finally(() => active.delete(job.scan.id)) });
      }
    } catch (err) {
      o.log.error({ err }, 'scan queue tick failed');
    } finally {
      ticking = false;
    }
  };

  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  const wake = () => void tick();
  queues.add(wake);
  void tick();

  return {
    worker,
    /** Looks for work now. */
    wake,
    /** Scans running in this process now. */
    running: () => active.size,
    /**
     * Stops claiming, aborts running scans and gives them back to the queue,
     * waiting at most `stopGraceMs` (the service's shutdown must not hang:
     * a scan not given back by then is retaken when its lease expires).
     */
    async stop() {
      stopping = true;
      clearInterval(timer);
      queues.delete(wake);
      const runs = [...active.values()];
      for (const r of runs) r.abort.abort(new Error('stopping'));
      await Promise.race([
        Promise.allSettled(runs.map((r) => r.done)),
        new Promise((r) => setTimeout(r, o.stopGraceMs ?? 5_000).unref()),
      ]);
    },
  };
}
export type ScanQueue = ReturnType<typeof startScanQueue>;
