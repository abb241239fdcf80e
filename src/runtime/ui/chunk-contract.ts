// The contract between the main bundle (dist/consent.min.js) and the
// preference centre's chunk (dist/consent-preferences.min.js), which loads on
// first open. No imports with code: both bundles include this module, and the
// chunk must not carry a second Preact (build/build.mjs refuses one).
import type { Fragment, VNode } from 'preact';
import type { jsx } from 'preact/jsx-runtime';
import type { View } from './view.ts';

/** Path of the chunk on the service origin (the main script's own origin). */
export const CHUNK_PATH = '/consent-preferences.min.js';

/**
 * The private global through which the chunk registers. The main bundle
 * defines it (non-enumerable) only when it loads the chunk.
 */
export const CHUNK_HOOK = '__serviceConsentPreferences';

/** Bumped when this contract changes: a main bundle ignores a chunk of another contract (caches may mix versions). */
export const CHUNK_CONTRACT = 1;

/** The main bundle's Preact JSX runtime, lent to the chunk so that its vnodes are the main bundle's. */
export interface JsxRuntime {
  jsx: typeof jsx;
  Fragment: typeof Fragment;
}

/** What the chunk gives back. */
export interface PreferencesChunk {
  /** The preference centre: a pure function of the view. */
  render(v: View): VNode;
  /** Its stylesheet, added to the UI's shadow root after the main one. */
  css: string;
}

/** The hook's signature: the chunk calls it once with its contract and a factory. */
export type ChunkHook = (contract: number, make: (rt: JsxRuntime) => PreferencesChunk) => void;
