import type { MiddlewareHandler } from 'hono';
import type { V1Context, V1Env } from './env.ts';
import { RequestError } from './errors.ts';

/** Reads the body once (it is signed byte for byte), refusing more than maxBodyBytes. */
export function readRawBody(ctx: V1Context): MiddlewareHandler<V1Env> {
  const max = ctx.limits.maxBodyBytes;
  const tooLarge = () => new RequestError(413, 'payload_too_large', `the body is larger than ${max} bytes`);
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > max) throw tooLarge();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = c.req.raw.body?.getReader();
    // Streamed so that a body without Content-Length cannot grow past the limit in memory.
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let at = 0;
    for (const ch of chunks) { body.set(ch, at); at += ch.byteLength; }
    c.set('body', body);
    await next();
  };
}

/** A token bucket per public key: requestsPerMinute, refilled continuously (per process). */
export function rateLimit(ctx: V1Context): MiddlewareHandler<V1Env> {
  const perMinute = ctx.limits.requestsPerMinute;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (c, next) => {
    const key = c.get('publicKey');
    const now = ctx.now();
    const b = buckets.get(key) ?? { tokens: perMinute, at: now };
    // A clock that steps back must not drain the bucket.
    b.tokens = Math.min(perMinute, b.tokens + (Math.max(0, now - b.at) / 60_000) * perMinute);
    b.at = Math.max(b.at, now);
    if (b.tokens < 1) {
      const wait = Math.ceil(((1 - b.tokens) / perMinute) * 60);
      c.header('Retry-After', String(wait));
      buckets.set(key, b);
      throw new RequestError(429, 'rate_limited', `more than ${perMinute} requests per minute with this key; retry in ${wait} s`);
    }
    b.tokens -= 1;
    buckets.set(key, b);
    if (buckets.size > 10_000) for (const [k, v] of buckets) if (now - v.at > 60_000) buckets.delete(k);
    await next();
  };
}
