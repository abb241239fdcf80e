import type { ConsentCategory } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { categoriesOf, DONE, type Gated, placeholderOf } from './placeholder.ts';

/** Scripts and iframes held back until their categories are granted (docs/runtime.md#gating-scripts-and-iframes). */
const GATED = 'script[type="text/plain"][data-service-category],iframe[data-service-src][data-service-category]';

export interface Gate {
  /**
   * The granted set changed (or became known); activates what it now allows, in document order.
   * `config` gives the placeholders' texts and policy link (lazy-gate.ts draws them); null: no placeholders.
   */
  set(granted: readonly ConsentCategory[], config: RuntimeConfig | null): void;
}

/**
 * Releases gated scripts and iframes once allowed, at load and when added
 * later. One at a time in document order: an external script is awaited
 * before the next element, as the parser would have. Withdrawal only stops
 * what has not run yet; a reload is needed for the rest. Nothing is released
 * once `end` has aborted (the page view is over). A released frame's
 * placeholder, which the first view drew (placeholder.ts `placeBlocked`), goes.
 */
export function createGate(nonce: string | undefined, end: AbortSignal): Gate {
  let granted: readonly string[] | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let observing = false;

  const allowed = (el: Element) => !!granted && categoriesOf(el).every((c) => granted!.includes(c));

  const activate = (el: Gated): Promise<unknown> | undefined => {
    // Granted when queued, but withdrawn since (or the page view is over): leave it blocked.
    if (end.aborted || !allowed(el) || !el.isConnected) return void (el[DONE] = undefined);
    if (el instanceof HTMLIFrameElement) {
      placeholderOf(el)?.remove();
      el.style.removeProperty('display');
      el.src = el.getAttribute('data-service-src')!;
      return;
    }
    const old = el as HTMLScriptElement;
    const s = document.createElement('script');
    for (const a of Array.from(old.attributes)) if (a.name !== 'type') s.setAttribute(a.name, a.value);
    // `data-service-type="module"` restores a module script.
    const type = old.getAttribute('data-service-type');
    if (type) s.type = type;
    // A CSP with nonces allows re-created scripts only with the page's nonce.
    const n = old.nonce || nonce;
    if (n) s.nonce = n;
    s.text = old.text;
    if (!s.src) return void old.replaceWith(s);
    s.async = false;
    return new Promise((done) => {
      s.onload = s.onerror = done;
      old.replaceWith(s);
    });
  };

  const scan = () => {
    for (const node of Array.from(document.querySelectorAll<Gated>(GATED))) {
      if (!node[DONE] && allowed(node)) {
        node[DONE] = 1;
        chain = chain.then(() => activate(node)).catch(() => {});
      }
    }
  };

  return {
    set(g) {
      granted = g;
      scan();
      if (!observing && typeof MutationObserver === 'function') {
        observing = true;
        const observer = new MutationObserver((records) => {
          if (records.some((r) => r.addedNodes.length)) scan();
        });
        observer.observe(document.documentElement, { childList: true, subtree: true });
        end.addEventListener('abort', () => observer.disconnect());
      }
    },
  };
}
