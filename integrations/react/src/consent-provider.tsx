/** @jsxImportSource react */
'use client';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { callConsent } from './call-consent.js';
import { ConsentContext } from './consent-context.js';
import { loadSnippet } from './load-snippet.js';
import type { Consent, ConsentState } from './types.js';

export interface ConsentProviderProps {
  /** The website's uuid, as in its snippet. */
  uuid: string;
  /** The service's origin, e.g. `https://consent.example.com`; empty (the default) for the page's own. */
  origin?: string;
  /** The page's CSP nonce, given to the snippet it adds. */
  nonce?: string;
  children?: ReactNode;
}

/**
 * Follows the visitor's decision for the components below it, and adds the
 * snippet when the page has none. Nothing touches `window` before an effect
 * runs: on the server and in the first client render the decision is null.
 */
export function ConsentProvider({ uuid, origin = '', nonce, children }: ConsentProviderProps) {
  const [decision, setDecision] = useState<ConsentState | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    loadSnippet(uuid, origin, nonce);
    // Calls queued by the stub return no unsubscribe function: `live` silences them after unmount.
    let live = true;
    const offs = [
      callConsent('on', 'ready', (s: ConsentState | null) => {
        if (live) setDecision(s), setReady(true);
      }),
      callConsent('on', 'change', (s: ConsentState | null) => {
        if (live) setDecision(s);
      }),
    ];
    return () => {
      live = false;
      for (const off of offs) if (typeof off === 'function') off();
    };
  }, [uuid, origin, nonce]);

  const value = useMemo<Consent>(
    () => ({
      decision,
      ready,
      granted: (category) => !!decision && decision.granted.includes(category),
      set: (categories) => void callConsent('set', categories),
      showPreferences: () => void callConsent('showPreferences'),
    }),
    [decision, ready],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
