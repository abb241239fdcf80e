import { Socket } from 'node:net';
import { readEnvironment } from './env.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { type JobLoop, newWorkerId, startJobLoop } from './jobs/job-loop.ts';
import { memo } from './jobs/proof-job-ops.ts';
import { dbQueueStore, type QueueStore } from './jobs/queue-store.ts';
import { frame, frameReader, MAX_MESSAGE_BYTES } from './jobs/workers/frames.ts';
import { ipcQueueStore } from './jobs/workers/ipc-queue-store.ts';
import {
  CHILD_CHANNEL_FD,
  CHILD_FLAG,
  type FromWorker,
  type ToWorker,
  type WorkerStart,
} from './jobs/workers/worker-messages.ts';
import { type LogLevel, startLogger } from './log.ts';
import { JOBS_CHANNEL } from './model/jobs.ts';
import { proofSigner } from './proof/signing-key.ts';
import type { ScanSettings } from './scan/settings.ts';
import type { Db } from './store/db.ts';
import { openStore } from './store/open.ts';

/**
 * A scan worker (docs/service.md, "Scans"): claims jobs from the queue and
 * runs them, the browser included, in this process and not in one that
 * serves requests. Two ways to start:
 * - `npm run worker` on PostgreSQL, as many as wanted on any machine, with
 *   the service's settings from the environment (DATABASE_URL, SCAN_*);
 * - as the service's child (server.ts starts it, with a channel at fd 3):
 *   told its settings by the parent, and on the embedded database reaching
 *   the queue only through the parent.
 */
const parent = process.argv.includes(CHILD_FLAG) ? new Socket({ fd: CHILD_CHANNEL_FD, readable: true, writable: true }) : null;
const toParent = (m: FromWorker) => parent?.write(frame(m));
/** What a message from the parent does: before the start, only the start counts. */
let fromParent = (m: ToWorker) => {
  if (m.type === 'start') {
    fromParent = () => {};
    run(m).catch(fail);
  }
};

async function run(start: WorkerStart | null): Promise<void> {
  const env = start ? null : readEnvironment();
  if (env && !env.store.databaseUrl)
    throw new Error(
      'a separate scan worker needs DATABASE_URL (PostgreSQL); on the embedded database the service runs its worker itself',
    );
  const settings: ScanSettings = start?.settings ?? env!.scan;
  const log = await startLogger((start?.logLevel ?? env!.logLevel) as LogLevel, start ? start.prettyLogs : env!.prettyLogs);
  const databaseUrl = start ? start.databaseUrl : env!.store.databaseUrl;
  let db: Db | null = null;
  let store: QueueStore;
  let onReply: ((m: Extract<ToWorker, { type: 'reply' }>) => void) | null = null;
  if (databaseUrl) {
    db = await openStore({ databaseUrl }, log);
    const on = db;
    store = dbQueueStore(on, { signer: memo(() => proofSigner(on, start ? start.proofSigningKey : env!.proof.signingKey)) });
  } else {
    const ipc = ipcQueueStore(toParent);
    store = ipc.store;
    onReply = ipc.onReply;
  }
  let queue: JobLoop | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await unlisten?.().catch(() => {});
    await queue?.stop();
    await db?.close().catch(() => {});
    process.exit(code);
  };
  // Before the queue starts: its first claim's reply must find the handler.
  fromParent = (m: ToWorker) => {
    if (m.type === 'reply') onReply?.(m);
    else if (m.type === 'wake') queue?.wake();
    else if (m.type === 'stop') void stop(0);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  let unlisten: (() => Promise<void>) | null = null;
  const workerId = start ? start.workerId : newWorkerId();
  const appUrl = start ? start.appUrl : env!.settings.appUrl;
  const vendorListUrl = start ? start.vendorListUrl : env!.settings.tcf?.vendorListUrl;
  const vendorListHttpLoopback = start ? start.vendorListHttpLoopback : env!.settings.tcf?.vendorListHttpLoopback;
  queue = startJobLoop({
    store,
    log,
    ...jobHandlers({ store, workerId, settings, appUrl, vendorListUrl, vendorListHttpLoopback, log }),
    concurrency: Math.max(1, settings.concurrency),
    inFlightPerAccount: settings.inFlightPerAccount,
    leaseMs: settings.leaseMs,
    workerId,
  });
  const q = queue;
  if (db) unlisten = await db.listen(JOBS_CHANNEL, () => q.wake());
  log.info({ worker: queue.worker, database: db?.kind ?? 'through the service' }, 'scan worker ready');
}

function fail(err: Error) {
  console.error(`scan worker failed to start: ${err.message}`);
  process.exit(1);
}
if (parent) {
  // A child of the service: wait for its start message. The parent died: its jobs' leases expire and another worker
  // takes them over; nothing to give back through it.
  parent.on(
    'data',
    frameReader({ maxBytes: MAX_MESSAGE_BYTES, onMessage: (m) => fromParent(m as ToWorker), onFault: () => process.exit(1) }),
  );
  parent.on('close', () => process.exit(1));
  parent.on('error', () => process.exit(1));
} else run(null).catch(fail);
