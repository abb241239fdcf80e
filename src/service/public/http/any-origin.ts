import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** The header these endpoints answer with; the first-view fast path sends it without this middleware. */
export const ALLOW_ANY_ORIGIN = ['Access-Control-Allow-Origin', '*'] as const;

/**
 * CORS for endpoints any site may read, errors included, with no credentials:
 * what `cors({allowMethods})` does with its defaults, but the header is added
 * once the route has answered. `cors()` sets it before the route runs, which
 * makes Hono build a placeholder answer and merge the route's into it — on
 * the first-view script and the config endpoint that merge turned each
 * answer into a full Fetch `Response` (measured: the largest cost of a 304
 * after the socket write). Preflights (OPTIONS) still go to `cors()`.
 */
export function anyOrigin(allowMethods: string[]): MiddlewareHandler {
  const preflight = cors({ allowMethods });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    c.res.headers.set(...ALLOW_ANY_ORIGIN);
  };
}
