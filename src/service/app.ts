import { Hono } from 'hono';
import type { DeferredWrites, NodeHandler, RouteGroup, ServiceContext } from './core/context.ts';
import { dueJobs } from './core/due-jobs.ts';
import { RequestError, requestErrorResponse } from './core/errors.ts';
import { inFlightRequests } from './core/in-flight.ts';
import { CLIENT_CLOSED, logRequest } from './core/request-log.ts';
import { DEFAULT_LIMITS, type ServiceSettings } from './core/service-settings.ts';
import { type DiskWatch, healthRoutes } from './health.ts';
import { createLogger, type Logger } from './log.ts';
import type { PolicyGenerator } from './model/policy.ts';
import type { Db } from './store/db.ts';
import { serverSecret } from './store/secrets.ts';
import { DatabaseUnavailable } from './store/unavailable.ts';
import { v1Routes } from './v1.ts';

/** Seconds a client is asked to wait while the database is down: about one restart of PostgreSQL. */
export const OUTAGE_RETRY_AFTER_S = 5;

/**
 * Whether the visitor closed the connection mid-request (an aborted upload): told by the request's own signal,
 * which only the visitor's socket aborts. An error's code alone is no evidence: the database's socket is reset
 * too (`read ECONNRESET` from `pg` while PostgreSQL restarts), and its records were answered 499 and lost.
 */
async function clientWentAway(req: Request): Promise<boolean> {
  if (req.signal.aborted) return true;
  // The failed read of the body can settle before the socket's close is handled: one turn of the loop later.
  await new Promise((resolve) => setImmediate(resolve));
  return req.signal.aborted;
}

export type { RouteGroup } from './core/context.ts';

export interface Deps {
  db: Db;
  settings: ServiceSettings;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** The cookie-policy generator used by documents/preview (src/service/documents/cookie-policy.ts). */
  policy: PolicyGenerator;
  /** Default: info level on stdout. */
  log?: Logger;
  /** The disk readiness watches (the embedded database's DATA_DIR); absent on PostgreSQL and in memory. */
  disk?: DiskWatch;
}

/**
 * Builds the whole HTTP app from its dependencies, so tests run it in-process
 * with `app.request(...)` and main.ts only adds a listener.
 */
export async function createApp(deps: Deps, groups: readonly RouteGroup[] = []) {
  const deferred: DeferredWrites[] = [];
  const log = deps.log ?? createLogger('info');
  const ctx: ServiceContext = {
    db: deps.db,
    settings: deps.settings,
    limits: deps.settings.limits ?? DEFAULT_LIMITS,
    now: deps.now ?? Date.now,
    log,
    pagingKey: await serverSecret(deps.db, 'paging_token_key'),
    kek: deps.settings.keyEncryptionKey ?? (await serverSecret(deps.db, 'key_encryption_key')),
    defer: (work) => void deferred.push(work),
    dueJobs: dueJobs(log),
  };
  const app = new Hono();
  const inFlight = inFlightRequests();
  app.use('*', inFlight.count);
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    logRequest(ctx.log, c.req.method, c.req.path, c.res.status, start);
  });
  let stopping = false;
  app.route(
    '/',
    healthRoutes(deps.db, () => stopping, deps.disk),
  );
  app.route('/v1', v1Routes(ctx, deps.policy));
  const fastPaths: NodeHandler[] = [];
  for (const g of groups) {
    const { path, app: sub, fast } = g(ctx);
    app.route(path, sub);
    if (fast) fastPaths.push(fast);
  }
  /** What answers at the Node level before `app` (nodeListener in core/node-listener.ts). */
  const fast: NodeHandler = (req, res) => fastPaths.some((f) => f(req, res));

  app.notFound((c) => requestErrorResponse(c, new RequestError(404, 'not_found', `no endpoint ${c.req.method} ${c.req.path}`)));
  app.onError(async (err, c) => {
    if (err instanceof RequestError) return requestErrorResponse(c, err);
    // Logged once per outage where it is met (store/outage.ts), not once per request.
    if (err instanceof DatabaseUnavailable) {
      const retry = { 'Retry-After': String(OUTAGE_RETRY_AFTER_S) };
      return c.json({ error: 'service_unavailable', message: `${err.message}; retry later` }, 503, retry);
    }
    if (await clientWentAway(c.req.raw)) return c.body(null, CLIENT_CLOSED as 400);
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
  /**
   * Waits for the handlers still running (their clients may have gone), then stops the routes' deferred writes
   * after writing what is left, theirs too; the caller closes the database after it.
   */
  const close = async () => {
    drain();
    await inFlight.settled();
    await Promise.allSettled(deferred.splice(0).map((w) => w.stop()));
  };
  return { app, fast, ctx, flush, close, drain };
}
