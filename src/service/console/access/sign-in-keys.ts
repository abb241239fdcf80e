import ipaddr from 'ipaddr.js';
import { SIGN_IN_LIMITS, type SignInKey } from '../../model/sign-in-failures.ts';

/**
 * The client's network as the address limit counts it: an IPv4 address, or
 * an IPv6 address's /64, which one subscriber usually holds whole (counting
 * each address would give them 2^64 buckets). Anything unreadable, or no
 * address at all, shares one bucket.
 */
function network(ip: string | null): string {
  const text = (ip ?? '').replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return 'unknown';
  const parsed = ipaddr.process(text);
  return parsed.kind() === 'ipv4' ? parsed.toString() : `${(parsed as ipaddr.IPv6).parts.slice(0, 4).join(':')}::/64`;
}

/** The two counts a sign-in attempt is limited by: its email (in any case) and its client's network. */
export function signInKeys(email: string, ip: string | null): { email: SignInKey; address: SignInKey } {
  return {
    email: { key: `email:${email.trim().toLowerCase()}`, limit: SIGN_IN_LIMITS.email },
    address: { key: `ip:${network(ip)}`, limit: SIGN_IN_LIMITS.address },
  };
}
