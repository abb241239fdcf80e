import { Hono } from 'hono';
import type { DeferredWrites, RouteGroup, ServiceContext } from './core/context.ts';
import { RequestError, requestErrorResponse } from './core/errors.ts';
import { DEFAULT_LIMITS, type ServiceConfig } from './core/service-config.ts';
import { healthRoutes } from './health.ts';
import { createLogger, type Logger } from './log.ts';
import type { PolicyGenerator } from './model/policy.ts';
import type { Db } from './store/db.ts';
import { serverSecret } from './store/secrets.ts';
import { v1Routes } from './v1.ts';

export type { RouteGroup } from './core/context.ts';

export interface Deps {
  db: Db;
  config: ServiceConfig;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** The cookie-policy generator used by documents/preview (src/service/documents/cookie-policy.ts). */
  policy: PolicyGenerator;
  /** Default: info level on stdout. */
  log?: Logger;
}

/**
 * Builds the whole HTTP app from its dependencies, so tests run it in-process
 * with `app.request(...)` and main.ts only adds a listener.
 */
export async function createApp(deps: Deps, groups: readonly RouteGroup[] = []) {
  const deferred: DeferredWrites[] = [];
  const ctx: ServiceContext = {
    db: deps.db,
    config: deps.config,
    limits: deps.config.limits ?? DEFAULT_LIMITS,
    now: deps.now ?? Date.now,
    log: deps.log ?? createLogger('info'),
    pagingKey: await serverSecret(deps.db, 'paging_token_key'),
    kek: deps.config.keyEncryptionKey ?? (await serverSecret(deps.db, 'key_encryption_key')),
    defer: (work) => void deferred.push(work),
  };
  const app = new Hono();
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    ctx.log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  let stopping = false;
  app.route(
    '/',
    healthRoutes(deps.db, () => stopping),
  );
  app.route('/v1', v1Routes(ctx, deps.policy));
  for (const g of groups) {
    const { path, app: sub } = g(ctx);
    app.route(path, sub);
  }

  app.notFound((c) => requestErrorResponse(c, new RequestError(404, 'not_found', `no endpoint ${c.req.method} ${c.req.path}`)));
  app.onError((err, c) => {
    if (err instanceof RequestError) return requestErrorResponse(c, err);
    ctx.log.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'internal_error', message: 'the service failed to process the request' }, 500);
  });
  /** Writes what routes keep in memory now (tests, and anything that must read it back at once). */
  const flush = async () => {
    await Promise.all(deferred.map((w) => w.flush()));
  };
  /** From now on /readyz answers 503, so a load balancer stops sending new requests before the process stops. */
  const drain = () => {
    stopping = true;
  };
  /** Stops the routes' deferred writes after writing what is left; the caller closes the database after it. */
  const close = async () => {
    drain();
    await Promise.allSettled(deferred.splice(0).map((w) => w.stop()));
  };
  return { app, ctx, flush, close, drain };
}
