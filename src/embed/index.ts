// embed-policy.min.js: replaces each policy placeholder of the host page
// (`<div name="service-embed" data-id="{document uuid}">`, or `data-name`,
// which React users write) with an iframe of the published document, sized
// by the document's own frame script (frame-resizer.ts) through postMessage.
// Next to the consent runtime, the policy is in the banner's language and
// offers a "change my choice" control that opens the runtime's preference centre.
import type { ServiceConsentApi } from '../runtime/api.ts';
import { UUID } from '../shared/uuid.ts';
import { MSG_HEIGHT, MSG_MISSING, MSG_PREFERENCES, POLICY_PATH, RUNTIME_PARAM } from './protocol.ts';

const GUARD = '__serviceEmbed';
const SELECTOR = 'div[name="service-embed"][data-id],div[data-name="service-embed"][data-id]';
/** A frame never grows past this, whatever it claims (a policy of ~1000 cookies fits). */
const MAX_HEIGHT = 100000;

try {
  start(document.currentScript as HTMLScriptElement | null);
} catch {
  // Never throw into the host page.
}

function start(script: HTMLScriptElement | null) {
  const w = window as unknown as Record<string, unknown>;
  // Without its own src the script cannot know the service origin; a second copy changes nothing.
  if (w[GUARD] || !script || !script.src) return;
  w[GUARD] = 1;
  const app = new URL(script.src).origin;
  const frames: HTMLIFrameElement[] = [];
  const doc = document;
  // The runtime's public API (docs/runtime.md), when the page runs it; a stub that never loaded does not count.
  const api = w.ServiceConsent as Partial<ServiceConsentApi> | undefined;
  const runtime = !!(api && api.loaded && api.on && api.showPreferences);
  let bannerLang: string | undefined;

  const notice = (url: string) => {
    const p = doc.createElement('p');
    const a = doc.createElement('a');
    p.textContent = 'The cookie policy could not be shown here. ';
    a.href = url;
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = 'Open the cookie policy';
    p.append(a);
    return p;
  };

  const scan = () => {
    doc.querySelectorAll(SELECTOR).forEach((div) => {
      const id = (div.getAttribute('data-id') || '').trim().replace(/^doc_/, '');
      // The site's explicit choice, else the banner's language, else the page's.
      const lang = div.getAttribute('data-lang') || bannerLang || doc.documentElement.lang;
      const query = (lang ? '&lang=' + encodeURIComponent(lang.toLowerCase()) : '') + (runtime ? '&' + RUNTIME_PARAM + '=1' : '');
      const url = app + POLICY_PATH + encodeURIComponent(id) + query.replace('&', '?');
      if (!UUID.test(id)) {
        div.replaceWith(notice(url));
        return;
      }
      const f = doc.createElement('iframe');
      f.src = url;
      f.title = div.getAttribute('data-title') || 'Cookie policy';
      f.setAttribute('loading', 'lazy');
      f.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      // CSSOM, not a style attribute: allowed under a CSP without 'unsafe-inline'.
      f.style.cssText = 'display:block;width:100%;height:480px;border:0';
      frames.push(f);
      div.replaceWith(f);
    });
  };

  addEventListener('message', (e) => {
    // Only the service origin, and only from one of our own frames: another
    // frame of the same origin (or a page that navigated a frame) is ignored.
    const f = e.origin === app && e.source && frames.find((x) => x.contentWindow === e.source);
    const d = e.data;
    if (!f || !d || typeof d !== 'object') return;
    if (d.type === MSG_HEIGHT && d.height > 0) f.style.height = Math.min(Math.ceil(d.height), MAX_HEIGHT) + 'px';
    if (d.type === MSG_MISSING) {
      frames.splice(frames.indexOf(f), 1);
      f.replaceWith(notice(f.src));
    }
    // The frame shows its control only when told the runtime is here (RUNTIME_PARAM).
    if (d.type === MSG_PREFERENCES && runtime) api.showPreferences!();
  });

  const begin = () => {
    scan();
    // Placeholders added later (single-page apps, late parsing of an async script's page).
    new MutationObserver(scan).observe(doc.documentElement, { childList: true, subtree: true });
  };
  // The banner's language is known once the runtime's page view has settled (at once when it has).
  if (runtime)
    api.on!('ready', () => {
      bannerLang = api.lang ? api.lang() : undefined;
      begin();
    });
  else begin();
}
