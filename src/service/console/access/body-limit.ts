import type { MiddlewareHandler } from 'hono';
import { readBounded } from '../../core/bounded-body.ts';
import { RequestError } from '../../core/errors.ts';

/**
 * Every console write's body, read once and at most `max` bytes (413 past it), before sign-in or a session is
 * looked at: a route's `c.req.json()` then parses these bytes, and no request can make the service hold more.
 */
export function bodyLimit(max: number): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const bytes = await readBounded(c.req.raw, max);
      if (!bytes) throw new RequestError(413, 'payload_too_large', `the body is larger than ${max} bytes`);
      // Hono keeps each body reading as a promise (its type says the value); json() and text() read from it.
      (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
    }
    await next();
  };
}
