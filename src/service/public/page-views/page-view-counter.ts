import type { Logger } from 'pino';
import type { DeferredWrites } from '../../core/context.ts';
import { tokenBuckets } from '../../core/rate-limiter.ts';
import { addMinutePageViews, addPageViews, type PageViewCount, sweepMinutePageViews } from '../../model/page-views.ts';
import type { Queryable } from '../../store/db.ts';
import { addressKey, visitorKey } from './page-view-rule.ts';

/** How often counted views reach the database; what a crash can lose and how stale the counters may be. */
export const FLUSH_MS = 5_000;
/** Counted views of one website by one visitor: a burst of this many (tabs opened at once, quick clicks)… */
export const VISITOR_BURST = 10;
/** …then this many a minute, one every two seconds: faster than anyone reads, slower than a reload loop. */
export const VISITOR_PER_MINUTE = 30;
/** Counted views of one website from one address (an IPv6 address by its /64), whatever its visitors' headers: a burst of this many… */
export const ADDRESS_BURST = 30;
/** …then this many a minute: the visitors behind one NAT together, and the most one address can add, however it varies its headers. */
export const ADDRESS_PER_MINUTE = 60;

/** `flush` adds what was counted since the last one to the database in one statement; `stop` ends the timer, then flushes. */
export interface PageViewCounter extends DeferredWrites {
  /** Counts one page view in memory; false when the visitor's, the address's or the website's cap leaves it out. */
  count(websiteId: string, ip: string | null, headers: Pick<Headers, 'get'>): boolean;
}

/**
 * Page views counted off the request's critical path
 * (docs/decisions/public-endpoints.md#page-views-are-written-off-the-requests-path-in-batches):
 * a request adds one to a number in memory (at most VISITOR_PER_MINUTE per
 * visitor and ADDRESS_PER_MINUTE per address), and every FLUSH_MS the sums per
 * website and day go to `page_views` in one batched upsert, which adds to
 * whatever other processes added. The per-website cap (`perMinute` counted
 * views a minute) weighs every process's views: each flush also adds this
 * process's views of the minute to a shared per-minute counter and learns the
 * total, so processes overshoot it by at most what the others counted since
 * their last flush.
 */
export function pageViewCounter(opts: {
  db: Queryable;
  log: Logger;
  now: () => number;
  perMinute: number;
  flushMs?: number;
}): PageViewCounter {
  const { db, log, now, perMinute } = opts;
  const capped = Number.isFinite(perMinute);
  const visitors = tokenBuckets(VISITOR_PER_MINUTE, now, VISITOR_BURST);
  const addresses = tokenBuckets(ADDRESS_PER_MINUTE, now, ADDRESS_BURST);
  /** Counted, not yet flushed: website → day → views. */
  let pending = new Map<string, Map<string, number>>();
  let minute = -1;
  let day = '';
  /** This minute's views of each website: every process's as of the last flush (this one's included)… */
  let shared = new Map<string, number>();
  /** …and this process's since. */
  let unflushedMine = new Map<string, number>();
  let sweptBefore = 0;
  let flushing: Promise<void> | null = null;

  const count = (websiteId: string, ip: string | null, headers: Pick<Headers, 'get'>): boolean => {
    const t = now();
    const m = Math.floor(t / 60_000);
    if (m !== minute) {
      // UTC midnight is a minute boundary, so the day is worked out once a minute, not per request.
      minute = m;
      day = new Date(m * 60_000).toISOString().slice(0, 10);
      shared = new Map();
      unflushedMine = new Map();
    }
    // The NAT rule (visitors apart by their headers) within the address's bound, which headers do not change.
    if (visitors(`${websiteId}|${visitorKey(ip, headers)}`) > 0) return false;
    if (addresses(`${websiteId}|${addressKey(ip)}`) > 0) return false;
    const ownUnflushed = unflushedMine.get(websiteId) ?? 0;
    if (capped && (shared.get(websiteId) ?? 0) + ownUnflushed >= perMinute) return false;
    unflushedMine.set(websiteId, ownUnflushed + 1);
    let days = pending.get(websiteId);
    if (!days) pending.set(websiteId, (days = new Map()));
    days.set(day, (days.get(day) ?? 0) + 1);
    return true;
  };

  const flushOnce = async () => {
    const rows: PageViewCount[] = [];
    for (const [websiteId, days] of pending) for (const [d, n] of days) rows.push({ websiteId, day: d, count: n });
    pending = new Map();
    const win = minute;
    const ofMinute = unflushedMine;
    unflushedMine = new Map();
    // Until the database answers, this process's own views stand for the total.
    for (const [id, n] of ofMinute) shared.set(id, (shared.get(id) ?? 0) + n);
    try {
      await addPageViews(db, rows);
    } catch (err) {
      // Kept for the next flush: counts are only lost when the process dies before one succeeds.
      for (const r of rows) {
        let days = pending.get(r.websiteId);
        if (!days) pending.set(r.websiteId, (days = new Map()));
        days.set(r.day, (days.get(r.day) ?? 0) + r.count);
      }
      log.error({ err, websites: rows.length }, 'page views not flushed; retrying at the next flush');
      return;
    }
    if (!capped || !ofMinute.size) return;
    try {
      const totals = await addMinutePageViews(db, win, ofMinute);
      if (win === minute) for (const [id, total] of totals) shared.set(id, Math.max(total, shared.get(id) ?? 0));
      if (win - 1 > sweptBefore) {
        sweptBefore = win - 1;
        await sweepMinutePageViews(db, sweptBefore);
      }
    } catch (err) {
      // The cap then weighs only this process's views until the next flush; the views themselves are stored.
      log.warn({ err }, 'page views: shared per-minute counter not updated');
    }
  };

  const flush = async () => {
    while (flushing) await flushing;
    if (!pending.size && !unflushedMine.size) return;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    await flushing;
  };

  const timer = setInterval(() => void flush(), opts.flushMs ?? FLUSH_MS);
  // The timer alone never keeps a process (or a test run) alive; shutdown flushes through stop().
  timer.unref();

  return {
    count,
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
