import ipaddr from 'ipaddr.js';
import { boundedMemo } from '../../shared/bounded-memo.ts';

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
 * reports) and IPv4-compatible IPv6 (`::1.2.3.4`) are unwrapped.
 */
export function publicIp(raw: string | null | undefined): string | null {
  return raw ? known(raw) : null;
}

// Parsed once per address: each first-view request asks (measured: ipaddr.js's parse was 5% of a 304's CPU).
const known = boundedMemo(parsePublicIp, 10_000);

function parsePublicIp(raw: string): string | null {
  const text = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  // Only the usual written forms: ipaddr.js also reads `127.1` and hexadecimal octets, which no socket reports.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !(text.includes(':') && ipaddr.IPv6.isValid(text))) return null;
  let ip: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(text);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291) stands for its IPv4 address as a mapped one does;
    // ipaddr.js files it under no special range, which would make ::127.0.0.1 public.
    if (v6.isIPv4MappedAddress() || v6.parts.slice(0, 6).every((p) => p === 0))
      ip = ipaddr.IPv4.parse(`${v6.parts[6]! >> 8}.${v6.parts[6]! & 255}.${v6.parts[7]! >> 8}.${v6.parts[7]! & 255}`);
  }
  return ip.range() === 'unicast' ? ip.toString() : null;
}
