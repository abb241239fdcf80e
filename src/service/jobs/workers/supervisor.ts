import { type ChildProcess, fork } from 'node:child_process';
import { hostname, setPriority } from 'node:os';
import type { Logger } from 'pino';
import { randomId } from '../../model/ids.ts';
import { expireLeases, JOBS_CHANNEL } from '../../model/jobs.ts';
import type { Db } from '../../store/db.ts';
import type { ProofJobDeps } from '../proof-job-ops.ts';
import { dbQueueStore } from '../queue-store.ts';
import { serveQueueCalls } from './queue-calls.ts';
import type { FromWorker, ToWorker, WorkerStart } from './worker-messages.ts';

/** The child's niceness (0 normal, 19 lowest): below the service, above idle work. */
const WORKER_NICENESS = 10;

export interface SupervisorOptions {
  /** The built worker program (dist/worker.mjs). */
  file: string;
  db: Db;
  log: Logger;
  /** What the child is told at start, but its id: each child gets a new one. */
  start: Omit<WorkerStart, 'type' | 'workerId'>;
  /** The signer the service seals with for a child on the embedded database (which reaches no database itself). */
  proof?: ProofJobDeps;
  /** First wait before restarting a dead child; doubled on each death in a row, up to 30 s. */
  restartMs?: number;
}

/**
 * Runs the scan worker as a child process and keeps it running
 * (docs/decisions/scans.md#worker-processes): a scanned page that kills its
 * worker kills the child, never the service. A dead child is started again
 * after a wait that doubles while children keep dying young. Its jobs are
 * given back at once: this process gave the child its worker id, so it
 * ends that id's leases (a worker on another machine that dies is taken
 * over when its leases expire). On the embedded
 * database the child reaches the queue through this process
 * (`serveQueueCalls`) and hears of queued jobs from it; on PostgreSQL it
 * opens the database and listens itself.
 */
export async function superviseWorker(o: SupervisorOptions) {
  const embedded = !o.start.databaseUrl;
  const store = dbQueueStore(o.db, o.proof);
  let child: ChildProcess | null = null;
  let stopping = false;
  let deaths = 0;
  let restart: NodeJS.Timeout | null = null;
  const send = (m: ToWorker) => {
    if (child?.connected) child.send(m, (err) => err && o.log.debug({ err }, 'message to the scan worker not sent'));
  };

  const spawnChild = () => {
    const started = Date.now();
    const c = fork(o.file, [], { serialization: 'advanced', stdio: 'inherit' });
    child = c;
    // A lower CPU priority, which its browsers inherit: on a busy machine the serving process comes first.
    if (c.pid) {
      try {
        setPriority(c.pid, WORKER_NICENESS);
      } catch (err) {
        o.log.debug({ err }, 'scan worker priority not lowered');
      }
    }
    // The same shape as a standalone worker's id: host, process id, a random part.
    const id = `${hostname()}:${c.pid}:${randomId(6)}`;
    const fixed = { workerId: id, leaseMs: o.start.settings.leaseMs, inFlightPerAccount: o.start.settings.inFlightPerAccount };
    const serve = serveQueueCalls(store, fixed, (m) => c.connected && c.send(m), o.log);
    c.on('message', (m: FromWorker) => {
      if (embedded) void serve(m);
    });
    c.on('error', (err) => o.log.error({ err }, 'scan worker process error'));
    c.once('exit', (code, signal) => {
      if (child === c) child = null;
      if (stopping) return;
      // On PostgreSQL too: the child's own connection died with it, and its claims name the id given here.
      expireLeases(o.db, id).then(
        (ids) => ids.length && o.log.warn({ worker: id, jobs: ids }, 'a dead scan worker’s jobs given back'),
        (err) => o.log.error({ err, worker: id }, 'a dead scan worker’s jobs not given back; their leases will expire'),
      );
      deaths = Date.now() - started > 60_000 ? 1 : deaths + 1;
      const wait = Math.min(30_000, (o.restartMs ?? 1_000) * 2 ** (deaths - 1));
      o.log.error({ code, signal, worker: id, restartInMs: wait }, 'scan worker died; starting another');
      restart = setTimeout(spawnChild, wait);
    });
    c.send({ type: 'start', workerId: id, ...o.start } satisfies WorkerStart);
    o.log.info({ worker: id, pid: c.pid }, 'scan worker started');
  };

  // On PostgreSQL the child listens itself; on the embedded database only this process can.
  const unlisten = embedded ? await o.db.listen(JOBS_CHANNEL, () => send({ type: 'wake' })) : null;
  spawnChild();

  return {
    /** The child's process id now (null between a death and its restart). */
    pid: () => child?.pid ?? null,
    /** Asks the child to give its scans back and exit, and kills it if it has not within `graceMs`. */
    async stop(graceMs = 6_000) {
      stopping = true;
      if (restart) clearTimeout(restart);
      await unlisten?.();
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise<void>((r) => c.once('exit', () => r()));
      send({ type: 'stop' });
      const timer = setTimeout(() => c.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
export type WorkerSupervisor = Awaited<ReturnType<typeof superviseWorker>>;
