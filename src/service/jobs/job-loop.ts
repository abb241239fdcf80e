import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { randomId } from '../model/ids.ts';
import type { ClaimedJob, OtherJob, Progress, ScanJob } from '../model/jobs.ts';
import { ScanFault, type ScanRunner } from '../scan/runner.ts';
import type { QueueStore } from './queue-store.ts';
import { startTickLoop } from './tick-loop.ts';

const jobId = (job: ClaimedJob) => (job.kind === 'scan' ? job.scan.scan.id : job.job.id);

/** Runs a job of another type than `scan`; its type names it in `JobLoopOptions.jobs` (handlers.ts lists them). */
export type JobHandler = (job: OtherJob, signal: AbortSignal, worker: string) => Promise<void>;

/** A job's deadline when `deadlines` names none for its type: every job has one (docs/decisions/scans.md#job-types). */
export const DEFAULT_JOB_DEADLINE_MS = 10 * 60_000;

/** Why a job was aborted at its deadline: it then fails with this message, and its slot is free again. */
class JobOverdue extends Error {}

export interface JobLoopOptions {
  store: QueueStore;
  log: Logger;
  /** Runs scans; absent, this loop claims none (the service's seal lane). */
  runner?: ScanRunner;
  /** Jobs of other types this worker runs, by type (docs/decisions/scans.md#job-types). */
  jobs?: Record<string, JobHandler>;
  /** Most time a job may run, by type (`scan` included); DEFAULT_JOB_DEADLINE_MS for a type not named. */
  deadlines?: Record<string, number>;
  /** How long a job past its deadline has to stop on its abort before its slot is taken back regardless (10 s). */
  abandonAfterMs?: number;
  /** Jobs run at once by this worker (SCAN_CONCURRENCY). */
  concurrency: number;
  /** Scans one account may have running at once, all workers together (SCAN_IN_FLIGHT_PER_ACCOUNT). */
  inFlightPerAccount?: number;
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseMs?: number;
  /** How often an idle queue looks for work (a NOTIFY or its parent's message wakes it sooner). */
  pollMs?: number;
  /** How long `stop` waits for running jobs to give their work back. */
  stopGraceMs?: number;
  workerId?: string;
}

/** A worker's id on the queue: host, process id and a random part. */
export const newWorkerId = (): string => `${hostname()}:${process.pid}:${randomId(6)}`;

/**
 * The job loop of one worker (docs/service.md, "Scans"): the `jobs` table
 * is the queue, shared by every worker on the database. Each tick claims
 * work while fewer than `concurrency` jobs run here, and dispatches each by
 * its type. A running job renews its lease; if the renewal finds it taken
 * over, the run is aborted and its result dropped.
 */
