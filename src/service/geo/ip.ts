import { isIP } from 'node:net';

/**
 * The address in the form an IP database is keyed by, or null when it is
 * not a public address (loopback, private, link-local, unique-local,
 * carrier-grade NAT, unspecified, documentation…) or not an address at all.
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket reports) is unwrapped.
 */
export function publicIp(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let ip = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) ip = mapped[1];
  const v = isIP(ip);
  if (v === 4) return isPublicV4(ip) ? ip : null;
  if (v === 6) return isPublicV6(ip) ? ip : null;
  return null;
}

function isPublicV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return !(
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 || // this network, private, loopback, multicast and reserved
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT (RFC 6598)
    (a === 169 && b === 254) || // link-local
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments, documentation (RFC 5736, 5737)
    (a === 198 && (b === 18 || b === 19)) // benchmarking (RFC 2544)
  );
}

function isPublicV6(ip: string): boolean {
  if (ip === '::' || ip === '::1') return false;
  // Only global unicast (2000::/3) is routable; fc00::/7, fe80::/10, ff00::/8 and the rest are not.
  if (!/^[23]/.test(ip)) return false;
  return !ip.startsWith('2001:db8:') && !ip.startsWith('2001:db8::'); // documentation (RFC 3849)
}
