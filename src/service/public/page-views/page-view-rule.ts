import { isIP } from 'node:net';
import { boundedMemo } from '../../../shared/bounded-memo.ts';

/** Crawlers that say what they are (Googlebot, bingbot, …): they may run the runtime, but no person views the page. */
const SELF_DECLARED_BOT = /bot\b|crawl|spider|slurp/i;

/**
 * Whether a config request is a real page view
 * (docs/decisions/public-endpoints.md#page-views): a GET that the runtime's
 * `fetch` sends from a page — it always asks for a language (`?lang=`), and a
 * browser marks such a request as CORS, with `Sec-Fetch-Mode: cors` (every
 * current engine) or at least an `Origin` (a cross-origin fetch in older ones).
 * A HEAD, a navigation, a `<link rel=prefetch>` or speculative prefetch, a
 * crawler's or script's plain GET (no Origin, no Sec-Fetch-Mode) and a
 * self-declared bot are not. Nothing here is proof: a script can send the same
 * headers, which is what the caps are for (page-view-counter.ts).
 */
export function isRealPageView(method: string, lang: string | undefined, headers: Pick<Headers, 'get'>): boolean {
  if (method !== 'GET' || !lang) return false;
  const mode = headers.get('sec-fetch-mode');
  if (mode ? mode !== 'cors' : !headers.get('origin')) return false;
  return byPerson(headers);
}

/**
 * Whether a request for the first-view script (`/c/{uuid}.js`) is a real page
 * view: a GET a page makes for a `<script>` — `Sec-Fetch-Dest: script`, or, from
 * an engine without Fetch Metadata, a request that names the page it comes
 * from (`Referer`, which browsers send to a script's origin by default) — and
 * neither a prefetch nor a self-declared bot. A revalidation (answered 304)
 * counts like a fetch: it is the same page view (docs/decisions/public-endpoints.md#page-views).
 */
export function isScriptPageView(method: string, headers: Pick<Headers, 'get'>): boolean {
  if (method !== 'GET') return false;
  const dest = headers.get('sec-fetch-dest');
  if (dest ? dest !== 'script' : !headers.get('referer')) return false;
  return byPerson(headers);
}

/** Neither a prefetch or prerender nor a crawler that says what it is. */
function byPerson(headers: Pick<Headers, 'get'>): boolean {
  for (const name of PURPOSE_HEADERS) {
    const purpose = headers.get(name);
    if (purpose && PREFETCH.test(purpose)) return false;
  }
  return !selfDeclaredBot(headers.get('user-agent') ?? '');
}

/** Where engines say a request is a prefetch or prerender: Fetch's `Sec-Purpose`, Chromium's older `Purpose`, Firefox's `X-Moz`. */
const PURPOSE_HEADERS = ['sec-purpose', 'purpose', 'x-moz'] as const;
const PREFETCH = /prefetch|prerender/i;
/** By user agent, which a site's visitors share: remembered rather than matched on every request. */
const selfDeclaredBot = boundedMemo((userAgent) => SELF_DECLARED_BOT.test(userAgent));

/**
 * The client a rate limit counts: its address, an IPv6 address by its /64
 * (one subscriber's network, whose 2^64 addresses would otherwise be as many
 * buckets). An IPv4-mapped IPv6 address is the IPv4 address it carries.
 */
export function addressKey(ip: string | null): string {
  return ip ? addressKeyOf(ip) : '';
}

/** Worked out once per address while it keeps coming (every first-view request asks for it, twice). */
const addressKeyOf = boundedMemo((ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = ip.includes('::') ? [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
});

/**
 * One visitor as far as counting goes, without storing anything about them
 * (this key lives a few minutes in memory): the address with the browser and
 * languages it announces, so people behind one NAT with different browsers
 * count apart.
 */
export function visitorKey(ip: string | null, headers: Pick<Headers, 'get'>): string {
  return `${addressKey(ip)}|${headers.get('user-agent') ?? ''}|${headers.get('accept-language') ?? ''}`;
}
