import type { ConsentCategory } from '../../schema/enums.ts';
import type { ConsentMethod } from '../../schema/consent-record.ts';

/** A visitor's decision as the runtime keeps it (cookie) and hands it to the page (API, events). */
export interface Choice {
  /** Always includes `essential`, in the order of CATEGORIES. */
  granted: ConsentCategory[];
  method: ConsentMethod;
  /** When the visitor decided, ms since the epoch. */
  at: number;
  /** The config's consent version the decision was made under. */
  version: string;
  /** Random id linking one visitor's records; never derived from anything about them. */
  visitor: string;
}

/** The categories a visitor decides on, in display order (CONSENT_CATEGORIES without importing zod). */
export const CATEGORIES: readonly ConsentCategory[] = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'];

/** `list` as a clean granted set: known categories only, essential always, in CATEGORIES order. */
export const normalize = (list: readonly string[]): ConsentCategory[] =>
  CATEGORIES.filter((c) => c === 'essential' || list.includes(c) || (c === 'analytics' && list.includes('analytics;')));

/** A random UUID v4 (crypto.randomUUID is missing from older Safari). */
export function uuid4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 15) | 64;
  b[8] = (b[8]! & 63) | 128;
  const h = Array.from(b, (x) => (x + 256).toString(16).slice(1)).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
