import type { Logger } from 'pino';
import type { ClaimOptions } from '../../model/jobs.ts';
import { QUEUE_OPS, type QueueStore } from '../queue-store.ts';
import { LANE_JOB_TYPES } from '../seal-lane.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

/**
 * The parent's side of a child worker's queue calls: only the operations of
 * `QueueStore`, with the worker id the parent gave the child, its lease and
 * its per-account limit put in place of the child's. A worker whose browser
 * was subverted can so claim, renew, finish or fail work in its own name
 * only — never run SQL of its choosing on the service's database
 * (docs/decisions/scans.md#worker-processes).
 */
export function serveQueueCalls(
  store: QueueStore,
  fixed: { workerId: string; leaseMs: number; inFlightPerAccount: number },
  reply: (m: Extract<ToWorker, { type: 'reply' }>) => void,
  log: Logger,
) {
  return async (m: FromWorker) => {
    if (m?.type !== 'call' || !Number.isInteger(m.id)) return;
    try {
      if (!QUEUE_OPS.includes(m.op) || !Array.isArray(m.args)) throw new Error(`no queue operation ${String(m.op)}`);
      const args = [...m.args];
      args[0] = fixed.workerId;
      if (m.op === 'claim' || m.op === 'renew') args[m.op === 'claim' ? 1 : 2] = fixed.leaseMs;
      if (m.op === 'claim') {
        const o = args[2] as ClaimOptions;
        args[2] = {
          // Seals are the service's own (seal-lane.ts): a worker never holds one.
          types: Array.isArray(o?.types) ? o.types.map(String).filter((t) => !LANE_JOB_TYPES.includes(t)) : ['scan'],
          inFlightPerAccount: fixed.inFlightPerAccount,
        };
      }
      const value = await (store[m.op] as (...a: unknown[]) => Promise<unknown>)(...args);
      reply({ type: 'reply', id: m.id, value });
    } catch (err) {
      log.warn({ err, op: m.op }, 'scan worker call failed');
      reply({ type: 'reply', id: m.id, error: (err as Error).message ?? String(err) });
    }
  };
}
