// The blocker's build (dist/consent-blocking.min.js): the service puts it before the runtime in the first-view
// script of a website with automatic blocking on, with the website's blocking map in place of its expression
// (src/shared/inline-config.ts). It holds requests from the moment it runs; the runtime's decisions reach it as
// the DOM event every decision dispatches, the stored choice's and the region's implied one included.
// docs/runtime.md#automatic-blocking.

import type { MapLike } from '../../shared/blocking-match.ts';
import { DECISION_EVENT } from '../../shared/decision-event.ts';
import type { ConsentState } from '../signals/events.ts';
import { createBlocker } from './blocker.ts';

try {
  const map = (self as unknown as { __serviceBlockingMap?: MapLike }).__serviceBlockingMap;
  if (map && typeof map === 'object') {
    // The service's own host (this script's: the runtime's chunk, the consent records) is never a third party to
    // hold: with `unknown: 'block'` the preference centre and the placeholders would wait for consent themselves.
    const me = document.currentScript as HTMLScriptElement | null;
    if (me && me.src) map.allow = (map.allow || []).concat(new URL(me.src).hostname);
    const blocker = createBlocker(map, new AbortController().signal);
    document.addEventListener(DECISION_EVENT, (e) => blocker.set((e as CustomEvent<ConsentState>).detail.granted));
  }
} catch {
  // Never into the host page.
}
