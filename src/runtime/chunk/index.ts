// The second chunk (dist/consent-preferences.min.js): loaded by the main
// bundle when first needed, it registers through the main bundle's private
// hook and renders with the main bundle's Preact.

import { watchScroll } from '../consent/scroll.ts';
import { createGate } from '../signals/gating.ts';
import { CHUNK_CONTRACT, CHUNK_HOOK, type Chunk, type ChunkHook, type JsxRuntime } from '../ui/chunk-contract.ts';
import { askAnswer, hasTexts } from '../ui/cookies-request.ts';
import { withTexts } from '../ui/preferences/cookies-answer.ts';
import { PrefButton } from '../ui/preferences/PrefButton.tsx';
import { Preferences } from '../ui/preferences/Preferences.tsx';
import { PREFERENCES_CSS } from '../ui/preferences/preferences-css.ts';
import { bindJsx } from './jsx-runtime.ts';

export const makeChunk = (rt: JsxRuntime): Chunk => {
  bindJsx(rt);
  return {
    render: withTexts(Preferences),
    button: withTexts(PrefButton),
    css: PREFERENCES_CSS,
    // The placeholders' texts come with the preference centre's, in the same request.
    createGate: (nonce, onAllow, end) =>
      createGate(nonce, onAllow, end, (c, then) => hasTexts(c) || (then && askAnswer(end, c, (ok) => ok && then()))),
    watchScroll,
  };
};

try {
  (window as unknown as Record<string, ChunkHook | undefined>)[CHUNK_HOOK]!(CHUNK_CONTRACT, makeChunk);
} catch {
  // Loaded without the main bundle asking for it: nothing to do, and nothing thrown into the page.
}
