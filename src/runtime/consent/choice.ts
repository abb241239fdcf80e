import type { ConsentMethod } from '../../schema/consent-record.ts';
import type { ConsentCategory } from '../../schema/enums.ts';
import { CONSENT_CATEGORIES } from '../../shared/categories.ts';

/** A visitor's decision as the runtime keeps it (cookie) and hands it to the page (API, events). */
export interface Choice {
  /** Always includes `essential`, in the order of CONSENT_CATEGORIES. */
  granted: ConsentCategory[];
  method: ConsentMethod;
  /** When the visitor decided, ms since the epoch. */
  at: number;
  /** The config's consent version the decision was made under. */
  version: string;
  /** Random id linking one visitor's records; never derived from anything about them. */
  visitor: string;
}

/** `list` as a clean granted set: known categories only, essential always, in CONSENT_CATEGORIES order. */
export const normalize = (list: readonly string[]): ConsentCategory[] =>
  CONSENT_CATEGORIES.filter((c) => c === 'essential' || list.includes(c) || (c === 'analytics' && list.includes('analytics;')));

/** A random UUID v4 (crypto.randomUUID is missing from older Safari): each x a random hex digit, y one of 8–b. */
export const uuid4 = (): string =>
  'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = crypto.getRandomValues(new Uint8Array(1))[0]! & 15;
    return (c === 'x' ? r : (r & 3) | 8).toString(16);
  });
