import { BLOCKED_CATEGORIES, type BlockedCategory } from './blocking.ts';
import { ESSENTIAL_HOSTS } from './essential-hosts.ts';
import { type KnownFilter, knownCategory } from './known-match.ts';

/** A website's blocking map as the matcher reads it: schema/blocking-map.ts `BlockingMap` is one. */
export type MapLike = Partial<Record<BlockedCategory | 'allow', readonly string[]>> & {
  unknown?: 'block';
  known?: KnownFilter;
};

/**
 * Whether one map entry covers `u` (docs/decisions/blocking.md#the-blocking-map):
 * a domain covers itself and its subdomains; a URL rule `host/path` needs
 * that host exactly and a path that begins with `path`, where `*` stands for
 * one path segment, and `?param=prefix` a query parameter beginning so.
 */
function covers(entry: string, u: URL): boolean {
  const slash = entry.indexOf('/');
  const host = u.hostname;
  if (slash < 0) return host === entry || host.endsWith(`.${entry}`);
  if (host !== entry.slice(0, slash)) return false;
  const parts = entry.slice(slash).split('?');
  const query = parts[1];
  const pattern = `^${parts[0]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}`;
  if (!new RegExp(pattern).test(u.pathname)) return false;
  if (!query) return true;
  const eq = query.indexOf('=');
  return (u.searchParams.get(query.slice(0, eq)) || '').startsWith(query.slice(eq + 1));
}

/**
 * The categories a request to `url`, made from the page at `page`, waits for;
 * undefined when it never waits. The most specific entry wins (the longest
 * that covers it); `allow` never waits. A destination no entry names waits
 * for every category when the map says `unknown: 'block'`, except the page's
 * own site (its host, and the hosts under it without `www.`). What is not
 * http(s) never waits, nor does an essential host, whatever the map says.
 * A host's trailing dot and a path's doubled slashes are read away.
 * The tracker knowledge (`known`) counts where it is more specific than the
 * map's own entries: a domain of it against the map's longest entry. Shared
 * by the runtime's blocker and the server-side rewrite, so both hold back the
 * same requests.
 */
export function waitsFor(
  url: string,
  map: MapLike,
  page: { href: string; hostname: string },
): readonly BlockedCategory[] | undefined {
  let u: URL;
  try {
    u = new URL(url, page.href);
  } catch {
    return;
  }
  // As servers read it, or a trailing dot or a doubled slash would slip past the map
  // (docs/decisions/blocking.md#no-way-around-the-blocker-from-the-page): `www.google-analytics.com.` is that host,
  // `//gtag/js` that path. Case and IDN (punycode) are the URL parser's.
  u.hostname = u.hostname.replace(/\.$/, '');
  u.pathname = u.pathname.replace(/\/{2,}/g, '/');
  const host = u.hostname;
  const site = page.hostname.replace(/^www\./, '');
  if (!/^https?:$/.test(u.protocol) || host === page.hostname || host === site || host.endsWith(`.${site}`)) return;
  if (ESSENTIAL_HOSTS.some((e) => covers(e, u))) return;
  let found: BlockedCategory | 'allow' | undefined;
  let length = 0;
  for (const list of [...BLOCKED_CATEGORIES, 'allow'] as const)
    for (const entry of map[list] || [])
      if (entry.length > length && covers(entry, u)) {
        found = list;
        length = entry.length;
      }
  const known = map.known && knownCategory(host, map.known);
  if (known && known[1] > length) found = known[0];
  if (found) return found === 'allow' ? undefined : [found];
  return map.unknown === 'block' ? BLOCKED_CATEGORIES : undefined;
}
