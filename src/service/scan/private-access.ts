/** Which private, loopback or link-local targets a scan may reach (ScanSettings). */
export interface PrivateAccess {
  /** Every private address (SCAN_ALLOW_PRIVATE=1): tests only. */
  allowPrivate: boolean;
  /**
   * Exactly these `host:port` pairs (lower case, the port always written,
   * IPv6 in brackets: `127.0.0.1:8080`, `localhost:8080`, `[::1]:8080`) even
   * when they resolve to a private address: the demo's own site and nothing
   * else on its machine. Only for scans of `allowPrivateAccount`.
   */
  allowPrivateOrigins?: readonly string[];
  /**
   * The one account whose scans `allowPrivateOrigins` opens (the demo's):
   * every other account's scans, and every scan when it is unset, keep the
   * address rule (docs/decisions/scans.md#private-addresses-for-one-site-only).
   */
  allowPrivateAccount?: string;
}

/** What one scan of `account` may reach: the private origins only when it is the allowed account's. */
export function accessOfScan(access: PrivateAccess, account: string): PrivateAccess {
  const own = access.allowPrivateAccount !== undefined && access.allowPrivateAccount === account;
  return { allowPrivate: access.allowPrivate, allowPrivateOrigins: own ? (access.allowPrivateOrigins ?? []) : [] };
}

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/;

/** The allow-list key of a URL: `host:port`, with the scheme's default port written out. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** The allow-list keys of origins given as URLs (`http://127.0.0.1:8080`); throws on anything else. */
export function privateOriginsOf(urls: readonly string[]): string[] {
  return urls.map((u) => {
    let url: URL;
    try {
      url = new URL(u);
    } catch {
      throw new Error(`allowPrivateOrigins: ${u} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`allowPrivateOrigins: ${u} is not http(s)`);
    return hostPortOf(url);
  });
}

/**
 * The rule as one function: may `host:port` (as hostPortOf writes it, or as
 * a CONNECT line names it) reach a private address? A malformed list entry
 * throws here, when the scan starts, rather than silently allowing nothing.
 */
export function privateRule(access: PrivateAccess): (hostPort: string) => boolean {
  const origins = new Set(access.allowPrivateOrigins ?? []);
  for (const o of origins)
    if (!HOST_PORT.test(o)) throw new Error(`allowPrivateOrigins: ${o} is not host:port (e.g. 127.0.0.1:8080)`);
  return (hostPort) => access.allowPrivate || origins.has(hostPort.toLowerCase());
}
