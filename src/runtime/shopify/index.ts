// Shopify's Customer Privacy API (dist/consent-shopify.min.js): the service puts this piece first in the first-view
// script of a website with `shopify_customer_privacy` on; every decision of the runtime that follows it (the DOM
// event each one dispatches, a stored choice's and an implied one's included) goes to
// `Shopify.customerPrivacy.setTrackingConsent`, loaded first through `Shopify.loadFeatures` when the page has not
// yet (docs/integrations.md#shopify-customer-privacy-api).

import { DECISION_EVENT } from '../../shared/decision-event.ts';
import type { ConsentState } from '../signals/events.ts';
import { type TrackingConsent, trackingConsent } from './tracking-consent.ts';

interface ShopifyGlobal {
  customerPrivacy?: { setTrackingConsent(c: TrackingConsent, done: () => void): void };
  loadFeatures?(features: { name: string; version: string }[], done: (error?: unknown) => void): void;
}

const send = (c: TrackingConsent) => {
  const shopify = (window as unknown as { Shopify?: ShopifyGlobal }).Shopify;
  const set = () => shopify?.customerPrivacy?.setTrackingConsent(c, () => {});
  if (shopify?.customerPrivacy) set();
  else shopify?.loadFeatures?.([{ name: 'consent-tracking-api', version: '0.1' }], (error) => error || set());
};

try {
  document.addEventListener(DECISION_EVENT, (e) => {
    const d = (e as CustomEvent<ConsentState>).detail;
    try {
      send(trackingConsent(d.granted, d.gpc));
    } catch {
      // Shopify's error stays with it.
    }
  });
} catch {
  // Never into the host page.
}
