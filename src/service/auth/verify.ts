import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { parseAuthorization, parseTimestamp, sign, signedParam, TIMESTAMP_HEADER } from '../../client/signing.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { RequestError } from '../http/errors.ts';
import { findKeyPair } from './keys.ts';

const unauthorized = (code: string, message: string) => new RequestError(401, code, message);

/**
 * Hosts the signature may name: the Host header as sent (with its port) and
 * without the port, and the host of the configured base URL both ways — so a
 * client behind a proxy that rewrites Host still verifies (docs/decisions.md).
 */
function hostCandidates(hostHeader: string | undefined, requestUrl: URL, baseUrl: string): string[] {
  const base = new URL(baseUrl);
  const hosts = [hostHeader ?? requestUrl.host, requestUrl.host, base.host];
  const out = new Set<string>();
  for (const h of hosts) {
    out.add(h);
    out.add(h.replace(/:\d+$/, ''));
  }
  return [...out];
}

/** Part 4: the raw value as sent, and the same value in encodeURIComponent form (two encoders in the wild). */
function paramCandidates(search: string): string[] {
  const raw = signedParam(search);
  let alt = raw;
  try {
    alt = encodeURIComponent(decodeURIComponent(raw.replace(/\+/g, ' ')));
  } catch {
    /* a malformed escape: only the raw value can match */
  }
  return alt === raw ? [raw] : [raw, alt];
}

/** Verifies the ServiceV1 signature and puts the key's account on the context. */
export function verifySignature(ctx: V1Context): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header)
      throw unauthorized(
        'missing_authorization',
        'the Authorization header is missing; expected "ServiceV1, PublicKey=…, Signature=…"',
      );
    const auth = parseAuthorization(header);
    if (!auth)
      throw unauthorized(
        'malformed_authorization',
        'the Authorization header must be "ServiceV1, PublicKey=<public key>, Signature=<64 hex characters>"',
      );
    const timestamp = c.req.header(TIMESTAMP_HEADER);
    if (!timestamp) throw unauthorized('missing_timestamp', `the ${TIMESTAMP_HEADER} header is missing`);
    const at = parseTimestamp(timestamp);
    if (at === null) throw unauthorized('malformed_timestamp', `${TIMESTAMP_HEADER} must have the shape YYYYMMDDTHHMMSSZ (UTC)`);
    const window = ctx.limits.timestampWindowSeconds;
    if (Math.abs(ctx.now() - at) > window * 1000) {
      throw unauthorized(
        'stale_timestamp',
        `${TIMESTAMP_HEADER} is more than ${window} seconds away from the server time ${new Date(ctx.now()).toISOString()}; sign the request again`,
      );
    }
    const key = await findKeyPair(ctx.db, ctx.kek, auth.publicKey);
    if (!key) throw unauthorized('unknown_key', 'the public key is unknown or has been revoked');

    const url = new URL(c.req.url);
    const given = Buffer.from(auth.signature, 'hex');
    let ok = false;
    for (const host of hostCandidates(c.req.header('host'), url, ctx.config.baseUrl)) {
      for (const param of paramCandidates(url.search)) {
        const expected = await sign(key.privateKey, {
          method: c.req.method,
          host,
          path: url.pathname,
          param,
          timestamp,
          body: c.get('body'),
        });
        // Every candidate is compared (no early exit) in constant time.
        ok = timingSafeEqual(Buffer.from(expected, 'hex'), given) || ok;
      }
    }
    if (!ok) {
      throw new RequestError(
        403,
        'signature_mismatch',
        'the signature does not match the request; sign the method, host, path, query or paging value, timestamp and the exact body bytes sent',
      );
    }
    c.set('account', key.accountId);
    c.set('publicKey', key.publicKey);
    await next();
  };
}
