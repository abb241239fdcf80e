import type { Logger } from 'pino';
import { SEAL_JOB } from '../proof/seal.ts';
import type { Db } from '../store/db.ts';
import { startJobLoop } from './job-loop.ts';
import { type ProofJobDeps, proofJobOps } from './proof-job-ops.ts';
import { dbQueueStore } from './queue-store.ts';

/** A seal step is one transaction and one signature; a job that runs this long is stuck on its database. */
const SEAL_DEADLINE_MS = 5 * 60_000;

/** The job types only the seal lane runs: a worker that asks for one is not given it (queue-calls.ts). */
export const LANE_JOB_TYPES: readonly string[] = [SEAL_JOB];

/**
 * The seal lane (docs/proof.md#sealing): every service process runs seal
 * jobs itself, in a job loop that claims nothing else. No scan, screenshot
 * or vendor-list fetch, however many wait or hang, stands between a record
 * and its signed head; and no worker, which runs the browser, signs a tree
 * head. The queue still makes one seal run at a time, across
 * the service processes of one PostgreSQL.
 */
export function startSealLane(o: { db: Db; log: Logger; proof: ProofJobDeps; pollMs?: number }) {
  const ops = proofJobOps(o.db, o.proof);
  return startJobLoop({
    store: dbQueueStore(o.db, o.proof),
    log: o.log,
    jobs: {
      [SEAL_JOB]: async (job, _signal, worker) => {
        await ops.sealProofs(worker, job.id);
      },
    },
    deadlines: { [SEAL_JOB]: SEAL_DEADLINE_MS },
    concurrency: 1,
    pollMs: o.pollMs ?? 1_000,
  });
}
export type SealLane = ReturnType<typeof startSealLane>;
