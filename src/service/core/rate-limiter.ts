import type { Db, Queryable } from '../store/db.ts';

/** Answers 0 when a request under `key` may go ahead, else the seconds to wait. */
export type RateLimiter = (key: string) => Promise<number>;

/**
 * The limiter for the configured database. The embedded database belongs to
 * one process, so an in-memory token bucket is exact there and costs no
 * write. PostgreSQL may serve many processes behind a load balancer, so the
 * count lives in the database, shared by all of them.
 */
export function rateLimiter(db: Db, perMinute: number, now: () => number): RateLimiter {
  if (db.kind === 'postgres') return sharedWindows(db, perMinute, now);
  const bucket = tokenBuckets(perMinute, now);
  return async (key) => bucket(key);
}

/** A refusal for everything that asks: rate limits switched off (`RATE_LIMITS=off`, for benchmarks). */
export const unlimited: RateLimiter = async () => 0;

/** Keys remembered in one generation before it is rotated early (a flood of distinct keys). */
const MAX_KEYS = 100_000;

/**
 * Token buckets by key: `burst` requests at once (at most `perMinute`),
 * refilled at `perMinute`, in this process's memory. A bucket left alone
 * for a minute is full again, so keys live in two generations of a minute
 * each and an older one is forgotten without loss: memory holds the keys of
 * the last two minutes and a request costs O(1), however many keys there are.
 */
export function tokenBuckets(perMinute: number, now: () => number, burst = perMinute): (key: string) => number {
  const capacity = Math.min(burst, perMinute);
  let current = new Map<string, { tokens: number; at: number }>();
  let previous = new Map<string, { tokens: number; at: number }>();
  let rotated = now();
  return (key: string): number => {
    const t = now();
    // Early under a flood of distinct keys: a forgotten bucket starts full, which only errs towards letting through.
    if (t - rotated >= 60_000 || current.size >= MAX_KEYS) {
      previous = current;
      current = new Map();
      rotated = t;
    }
    let b = current.get(key);
    if (!b) {
      b = previous.get(key) ?? { tokens: capacity, at: t };
      current.set(key, b);
    }
    // A clock that steps back must not drain the bucket.
    b.tokens = Math.min(capacity, b.tokens + (Math.max(0, t - b.at) / 60_000) * perMinute);
    b.at = Math.max(b.at, t);
    if (b.tokens < 1) return Math.ceil(((1 - b.tokens) / perMinute) * 60);
    b.tokens -= 1;
    return 0;
  };
}

const WINDOW_MS = 60_000;

/**
 * A sliding window over per-minute counters in the `rate_limits` table: the
 * current minute's count plus the previous minute's, weighted by how much of
 * it the window still covers. One statement per request counts and reads
 * both, atomically per row, whichever process serves it. A refused request is
 * taken back out, so a client that waits as told gets through.
 */
export function sharedWindows(db: Queryable, perMinute: number, now: () => number): RateLimiter {
  let swept = 0;
  return async (key) => {
    const t = now();
    const win = Math.floor(t / WINDOW_MS);
    const [row] = await db.query<{ count: number | string; previous: number | string | null }>(
      `WITH counted AS (
         INSERT INTO rate_limits (key, win, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, win) DO UPDATE SET count = rate_limits.count + 1
         RETURNING count
       )
       SELECT counted.count, (SELECT count FROM rate_limits WHERE key = $1 AND win = $2 - 1) AS previous FROM counted`,
      [key, win],
    );
    if (win > swept) {
      swept = win;
      // Counters older than the previous minute no longer weigh; any process may sweep them.
      await db.query('DELETE FROM rate_limits WHERE win < $1', [win - 1]);
    }
    const elapsed = (t - win * WINDOW_MS) / WINDOW_MS;
    const previous = Number(row?.previous ?? 0);
    const count = Number(row?.count ?? 0);
    if (count + previous * (1 - elapsed) <= perMinute) return 0;
    await db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND win = $2', [key, win]);
    return Math.max(1, Math.ceil(waitFraction(count - 1, previous, elapsed, perMinute) * 60));
  };
}

/**
 * How much of a minute until one more request fits, given `count` requests
 * in the current window, `previous` in the one before, `elapsed` of the
 * current window gone: later in this window as the previous one's weight
 * shrinks, else in the next one, where this window becomes the previous.
 */
export function waitFraction(count: number, previous: number, elapsed: number, perMinute: number): number {
  const left = 1 - elapsed;
  if (previous > 0) {
    const inThis = (count + 1 + previous * left - perMinute) / previous;
    if (inThis <= left) return Math.max(0, inThis);
  }
  return left + (count > 0 ? Math.max(0, 1 - (perMinute - 1) / count) : 0);
}
