// The runtime's global, typed for the site's own TypeScript (docs/runtime.md).
import type { ServiceConsentApi } from './api.ts';
import type { ConsentState } from './signals/events.ts';

declare global {
  interface Window {
    /** The consent runtime's API; before the runtime loads, possibly the queue stub. */
    ServiceConsent?: ServiceConsentApi;
  }
  interface DocumentEventMap {
    'service-consent:change': CustomEvent<ConsentState>;
  }
}
