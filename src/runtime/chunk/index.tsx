// The second chunk (dist/consent-preferences.min.js): loaded by the main
// bundle when first needed, it registers through the main bundle's private
// hook. It alone carries Preact, for the preference centre and the floating
// button; the first view's banner is plain DOM (ui/banner-element.ts).

import { render } from 'preact';
import { removeDeclined } from '../consent/purge.ts';
import { watchScroll } from '../consent/scroll.ts';
import { createGate } from '../signals/gating.ts';
import { CHUNK_CONTRACT, CHUNK_HOOK, type Chunk, type ChunkHook } from '../ui/chunk-contract.ts';
import { askAnswer, hasTexts } from '../ui/cookies-request.ts';
import { prefetchAnswer, withTexts } from '../ui/preferences/cookies-answer.ts';
import { PrefButton } from '../ui/preferences/PrefButton.tsx';
import { Preferences } from '../ui/preferences/Preferences.tsx';
import { PREFERENCES_CSS } from '../ui/preferences/preferences-css.ts';

const centre = withTexts(Preferences);
const button = withTexts(PrefButton);

export const chunk: Chunk = {
  // Components are plain functions of the view (no hooks, no component state): each change draws the whole
  // tree again, which is tiny. The centre comes first: its stylesheet hides the button after it while it is
  // open, and the button stays mounted so that focus can return to it.
  draw: (view, into) =>
    render(
      <>
        {view.prefs && centre(view)}
        {!view.bannerOpen && view.settings.enable_cookie_preference_button && button(view)}
      </>,
      into,
    ),
  prefetch: prefetchAnswer,
  css: PREFERENCES_CSS,
  // The placeholders' texts come with the preference centre's, in the same request.
  createGate: (nonce, onAllow, end) =>
    createGate(nonce, onAllow, end, (c, then) => hasTexts(c) || (then && askAnswer(end, c, (ok) => ok && then()))),
  watchScroll,
  removeDeclined,
};

try {
  (window as unknown as Record<string, ChunkHook | undefined>)[CHUNK_HOOK]!(CHUNK_CONTRACT, chunk);
} catch {
  // Loaded without the main bundle asking for it: nothing to do, and nothing thrown into the page.
}
