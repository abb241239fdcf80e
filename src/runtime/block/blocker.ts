import { type MapLike, waitsFor } from '../../shared/blocking-match.ts';
import { JAVASCRIPT_TYPE } from '../../shared/script-types.ts';
import { type Categories, type Hooks, patchRealm } from './realm.ts';
import { rearmed, write } from './write.ts';

export interface Blocker {
  /** The granted set changed: releases what it now allows; what it no longer allows waits from now on. */
  set(granted: readonly string[]): void;
}

/** A held script's form (typed out, its URL and type aside), which clones keep; a held iframe's is the manual gating's. */
const SRC = 'data-service-src';
const TYPE = 'data-service-type';
const CATEGORY = 'data-service-category';
const SVG = 'http://www.w3.org/2000/svg';
/** The attribute that makes each element's request. */
const URL_OF: Record<string, string> = { script: 'src', iframe: 'src', img: 'src', link: 'href' };

/**
 * Automatic blocking (docs/runtime.md#automatic-blocking): from the moment it is created, requests to
 * destinations the website's blocking map puts in a category without consent wait, in this window and in every
 * same-origin frame's (their realms get the same hooks, realm.ts).
 * - Scripts given their URL by script (a property, an attribute in any form) never get it until released:
 *   typed out in place, so that the element itself runs then, clones of it too. Iframes get the manual
 *   gating's form (its placeholder and release); images, links, frames' `srcdoc` get theirs on release.
 * - Every script that reaches a watched document with a held URL, however it got there (the HTML parser,
 *   `document.write`, a template, a fragment, a way no hook sees), is swapped for a typed-out copy before it
 *   can run: the original moves to an inert document, where a browser never runs it (its request may have left).
 * - Network APIs and workers to held destinations are refused (realm.ts).
 * Released scripts run in document order, each parser-ordered one awaited before the next; one that the page
 * removed, or that fails, lets the next go. What a released script writes with `document.write` is parsed
 * where it stands. If a hook cannot be set (a frozen prototype), the blocker fails closed: every third party
 * waits for consent, warned on the console. Once `end` has aborted, nothing more waits.
 */
