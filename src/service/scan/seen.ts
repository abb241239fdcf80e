import type { Cookie as JarCookie } from 'playwright-core';
import type { Finding } from '../model/scan-results.ts';
import type { Cut } from './caps.ts';
import type { OffsiteRedirect } from './redirects.ts';

/** A cookie some response's `Set-Cookie` header set. */
export interface HeaderCookie {
  name: string;
  /** The Domain attribute without its dot, else the response's host (host-only). */
  domain: string;
  hostOnly: boolean;
  /** Seconds from Max-Age, else from Expires; null for a session cookie. */
  lifetime: string | null;
  value: string;
  /** The response that set it. */
  url: string;
}

/** What one frame holds after the load. */
export interface StorageDump {
  main: boolean;
  origin: string;
  local: [string, string][];
  session: [string, string][];
  idb: string[];
  /** [kind (`cookie`, `local`, `session`), name, URL of the script that set it] from INIT_SCRIPT. */
  setters: [string, string, string | null][];
  links: string[];
  preferenceButton: boolean;
}

/** Everything one page load showed. */
export interface Seen {
  url: string;
  finalUrl: string;
  status: number;
  jar: JarCookie[];
  headerCookies: HeaderCookie[];
  storage: StorageDump[];
  pixels: { host: string; path: string; url: string; initiator: string | null }[];
  /** What the browser side left out under the page's caps (caps.ts), so far: storage entries not sent, events not kept. */
  cut: Cut;
  links: string[];
  /** Requests to the page's own site that a redirect sent to another site, before any choice. */
  redirects: OffsiteRedirect[];
  /** Our runtime was loaded, or our preference button is on the page. */
  ours: boolean;
  /** Ours or another consent tool (by its host, or by autoconsent's rules). */
  consentTool: boolean;
  /** Other consent tools autoconsent's rules detected, by their rule names. */
  otherTools: string[];
  /** Visitors can choose by category: our runtime, or another tool's category toggles (consent-controls.ts). */
  categories: boolean;
  /** Visitors can open preferences: our runtime or button, or another tool's settings control. */
  preferences: boolean;
  /** After accepting everything, where our runtime was there to accept (page.ts `acceptAll`); else null. */
  afterConsent: Pick<Seen, 'jar' | 'storage' | 'headerCookies' | 'pixels' | 'cut'> | null;
}

/**
 * Runs in every frame before the page's scripts: notes which script sets a
 * cookie through `document.cookie` or a storage key (the first http(s) URL
 * on the stack but this script's own), so a finding can name its initiator.
 * It changes nothing the page sees.
 */
export const INIT_SCRIPT = `(() => {
  const log = [];
  Object.defineProperty(window, '__consentScan', { value: log });
  const src = () => {
    const lines = (new Error().stack || '').split('\\n').slice(3);
    for (const l of lines) { const m = /(https?:\\/\\/[^\\s)]+?):\\d+:\\d+/.exec(l); if (m) return m[1]; }
    return null;
  };
  const d = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (d && d.set) Object.defineProperty(Document.prototype, 'cookie', { configurable: true, enumerable: d.enumerable,
    get() { return d.get.call(this); },
    set(v) { try { log.push(['cookie', String(v).split('=')[0].trim(), src()]); } catch (e) {} d.set.call(this, v); } });
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    try { log.push([this === window.sessionStorage ? 'session' : 'local', String(k), src()]); } catch (e) {}
    return setItem.call(this, k, v);
  };
})();`;

/** One `Set-Cookie` header value, as far as the report needs it; null when it names no cookie. */
export function parseSetCookie(header: string, responseUrl: string, now = Date.now()): HeaderCookie | null {
  const [pair = '', ...attrs] = header.split(';');
  const eq = pair.indexOf('=');
  const name = (eq < 0 ? '' : pair.slice(0, eq)).trim();
  if (!name) return null;
  const host = new URL(responseUrl).hostname;
  let domain = host;
  let hostOnly = true;
  let lifetime: string | null = null;
  let expires: string | null = null;
  for (const a of attrs) {
    const i = a.indexOf('=');
    const key = (i < 0 ? a : a.slice(0, i)).trim().toLowerCase();
    const v = i < 0 ? '' : a.slice(i + 1).trim();
    if (key === 'domain' && v) {
      domain = v.replace(/^\./, '').toLowerCase();
      hostOnly = false;
    } else if (key === 'max-age' && /^-?\d+$/.test(v)) lifetime = String(Math.max(0, Number(v)));
    else if (key === 'expires') expires = v;
  }
  if (lifetime === null && expires) {
    const t = Date.parse(expires);
    if (!Number.isNaN(t)) lifetime = String(Math.max(0, Math.round((t - now) / 1000)));
  }
  return { name, domain, hostOnly, lifetime, value: pair.slice(eq + 1).trim(), url: responseUrl };
}

