/**
 * In-process news that a website's runtime config may have changed, so that
 * what the public endpoints keep in memory is dropped at once in the process
 * that made the change (public/config/cached-websites.ts; other processes re-read
 * within a few seconds). Told inside the writing transaction: a read racing
 * the commit can keep the old copy until that re-read, never longer.
 */
const listeners = new Set<(websiteId: string) => void>();

/** Calls `fn` with the id of every website changed from now on; returns the unsubscribe function. */
export function onWebsiteChange(fn: (websiteId: string) => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

export function websiteChanged(websiteId: string): void {
  for (const fn of listeners) fn(websiteId);
}
