/** Longest key remembered: a longer one (a client can send any header) is worked out each time, never kept. */
const MAX_KEY_LENGTH = 256;

/**
 * `fn` remembered by its argument, for what a request works out again and
 * again from a few distinct values (header values, client addresses): at
 * most `max` keys in each of two generations, the older dropped whole when
 * the newer is full, so memory stays bounded under a flood of distinct keys
 * and a request costs O(1) (as the service's rate limiter keeps its buckets). `fn`
 * must be pure.
 */
export function boundedMemo<V>(fn: (key: string) => V, max = 1_000): (key: string) => V {
  let current = new Map<string, V>();
  let previous = new Map<string, V>();
  return (key) => {
    // One lookup on the hot path (a value remembered now); `has` only for a value that is itself undefined.
    const hit = current.get(key);
    if (hit !== undefined || current.has(key)) return hit as V;
    if (key.length > MAX_KEY_LENGTH) return fn(key);
    const value = previous.has(key) ? (previous.get(key) as V) : fn(key);
    if (current.size >= max) {
      previous = current;
      current = new Map();
    }
    current.set(key, value);
    return value;
  };
}
