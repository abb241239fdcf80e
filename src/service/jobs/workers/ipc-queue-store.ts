import type { QueueOp, QueueStore } from '../queue-store.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

/**
 * The queue of a child worker on the embedded database: each operation is a
 * call to the parent, which runs it on the database it owns
 * (`serveQueueCalls`). The worker never opens the data directory.
 */
export function ipcQueueStore(send: (m: FromWorker) => void): {
  store: QueueStore;
  onReply(m: Extract<ToWorker, { type: 'reply' }>): void;
} {
  let next = 0;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const call =
    (op: QueueOp) =>
    (...args: unknown[]): Promise<never> =>
      new Promise((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        send({ type: 'call', id, op, args });
      });
  return {
    store: {
      claim: call('claim'),
      renew: call('renew'),
      finish: call('finish'),
      finishJob: call('finishJob'),
      fail: call('fail'),
      release: call('release'),
      keepScreenshots: call('keepScreenshots'),
      keepInstallationFindings: call('keepInstallationFindings'),
      saveVendorListFile: call('saveVendorListFile'),
    },
    onReply(m) {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.value);
    },
  };
}
