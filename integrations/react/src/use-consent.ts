'use client';
import { useContext } from 'react';
import { ConsentContext } from './consent-context.js';
import type { Consent } from './types.js';

/** The visitor's decision and the calls that change it; inside a `<ConsentProvider>` only. */
export function useConsent(): Consent {
  const consent = useContext(ConsentContext);
  if (!consent) throw new Error('useConsent() needs a <ConsentProvider> above it');
  return consent;
}
