// The first-view runtime (dist/consent.min.js): what `{app_url}/c/{uuid}.js`
// serves with the website's config written in (src/shared/inline-config.ts),
// run once per page view, synchronously, first thing in <head>. docs/runtime.md.
// `consent.min.js`, for older snippets, is fetching.ts.
import { installApi } from './api.ts';
import { ownSnippet } from './boot.ts';
import { inlinedSource } from './config/inline.ts';
import { startFlow } from './flow.ts';
import { handOver } from './hand-over.ts';

try {
  const snippet = ownSnippet();
  if (snippet && snippet.lang) handOver(snippet);
  else if (snippet)
    installApi(
      startFlow(snippet, () =>
        // The service writes the website's config here (src/shared/inline-config.ts).
        inlinedSource((self as unknown as { __serviceConsentConfig?: unknown }).__serviceConsentConfig, snippet.uuid),
      ),
    );
} catch {
  // Fail quiet for the host page; without the runtime nothing non-essential is granted.
}
