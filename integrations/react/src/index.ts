export { ConsentGate, type ConsentGateProps } from './consent-gate.js';
export { ConsentProvider, type ConsentProviderProps } from './consent-provider.js';
export type { Consent, ConsentCategory, ConsentState } from './types.js';
export { useConsent } from './use-consent.js';
