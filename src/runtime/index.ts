// The first-view runtime (dist/consent.min.js): what `{app_url}/c/{uuid}.js`
// serves with the website's config written in (src/shared/inline-config.ts),
// run once per page view, synchronously, first thing in <head>. docs/runtime.md.
// `consent.min.js`, for older snippets, is fetching.ts.

import type { RuntimeConfig } from '../schema/runtime-config.ts';
import { pickLanguage } from '../shared/pick-language.ts';
import { installApi, runningCopy } from './api.ts';
import { ownSnippet } from './boot.ts';
import { inlinedSource } from './config/inline.ts';
import { startFlow } from './flow.ts';
import { handOver } from './hand-over.ts';

try {
  const snippet = runningCopy() ? null : ownSnippet();
  // The service writes the website's config here (src/shared/inline-config.ts).
  const inlined = (self as unknown as { __serviceConsentConfig?: Partial<RuntimeConfig> }).__serviceConsentConfig;
  // And beside it, the banner revision that config is (INLINE_REVISION_EXPRESSION).
  const revision = (self as unknown as { __serviceBannerRevision?: string }).__serviceBannerRevision;
  if (snippet) {
    const c = inlined || {};
    // A QA region preview (`service_region`) of another region than the service composed this script for: that
    // region's first view, TCF and GPP included, from the service (docs/runtime.md#qa-region-preview).
    const preview = snippet.preview !== c.geo && snippet.preview;
    // A page that names its language (`data-lang`) mostly names the one its visitors' browsers ask for: only
    // another one than the service inlined costs the hand-over. Likewise a QA region (`data-region`) whose
    // settings the service left out, having inlined only the visitor's (first-view-config.ts).
    if (
      preview ||
      (snippet.lang && pickLanguage([snippet.lang]) !== c.lang) ||
      (snippet.region && snippet.region !== c.geo && c.regions && !c.regions[snippet.region])
    )
      handOver(snippet, preview);
    else installApi(startFlow(snippet, () => inlinedSource(inlined, snippet.uuid, revision)));
  }
} catch {
  // Fail quiet for the host page; without the runtime nothing non-essential is granted.
}
