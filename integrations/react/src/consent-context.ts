import { createContext } from 'react';
import type { Consent } from './types.js';

/** Null outside a `<ConsentProvider>`. */
export const ConsentContext = createContext<Consent | null>(null);
