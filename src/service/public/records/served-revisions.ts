import { type BannerRevision, servedRevision } from '../../model/banner-revisions.ts';
import type { Queryable } from '../../store/db.ts';

/** Revisions known to have been served, kept in memory (a kept revision never changes): most kept before the oldest goes. */
const MAX_KNOWN = 10_000;

type Served = Pick<BannerRevision, 'lang' | 'consent_version'>;

/**
 * Whether a website served a banner revision, and in which language and
 * consent version: what a record naming it is checked against. A revision
 * served once stays valid for good (a record may arrive long after, from a
 * device's queue or an old cached config), so only what was found is kept in
 * memory; a revision not found is asked again next time.
 */
export function servedRevisions(q: Queryable): (websiteId: string, id: string) => Promise<Served | null> {
  const known = new Map<string, Served>();
  return async (websiteId, id) => {
    const key = `${websiteId}|${id}`;
    const hit = known.get(key);
    if (hit) return hit;
    const found = await servedRevision(q, websiteId, id);
    if (found) {
      known.set(key, found);
      if (known.size > MAX_KNOWN) known.delete(known.keys().next().value!);
    }
    return found;
  };
}
