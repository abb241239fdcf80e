import type { BlockedCategory } from '../../shared/blocking.ts';
import { type MapLike, waitsFor } from '../../shared/blocking-match.ts';

/**
 * A request held back: released (`go`) once its categories are granted; `ordered`, a parser's script, in
 * document order. A tuple: this build keeps property names as written.
 */
type Held = [categories: readonly BlockedCategory[], go: () => unknown, ordered?: boolean];

export interface Blocker {
  /** The granted set changed: releases what it now allows; what it no longer allows waits from now on. */
  set(granted: readonly string[]): void;
}

type SrcElement = HTMLScriptElement | HTMLIFrameElement | HTMLImageElement;

/**
 * Automatic blocking (docs/runtime.md#automatic-blocking): from the moment it
 * is created, requests to destinations the website's blocking map puts in a category
 * without consent wait.
 * - Scripts, iframes and images given a `src` by script (the property or
 *   `setAttribute`) never get it until released: the element itself gets it
 *   then, so the page's `onload` handlers and listeners fire as they would have.
 * - Scripts in the HTML are typed `text/plain` by a MutationObserver before the
 *   parser runs them (the preload scanner may have requested them), and run
 *   later in document order, `async` ones as they come.
 * - Iframes in the HTML are stopped and handed to the manual gating (its
 *   placeholder and release), as are script-made ones.
 * - Beacons to them are dropped.
 * What a released script of the HTML writes with `document.write` is parsed
 * where it stands instead of being ignored or replacing the page. Once `end`
 * has aborted (the page view is over), nothing more waits.
 */
export function createBlocker(map: MapLike, end: AbortSignal): Blocker {
  let granted: readonly string[] = ['essential'];
  let held: Held[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  const allowed = (categories: readonly string[]) => categories.every((c) => granted.includes(c));
  const waits = (url: unknown) => {
    const c = !end.aborted && waitsFor(String(url), map, location);
    return c && !allowed(c) ? c : undefined;
  };
  const setAttribute = Element.prototype.setAttribute;
  const attr = (el: Element, name: string, value: string) => setAttribute.call(el, name, value);

  let passing = false;
  const setters = new Map<SrcElement['constructor'], (el: SrcElement, url: string) => void>();
  for (const type of [HTMLScriptElement, HTMLIFrameElement, HTMLImageElement]) {
    const proto = type.prototype;
    const d = Object.getOwnPropertyDescriptor(proto, 'src')!;
    const native = (el: SrcElement, url: string) => {
      // A DOM whose own setter goes through setAttribute (happy-dom, polyfills) must not come back to ours.
      passing = true;
      try {
        d.set!.call(el, url);
      } finally {
        passing = false;
      }
    };
    setters.set(type, native);
    Object.defineProperty(proto, 'src', {
      ...d,
      set(this: SrcElement, url: string) {
        const c = waits(url);
        if (!c) native(this, url);
        else if (this instanceof HTMLIFrameElement) gateFrame(this, url, c);
        else if (this instanceof HTMLScriptElement) {
          const type = this.getAttribute('type');
          attr(this, 'type', 'text/plain');
          attr(this, 'data-service-src', url);
          hold(c, () => {
            this.removeAttribute('data-service-src');
            type == null ? this.removeAttribute('type') : attr(this, 'type', type);
            native(this, url);
          });
        } else hold(c, () => native(this, url));
      },
    });
  }

  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (!passing && setters.has(this.constructor as SrcElement['constructor']) && String(name).toLowerCase() === 'src')
      (this as SrcElement).src = value;
    else setAttribute.call(this, name, value);
  };

  const beacon = navigator.sendBeacon;
  if (beacon) navigator.sendBeacon = (url, data) => !!waits(url) || beacon.call(navigator, url, data);

  function hold(categories: readonly BlockedCategory[], go: Held[1], ordered?: boolean) {
    held.push([categories, go, ordered]);
  }

  /** The manual gating's form (docs/runtime.md#gating-scripts-and-iframes): its placeholder, then its release. */
  function gateFrame(el: HTMLIFrameElement, url: string, categories: readonly BlockedCategory[]) {
    attr(el, 'data-service-src', url);
    attr(el, 'data-service-category', categories.join(' '));
  }

  /**
   * A re-armed script runs as an async one: a browser ignores its document.write, or, once the page has loaded,
   * lets it replace the page. What it writes is parsed where it stands instead (the start of the body for a
   * script in the head, as the parser would have put it), its scripts run; every other caller gets the real one.
   */
  const rearmed = new WeakMap<Element, Comment | 0>();
  const write = document.write;
  function writeAfter() {
    document.write = function (this: Document, ...html: string[]) {
      const s = document.currentScript;
      let at = s && rearmed.get(s);
      if (at === undefined || !s) return write.apply(this, html);
      if (!at) {
        rearmed.set(s, (at = document.createComment('')));
        s.parentNode === document.head ? document.body.prepend(at) : s.after(at);
      }
      const r = document.createRange();
      r.selectNode(at);
      at.before(r.createContextualFragment(html.join('')));
    };
  }

  /** A script of the HTML, typed out before it runs; re-armed on release by giving it its `src` again. */
  function holdParsed(el: HTMLScriptElement, categories: readonly BlockedCategory[]) {
    const url = el.getAttribute('src')!;
    const type = el.getAttribute('type');
    attr(el, 'type', 'text/plain');
    hold(
      categories,
      () =>
        new Promise((done) => {
          el.removeAttribute('src');
          type == null ? el.removeAttribute('type') : attr(el, 'type', type);
          rearmed.set(el, 0);
          writeAfter();
          const end = () => done(0);
          el.addEventListener('load', end);
          el.addEventListener('error', end);
          setters.get(HTMLScriptElement)!(el, url);
        }),
      !el.async,
    );
  }

  const look = (node: Node) => {
    if (!(node instanceof Element)) return;
    const found = [node, ...node.querySelectorAll('script[src],iframe[src]')];
    for (const el of found) {
      const url = el.getAttribute('src');
      const c = url && !el.hasAttribute('data-service-category') && waits(url);
      if (!c) continue;
      if (el instanceof HTMLScriptElement) {
        if (!/^(|text\/javascript|module|application\/javascript)$/i.test(el.type)) continue;
        holdParsed(el, c);
      } else if (el instanceof HTMLIFrameElement) {
        gateFrame(el, url, c);
        setters.get(HTMLIFrameElement)!(el, 'about:blank');
      }
    }
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach(look);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  end.addEventListener('abort', () => observer.disconnect());

  return {
    set(g) {
      granted = g;
      const now = held.filter((h) => allowed(h[0]));
      held = held.filter((h) => !now.includes(h));
      for (const h of now) {
        if (h[2]) chain = chain.then(h[1]).catch(() => {});
        else h[1]();
      }
    },
  };
}