/** A URL without the scanner's own `service_region` parameter (page.ts `asEuVisitor`): the site's URL, not ours. */
function plain(url: string | null): string | null {
  if (!url?.includes('service_region=')) return url;
  try {
    const u = new URL(url);
    u.searchParams.delete('service_region');
    return u.toString();
  } catch {
    return url;
  }
}

const VALUE_MAX = 200;
const cut = (v: string) => (v.length > VALUE_MAX ? `${v.slice(0, VALUE_MAX)}…` : v);
const bare = (d: string) => d.replace(/^\./, '').toLowerCase();
const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
};

/**
 * The findings of one page load (docs/decisions/scans.md#report-cookies):
 * - every cookie in the browser's jar; one that a response header set is a
 *   `server_cookie` (its initiator that response), one set by a script an
 *   `http_cookie` (its initiator the script, when the stack named one);
 *   a header cookie the browser refused is listed as well: the site set it;
 * - localStorage and sessionStorage keys and IndexedDB databases of every frame;
 * - pixels: beacons and tiny images sent to another host.
 */
export function findingsOf(seen: Seen, nowMs = Date.now()): Finding[] {
  const before = snapshotFindings(seen, seen, nowMs);
  if (!seen.afterConsent) return before;
  // What is there only after accepting everything: new identities (a cookie re-set with another value is not new).
  const key = (f: Finding) => `${f.trackerType}|${f.domain}|${f.name}`;
  const known = new Set(before.map(key));
  const after = snapshotFindings(seen, seen.afterConsent, nowMs);
  return [...before, ...after.filter((f) => !known.has(key(f))).map((f) => ({ ...f, afterConsent: true }))];
}

function snapshotFindings(
  seen: Seen,
  snap: Pick<Seen, 'jar' | 'storage' | 'headerCookies' | 'pixels'>,
  nowMs: number,
): Finding[] {
  const out: Finding[] = [];
  const page = seen.url;
  // A cookie in the jar after consent may have come from a header before it.
  const byHeader = new Map([...seen.headerCookies, ...snap.headerCookies].map((c) => [`${c.name}|${c.domain}`, c]));
  const scriptOf = new Map<string, string | null>();
  for (const s of snap.storage) for (const [kind, name, src] of s.setters) scriptOf.set(`${kind}|${name}`, src);
  const inJar = new Set<string>();
  for (const c of snap.jar) {
    const h = byHeader.get(`${c.name}|${bare(c.domain)}`);
    inJar.add(`${c.name}|${bare(c.domain)}`);
    out.push({
      name: c.name,
      domain: c.domain,
      url: page,
      value: cut(c.value),
      trackerType: h ? 'server_cookie' : 'http_cookie',
      lifetime: c.expires > 0 ? String(Math.max(0, Math.round(c.expires - nowMs / 1000))) : null,
      initiator: plain(h ? h.url : (scriptOf.get(`cookie|${c.name}`) ?? null)),
      country: null,
    });
  }
  for (const h of snap.headerCookies) {
    if (inJar.has(`${h.name}|${h.domain}`)) continue;
    inJar.add(`${h.name}|${h.domain}`);
    const domain = h.hostOnly ? h.domain : `.${h.domain}`;
    out.push({
      name: h.name,
      domain,
      url: page,
      value: cut(h.value),
      trackerType: 'server_cookie',
      lifetime: h.lifetime,
      initiator: plain(h.url),
      country: null,
    });
  }
  for (const s of snap.storage) {
    const domain = hostOf(s.origin);
    if (!domain) continue; // an about:blank or opaque frame
    const storage = (items: [string, string][], kind: 'local' | 'session') =>
      items.map(
        ([name, value]): Finding => ({
          name,
          domain,
          url: page,
          value: cut(value),
          trackerType: kind === 'local' ? 'html_local_storage' : 'html_session_storage',
          lifetime: null,
          initiator: plain(scriptOf.get(`${kind}|${name}`) ?? null),
          country: null,
        }),
      );
    out.push(...storage(s.local, 'local'), ...storage(s.session, 'session'));
    for (const name of s.idb)
      out.push({
        name,
        domain,
        url: page,
        value: null,
        trackerType: 'indexed_db',
        lifetime: null,
        initiator: null,
        country: null,
      });
  }
  for (const p of snap.pixels)
    out.push({
      name: `${p.host}${p.path}`,
      domain: p.host,
      url: page,
      // What the pixel sent: its request URL (often the visitor's ids and the page).
      value: cut(p.url),
      trackerType: 'pixel_tracker',
      lifetime: null,
      initiator: plain(p.initiator),
      country: null,
    });
  return out;
}
