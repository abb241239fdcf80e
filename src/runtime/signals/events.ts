import type { ConsentMethod } from '../../schema/consent-record.ts';
import type { ConsentCategory, Region } from '../../schema/enums.ts';
import { CONSENT_CATEGORIES } from '../../shared/categories.ts';
import { pushDataLayer } from './gtag.ts';

/** What the page's code sees of a decision (API `get()`, `change` listeners, the DOM event's `detail`). */
export interface ConsentState {
  granted: ConsentCategory[];
  method: ConsentMethod;
  /** ISO 8601. */
  at: string;
  version: string;
  region: Region;
  /** Global Privacy Control was honoured. */
  gpc: boolean;
  /** A category granted before is now refused: what already ran keeps running until the page reloads. */
  reloadNeeded: boolean;
}

/** dataLayer event pushed after the consent-mode update of every decision. */
export const DATALAYER_EVENT = 'service_consent_update';
/** DOM event dispatched on `document` after every decision. */
export const DOM_EVENT = 'service-consent:change';

/**
 * The dataLayer entry of a decision. Categories go as one flag each plus a
 * comma-separated string, not an array: Google Tag Manager merges arrays in
 * its data model index by index, so a shorter list after a longer one would
 * keep stale entries.
 */
export function dataLayerEntry(s: ConsentState): Record<string, unknown> {
  const flags: Record<string, unknown> = { granted: s.granted.join(','), method: s.method, region: s.region };
  for (const c of CONSENT_CATEGORIES) flags[c] = s.granted.includes(c);
  return { event: DATALAYER_EVENT, service_consent: flags };
}

export function announce(s: ConsentState): void {
  pushDataLayer(dataLayerEntry(s));
  try {
    document.dispatchEvent(new CustomEvent(DOM_EVENT, { detail: s }));
  } catch {
    // A listener's error stays with the page's own code; our flow goes on.
  }
}
