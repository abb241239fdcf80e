// The first-view runtime (dist/consent.min.js): what `{app_url}/c/{uuid}.js`
// serves with the website's config written in (src/shared/inline-config.ts),
// run once per page view, synchronously, first thing in <head>. docs/runtime.md.
// `consent.min.js`, for older snippets, is fetching.ts.

import { pickLanguage } from '../shared/pick-language.ts';
import { installApi, runningCopy } from './api.ts';
import { ownSnippet } from './boot.ts';
import { inlinedSource } from './config/inline.ts';
import { startFlow } from './flow.ts';
import { handOver } from './hand-over.ts';

try {
  const snippet = runningCopy() ? null : ownSnippet();
  // The service writes the website's config here (src/shared/inline-config.ts).
  const inlined = (self as unknown as { __serviceConsentConfig?: { lang?: string; regions?: Record<string, unknown> } })
    .__serviceConsentConfig;
  // A page that names its language (`data-lang`) mostly names the one its visitors' browsers ask for: only
  // another one than the service inlined costs the hand-over. Likewise a QA region (`service_region`) whose
  // settings the service left out, having inlined only the visitor's (first-view-config.ts).
  if (
    snippet &&
    ((snippet.lang && pickLanguage([snippet.lang]) !== (inlined && inlined.lang)) ||
      (snippet.region && inlined && inlined.regions && !inlined.regions[snippet.region]))
  )
    handOver(snippet);
  else if (snippet) installApi(startFlow(snippet, () => inlinedSource(inlined, snippet.uuid)));
} catch {
  // Fail quiet for the host page; without the runtime nothing non-essential is granted.
}
