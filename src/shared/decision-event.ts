/**
 * The DOM event the runtime dispatches on `document` after every decision (runtime/signals/events.ts `DOM_EVENT`),
 * written out for the first-view pieces that follow decisions (blocker, UET, Shopify, vendors): importing that module
 * brings tables their builds do not need. A unit test holds the two equal.
 */
export const DECISION_EVENT = 'service-consent:change';
