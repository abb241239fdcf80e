// Plain data, no zod: the vendors' consent-call piece (src/runtime/vendors/) bundles it.

/**
 * A call on a vendor's global: the global itself when `method` is absent (`fbq('consent', 'grant')`), else one of
 * its methods (`ttq.grantConsent()`).
 */
export interface VendorCall {
  method?: string;
  args: readonly unknown[];
}

/**
 * The consent APIs vendors document, each with the category whose grant it follows
 * (docs/integrations.md#vendors-own-consent-calls cites each vendor's page).
 */
export const VENDOR_CONSENT_CALLS: readonly {
  vendor: string;
  global: string;
  category: 'analytics' | 'advertising';
  grant: VendorCall;
  revoke: VendorCall;
}[] = [
  {
    vendor: 'Meta',
    global: 'fbq',
    category: 'advertising',
    grant: { args: ['consent', 'grant'] },
    revoke: { args: ['consent', 'revoke'] },
  },
  {
    vendor: 'Microsoft Clarity',
    global: 'clarity',
    category: 'analytics',
    grant: { args: ['consent'] },
    revoke: { args: ['consent', false] },
  },
  {
    vendor: 'TikTok',
    global: 'ttq',
    category: 'advertising',
    grant: { method: 'grantConsent', args: [] },
    revoke: { method: 'revokeConsent', args: [] },
  },
  // Tracking consent, which gives cookie consent with it; forgetting it stops tracking altogether, also on a site
  // that only asks for cookie consent (fail closed). `_paq` is Matomo's queue before its script runs, its tracker
  // after: `push` works on both.
  {
    vendor: 'Matomo',
    global: '_paq',
    category: 'analytics',
    grant: { method: 'push', args: [['setConsentGiven']] },
    revoke: { method: 'push', args: [['forgetConsentGiven']] },
  },
];
