import type { ConsentRecord } from '../../schema/consent-record.ts';
import { dequeue, enqueue, readQueue } from './queue.ts';

/**
 * The answers that are final about the record itself (public/routes/consents-route.ts): malformed (400), not from
 * the website's origins (403), no such website (404), another record under its id (409), too large (413), not text
 * (415). Anything else may pass on a resend — a 5xx or 503 outage, 408, 429, 499, a proxy's other 4xx, no answer —
 * so the record stays queued.
 */
const REFUSED = [400, 403, 404, 409, 413, 415];

/**
 * POSTs one record: text/plain so no CORS preflight, `keepalive` so it
 * survives the page navigating away. Resolves once the service has answered
 * for good (2xx, or a refusal of the record itself: REFUSED); anything else
 * leaves the record queued.
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
        if (res.ok || REFUSED.includes(res.status)) dequeue(r.id);
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
