import type { ConsentCategory } from '../../schema/enums.ts';

/** What Shopify's `customerPrivacy.setTrackingConsent` takes (docs/integrations.md#shopify-customer-privacy-api). */
export interface TrackingConsent {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  sale_of_data: boolean;
}

/**
 * A decision in Shopify's terms: `marketing` is advertising, `preferences` performance (the functional and
 * personalisation storage); the sale of data goes with advertising unless the visitor sent Global Privacy Control,
 * which opts out of it whatever they chose.
 */
export const trackingConsent = (granted: readonly ConsentCategory[], gpc: boolean): TrackingConsent => ({
  analytics: granted.includes('analytics'),
  marketing: granted.includes('advertising'),
  preferences: granted.includes('performance'),
  sale_of_data: granted.includes('advertising') && !gpc,
});
