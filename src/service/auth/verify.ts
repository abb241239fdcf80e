import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import {
  canonicalString,
  parseAuthorization,
  parseTimestamp,
  sha256Hex,
  signedParam,
  signer,
  TIMESTAMP_HEADER,
} from '../../client/signing.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { RequestError } from '../core/errors.ts';
import { findKeyPair } from './keys.ts';

const unauthorized = (code: string, message: string) => new RequestError(401, code, message);

/**
 * Hosts the signature may name: this service's, so that a request signed for
 * another deployment that shares the key is refused there (docs/decisions/partner-api.md#host-in-the-canonical-request). That is
 * the host of BASE_URL and, behind trusted proxies (TRUST_PROXY), the host the
 * client asked for as they pass it in X-Forwarded-Host — by the rule of
 * X-Forwarded-For (public/http/client-ip.ts): the entry that many places from the
 * right, or the left-most when the proxies wrote fewer; entries further left
 * are the client's own claim. The Host header itself is never believed: the
 * client writes it. Each host with and without its port.
 */
export function signedHosts(baseUrl: string, trustedProxies: number, forwardedHost: string | undefined): string[] {
  const hosts = [new URL(baseUrl).host];
  if (trustedProxies > 0 && forwardedHost) {
    const hops = forwardedHost
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    const host = hops[Math.max(0, hops.length - trustedProxies)];
    if (host) hosts.push(host);
  }
  return [...new Set(hosts.flatMap((h) => [h, h.replace(/:\d+$/, '')]))];
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
export function verifySignature(ctx: ServiceContext): MiddlewareHandler<V1Env> {
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
    const hosts = signedHosts(ctx.settings.baseUrl, ctx.settings.trustedProxies ?? 0, c.req.header('x-forwarded-host'));
    // The key is derived and the body hashed once; only the canonical strings differ.
    const signWith = await signer(key.privateKey, timestamp);
    const bodyHash = await sha256Hex(c.get('body'));
    const params = paramCandidates(url.search);
    const given = Buffer.from(auth.signature, 'hex');
    let ok = false;
    for (const host of hosts) {
      for (const param of params) {
        const expected = await signWith(
          canonicalString({ method: c.req.method, host, path: url.pathname, param, timestamp }, bodyHash),
        );
        // Every candidate is compared (no early exit) in constant time.
        ok = timingSafeEqual(Buffer.from(expected, 'hex'), given) || ok;
      }
    }
    if (!ok) {
      throw new RequestError(
        403,
        'signature_mismatch',
        `the signature does not match the request; sign the method, the host ${hosts[0]} (this service's), the path, the query or paging value, the timestamp and the exact body bytes sent`,
      );
    }
    c.set('signature', auth.signature);
    c.set('signedAt', at);
    c.set('account', key.accountId);
    c.set('publicKey', key.publicKey);
    await next();
  };
}
