/** A consent category of the service (src/shared/categories.ts). */
export type ConsentCategory = 'essential' | 'performance' | 'analytics' | 'advertising' | 'social_networking';

/**
 * The visitor's decision as the runtime's API gives it (docs/runtime.md, "JavaScript API").
 * Written here so that the package stands alone; test/types.test.ts pins it to the runtime's.
 */
export interface ConsentState {
  granted: ConsentCategory[];
  method: 'accept_all' | 'decline' | 'custom' | 'scroll' | 'implied' | 'gpc' | 'api' | 'withdraw';
  /** ISO 8601. */
  at: string;
  version: string;
  region: 'global' | 'us' | 'california' | 'eu';
  /** Global Privacy Control was honoured. */
  gpc: boolean;
  /** A category granted before is now refused: what already ran keeps running until the page reloads. */
  reloadNeeded: boolean;
}

/** What `useConsent()` returns. */
export interface Consent {
  /** The decision; null on the server, in the first client render, before the page view is settled and while undecided. */
  decision: ConsentState | null;
  /** The runtime has settled the page view (its `ready` event). */
  ready: boolean;
  granted(category: ConsentCategory): boolean;
  /** Decides for the visitor: exactly these categories, essential always included. */
  set(categories: ConsentCategory[]): void;
  showPreferences(): void;
}