export function createBlocker(map: MapLike, end: AbortSignal): Blocker {
  let granted: readonly string[] = ['essential'];
  let held: [categories: Categories, go: () => unknown][] = [];
  let marked: Element[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;
  const realms: Window[] = [];
  const watched = new WeakSet<Document>();
  /** blob: URLs made of text (markup, a worker's code), and that text: what a frame or worker from one carries. */
  const blobs = new Map<string, string>();
  const inert = document.implementation.createHTMLDocument('');
  const E = Element.prototype;
  const setAttribute = E.setAttribute;
  const removeAttribute = E.removeAttribute;
  const attr = (el: Element, name: string, value: string) => setAttribute.call(el, name, value);
  const unset = (el: Element, name: string) => removeAttribute.call(el, name);
  const allowed = (categories: readonly string[]) => categories.every((c) => granted.includes(c));
  /** The one host check: the categories a request to `url` still waits for. */
  const waits = (url: unknown): Categories | undefined => {
    const c = !end.aborted && waitsFor(String(url), closed ? { ...map, unknown: 'block' } : map, location);
    return c && !allowed(c) ? c : undefined;
  };
  /** What any URL written in `text` (markup, code) waits for. */
  const heldIn = (text: string) => {
    for (const url of text.match(/(https?:)?\/\/[^\s"'`<>\\]+/gi) || []) {
      const c = waits(url);
      if (c) return c;
    }
    return;
  };
  /** A frame's or worker's URL: its destination, or what the markup or code a javascript:, data: or blob: URL carries names. */
  const carried = (url: string) => {
    let text = blobs.get(url) || '';
    if (/^(javascript|data):/i.test(url))
      try {
        text = decodeURIComponent(url);
      } catch {
        text = url;
      }
    return waits(url) || heldIn(text);
  };
  const hold = (categories: Categories, go: () => unknown) => held.push([categories, go]);

  const mark = (el: Element, url: string, type = el.getAttribute('type')) => {
    if (type != null) attr(el, TYPE, type);
    attr(el, 'type', 'text/plain');
    attr(el, SRC, url);
    marked.push(el);
  };
  const gateFrame = (el: Element, url: string, categories: Categories) => {
    attr(el, SRC, url);
    attr(el, CATEGORY, categories.join(' '));
  };

  /** The one decision for an element given a URL by script: true when it is held (the caller then does not set it). */
  const take = (el: Element, name: string, value: unknown): boolean => {
    const tag = el.localName;
    const url = String(value);
    name = String(name)
      .toLowerCase()
      .replace(/^xlink:/, '');
    let c: Categories | undefined;
    if (tag === 'iframe' && name === 'srcdoc') {
      if ((c = heldIn(url))) hold(c, () => attr(el, name, url));
      return !!c;
    }
    if (name !== (tag === 'script' && el.namespaceURI === SVG ? 'href' : URL_OF[tag])) return false;
    if (!(c = tag === 'iframe' ? carried(url) : waits(url))) return false;
    if (tag === 'script') mark(el, url);
    else if (tag === 'iframe') gateFrame(el, url, c);
    else hold(c, () => attr(el, name, url));
    return true;
  };

  const arm = (el: Element) => {
    const url = el.getAttribute(SRC)!;
    const type = el.getAttribute(TYPE);
    unset(el, SRC);
    unset(el, TYPE);
    type == null ? unset(el, 'type') : attr(el, 'type', type);
    rearmed.set(el, 0);
    // Only a URL where there was none makes a script run (an attribute node edited in place left one).
    const name = el.namespaceURI === SVG ? 'href' : 'src';
    unset(el, name);
    attr(el, name, url);
  };

  /** A script that reached a document with a held URL: a typed-out copy takes its place before it can run. */
  const swap = (el: HTMLScriptElement, url: string) => {
    const copy = el.ownerDocument.createElementNS(el.namespaceURI, 'script') as HTMLScriptElement;
    for (const a of Array.from(el.attributes)) if (!/^(src|(xlink:)?href|type)$/i.test(a.name)) attr(copy, a.name, a.value);
    copy.async = el.hasAttribute('async');
    if (el.nonce) copy.nonce = el.nonce;
    mark(copy, url, el.getAttribute('type'));
    el.replaceWith(copy);
    inert.adoptNode(el);
  };

  const frame = (el: HTMLIFrameElement) => {
    realm(el.contentWindow);
    if (el.hasAttribute(CATEGORY)) return;
    const url = el.getAttribute('src');
    const html = el.getAttribute('srcdoc');
    let c = html != null && heldIn(html);
    if (c) {
      unset(el, 'srcdoc');
      hold(c, () => attr(el, 'srcdoc', html!));
    } else if (url && (c = carried(url))) {
      gateFrame(el, url, c);
      attr(el, 'src', 'about:blank');
    }
  };

  const look = (node: Node) => {
    if (node.nodeType !== 1) return;
    for (const el of [node as Element, ...(node as Element).querySelectorAll('script,iframe,link,template')]) {
      const tag = el.localName;
      const url = el.getAttribute(URL_OF[tag] || '') || el.getAttribute('href') || el.getAttribute('xlink:href');
      if (tag === 'template') (el as HTMLTemplateElement).content.childNodes.forEach(look);
      else if (tag === 'iframe') frame(el as HTMLIFrameElement);
      else if (tag === 'link') {
        const c = url && waits(url);
        if (c) {
          unset(el, 'href');
          hold(c, () => attr(el, 'href', url!));
        }
      } else if (el.hasAttribute(SRC)) el.isConnected && !waits(el.getAttribute(SRC)) && arm(el);
      else if (tag === 'script' && url && JAVASCRIPT_TYPE.test(el.getAttribute('type') || '') && waits(url))
        swap(el as HTMLScriptElement, url);
    }
  };

  /** Watches a document (the page's, a same-origin frame's): every element that reaches it is looked at. */
  function watch(d: Document) {
    if (watched.has(d)) return;
    watched.add(d);
    const o = new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach(look);
    });
    o.observe(d, { childList: true, subtree: true });
    end.addEventListener('abort', () => o.disconnect());
    if (d.documentElement) look(d.documentElement);
  }

  /** A same-origin window (a frame's, srcdoc, blob:, javascript:, about:blank): its realm gets the hooks, its document a watch. */
  function realm(w: Window | null) {
    try {
      const d = w!.document;
      watch(d);
      if (!realms.includes(w!)) {
        realms.push(w!);
        patchRealm(w as Window & typeof globalThis, hooks);
      }
    } catch {
      // Another origin's frame: its own page's business.
    }
  }

  const hooks: Hooks = {
    waits,
    carried,
    take,
    realm,
    write,
    blobs,
    def(o, name, d) {
      try {
        Object.defineProperty(o, name, d);
      } catch {
        if (!closed)
          console.warn('Consent: a frozen prototype keeps automatic blocking from a hook; every third party waits for consent.');
        closed = true;
      }
    },
  };
  realm(window);

  return {
    set(g) {
      granted = g;
      const now = held.filter((h) => allowed(h[0]));
      held = held.filter((h) => !now.includes(h));
      for (const h of now) h[1]();
      const scripts: Element[] = [];
      for (const w of realms)
        try {
          scripts.push(...w.document.querySelectorAll(`script[${SRC}]`));
        } catch {} // A frame gone to another origin.
      for (const el of new Set([...scripts, ...marked])) {
        if (!el.hasAttribute(SRC) || waits(el.getAttribute(SRC))) continue;
        if (!el.isConnected || (el as HTMLScriptElement).async) arm(el);
        else
          chain = chain
            .then(
              () =>
                new Promise((done) => {
                  // Removed meanwhile, or released already: nothing to wait for.
                  if (!el.isConnected || !el.hasAttribute(SRC)) return done(0);
                  el.addEventListener('load', done);
                  el.addEventListener('error', done);
                  arm(el);
                }),
            )
            .catch(() => {});
      }
      marked = marked.filter((el) => el.hasAttribute(SRC));
    },
  };
}
