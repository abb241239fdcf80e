import type { ConsentRecord } from '../../schema/consent-record.ts';
import { dequeue, enqueue, readQueue } from './queue.ts';

/**
 * POSTs one record: text/plain so no CORS preflight, `keepalive` so it
 * survives the page navigating away. Resolves once the service has answered
 * for good (2xx, or a 4xx that a resend cannot fix); anything else leaves the
 * record queued.
 */
export function post(origin: string, r: ConsentRecord): Promise<void> {
  return Promise.resolve()
    .then(() =>
      fetch(`${origin}/public/v1/consents`, {
        method: 'POST',
        body: JSON.stringify(r),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        keepalive: true,
        credentials: 'omit',
      }),
    )
    .then(
      (res) => {
        if (res.ok || (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)) dequeue(r.id);
      },
      () => {},
    );
}

/** Queues first (so an unload mid-request loses nothing), then sends. Never blocks, never throws. */
export function record(origin: string, r: ConsentRecord): Promise<void> {
  enqueue(r);
  return post(origin, r);
}

/**
 * Sends what earlier page views could not; one at a time to stay gentle on a
 * recovering service, and one flush at a time per page view.
 */
export function createFlush(origin: string): () => Promise<void> {
  let flushing = false;
  return async () => {
    if (flushing) return;
    flushing = true;
    try {
      for (const r of readQueue()) await post(origin, r);
    } finally {
      flushing = false;
    }
  };
}
