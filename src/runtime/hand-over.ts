import { FETCHING_RUNTIME_PATH } from '../shared/inline-config.ts';
import type { Snippet } from './boot.ts';

/**
 * A QA language (`data-lang`, `service_lang`) the service could not know when
 * it chose the inlined config's language from `Accept-Language`: the
 * first-view script hands over to the runtime that fetches the config in that
 * language, loaded from its own origin with the snippet's attributes (and
 * nonce), and does nothing itself: no API, no signal. The fetching runtime
 * runs when it arrives, after the tags that follow the snippet (QA only; one
 * more request). docs/runtime.md, "Snippet".
 */
export function handOver(snippet: Snippet): void {
  const s = document.createElement('script');
  // The runtime's settings only: no `id` twice, no `onload` run twice.
  for (const a of Array.from(snippet.scriptTag.attributes)) if (/^data-/.test(a.name)) s.setAttribute(a.name, a.value);
  s.src = snippet.origin + FETCHING_RUNTIME_PATH;
  if (snippet.nonce) s.nonce = snippet.nonce;
  document.head.appendChild(s);
}
