import { Hono } from 'hono';
import { DEFAULT_LIMITS, type Deps } from './config.ts';
import type { V1Context } from './http/env.ts';
import { RequestError, requestErrorResponse } from './http/errors.ts';
import { serverSecret } from './store/secrets.ts';
import { v1Routes } from './v1.ts';

/**
 * A route group mounted next to /v1 (public runtime endpoints, bundles,
 * policy pages, the demo). It gets the same resolved context.
 */
export type RouteGroup = (ctx: V1Context) => { path: string; app: Hono<any> };

/**
 * Builds the whole HTTP app from its dependencies, so tests run it in-process
 * with `app.request(...)` and main.ts only adds a listener.
 */
export async function createApp(deps: Deps, groups: readonly RouteGroup[] = []) {
  const ctx: V1Context = {
    db: deps.db,
    config: deps.config,
    limits: deps.config.limits ?? DEFAULT_LIMITS,
    now: deps.now ?? Date.now,
    pagingKey: await serverSecret(deps.db, 'paging_token_key'),
    kek: deps.config.keyEncryptionKey ?? (await serverSecret(deps.db, 'key_encryption_key')),
  };
  const app = new Hono();
  app.route('/v1', v1Routes(ctx, deps.policy));
  for (const g of groups) {
    const { path, app: sub } = g(ctx);
    app.route(path, sub);
  }

  app.notFound((c) => c.json({ error: 'not_found', message: `no endpoint ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));
  app.onError((err, c) => {
    if (err instanceof RequestError) return requestErrorResponse(c, err);
    console.error('unhandled error:', err.message);
    return c.json({ error: 'internal_error', message: 'the service failed to process the request' }, 500);
  });
  return { app, ctx };
}
