import type { ConsentCategory } from '../../schema/enums.ts';
import type { Texts } from '../../schema/texts.ts';

/** Scripts and iframes held back until their categories are granted (docs/runtime.md: "Gating"). */
const GATED = 'script[type="text/plain"][data-service-category],iframe[data-service-src][data-service-category]';
const DONE = '__serviceGate';

// Set once an element is queued for activation, so that a later scan does not queue it again.
type Gated = HTMLElement & { [DONE]?: 1 };

/** The categories an element asks for: `analytics`, `analytics advertising` (all needed); the wire's `analytics;` reads as `analytics`. */
export const categoriesOf = (el: Element): string[] =>
  (el.getAttribute('data-service-category') || '').split(/[\s,;]+/).filter(Boolean);

export interface Gate {
  /** The granted set changed (or became known); activates what it now allows, in document order. */
  set(granted: readonly ConsentCategory[], texts: Texts | null): void;
}

/**
 * Releases gated scripts and iframes once allowed, at load and when added
 * later. One at a time in document order: an external script is awaited
 * before the next element, as the parser would have. Withdrawal only stops
 * what has not run yet; a reload is needed for the rest. Nothing is released
 * once `end` has aborted (the page view is over).
 */
export function createGate(nonce: string | undefined, onAllow: (categories: ConsentCategory[]) => void, end: AbortSignal): Gate {
  let granted: readonly string[] | null = null;
  let texts: Texts | null = null;
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
      if (node[DONE]) continue;
      if (allowed(node)) {
        node[DONE] = 1;
        chain = chain.then(() => activate(node)).catch(() => {});
      } else if (node instanceof HTMLIFrameElement && texts && !placeholderOf(node)) {
        node.before(placeholder(node, texts, granted || [], onAllow));
        node.style.setProperty('display', 'none');
      }
    }
  };

  return {
    set(g, t) {
      granted = g;
      texts = t;
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

const PLACEHOLDER = 'service-placeholder';
const placeholderOf = (el: Element) => {
  const p = el.previousElementSibling;
  return p && p.className === PLACEHOLDER ? p : null;
};

/** Stands where a blocked iframe will load: says why, and lets the visitor allow its categories. */
function placeholder(
  el: HTMLIFrameElement,
  texts: Texts,
  granted: readonly string[],
  onAllow: (c: ConsentCategory[]) => void,
): HTMLElement {
  const missing = categoriesOf(el).filter((c) => !granted.includes(c));
  const label = missing.map((c) => texts[`cat_${c}` as keyof Texts] || c).join(', ');
  const box = document.createElement('div');
  box.className = PLACEHOLDER;
  // CSSOM, not a style attribute: allowed by a CSP without 'unsafe-inline'. The page may restyle the class.
  // It takes the iframe's size, so the page does not shift when the iframe replaces it.
  box.style.cssText = 'box-sizing:border-box;padding:1em;border:1px solid;text-align:center;max-width:100%';
  box.style.width = el.width + 'px';
  box.style.minHeight = el.height + 'px';
  const p = document.createElement('p');
  p.textContent = texts.blocked_content.replace('{category}', label);
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = texts.allow_category.replace('{category}', label);
  b.onclick = () => onAllow(missing as ConsentCategory[]);
  box.append(p, b);
  return box;
}
