import type { Logger } from 'pino';
import type { DueJobs } from '../core/due-jobs.ts';
import { failAbandoned, pruneEndedJobs, queueJob, queueJobOnce } from '../model/jobs.ts';
import { anyUnsealed } from '../model/proof-log.ts';
import { dueWebsites, triggerScan } from '../model/scans.ts';
import { queueVendorListRefresh } from '../model/vendor-lists.ts';
import { SEAL_JOB } from '../proof/seal.ts';
import type { Db } from '../store/db.ts';
import { startTickLoop } from './tick-loop.ts';

/** How often ended seal jobs are deleted (the statement reads the whole queue table). */
const PRUNE_EVERY_MS = 10 * 60_000;

export interface KeeperOptions {
  db: Db;
  log: Logger;
  /** How often abandoned scans are looked for. */
  pollMs?: number;
  /** Claims after which an abandoned scan ends in scan_fault instead of being retried. */
  maxAttempts?: number;
  /** How often `scan_period` schedules are checked; 0: never. */
  scheduleMs?: number;
  /** Scans one account may have waiting (SCAN_QUEUED_PER_ACCOUNT): a scheduled scan past it waits for a later round. */
  maxQueued: number;
  /** How often a seal job is queued while consent records wait for one (PROOF_SEAL_SECONDS); 0 or absent: never. */
  sealEveryMs?: number;
  /** The operator configured a vendor-list location: queue its refresh when a file is missing or expired. */
  vendorList?: boolean;
  /** Called when a seal job was queued: the seal lane claims it now, not at its next poll. */
  sealQueued?: () => void;
  /** Jobs this process's requests found due (a banner revision to screenshot): queued here, as a GET writes no job. */
  due?: DueJobs;
}

/**
 * What every service process does for the queue, running scans or not
 * (docs/service.md, "Scans"): queues the jobs its requests found due, ends
 * scans abandoned too often or never claimed, queues the scans
 * `scan_period` makes due and the vendor list's refresh when a file of it
 * expired. Plain SQL, nothing a scanned page can make expensive, so it
 * stays in the serving process.
 */
export function startQueueKeeper(o: KeeperOptions) {
  const maxAttempts = o.maxAttempts ?? 2;
  let lastSchedule = 0;
  let lastSeal = 0;
  let lastPrune = 0;
  const tick = async () => {
    await o.due?.queue((job) => queueJob(o.db, job.type, job.payload));
    for (const id of await failAbandoned(o.db, maxAttempts)) o.log.warn({ scan: id }, 'abandoned scan ended in scan_fault');
    if (o.scheduleMs !== 0 && Date.now() - lastSchedule >= (o.scheduleMs ?? 60_000)) {
      lastSchedule = Date.now();
      for (const w of await dueWebsites(o.db))
        await triggerScan(o.db, w.account_id, w.id, 'all_pages', { requestedBy: 'schedule', maxQueued: o.maxQueued });
      // Checked with the schedule, each minute: a file is fetched again within a minute of its max-age.
      if (o.vendorList) {
        const job = await queueVendorListRefresh(o.db);
        if (job) o.log.info({ job }, 'vendor-list refresh queued');
      }
    }
    // Off the request path: records are stored at once and go into their log when a worker runs this job.
    if (o.sealEveryMs && Date.now() - lastSeal >= o.sealEveryMs) {
      lastSeal = Date.now();
      if ((await anyUnsealed(o.db)) && (await queueJobOnce(o.db, SEAL_JOB))) o.sealQueued?.();
      if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneEndedJobs(o.db, SEAL_JOB);
      }
    }
  };
  const loop = startTickLoop({ everyMs: o.pollMs ?? 2_000, log: o.log, failed: 'job queue upkeep failed', tick });
  return { stop: loop.stop };
}
