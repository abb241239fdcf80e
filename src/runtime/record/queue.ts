import type { ConsentRecord } from '../../schema/consent-record.ts';

// Records not yet acknowledged by the service, kept on the device so that a
// decision made offline, while the service is down, or right before the page
// unloads reaches it on a later page view. Each record's `id` makes a resend
// harmless (the service answers 204 to a repeated id).
import { QUEUE_KEY } from '../../shared/storage-names.ts';
/** Enough for a visitor's decisions over many offline page views; older ones go first. */
export const QUEUE_MAX = 20;

export function readQueue(): ConsentRecord[] {
  try {
    const q: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) || '[]');
    return Array.isArray(q) ? q.filter((r) => r && typeof r === 'object' && typeof r.id === 'string') : [];
  } catch {
    return [];
  }
}

function writeQueue(q: ConsentRecord[]): void {
  try {
    if (q.length) localStorage.setItem(QUEUE_KEY, JSON.stringify(q.slice(-QUEUE_MAX)));
    else localStorage.removeItem(QUEUE_KEY);
  } catch {
    // Storage blocked: the record is only sent from this page view.
  }
}

export function enqueue(r: ConsentRecord): void {
  writeQueue(
    readQueue()
      .filter((x) => x.id !== r.id)
      .concat(r),
  );
}

export function dequeue(id: string): void {
  writeQueue(readQueue().filter((x) => x.id !== id));
}
