import type { Logger } from 'pino';
import { UUID } from '../../../shared/uuid.ts';
import type { DeferredWrites } from '../../core/context.ts';
import { type CachedWebsite, websiteByUuid, websitesByUuids } from '../../model/cached-website.ts';
import { onWebsiteChange } from '../../model/changes.ts';
import type { Queryable } from '../../store/db.ts';

/** How often a process re-reads the websites it keeps: how long another process's change takes to show here. */
export const REFRESH_MS = 2_000;
/** Most websites kept; beyond it the oldest entry goes (it is read again when asked for). */
const MAX_KEPT = 20_000;
/** Most unknown uuids remembered; beyond it the oldest goes (asked for again, it costs one query). */
const MAX_UNKNOWN = 10_000;

export interface CachedWebsites extends DeferredWrites {
  /** The website of a runtime uuid, from memory once it was read; null for an unknown or malformed uuid. */
  get(uuid: string): CachedWebsite | null | Promise<CachedWebsite | null>;
  /** The website of a runtime uuid when it is kept in memory, else null; never reads the database. */
  kept(uuid: string): CachedWebsite | null;
}

/**
 * The websites the public endpoints start from, kept in memory so that a
 * config or first-view script is answered without a database round trip
 * (docs/decisions/first-view.md#from-memory). A change made by this process drops its website at once
 * (model/changes.ts); every REFRESH_MS one query re-reads every kept uuid, so
 * changes made by other processes behind the load balancer show within that
 * time. An unknown uuid is remembered apart, for REFRESH_MS, at most
 * MAX_UNKNOWN of them, and never re-read: a flood of random uuids costs one
 * query each and no more, and a website created since it was asked for
 * shows within that time.
 */
export function cachedWebsites(db: Queryable, log: Logger, refreshMs = REFRESH_MS): CachedWebsites {
  const kept = new Map<string, CachedWebsite>();
  /** Unknown uuids → until when they are answered null without a query. */
  const unknown = new Map<string, number>();
  const reading = new Map<string, Promise<CachedWebsite | null>>();
  const keep = (uuid: string, website: CachedWebsite | null) => {
    kept.delete(uuid);
    unknown.delete(uuid);
    if (!website) {
      unknown.set(uuid, Date.now() + refreshMs);
      if (unknown.size > MAX_UNKNOWN) unknown.delete(unknown.keys().next().value!);
      return;
    }
    kept.set(uuid, website);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  };
  /** Changes seen: a read that a change overtook is served but not kept. */
  let changes = 0;
  const unsubscribe = onWebsiteChange((id) => {
    changes++;
    for (const [uuid, website] of kept) if (website.id === id) kept.delete(uuid);
  });

  let refreshing: Promise<void> | null = null;
  const refresh = async () => {
    const uuids = [...kept.keys()];
    for (let i = 0; i < uuids.length; i += 1000) {
      const part = uuids.slice(i, i + 1000);
      const found = new Map((await websitesByUuids(db, part)).map((h) => [h.uuid, h]));
      // Only entries still kept: one dropped meanwhile is read afresh on its next request.
      for (const uuid of part) {
        if (!kept.has(uuid)) continue;
        const website = found.get(uuid);
        if (website) kept.set(uuid, website);
        else keep(uuid, null);
      }
    }
  };
  const timer = setInterval(() => {
    refreshing ??= refresh()
      .catch((err) => log.warn({ err }, 'cached websites: refresh failed; kept copies stay until the next one'))
      .finally(() => {
        refreshing = null;
      });
  }, refreshMs);
  timer.unref();

  return {
    kept: (raw) => kept.get(raw) ?? kept.get(raw.toLowerCase()) ?? null,
    get(raw) {
      if (!UUID.test(raw)) return null;
      const uuid = raw.toLowerCase();
      const website = kept.get(uuid);
      if (website) return website;
      const until = unknown.get(uuid);
      if (until !== undefined && until > Date.now()) return null;
      let r = reading.get(uuid);
      if (!r) {
        const at = changes;
        r = websiteByUuid(db, uuid).finally(() => reading.delete(uuid));
        r.then((h) => changes === at && keep(uuid, h)).catch(() => {});
        reading.set(uuid, r);
      }
      return r;
    },
    flush: async () => {},
    async stop() {
      clearInterval(timer);
      unsubscribe();
      await refreshing;
    },
  };
}
