import type { Context } from 'hono';

/**
 * The visitor's address. Behind `trustedProxies` proxies, each appends the
 * address it received from to `X-Forwarded-For`, so the client is the entry
 * that many places from the right: the entries to its left are whatever the
 * client wrote and cannot be believed (anyone could claim any address, and
 * with it another rate-limit bucket or a laxer region). With no trusted proxy,
 * the socket's address.
 */
export function clientIp(c: Context, trustedProxies = 0): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress, trustedProxies);
}

/** `clientIp` from the request's `X-Forwarded-For` and its socket's address, for a handler with no Hono context. */
export function clientAddress(
  forwardedFor: string | null | undefined,
  socketAddress: string | null | undefined,
  trustedProxies = 0,
): string | null {
  if (trustedProxies > 0) {
    const hops = forwardedFor?.split(',').map((s) => s.trim()) ?? [];
    const ip = hops[hops.length - trustedProxies];
    if (ip) return ip;
  }
  return socketAddress ?? null;
}
