import type { MiddlewareHandler } from 'hono';
import type { V1Context, V1Env } from './env.ts';
import { RequestError } from './errors.ts';
import { rateLimiter, unlimited } from './rate-limiter.ts';

/** How much of a refused body is still read and thrown away, and for how long, so that the client reads the 413. */
export const DRAIN_BYTES = 8 * 1024 * 1024;
export const DRAIN_MS = 10_000;

/**
 * The request's body, or null when it is larger than `max` bytes: the declared
 * Content-Length is checked first, then the stream is read and cut off at the
 * limit, so a body without Content-Length cannot grow past it in memory.
 *
 * A refused body is drained (read and dropped, up to DRAIN_BYTES within
 * DRAIN_MS) before the answer: answering while the client is still sending and
 * then closing resets the connection, and the client sees ECONNRESET instead
 * of the 413. Past those bounds the stream is cancelled (the socket closes).
 */
export async function readBounded(req: Request, max: number): Promise<Uint8Array | null> {
  const reader = req.body?.getReader();
  if (Number(req.headers.get('content-length') ?? '0') > max) {
    if (reader) await drain(reader);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await drain(reader);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const ch of chunks) {
    body.set(ch, at);
    at += ch.byteLength;
  }
  return body;
}

/** Reads and drops the rest of a body within the drain bounds; cancels it past them. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let left = DRAIN_BYTES;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), DRAIN_MS);
  });
  try {
    while (left > 0) {
      const r = await Promise.race([reader.read(), late]);
      if (r === 'late') break;
      if (r.done) return;
      left -= r.value.byteLength;
    }
    await reader.cancel().catch(() => {});
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the body once (it is signed byte for byte), refusing more than maxBodyBytes. */
export function readRawBody(ctx: V1Context): MiddlewareHandler<V1Env> {
  const max = ctx.limits.maxBodyBytes;
  return async (c, next) => {
    const body = await readBounded(c.req.raw, max);
    if (!body) throw new RequestError(413, 'payload_too_large', `the body is larger than ${max} bytes`);
    c.set('body', body);
    await next();
  };
}

/** requestsPerMinute per public key, counted across processes on PostgreSQL (rate-limiter.ts). */
export function rateLimit(ctx: V1Context): MiddlewareHandler<V1Env> {
  const perMinute = ctx.limits.requestsPerMinute;
  const limited = ctx.config.rateLimits === false ? unlimited : rateLimiter(ctx.db, perMinute, ctx.now);
  return async (c, next) => {
    const wait = await limited(`key:${c.get('publicKey')}`);
    if (wait) {
      c.header('Retry-After', String(wait));
      throw new RequestError(429, 'rate_limited', `more than ${perMinute} requests per minute with this key; retry in ${wait} s`);
    }
    await next();
  };
}
