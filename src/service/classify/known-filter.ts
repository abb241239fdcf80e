import { BLOCKED_CATEGORIES, type BlockedCategory } from '../../shared/blocking.ts';
import { ESSENTIAL_HOSTS } from '../../shared/essential-hosts.ts';
import { KNOWN_CELL_BITS, type KnownFilter, knownSlots } from '../../shared/known-match.ts';
import { type CookieDatabase, defaultCookieDatabase } from './database.ts';
import { withinDomain } from './domains.ts';
import { defaultTrackerKnowledge, type TrackerKnowledge } from './knowledge.ts';
import { CATEGORY_MAP } from './source-categories.ts';
import type { Tracker } from './tracker-types.ts';

// The tracker knowledge every blocking website's map carries (docs/decisions/blocking.md#the-tracker-knowledge):
// every domain of data/ in a category that needs consent, as an xor filter (src/shared/known-match.ts reads it).

const blocked = new Set<string>(BLOCKED_CATEGORIES);
const parents = function* (domain: string) {
  for (let h = domain.slice(domain.indexOf('.') + 1); h.includes('.'); h = h.slice(h.indexOf('.') + 1)) yield h;
};

/**
 * The domains the filter holds, each with its category:
 * - every tracker domain of the knowledge (the own table over third-party-web) in a category needing consent,
 *   but one whose nearest known parent is a tracker of the same category (the parent finds it);
 * - the Open Cookie Database's cookie domains that nothing above knows, whose rows are all Analytics or all
 *   Marketing: a domain with Functional or Necessary rows is a site people visit, not a tracker's host.
 */
export function knownTrackerDomains(k: TrackerKnowledge, db: CookieDatabase): Map<string, BlockedCategory> {
  const out = new Map<string, BlockedCategory>();
  for (const [domain, t] of k.byDomain) {
    if (t.kind !== 'tracker' || !t.category || !blocked.has(t.category)) continue;
    let parent: Tracker | undefined;
    for (const p of parents(domain)) if ((parent = k.byDomain.get(p))) break;
    if (parent?.kind !== 'tracker' || parent.category !== t.category) out.set(domain, t.category as BlockedCategory);
  }
  const fromCsv = new Map<string, Set<string>>();
  for (const rule of [...[...db.exact.values()].flat(), ...db.prefixes])
    for (const d of rule.domains) fromCsv.set(d, (fromCsv.get(d) ?? new Set()).add(CATEGORY_MAP[rule.category]));
  for (const [domain, categories] of fromCsv) {
    const [only] = categories;
    const known = [domain, ...parents(domain)].some((h) => k.byDomain.has(h));
    if (categories.size !== 1 || (only !== 'analytics' && only !== 'advertising') || known || essential(domain)) continue;
    out.set(domain, only);
  }
  return out;
}

const essential = (domain: string) => ESSENTIAL_HOSTS.some((e) => !e.includes('/') && withinDomain(domain, e));

/**
 * The xor filter of `domains` (Graf and Lemire, "Xor Filters", 2020): three cells per domain, whose xor is its
 * fingerprint and category. Seeds are tried from 1 until the cells can be solved and no domain of `avoid` (the
 * knowledge's CDNs, hosting, utilities and the essential hosts: the third parties most pages load) hits, so the
 * same data always gives the same filter.
 */
export function buildKnownFilter(domains: ReadonlyMap<string, BlockedCategory>, avoid: readonly string[]): KnownFilter {
  const keys = [...domains];
  const size = 3 * Math.ceil((1.23 * keys.length + 32) / 3);
  for (let seed = 1; seed < 1000; seed++) {
    const cells = solve(keys, seed, size);
    if (!cells) continue;
    const hit = (d: string) => {
      const [a, b, c, fingerprint] = knownSlots(d, seed, size);
      return (cells[a]! ^ cells[b]! ^ cells[c]!) >> 2 === fingerprint;
    };
    if (avoid.some((d) => !domains.has(d) && hit(d))) continue;
    return [seed, pack(cells)];
  }
  throw new Error('tracker knowledge: no seed gives a filter');
}

function solve(keys: [string, BlockedCategory][], seed: number, size: number): Uint16Array | null {
  const slots = keys.map(([d]) => knownSlots(d, seed, size));
  const count = new Uint32Array(size);
  const xor = new Uint32Array(size);
  slots.forEach((s, i) => {
    for (let j = 0; j < 3; j++) count[s[j]!]!++, (xor[s[j]!]! ^= i);
  });
  const queue: number[] = [];
  for (let p = 0; p < size; p++) if (count[p] === 1) queue.push(p);
  const order: [key: number, cell: number][] = [];
  while (queue.length) {
    const p = queue.pop()!;
    if (count[p] !== 1) continue;
    const i = xor[p]!;
    order.push([i, p]);
    for (let j = 0; j < 3; j++) {
      const q = slots[i]![j]!;
      count[q]!--;
      xor[q]! ^= i;
      if (count[q] === 1) queue.push(q);
    }
  }
  if (order.length !== keys.length) return null;
  const cells = new Uint16Array(size);
  for (let n = order.length - 1; n >= 0; n--) {
    const [i, p] = order[n]!;
    const [a, b, c, fingerprint] = slots[i]!;
    const value = (fingerprint << 2) | BLOCKED_CATEGORIES.indexOf(keys[i]![1]);
    cells[p] = 0;
    cells[p] = value ^ cells[a]! ^ cells[b]! ^ cells[c]!;
  }
  return cells;
}

/** The cells, KNOWN_CELL_BITS each, big-endian, as base64. */
function pack(cells: Uint16Array): string {
  const bytes = new Uint8Array(Math.ceil((cells.length * KNOWN_CELL_BITS) / 8));
  cells.forEach((v, i) => {
    for (let b = 0; b < KNOWN_CELL_BITS; b++)
      if ((v >> (KNOWN_CELL_BITS - 1 - b)) & 1) bytes[(i * KNOWN_CELL_BITS + b) >> 3]! |= 0x80 >> ((i * KNOWN_CELL_BITS + b) & 7);
  });
  return Buffer.from(bytes).toString('base64');
}

const filters = new WeakMap<TrackerKnowledge, KnownFilter>();
/** The filter of data/'s knowledge, built once per knowledge (the service's, at its first blocking map). */
export function knownFilter(k: TrackerKnowledge = defaultTrackerKnowledge(), db = defaultCookieDatabase()): KnownFilter {
  let f = filters.get(k);
  if (!f) {
    const avoid = [...k.byDomain].filter(([, t]) => t.kind !== 'tracker').map(([d]) => d);
    avoid.push(...ESSENTIAL_HOSTS.map((e) => e.split('/')[0]!));
    filters.set(k, (f = buildKnownFilter(knownTrackerDomains(k, db), avoid)));
  }
  return f;
}
