import type { Logger } from 'pino';
import { noteLegacySnippet } from '../../model/legacy-snippet.ts';
import type { Db } from '../../store/db.ts';

/** A website's sighting is written at most this often: the warning reads days, not page views. */
const EVERY_MS = 3_600_000;

/**
 * Sightings of the older snippet (`/consent.min.js`): its page views fetch the
 * config, which the first-view script never does. Each website's is written
 * at most hourly, off the request's path; a failed write only logs, and the
 * next sighting tries again.
 */
export function legacySnippetNotes(o: { db: Db; log: Logger; now: () => number }) {
  const written = new Map<string, number>();
  return {
    seen(websiteId: string): void {
      const now = o.now();
      if (now - (written.get(websiteId) ?? -Infinity) < EVERY_MS) return;
      written.set(websiteId, now);
      noteLegacySnippet(o.db, [websiteId]).catch((err) => {
        written.delete(websiteId);
        o.log.error({ err }, 'legacy snippet: sighting not written');
      });
    },
  };
}
