// The preference centre's chunk (dist/consent-preferences.min.js): loaded by
// the main bundle on first open, it registers through the main bundle's
// private hook and renders with the main bundle's Preact.
import { CHUNK_CONTRACT, CHUNK_HOOK, type ChunkHook, type JsxRuntime, type PreferencesChunk } from '../chunk-contract.ts';
import { bindJsx } from './jsx-runtime.ts';
import { Preferences } from './Preferences.tsx';
import { PREFERENCES_CSS } from './styles.ts';

export const makePreferences = (rt: JsxRuntime): PreferencesChunk => {
  bindJsx(rt);
  return { render: Preferences, css: PREFERENCES_CSS };
};

try {
  (window as unknown as Record<string, ChunkHook | undefined>)[CHUNK_HOOK]!(CHUNK_CONTRACT, makePreferences);
} catch {
  // Loaded without the main bundle asking for it: nothing to do, and nothing thrown into the page.
}
