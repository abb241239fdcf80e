import type { MiddlewareHandler } from 'hono';
import { readBounded } from '../core/bounded-body.ts';
import type { ServiceContext } from '../core/context.ts';
import { RequestError } from '../core/errors.ts';
import { rateLimiter, unlimited } from '../core/rate-limiter.ts';
import type { V1Env } from './v1-env.ts';

/** Reads the body once (it is signed byte for byte), refusing more than maxBodyBytes. */
export function readRawBody(ctx: ServiceContext): MiddlewareHandler<V1Env> {
  const max = ctx.limits.maxBodyBytes;
  return async (c, next) => {
    const body = await readBounded(c.req.raw, max);
    if (!body) throw new RequestError(413, 'payload_too_large', `the body is larger than ${max} bytes`);
    c.set('body', body);
    await next();
  };
}

/** requestsPerMinute per public key, counted across processes on PostgreSQL (rate-limiter.ts). */
export function rateLimit(ctx: ServiceContext): MiddlewareHandler<V1Env> {
  const perMinute = ctx.limits.requestsPerMinute;
  const limited = ctx.settings.rateLimits === false ? unlimited : rateLimiter(ctx.db, perMinute, ctx.now);
  return async (c, next) => {
    const wait = await limited(`key:${c.get('publicKey')}`);
    if (wait) {
      c.header('Retry-After', String(wait));
      throw new RequestError(429, 'rate_limited', `more than ${perMinute} requests per minute with this key; retry in ${wait} s`);
    }
    await next();
  };
}
