import { addStyles } from './styles.ts';

/**
 * Creates the UI's host once `document.body` exists, after it, and hands over the element
 * to render into: a box inside an open shadow root with the banner's
 * stylesheet (from styles.ts `uiCss`), carrying the texts' language and direction. The service
 * always sends `dir`, also `ltr` (`all: initial` leaves `direction` alone, so
 * the page's would apply); a config cached before it existed leaves the
 * attribute invalid, which inherits as before, for one page view.
 */
export function createHost(
  nonce: string | undefined,
  lang: string,
  dir: string | undefined,
  css: string,
  ready: (box: HTMLElement) => void,
): void {
  const attach = () => {
    const host = document.createElement('div');
    // A stable hook for site owners' tests, QA and benchmarks; nothing styles it.
    host.setAttribute('data-service-consent', '');
    const root = host.attachShadow({ mode: 'open' });
    addStyles(root, css, nonce);
    const box = document.createElement('div');
    box.className = 'r';
    box.lang = lang;
    box.dir = dir!;
    root.append(box);
    // After <body>, not in it: where the parser adds nothing, so the place is the same whenever it attaches, last
    // in tab order; no page element stops matching :last-child; a page that replaces its body keeps the UI.
    document.documentElement.append(host);
    ready(box);
  };
  // From <head>: as soon as the parser has made <body>, not at DOMContentLoaded, so the banner can be in the
  // page's first paint (docs/decisions/runtime-ui.md#host).
  if (document.body) attach();
  else
    new MutationObserver((_, seen) => document.body && (seen.disconnect(), attach())).observe(document.documentElement, {
      childList: true,
    });
}
