// The contract between a main bundle (dist/consent.min.js or dist/consent-fetch.min.js: everything that
// shows the banner) and the second chunk (dist/consent-preferences.min.js:
// what the banner does not need — the preference centre, the GPC note beside
// the floating preference button, the gating of scripts and iframes, consent by scroll),
// loaded when first needed. No imports with code: both
// bundles include this module. Preact is the chunk's alone: the main bundle
// builds its banner as plain DOM (build/options.mjs refuses Preact there).
import type { removeDeclined } from '../consent/purge.ts';
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
 * 5: the chunk brings its own Preact and draws into an element of its own (`draw`), no longer vnodes for the
 *    main bundle's Preact.
 * 6: the chunk also removes what declined categories left on the site (`removeDeclined`).
 * 7: the main bundle draws the floating button and the placeholders (first frame); the chunk draws the GPC note
 *    instead of the button, and its gate takes no `onAllow` and draws no placeholder.
 */
export const CHUNK_CONTRACT = 7;

/** What the chunk gives back. */
export interface Chunk {
  /**
   * Draws the preference centre (while `view.prefs`) and the GPC note beside the floating preference button
   * (once the banner is gone, where the button is enabled and GPC honoured) into `into`, the UI's element for
   * them, which comes before the banner; each only once it has its texts (cookies-answer.ts).
   */
  draw(view: View, into: HTMLElement): void;
  /** Asks for what the preference centre will need (its texts, with the cookies answer), drawing nothing. */
  prefetch(view: View): void;
  /** The stylesheet of both, added to the UI's shadow root after the main one. */
  css: string;
  /** Script and iframe gating (src/runtime/signals/gating.ts). */
  createGate: typeof createGate;
  /** Consent by scroll (src/runtime/consent/scroll.ts): rare (opt_in regions that enable it, never eu), so not in the main bundle. */
  watchScroll: typeof watchScroll;
  /** Removes the declined categories' cookies and storage keys (src/runtime/consent/purge.ts): only after a decision. */
  removeDeclined: typeof removeDeclined;
}

/** The hook's signature: the chunk calls it once with its contract and its parts. */
export type ChunkHook = (contract: number, chunk: Chunk) => void;
