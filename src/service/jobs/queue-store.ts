import { keepInstallationFindings } from '../model/installation-checks.ts';
import {
  type ClaimedJob,
  type ClaimOptions,
  claimJob,
  failJob,
  finishJob,
  type Progress,
  releaseJob,
  renewLease,
} from '../model/jobs.ts';
import { type Finding, finishScan, type Observed } from '../model/scan-results.ts';
import { saveVendorListFile, type VendorListFile } from '../model/vendor-lists.ts';
import type { Db } from '../store/db.ts';
import { type ProofJobDeps, proofJobOps } from './proof-job-ops.ts';
import { workerObservations } from './worker-observations.ts';

/**
 * The queue operations a worker needs, and nothing more: a worker on the
 * embedded database asks its parent for exactly these over IPC
 * (docs/decisions/scans.md#worker-processes). The worker's id comes first in
 * every one, so the parent can put the id it gave the worker in its place.
 */
export interface QueueStore {
  claim(worker: string, leaseMs: number, o: ClaimOptions): Promise<ClaimedJob | null>;
  renew(worker: string, id: string, leaseMs: number, p?: Progress): Promise<boolean>;
  finish(worker: string, id: string, findings: Finding[], observed: Observed): Promise<boolean>;
  finishJob(worker: string, id: string): Promise<boolean>;
  fail(worker: string, id: string, message: string, p?: Progress): Promise<void>;
  release(worker: string, id: string): Promise<void>;
  /** Keeps the screenshots a `banner_screenshots` job took. */
  keepScreenshots(worker: string, id: string, shots: unknown[]): Promise<boolean>;
  /** Keeps what an `installation_check` job of this worker found; false when the job is not the worker's. */
  keepInstallationFindings(worker: string, id: string, findings: unknown): Promise<boolean>;
  /** Stores a file a `vendor_list_refresh` job of this worker fetched; false when the job is not the worker's. */
  saveVendorListFile(worker: string, id: string, file: VendorListFile): Promise<boolean>;
}
export type QueueOp = keyof QueueStore;
export const QUEUE_OPS: readonly QueueOp[] = [
  'claim',
  'renew',
  'finish',
  'finishJob',
  'fail',
  'release',
  'keepScreenshots',
  'keepInstallationFindings',
  'saveVendorListFile',
];

/** The queue operations on a database the caller opened itself (PostgreSQL workers, tests, and the parent of an IPC worker). */
export function dbQueueStore(db: Db, proof?: ProofJobDeps): QueueStore {
  return {
    ...proofJobOps(db, proof),
    claim: (worker, leaseMs, o) => claimJob(db, worker, leaseMs, o),
    renew: (worker, id, leaseMs, p) => renewLease(db, id, worker, leaseMs, p),
    finish: async (worker, id, findings, observed) => {
      const checked = workerObservations(findings, observed);
      return finishScan(db, id, worker, checked.findings, checked.observed);
    },
    finishJob: (worker, id) => finishJob(db, id, worker),
    fail: (worker, id, message, p) => failJob(db, id, worker, message, p),
    release: (worker, id) => releaseJob(db, id, worker),
    keepInstallationFindings: (worker, id, findings) => keepInstallationFindings(db, worker, id, findings),
    saveVendorListFile: (worker, id, file) => saveVendorListFile(db, worker, id, file),
  };
}
