/** @jsxImportSource react */
'use client';
import type { ReactNode } from 'react';
import type { ConsentCategory } from './types.js';
import { useConsent } from './use-consent.js';

export interface ConsentGateProps {
  category: ConsentCategory;
  /** Shown instead while the category is not granted (on the server too). */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Renders its children only while `category` is granted, the fallback otherwise. */
export function ConsentGate({ category, fallback = null, children }: ConsentGateProps) {
  return <>{useConsent().granted(category) ? children : fallback}</>;
}
