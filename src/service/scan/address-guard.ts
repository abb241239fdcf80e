import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { publicIp } from '../geo/ip.ts';
import { hostPortOf, type PrivateAccess, privateRule } from './private-access.ts';

/**
 * Where the scanner may go (docs/decisions/scans.md#safety): http(s) only, and only to
 * hosts whose every address is public — no private, loopback, link-local,
 * CGNAT or reserved address, so a partner cannot make the service's browser
 * reach the service's own network. Checked for the start URLs and for every
 * request the browser makes (page.route), redirects included, since each hop
 * is a request of its own. `allowPrivate` (SCAN_ALLOW_PRIVATE=1) lifts the
 * address rule for tests; `allowPrivateOrigins` lifts it for exactly the
 * `host:port` pairs listed (the demo's own site); neither lifts the scheme rule.
 * Addresses are cached per host for one scan.
 */
export function createAddressGuard(access: PrivateAccess) {
  const mayBePrivate = privateRule(access);
  const hosts = new Map<string, Promise<string[] | null>>();
  const addressesOf = (host: string) => {
    let answer = hosts.get(host);
    if (!answer) {
      answer = resolve(host).catch(() => null);
      hosts.set(host, answer);
    }
    return answer;
  };

  return {
    /** Null when the browser may load `url`, else why not. */
    async check(url: string): Promise<string | null> {
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        return `${url} is not a URL`;
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return `${u.protocol} URLs are not scanned (http and https only)`;
      const host = u.hostname.replace(/^\[|\]$/g, '');
      const addrs = await addressesOf(host);
      if (!addrs) return `${host} could not be resolved (DNS)`;
      if (!addrs.length) return `${host} has no address`;
      const bad = addrs.find((a) => !publicIp(a));
      return bad && !mayBePrivate(hostPortOf(u))
        ? `${host} resolves to ${bad}, a private or reserved address the scanner does not visit`
        : null;
    },
  };
}
export type AddressGuard = ReturnType<typeof createAddressGuard>;

async function resolve(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}
