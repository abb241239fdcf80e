// Microsoft UET consent mode (dist/consent-uet.min.js): the service puts it first in the first-view script of a
// website with `microsoft_consent_mode` on, so that its default reaches `uetq` before any UET tag; every decision
// of the runtime that follows it (the DOM event each one dispatches, a stored choice's and an implied one's
// included) updates it from the advertising category (docs/runtime.md#microsoft-uet-consent-mode).

import { DECISION_EVENT } from '../../shared/decision-event.ts';
import type { ConsentState } from '../signals/events.ts';

/** `uetq` is an array until bat.js loads, then an object with `push`: both take the same call. */
const push = (mode: 'default' | 'update', granted: boolean) => {
  const w = window as unknown as { uetq?: { push(...args: unknown[]): unknown } };
  (w.uetq = w.uetq || []).push('consent', mode, { ad_storage: granted ? 'granted' : 'denied' });
};

try {
  push('default', false);
  document.addEventListener(DECISION_EVENT, (e) =>
    push('update', (e as CustomEvent<ConsentState>).detail.granted.includes('advertising')),
  );
} catch {
  // Never into the host page.
}
