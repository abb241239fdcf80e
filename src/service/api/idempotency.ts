import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServiceContext } from '../core/context.ts';
import { badRequest, RequestError } from '../core/errors.ts';
import { inRequestTransaction } from '../store/request-transaction.ts';
import type { V1Env } from './v1-env.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key's answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
const KEY_RE = /^[\x21-\x7e]{1,255}$/;
const SWEEP_EVERY_MS = 10 * 60_000;

/** Thrown inside the transaction to roll back a request that was not served (4xx/5xx): its key stays unused. */
class NotServed extends Error {}

/**
 * `Idempotency-Key` on a POST (docs/decisions/partner-api.md#idempotency-key): a retry after a crash or a lost
 * answer must not write the batch twice. The key is scoped to the key pair.
 * The first request with it claims the key, runs the batch and stores its
 * answer, all in ONE transaction (store/request-transaction.ts; each item in
 * a savepoint, so one failing item still leaves the others): a process that
 * dies mid-batch leaves neither items nor key, and the retry runs the batch
 * afresh. A later request with the key and the same method, path, query and
 * body answers the stored answer (`Idempotent-Replayed: true`) and writes
 * nothing; with anything else, 422 `idempotency_key_reused`. A copy that
 * arrives while the first is still running waits for its commit (the key's
 * row is locked) and then answers the stored answer. Only a 200 is stored: a
 * refused request wrote nothing, and rolling it back frees its key.
 * A retry is signed anew, so the replay guard (auth/replay.ts) lets it in.
 */
export function idempotency(ctx: ServiceContext): MiddlewareHandler<V1Env> {
  let nextSweep = 0;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    // Other methods ignore the header: a PUT or DELETE sent twice leaves the same state as once.
    if (key === undefined || c.req.method !== 'POST') return next();
    if (!KEY_RE.test(key)) {
      throw badRequest(
        'invalid_idempotency_key',
        `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters (a UUID will do)`,
      );
    }
    const publicKey = c.get('publicKey');
    const url = new URL(c.req.url);
    const hash = createHash('sha256')
      .update(`${c.req.method}\n${url.pathname}\n${url.search}\n`)
      .update(c.get('body'))
      .digest('hex');
    const t = ctx.now();
    if (t >= nextSweep) {
      nextSweep = t + SWEEP_EVERY_MS;
      await ctx.db
        .query('DELETE FROM idempotency_keys WHERE expires_at < $1', [t])
        .catch((err: unknown) => ctx.log.warn({ err }, 'sweeping idempotency keys failed'));
    }

    let stored: { request_hash: string; status: number | null; response: string | null } | undefined;
    try {
      await inRequestTransaction(ctx.db, async () => {
        // Claims the key, or an expired one under it; a live key's row is left as it is (and locked until commit).
        const claimed = await ctx.db.query(
          `INSERT INTO idempotency_keys (public_key, key, request_hash, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (public_key, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL,
             response = NULL, expires_at = EXCLUDED.expires_at
           WHERE idempotency_keys.expires_at < $5
           RETURNING 1`,
          [publicKey, key, hash, t + IDEMPOTENCY_TTL_MS, t],
        );
        if (claimed.length === 0) {
          [stored] = await ctx.db.query<NonNullable<typeof stored>>(
            'SELECT request_hash, status, response FROM idempotency_keys WHERE public_key = $1 AND key = $2',
            [publicKey, key],
          );
          return;
        }
        await next();
        if (c.res.status !== 200) throw new NotServed();
        await ctx.db.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE public_key = $1 AND key = $2', [
          publicKey,
          key,
          c.res.status,
          await c.res.clone().text(),
        ]);
      });
    } catch (err) {
      if (err instanceof NotServed) return; // c.res is the refusal, answered as it is
      throw err;
    }
    if (!stored) return;
    if (stored.request_hash !== hash) {
      throw new RequestError(
        422,
        'idempotency_key_reused',
        `this ${IDEMPOTENCY_HEADER} was used for another request (method, path, query or body) in the last 24 hours; use a new key for a new request`,
      );
    }
    // A row is committed with its answer, so this is a safeguard rather than a path: never answer a half-done key as done.
    if (stored.status === null || stored.response === null) {
      throw new RequestError(
        409,
        'idempotency_key_in_use',
        `a request with this ${IDEMPOTENCY_HEADER} is still running; retry later`,
      );
    }
    return c.body(stored.response, stored.status as ContentfulStatusCode, {
      'Content-Type': 'application/json',
      'Idempotent-Replayed': 'true',
    });
  };
}
