import { afterAll, beforeAll, expect, test } from 'vitest';
import { rateLimiter, sharedWindows, tokenBuckets } from '../../../src/service/core/rate-limiter.ts';
import type { Db } from '../../../src/service/store/db.ts';
import { openTestStore } from '../harness.ts';

// The shared limiter's SQL runs on both databases: here on the embedded one (or on PostgreSQL when
// TEST_DATABASE_URL is set); two limiter instances over one database stand for two processes.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestStore());
});
afterAll(() => drop());

const MINUTE = 60_000;
const T0 = 1_000_000 * MINUTE; // the start of a window

test('two processes share one count per key; other keys are not affected', async () => {
  const clock = { t: T0 + 1000 };
  const a = sharedWindows(db, 3, () => clock.t);
  const b = sharedWindows(db, 3, () => clock.t);
  expect([await a('k1'), await b('k1'), await a('k1')]).toEqual([0, 0, 0]);
  const wait = await b('k1');
  expect(wait).toBeGreaterThan(0);
  // Full in the first second of a minute: the next fits once the burst weighs less than 2 of 3, 20 s into the next.
  expect(wait).toBe(79);
  expect(await a('k2')).toBe(0);
});

test('the previous minute still weighs, in proportion to what the window still covers', async () => {
  const clock = { t: T0 + 10 * MINUTE };
  const limit = sharedWindows(db, 4, () => clock.t);
  for (let i = 0; i < 4; i++) expect(await limit('k3')).toBe(0);
  // Half-way through the next minute: 4 × 0.5 = 2 still count, so 2 more go ahead, the third does not.
  clock.t = T0 + 11.5 * MINUTE;
  expect([await limit('k3'), await limit('k3')]).toEqual([0, 0]);
  expect(await limit('k3')).toBeGreaterThan(0);
  // Two minutes on, nothing of the burst is left.
  clock.t = T0 + 13 * MINUTE;
  expect(await limit('k3')).toBe(0);
});

test('a client that waits the seconds it is told gets through, wherever in the window it was refused', async () => {
  for (const [i, at] of [0.02, 0.3, 0.75, 0.99].entries()) {
    const clock = { t: T0 + (40 + 3 * i) * MINUTE - 30_000 };
    const limit = sharedWindows(db, 5, () => clock.t);
    const key = `k-wait-${i}`;
    // A burst in the minute before, then more at `at` of this minute until refused.
    for (let n = 0; n < 3; n++) await limit(key);
    clock.t = T0 + (40 + 3 * i) * MINUTE + at * MINUTE;
    let wait = 0;
    while (!(wait = await limit(key)));
    clock.t += wait * 1000;
    expect(await limit(key), `refused at ${at}`).toBe(0);
  }
});

test('counters older than the previous minute are swept', async () => {
  const clock = { t: T0 + 20 * MINUTE };
  const limit = sharedWindows(db, 100, () => clock.t);
  await limit('k4');
  clock.t = T0 + 25 * MINUTE;
  await limit('k4');
  const wins = (await db.query<{ win: string | number }>(`SELECT win FROM rate_limits WHERE key = 'k4'`)).map((r) =>
    Number(r.win),
  );
  expect(wins).toEqual([Math.floor(clock.t / MINUTE)]);
});

test('the embedded database gets the in-memory bucket, PostgreSQL the shared count', async () => {
  const clock = { t: T0 + 30 * MINUTE };
  const [one, two] = [rateLimiter(db, 1, () => clock.t), rateLimiter(db, 1, () => clock.t)];
  expect(await one('k5')).toBe(0);
  // A second limiter in the same process: its own bucket when embedded, the same count on PostgreSQL.
  expect((await two('k5')) > 0).toBe(db.kind === 'postgres');
});

test('in-memory buckets: a burst below the rate, and a key idle for a minute forgotten without loss', () => {
  const clock = { t: T0 };
  const take = tokenBuckets(30, () => clock.t, 10);
  for (let i = 0; i < 10; i++) expect(take('a')).toBe(0);
  expect(take('a')).toBe(2);
  clock.t += 2_000;
  expect([take('a'), take('a')]).toEqual([0, 2]);
  // Thousands of other keys over two minutes: 'a' is dropped from memory, and comes back full, as it would have been.
  for (let m = 0; m < 3; m++) {
    clock.t += 45_000;
    for (let i = 0; i < 5000; i++) take(`k${m}-${i}`);
  }
  for (let i = 0; i < 10; i++) expect(take('a')).toBe(0);
  expect(take('a')).toBeGreaterThan(0);
});
