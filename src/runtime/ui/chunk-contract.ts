// The contract between a main bundle (dist/consent.min.js or dist/consent-fetch.min.js: everything that
// shows the banner) and the second chunk (dist/consent-preferences.min.js:
// what the banner does not need — the preference centre, the floating
// preference button, the gating of scripts and iframes, consent by scroll),
// loaded when first needed. No imports with code: both
// bundles include this module, and the chunk must not carry a second Preact
// (build/options.mjs refuses one).
import type { Fragment, VNode } from 'preact';
import type { jsx } from 'preact/jsx-runtime';
import type { watchScroll } from '../consent/scroll.ts';
import type { createGate } from '../signals/gating.ts';
import type { View } from './view.ts';

/** Path of the chunk on the service origin (the main script's own origin). */
export const CHUNK_PATH = '/consent-preferences.min.js';

/**
 * The private global through which the chunk registers. The main bundle
 * defines it (non-enumerable) only when it loads the chunk.
 */
export const CHUNK_HOOK = '__serviceConsentChunk';

/**
 * Bumped when this contract changes: a main bundle ignores a chunk of another contract (caches may mix versions).
 * 2: the properties below carry their mangled names (mangle.json), which both bundles' builds share.
 * 3: the chunk also watches for consent by scroll.
 * 4: the gate's `set` takes the config (placeholders link the policy), not only its texts.
 */
export const CHUNK_CONTRACT = 4;

/** The main bundle's Preact JSX runtime, lent to the chunk so that its vnodes are the main bundle's. */
export interface JsxRuntime {
  jsx: typeof jsx;
  Fragment: typeof Fragment;
}

/** What the chunk gives back. */
export interface Chunk {
  /** The preference centre: a pure function of the view; null until it has its texts (cookies-answer.ts). */
  render(view: View): VNode | null;
  /** The floating preference button; null until it has its texts. */
  button(view: View): VNode | null;
  /** The stylesheet of both, added to the UI's shadow root after the main one. */
  css: string;
  /** Script and iframe gating (src/runtime/signals/gating.ts). */
  createGate: typeof createGate;
  /** Consent by scroll (src/runtime/consent/scroll.ts): rare (opt_in regions that enable it, never eu), so not in the main bundle. */
  watchScroll: typeof watchScroll;
}

/** The hook's signature: the chunk calls it once with its contract and a factory. */
export type ChunkHook = (contract: number, make: (rt: JsxRuntime) => Chunk) => void;
