import { randomUUID } from 'node:crypto';
import { declineRecord } from '../bench/lib/decline-record.mjs';

/** The answers after which the runtime drops a record (src/runtime/record/send.ts): a refusal of the record itself. */
const FINAL = new Set([400, 403, 404, 409, 413, 415]);

/**
 * Visitors posting consent records as the runtime does: one at a time each, and a record that met anything but
 * 2xx or a final refusal sent again a moment later, until it gets one or the load stops. Counts the records the
 * service acknowledged (2xx) and every answer by status.
 * @param {{ origin: string, site: { uuid: string, url: string }, version: string, visitors?: number }} o
 */
export function recordLoad({ origin, site, version, visitors = 8 }) {
  /** @type {string[]} */
  const acknowledged = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let running = true;
  const post = (/** @type {string} */ id) =>
    fetch(`${origin}/public/v1/consents`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: site.url },
      body: JSON.stringify(declineRecord({ id, website: site.uuid, version, url: `${site.url}/` })),
      signal: AbortSignal.timeout(30_000),
    }).then(
      (r) => r.status,
      () => 'network',
    );
  const visitor = async () => {
    while (running) {
      const id = randomUUID();
      for (;;) {
        const status = await post(id);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (typeof status === 'number' && status < 300) acknowledged.push(id);
        if (typeof status === 'number' && (status < 300 || FINAL.has(status))) break;
        if (!running) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const all = Array.from({ length: visitors }, visitor);
  return {
    acknowledged,
    statuses,
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}
