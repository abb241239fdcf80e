import type { Context } from 'hono';

/**
 * The visitor's address as the socket saw it. `X-Forwarded-For` is believed
 * only when the operator says a proxy sets it (`TRUST_PROXY=1`): otherwise any
 * client could claim any address, and with it a laxer region.
 */
export function clientIp(c: Context): string | null {
  if (process.env.TRUST_PROXY === '1') {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}
