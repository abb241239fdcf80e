import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { hostname, setPriority } from 'node:os';
import type { Logger } from 'pino';
import { randomId } from '../../model/ids.ts';
import { expireLeases, JOBS_CHANNEL } from '../../model/jobs.ts';
import type { Db } from '../../store/db.ts';
import type { ProofJobDeps } from '../proof-job-ops.ts';
import { dbQueueStore } from '../queue-store.ts';
import { limitCalls, WORKER_CALL_LIMITS } from './call-limits.ts';
import { frame, frameReader, MAX_MESSAGE_BYTES } from './frames.ts';
import { serveQueueCalls } from './queue-calls.ts';
import { CHILD_CHANNEL_FD, CHILD_FLAG, type FromWorker, type ToWorker, type WorkerStart } from './worker-messages.ts';

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
  let child: { process: ChildProcess; send(m: ToWorker): void } | null = null;
  let stopping = false;
  let deaths = 0;
  let restart: NodeJS.Timeout | null = null;
  const send = (m: ToWorker) => child?.send(m);

  const spawnChild = () => {
    const started = Date.now();
    // Not Node's IPC, which buffers a message of any size before anyone sees it: framed messages on a pipe (fd 3),
    // each read only within MAX_MESSAGE_BYTES.
    const c = spawn(process.execPath, [o.file, CHILD_FLAG], { stdio: ['ignore', 'inherit', 'inherit', 'pipe'] });
    const channel = c.stdio[CHILD_CHANNEL_FD] as Socket;
    const toChild = (m: ToWorker) => {
      if (channel.writable) channel.write(frame(m));
    };
    child = { process: c, send: toChild };
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
    const kill = (reason: string) => {
      o.log.error({ worker: id, reason }, 'scan worker over its limits: killed');
      c.kill('SIGKILL');
    };
    // A worker on PostgreSQL makes no calls here: whatever it sends counts against its limits all the same.
    const serve = serveQueueCalls(store, fixed, toChild, o.log);
    const calls = limitCalls<FromWorker>({
      ...WORKER_CALL_LIMITS,
      serve: (m) => (embedded ? serve(m) : Promise.resolve()),
      onFault: kill,
    });
    channel.on('data', frameReader({ maxBytes: MAX_MESSAGE_BYTES, onMessage: (m) => calls(m as FromWorker), onFault: kill }));
    channel.on('error', (err) => o.log.debug({ err }, 'scan worker channel error'));
    c.on('error', (err) => o.log.error({ err }, 'scan worker process error'));
    c.once('exit', (code, signal) => {
      if (child?.process === c) child = null;
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
    toChild({ type: 'start', workerId: id, ...o.start } satisfies WorkerStart);
    o.log.info({ worker: id, pid: c.pid }, 'scan worker started');
  };

  // On PostgreSQL the child listens itself; on the embedded database only this process can.
  const unlisten = embedded ? await o.db.listen(JOBS_CHANNEL, () => send({ type: 'wake' })) : null;
  spawnChild();

  return {
    /** The child's process id now (null between a death and its restart). */
    pid: () => child?.process.pid ?? null,
    /** Asks the child to give its scans back and exit, and kills it if it has not within `graceMs`. */
    async stop(graceMs = 6_000) {
      stopping = true;
      if (restart) clearTimeout(restart);
      await unlisten?.();
      const c = child?.process;
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
