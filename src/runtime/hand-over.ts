import { FETCHING_RUNTIME_PATH } from '../shared/inline-config.ts';
import { pickLanguage } from '../shared/pick-language.ts';
import type { Snippet } from './boot.ts';

/**
 * A QA override the service could not know when it made this first-view
 * script: the script hands over to another, loaded from its own origin with
 * the snippet's attributes (and nonce), and does nothing itself: no API, no
 * signal. The new one runs when it arrives, after the tags that follow the
 * snippet (QA only; one more request). A QA region preview (`preview`) gets
 * the service's first view for that region, in the QA language if any
 * (docs/runtime.md#qa-region-preview); a QA language or a `data-region` gets
 * the runtime that fetches the config in that language (docs/runtime.md, "Snippet").
 */
export function handOver(snippet: Snippet, preview: Snippet['preview'] | false): void {
  const s = document.createElement('script');
  // The runtime's settings only: no `id` twice, no `onload` run twice.
  for (const a of Array.from(snippet.scriptTag.attributes)) if (/^data-/.test(a.name)) s.setAttribute(a.name, a.value);
  s.src =
    snippet.origin +
    (preview
      ? `/c/${snippet.uuid}.js?service_region=${preview}${snippet.lang ? '&service_lang=' + pickLanguage([snippet.lang]) : ''}`
      : FETCHING_RUNTIME_PATH);
  if (snippet.nonce) s.nonce = snippet.nonce;
  document.head.appendChild(s);
}
