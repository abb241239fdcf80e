import type { ScanSettings } from '../../scan/settings.ts';
import type { QueueOp } from '../queue-store.ts';

// The messages between a service and the scan worker it runs as a child
// process (docs/decisions/scans.md#worker-processes), framed on the pipe
// at the child's fd 3 (frames.ts).

/** The argument that tells dist/worker.mjs it is a service's child, its channel at fd 3. */
export const CHILD_FLAG = '--child-of-service';

/** The child's file descriptor of its channel to the parent. */
export const CHILD_CHANNEL_FD = 3;

/** What a child worker is told at its start: everything it needs, so it reads no settings of its own. */
export interface WorkerStart {
  type: 'start';
  /** The worker's id on the queue, given by the parent, which puts it in every call the worker makes. */
  workerId: string;
  settings: ScanSettings;
  appUrl: string | null;
  logLevel: string;
  prettyLogs: boolean;
  /** The operator's vendor-list location (TCF_VENDOR_LIST_URL): set, the worker runs `vendor_list_refresh` jobs. */
  vendorListUrl?: string | undefined;
  /** TCF_VENDOR_LIST_HTTP_LOOPBACK: plain http to a loopback vendor-list location (tests). */
  vendorListHttpLoopback?: boolean | undefined;
  /** PostgreSQL: the worker opens the database itself. Absent (embedded database): every queue call goes to the parent. */
  databaseUrl?: string | undefined;
  /** PostgreSQL only (the worker seals itself): PROOF_SIGNING_KEY, absent when the key is kept with the data. */
  proofSigningKey?: string | undefined;
}

export type ToWorker =
  | WorkerStart
  /** A job was queued: claim now rather than at the next poll. */
  | { type: 'wake' }
  /** Give running scans back and exit. */
  | { type: 'stop' }
  | { type: 'reply'; id: number; value?: unknown; error?: string };

export type FromWorker = { type: 'call'; id: number; op: QueueOp; args: unknown[] };
