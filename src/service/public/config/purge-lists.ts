import type { Cookie } from '../../../schema/cookie.ts';
import type { TrackerType } from '../../../schema/enums.ts';
import { LIMITS } from '../../../schema/limits.ts';
import type { RuntimeConfig } from '../../../schema/runtime-config.ts';
import { PURGED_CATEGORIES } from '../../../shared/categories.ts';
import { CONFIG_CACHE_PREFIX, COOKIE_NAME, QUEUE_KEY } from '../../../shared/storage-names.ts';
import { TCF_STORAGE_KEY } from '../../../shared/tcf-paths.ts';
import { namePattern } from '../../classify/index.ts';

/** What of a stored cookie the lists need; the party and tracker type may be unknown (a cookie named by hand). */
export type PurgeInput = Pick<Cookie, 'name' | 'domain' | 'category'> &
  Partial<Pick<Cookie, 'tracker_type' | 'party_provider_type'>>;

/**
 * What a page can remove: cookies (`document.cookie` sees those of the page's own site) and storage keys.
 * Not pixels (nothing is stored), nor IndexedDB databases (names of whole databases, left to the site).
 */
const REMOVABLE: ReadonlySet<TrackerType | null> = new Set([
  null,
  'http_cookie',
  'server_cookie',
  'html_local_storage',
  'html_session_storage',
]);

/** Never removed, whatever a pattern says: what the runtime keeps (the runtime checks again, by their common start). */
const OWN = [COOKIE_NAME, QUEUE_KEY, `${CONFIG_CACHE_PREFIX}x`, TCF_STORAGE_KEY];

/** `s` matched literally. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name pattern (`*` any run of characters) as a regular expression's source. */
const toSource = (pattern: string) => pattern.split('*').map(literal).join('.*');
const anchored = (source: string) => new RegExp(`^(?:${source})$`);

/**
 * The pattern of one cookie's name: as the scan merges cookies (`namePattern`, `_ga_*` for `_ga_ABC123`, which
 * a later scan may see as `_ga_XYZ`), unless that leaves fewer than 3 characters fixed (`*` for a name that is
 * all random letters): then the name itself, `*` and all taken literally.
 */
function sourceOf(c: PurgeInput & { name: string }): string {
  const pattern = namePattern({ name: c.name, domain: c.domain, trackerType: c.tracker_type ?? 'http_cookie' });
  return pattern.replaceAll('*', '').length >= 3 ? toSource(pattern) : literal(c.name);
}

const internal = (c: Cookie['category']) => (c === 'analytics;' ? 'analytics' : c);

/**
 * The config's `purge` (docs/runtime.md#declined-cookies-are-removed): for each category but `essential`, the
 * names of the first-party cookies and storage keys the website's cookie list puts in it, as one pattern. A
 * cookie of another site's domain is left out (the page cannot reach it), and so is any pattern that would match
 * an essential cookie's name or one the runtime keeps. Sorted, and a category's names past `LIMITS.purgePattern`
 * characters are left out. Undefined when no category has any: the config stays as it was.
 */
export function purgeLists(cookies: readonly PurgeInput[]): RuntimeConfig['purge'] {
  const kept = [...OWN, ...cookies.filter((c) => internal(c.category) === 'essential').map((c) => c.name ?? '')];
  const lists = new Map<string, Set<string>>();
  for (const c of cookies) {
    const category = internal(c.category);
    if (!c.name || !PURGED_CATEGORIES.includes(category as never)) continue;
    if (c.party_provider_type === 'third_party' || !REMOVABLE.has(c.tracker_type ?? null)) continue;
    const source = sourceOf({ ...c, name: c.name });
    const re = anchored(source);
    if (kept.some((n) => re.test(n))) continue;
    lists.set(category!, (lists.get(category!) ?? new Set()).add(source));
  }
  const purge: Record<string, string> = {};
  for (const id of PURGED_CATEGORIES) {
    let joined = '';
    for (const s of [...(lists.get(id) ?? [])].sort())
      if (joined.length + s.length + 1 <= LIMITS.purgePattern) joined += (joined && '|') + s;
    if (joined) purge[id] = joined;
  }
  return Object.keys(purge).length ? purge : undefined;
}
