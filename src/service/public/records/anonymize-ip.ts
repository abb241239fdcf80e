import { isIP } from 'node:net';

/**
 * Reduces an IP address so that it no longer identifies a person, before it is
 * stored as part of a consent record: IPv4 keeps its /24 network, IPv6 its
 * /48 (the usual allocation to one site), the rest is zeroed. An IPv4-mapped
 * IPv6 address is treated as the IPv4 address it carries.
 */
export function anonymizeIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const addr = mapped ? mapped[1]! : ip;
  switch (isIP(addr)) {
    case 4:
      return addr.replace(/\.\d+$/, '.0');
    case 6:
      return `${expand6(addr).slice(0, 3).join(':')}::`;
    default:
      return null;
  }
}

function expand6(addr: string): string[] {
  const [head = '', tail] = addr.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => (parseInt(g, 16) || 0).toString(16));
}
