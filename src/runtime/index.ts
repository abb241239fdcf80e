// The consent runtime (dist/consent.min.js): the snippet's script, run once
// per page view, synchronously, first thing in <head>. docs/runtime.md.
import { GLOBAL_NAME, installApi } from './api.ts';
import { readSnippet } from './boot.ts';
import { startFlow } from './flow.ts';

try {
  const existing = (window as unknown as Record<string, { loaded?: boolean } | undefined>)[GLOBAL_NAME];
  // Loaded twice (snippet pasted twice, or by a tag manager as well): the second copy does nothing.
  const snippet =
    existing && existing.loaded ? null : readSnippet(document.currentScript as HTMLScriptElement | null, location.search);
  if (snippet) {
    // The service writes the website's config here in the first-view script (src/shared/inline-config.ts).
    snippet.inlined = (self as unknown as { __serviceConsentConfig?: unknown }).__serviceConsentConfig;
    installApi(startFlow(snippet));
  }
} catch {
  // Fail quiet for the host page; without the runtime nothing non-essential is granted.
}
