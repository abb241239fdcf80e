import type { CONSENT_CATEGORIES } from './categories.ts';

/** Google consent mode v2 consent types. */
export const CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
  'social_storage',
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** The one table from the visitor's categories to consent types (README: "Consent mode"). */
export const CATEGORY_CONSENT_TYPES: Record<(typeof CONSENT_CATEGORIES)[number], readonly ConsentType[]> = {
  essential: ['security_storage'],
  performance: ['functionality_storage', 'personalization_storage'],
  analytics: ['analytics_storage'],
  advertising: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  social_networking: ['social_storage'],
};
