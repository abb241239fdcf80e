/**
 * Token buckets by key: `perMinute` requests, refilled continuously. Per
 * process, in memory — behind a load balancer each process limits on its own.
 * Returns 0 when a request may go ahead, else the seconds to wait.
 */
export function tokenBuckets(perMinute: number, now: () => number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (key: string): number => {
    const t = now();
    const b = buckets.get(key) ?? { tokens: perMinute, at: t };
    // A clock that steps back must not drain the bucket.
    b.tokens = Math.min(perMinute, b.tokens + (Math.max(0, t - b.at) / 60_000) * perMinute);
    b.at = Math.max(b.at, t);
    buckets.set(key, b);
    if (buckets.size > 10_000) for (const [k, v] of buckets) if (t - v.at > 60_000) buckets.delete(k);
    if (b.tokens < 1) return Math.ceil(((1 - b.tokens) / perMinute) * 60);
    b.tokens -= 1;
    return 0;
  };
}
