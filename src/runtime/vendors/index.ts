// The vendors' own consent calls (dist/consent-vendors.min.js): the service puts this piece first in the first-view
// script of a website with `vendor_consent_calls` on; every decision of the runtime that follows it (the DOM event
// each one dispatches, a stored choice's and an implied one's included) calls the consent API of each vendor on the
// page (docs/integrations.md#vendors-own-consent-calls).

import { DECISION_EVENT } from '../../shared/decision-event.ts';
import type { ConsentState } from '../signals/events.ts';
import { callVendors } from './call-vendors.ts';

try {
  document.addEventListener(DECISION_EVENT, (e) =>
    callVendors(window as unknown as Record<string, unknown>, (e as CustomEvent<ConsentState>).detail.granted),
  );
} catch {
  // Never into the host page.
}
