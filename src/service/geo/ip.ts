import ipaddr from 'ipaddr.js';

/**
 * The address in the form an IP database is keyed by, or null when it is
 * not a public address or not an address at all. Public means what
 * ipaddr.js (its tables follow the IANA special-purpose registries) calls
 * `unicast`: every special-purpose block is not — loopback, private,
 * link-local, unique-local, carrier-grade NAT, documentation (192.0.2/24,
 * 198.51.100/24, 203.0.113/24, 2001:db8::/32, 3fff::/20), benchmarking,
 * 6to4 (2002::/16) and Teredo (2001::/32), whose addresses stand for
 * another one, ORCHID (2001:10::/28, 2001:20::/28), NAT64, multicast,
 * reserved. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket
 * reports) is unwrapped.
 */
export function publicIp(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  // Only the usual written forms: ipaddr.js also reads `127.1` and hexadecimal octets, which no socket reports.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !(text.includes(':') && ipaddr.IPv6.isValid(text))) return null;
  let ip: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(text);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast' ? ip.toString() : null;
}
