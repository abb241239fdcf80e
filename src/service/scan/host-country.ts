import { lookup } from 'node:dns/promises';
import { publicIp } from '../geo/ip.ts';
import { defaultMmdbPath, openCountryLookup } from '../geo/ipdb.ts';

let countryOfIp: ((ip: string) => string | null) | undefined;

/**
 * The country of a cookie's or pixel's domain: the geo-IP country (the
 * bundled GeoLite2 database) of the host's first public address; null for a
 * host that does not resolve or resolves only to private addresses. One
 * lookup per host and scan (`cache`).
 */
export function countryResolver() {
  countryOfIp ??= openCountryLookup(defaultMmdbPath(), () => {});
  const lookupCountry = countryOfIp;
  const cache = new Map<string, Promise<string | null>>();
  return (domain: string | null): Promise<string | null> => {
    const host = (domain ?? '').replace(/^\./, '').toLowerCase();
    if (!host) return Promise.resolve(null);
    let answer = cache.get(host);
    if (!answer) {
      answer = lookup(host, { all: true }).then(
        (addrs) => {
          const ip = addrs.map((a) => publicIp(a.address)).find(Boolean);
          return ip ? lookupCountry(ip) : null;
        },
        () => null,
      );
      cache.set(host, answer);
    }
    return answer;
  };
}
