// The runtime of the older snippet, `{app_url}/consent.min.js` (built to
// dist/consent-fetch.min.js): the first-view runtime (index.ts), but it
// fetches the website's config and keeps a copy on the device. Also what the
// first-view script hands a QA language over to (hand-over.ts). docs/runtime.md.
import { installApi, runningCopy } from './api.ts';
import { ownSnippet } from './boot.ts';
import { fetchedSource } from './config/fetched.ts';
import { startFlow } from './flow.ts';

try {
  const snippet = runningCopy() ? null : ownSnippet();
  if (snippet) installApi(startFlow(snippet, (lang) => fetchedSource(snippet.origin, snippet.uuid, lang)));
} catch {
  // Fail quiet for the host page; without the runtime nothing non-essential is granted.
}