export function startJobLoop(o: JobLoopOptions) {
  const leaseMs = o.leaseMs ?? 60_000;
  const worker = o.workerId ?? newWorkerId();
  const types = [...(o.runner ? ['scan'] : []), ...Object.keys(o.jobs ?? {})];
  const claimOptions = { types, inFlightPerAccount: o.inFlightPerAccount ?? 2 };
  const active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  let stopping = false;

  const lease = (id: string, abort: AbortController) => {
    let progress: Progress | undefined;
    let renewedAt = Date.now();
    const renewNow = () => {
      renewedAt = Date.now();
      o.store.renew(worker, id, leaseMs, progress).then(
        (mine) => {
          if (!mine) abort.abort(new Error('lease lost'));
        },
        (err) => o.log.warn({ err, job: id }, 'job lease renewal failed'),
      );
    };
    const timer = setInterval(renewNow, leaseMs / 3);
    return {
      get progress() {
        return progress;
      },
      // Progress is written with the lease, at most once a second, so a caller polling the report sees pages grow.
      onProgress(p: Progress) {
        progress = p;
        if (Date.now() - renewedAt >= 1_000) renewNow();
      },
      stop: () => clearInterval(timer),
    };
  };

  const runScan = async (job: ScanJob, abort: AbortController, held: ReturnType<typeof lease>) => {
    const out = await o.runner!(job, { signal: abort.signal, progress: (p) => held.onProgress(p) });
    if (abort.signal.aborted) throw abort.signal.reason;
    await o.store.finish(worker, job.scan.id, out.findings, out.observed);
    o.log.info({ scan: job.scan.id, website: job.scan.website_id, pages: out.observed.pagesDone }, 'scan finished');
  };

  const work = async (job: ClaimedJob, abort: AbortController, held: ReturnType<typeof lease>) => {
    if (job.kind === 'scan') return runScan(job.scan, abort, held);
    const handler = o.jobs?.[job.job.type];
    if (!handler) throw new Error(`no handler for jobs of type ${job.job.type}`);
    await handler(job.job, abort.signal, worker);
    if (abort.signal.aborted) throw abort.signal.reason;
    await o.store.finishJob(worker, jobId(job));
  };

  // At its deadline a job is aborted; one that ignores its abort is left behind after `abandonAfterMs`, its slot free.
  const withDeadline = (job: ClaimedJob, abort: AbortController, held: ReturnType<typeof lease>) => {
    const type = job.kind === 'scan' ? 'scan' : job.job.type;
    const ms = o.deadlines?.[type] ?? DEFAULT_JOB_DEADLINE_MS;
    let abandon: NodeJS.Timeout | undefined;
    const overdue = setTimeout(() => {
      abort.abort(new JobOverdue(`the ${type} job took longer than its deadline of ${ms / 1000} s`));
    }, ms);
    const abandoned = new Promise<never>((_, reject) => {
      abort.signal.addEventListener('abort', () => {
        if (abort.signal.reason instanceof JobOverdue)
          abandon = setTimeout(() => reject(abort.signal.reason), o.abandonAfterMs ?? 10_000);
      });
    });
    return Promise.race([work(job, abort, held), abandoned]).finally(() => {
      clearTimeout(overdue);
      clearTimeout(abandon);
    });
  };

  const run = async (job: ClaimedJob, abort: AbortController) => {
    const id = jobId(job);
    const held = lease(id, abort);
    try {
      await withDeadline(job, abort, held);
    } catch (err) {
      const reason = abort.signal.reason;
      if (stopping) {
        await o.store.release(worker, id).catch(() => {});
      } else if (reason instanceof JobOverdue) {
        o.log.warn({ job: id }, reason.message);
        await o.store
          .fail(worker, id, reason.message, held.progress)
          .catch((e) => o.log.error({ err: e, job: id }, 'job fault not saved'));
      } else if (!abort.signal.aborted) {
        const message = err instanceof ScanFault ? err.message : `the scan failed: ${(err as Error)?.message ?? err}`;
        if (!(err instanceof ScanFault)) o.log.error({ err, scan: id }, 'scan failed');
        await o.store
          .fail(worker, id, message, held.progress)
          .catch((e) => o.log.error({ err: e, scan: id }, 'scan fault not saved'));
      }
    } finally {
      held.stop();
    }
  };

  // Each tick claims while slots are free; a wake-up during one runs another after it (the job it announced may
  // have been queued after our claim).
  const loop = startTickLoop({
    everyMs: o.pollMs ?? 2_000,
    log: o.log,
    failed: 'job queue tick failed',
    async tick() {
      while (!stopping && active.size < o.concurrency) {
        const job = await o.store.claim(worker, leaseMs, claimOptions);
        if (!job) break;
        const id = jobId(job);
        const abort = new AbortController();
        const done = run(job, abort).finally(() => {
          active.delete(id);
          // A slot is free: the next job, or a successor of this scan's website, may start now.
          loop.now();
        });
        active.set(id, { abort, done });
      }
    },
  });

  return {
    worker,
    /** Looks for work now. */
    wake: () => loop.now(),
    /** Jobs running in this worker now. */
    running: () => active.size,
    /**
     * Stops claiming, aborts running jobs and gives them back to the queue,
     * waiting at most `stopGraceMs` (a stop must not hang: a job not given
     * back by then is retaken when its lease expires).
     */
    async stop() {
      stopping = true;
      loop.stop();
      const runs = [...active.values()];
      for (const r of runs) r.abort.abort(new Error('stopping'));
      await Promise.race([
        Promise.allSettled(runs.map((r) => r.done)),
        new Promise((r) => setTimeout(r, o.stopGraceMs ?? 5_000).unref()),
      ]);
    },
  };
}
export type JobLoop = ReturnType<typeof startJobLoop>;
