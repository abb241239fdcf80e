import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { publicIp } from '../geo/ip.ts';

/**
 * Where the scanner may go (issue 10, point 9): http(s) only, and only to
 * hosts whose every address is public — no private, loopback, link-local,
 * CGNAT or reserved address, so a partner cannot make the service's browser
 * reach the service's own network. Checked for the start URLs and for every
 * request the browser makes (page.route), redirects included, since each hop
 * is a request of its own. `allowPrivate` (SCAN_ALLOW_PRIVATE=1) lifts the
 * address rule for tests and a local demo, never the scheme rule.
 * Answers are cached per host for one scan.
 */
export function createGuard(allowPrivate: boolean) {
  const hosts = new Map<string, Promise<string | null>>();

  const checkHost = (host: string): Promise<string | null> => {
    let answer = hosts.get(host);
    if (!answer) {
      answer = resolve(host).then(
        (addrs) => {
          if (!addrs.length) return `${host} has no address`;
          const bad = addrs.find((a) => !publicIp(a));
          return bad && !allowPrivate
            ? `${host} resolves to ${bad}, a private or reserved address the scanner does not visit`
            : null;
        },
        () => `${host} could not be resolved (DNS)`,
      );
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
      return checkHost(u.hostname.replace(/^\[|\]$/g, ''));
    },
  };
}
export type Guard = ReturnType<typeof createGuard>;

async function resolve(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}
