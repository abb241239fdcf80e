// The tracker knowledge every blocking website's map carries (docs/decisions/blocking.md#the-tracker-knowledge):
// an xor filter of the known trackers' domains, each cell a fingerprint and the domain's category. Pure, with no
// dependency: the blocker reads it in the browser, the service builds it (service/classify/known-filter.ts) with
// the same hash, and the server-side rewrite and the scan's check read it through `waitsFor`.

import { BLOCKED_CATEGORIES, type BlockedCategory } from './blocking.ts';

/** Bits per cell: 2 of category, the rest fingerprint (a domain not in the filter hits with odds 2^-12 per probe). */
export const KNOWN_CELL_BITS = 14;

/** The filter as the map carries it: the seed its hash was built with, and its cells packed big-endian, base64. */
export type KnownFilter = [seed: number, cells: string];

/** FNV-1a over the domain, from `seed`, then one murmur3 finalizer per use (`salt` 0–2 a cell, 3 the fingerprint). */
export const knownHash = (domain: string, seed: number): number => {
  let h = seed;
  for (let i = 0; i < domain.length; i++) h = Math.imul(h ^ domain.charCodeAt(i), 16777619);
  return h;
};
export const knownMix = (h: number, salt: number): number => {
  h = Math.imul(h ^ (salt * 0x9e3779b9), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** Where `domain`'s three cells are in a filter of `cells` cells (three segments of cells/3), and its fingerprint. */
export const knownSlots = (domain: string, seed: number, cells: number): [number, number, number, number] => {
  const h = knownHash(domain, seed);
  const third = Math.floor(cells / 3);
  return [
    knownMix(h, 0) % third,
    third + (knownMix(h, 1) % third),
    2 * third + (knownMix(h, 2) % third),
    knownMix(h, 3) & ((1 << (KNOWN_CELL_BITS - 2)) - 1),
  ];
};

const decoded = new Map<string, string>();

/**
 * The category the filter gives `host` or its nearest parent domain, with the length of that domain (how
 * specific the match is, to weigh against the map's own entries); undefined when no domain of it is there.
 */
export function knownCategory(host: string, filter: KnownFilter): [BlockedCategory, number] | undefined {
  // Indexed, not destructured: the runtime's builds leave destructuring out (build/options.mjs).
  const seed = filter[0];
  const cells = filter[1];
  let bytes = decoded.get(cells);
  if (bytes == null) decoded.set(cells, (bytes = atob(cells)));
  const count = Math.floor((bytes.length * 8) / KNOWN_CELL_BITS);
  const cell = (i: number) => {
    let v = 0;
    for (let b = i * KNOWN_CELL_BITS, end = b + KNOWN_CELL_BITS; b < end; b++)
      v = (v << 1) | ((bytes!.charCodeAt(b >> 3) >> (7 - (b & 7))) & 1);
    return v;
  };
  for (let h = host; h.includes('.'); h = h.slice(h.indexOf('.') + 1)) {
    const slots = knownSlots(h, seed, count);
    const v = cell(slots[0]) ^ cell(slots[1]) ^ cell(slots[2]);
    if (v >> 2 === slots[3]) return [BLOCKED_CATEGORIES[v & 3]!, h.length];
  }
  return undefined;
}
