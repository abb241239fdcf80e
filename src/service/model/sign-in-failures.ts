import type { Queryable } from '../store/db.ts';

/** How many sign-ins a key may fail freely, the wait after the next failure (doubling with each), and its cap. */
export interface SignInLimit {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

// An email is one person: 5 tries, then 30 s, 1 min, 2 min… up to 15 min, so a guesser gets about 100 a day
// while its owner, locked out by one, waits at most a quarter of an hour. An address may be an office or a
// phone network: 20 tries, then the same doubling up to an hour, which stops one machine spraying many emails.
export const SIGN_IN_LIMITS = {
  email: { free: 5, firstWaitMs: 30_000, maxWaitMs: 15 * 60_000 },
  address: { free: 20, firstWaitMs: 30_000, maxWaitMs: 60 * 60_000 },
} satisfies Record<string, SignInLimit>;
// A key with no attempt for a day starts again from nothing.
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export interface SignInKey {
  key: string;
  limit: SignInLimit;
}

/**
 * Counts a sign-in attempt against each key before its password is checked,
 * so a burst of parallel attempts cannot all slip in before the first failure
 * is written: the count and the next wait are one atomic upsert, which a key
 * still waiting refuses. Returns null when every key took the attempt, else
 * when the first refusing key may try again (no later key is counted).
 */
export async function countAttempt(q: Queryable, keys: readonly SignInKey[], now: number): Promise<Date | null> {
  const at = new Date(now);
  for (const { key, limit } of keys) {
    // n: this attempt's number, 1 again after a quiet day; the wait starts past `free` and doubles, capped.
    const taken = await q.query(
      `INSERT INTO sign_in_failures AS f (key, failures, last_failure_at, blocked_until)
       VALUES ($1, 1, $2::timestamptz, CASE WHEN 1 > $3::int THEN $2::timestamptz + make_interval(secs => $4::float8 / 1000) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at < $2::timestamptz - make_interval(secs => $6::float8 / 1000) THEN 1 ELSE f.failures + 1 END,
         last_failure_at = $2::timestamptz,
         blocked_until = CASE
           WHEN f.last_failure_at < $2::timestamptz - make_interval(secs => $6::float8 / 1000) OR f.failures + 1 <= $3::int THEN NULL
           ELSE $2::timestamptz + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, f.failures - $3::int)) / 1000) END
       WHERE f.blocked_until IS NULL OR f.blocked_until <= $2::timestamptz
       RETURNING failures`,
      [key, at, limit.free, limit.firstWaitMs, limit.maxWaitMs, FORGET_AFTER_MS],
    );
    if (!taken.length) {
      const [row] = await q.query<{ blocked_until: Date | string }>('SELECT blocked_until FROM sign_in_failures WHERE key = $1', [
        key,
      ]);
      return row ? new Date(row.blocked_until) : at;
    }
  }
  return null;
}

/**
 * After a successful sign-in: the email's count is cleared, and the attempt
 * counted against the address is given back, so colleagues behind one
 * address do not use up each other's tries (their failures still count).
 */
export async function forgiveAttempt(q: Queryable, email: SignInKey, address: SignInKey): Promise<void> {
  await q.query('DELETE FROM sign_in_failures WHERE key = $1', [email.key]);
  await q.query(
    `UPDATE sign_in_failures SET failures = failures - 1,
       blocked_until = CASE WHEN failures - 1 <= $2 THEN NULL ELSE blocked_until END
     WHERE key = $1 AND failures > 0`,
    [address.key, address.limit.free],
  );
}
