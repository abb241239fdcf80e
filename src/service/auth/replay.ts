import type { MiddlewareHandler } from 'hono';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { RequestError } from '../core/errors.ts';

/** Methods that only read. They stay repeatable (polling and paging send identical GETs within one second), except on a path that writes. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How often one process sweeps expired signatures. */
const SWEEP_EVERY_MS = 60_000;
/**
 * Rows are kept this long past their window: another process whose clock is
 * behind still accepts the timestamp for that long, and must still find the row.
 */
const CLOCK_SKEW_MS = 60_000;

/**
 * Refuses a write whose signature was already served (spec: "a logged request
 * cannot be replayed"). The timestamp window alone let a logged write through
 * again for up to 300 s (docs/decisions/partner-api.md#replay). The signature names the method, host, path,
 * query, timestamp and body, so it identifies one request; the first to
 * insert it into `used_signatures` is served, every later copy is refused,
 * whichever process gets it (the table is shared through the database). A
 * row lives until its timestamp leaves the window: after that the copy is
 * refused as stale anyway. Runs after the rate limit, so a request refused
 * with 429 can be sent again as it is after Retry-After. `writesByGet`: the
 * paths (as the request names them, `/v1/…`) whose GET changes data, so
 * guarded whatever the method (docs/decisions/partner-api.md#replay).
 */
export function replayGuard(ctx: ServiceContext, writesByGet: readonly string[] = []): MiddlewareHandler<V1Env> {
  const window = ctx.limits.timestampWindowSeconds * 1000;
  const writePaths = new Set(writesByGet);
  let nextSweep = 0;
  return async (c, next) => {
    // Every method but a read, and every method (HEAD runs a GET's handler too) on a path whose GET writes.
    if (READS.has(c.req.method) && !writePaths.has(c.req.path)) return next();
    const first = await ctx.db.query(
      'INSERT INTO used_signatures (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING 1',
      [c.get('signature'), c.get('signedAt') + window],
    );
    const t = ctx.now();
    if (t >= nextSweep) {
      nextSweep = t + SWEEP_EVERY_MS;
      // Opportunistic and indexed: one small DELETE per process per minute, no timer to stop at shutdown.
      await ctx.db
        .query('DELETE FROM used_signatures WHERE expires_at < $1', [t - CLOCK_SKEW_MS])
        .catch((err: unknown) => ctx.log.warn({ err }, 'sweeping used signatures failed'));
    }
    if (first.length === 0) {
      throw new RequestError(
        401,
        'replayed_request',
        'this signed request was already received: a write is served once. To send it again, sign it again (a new X-Service-Timestamp); to retry a POST safely, send it with the same Idempotency-Key',
      );
    }
    await next();
  };
}
