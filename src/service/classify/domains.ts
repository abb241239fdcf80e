// Domain helpers shared by the database loader, the tracker table and the identity rule.
import { getDomain } from 'tldts';

const HOSTNAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/;

/**
 * A cookie's domain as one canonical host: lower case, no leading dot (RFC
 * 6265 §5.2.3 ignores it: `.example.com` and `example.com` are the same
 * domain attribute), no trailing dot, no port. Empty for no domain.
 */
export function normalizeHost(domain: string | null | undefined): string {
  return (domain ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '')
    .replace(/:\d+$/, '');
}

/**
 * The hosts named in a database `domain` cell, which is free text upstream:
 * `cookiebot.com (3rd party)`, `.bing.com (3rd party) or .microsoft.com
 * (3rd party)`, and even a cell split mid-phrase (`google-analytics.com (3rd
 * party) or`, `or 207.net (3rd party)`). Parentheses and joining words go;
 * what is left and looks like a host name is kept. Two cells name no host
 * (`id5-sync`, `ut`): those entries match by name only.
 */
export function parseDomainCell(cell: string): string[] {
  const hosts = cell
    .toLowerCase()
    .replace(/[\u200b-\u200d\ufeff]/g, '') // zero-width characters pasted upstream (`.commander1.com\u200b`)
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,;/]+/)
    // A templated label (`ads-[account].adhese.com`) stands for any subdomain of what follows it.
    .map((t) => normalizeHost(t.includes(']') ? t.slice(t.lastIndexOf(']') + 1) : t))
    .filter((t) => HOSTNAME.test(t));
  return [...new Set(hosts)];
}

/** True when `host` is `domain` or one of its subdomains (`px.ads.linkedin.com` under `linkedin.com`). */
export const withinDomain = (host: string, domain: string): boolean =>
  domain !== '' && (host === domain || host.endsWith(`.${domain}`));

/**
 * The registrable domain of a host by the Public Suffix List (`www.shop.example.co.uk` → `shop.example.co.uk`),
 * private suffixes included (two sites on `github.io` are two parties); the host itself when it has none
 * (`localhost`, an IP address).
 */
export const registrableDomain = (host: string): string => {
  const h = normalizeHost(host);
  return getDomain(h, { allowPrivateDomains: true }) ?? h;
};

/**
 * Whether a cookie's domain belongs to the page's own site: one is the other
 * or a parent of it (`.example.com` for `www.example.com`), or both have the
 * same registrable domain (`cdn.` and `www.example.com`). The scanner's party
 * rule decides the report's `party_provider_type`; this keeps a site's own
 * cookies out of the tracker table when the site is itself a tracker's
 * (scanning linkedin.com), and its own scripts out of the initiator rule.
 */
export const sameSite = (cookieHost: string, pageHost: string): boolean =>
  withinDomain(cookieHost, pageHost) ||
  withinDomain(pageHost, cookieHost) ||
  (cookieHost !== '' && pageHost !== '' && registrableDomain(cookieHost) === registrableDomain(pageHost));
