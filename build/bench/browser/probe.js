// Runs in the page before any of its scripts (Playwright's addInitScript), so it sees everything from the
// navigation on, on the page's clock (performance.now(), 0 = navigation start). It records:
//   visibleAt  the first moment the banner's root is connected, neither hidden nor transparent, with a box in the viewport
//   usableAt   the first moment the accept button is in the viewport and a click at its centre would reach it
//   longTasks  [start, duration];  shifts  [start, value] without recent input;  lcp  the last LCP candidate
//   clickAt    the trusted click's timeStamp;  writes  [time, 'cookie:name' | 'storage:key'] after it
// and calls the __benchReady binding once the banner is both visible and usable. Checked on every DOM
// mutation and every animation frame; a binding rather than Playwright's polling, whose script would run
// on the main thread during the very time measured.
/**
 * What the probe records, as above (load.mjs reads it as its ProbeRecord).
 * @typedef {object} BenchRecord
 * @property {number | null} visibleAt
 * @property {number | null} usableAt
 * @property {[number, number][]} longTasks
 * @property {[number, number][]} shifts
 * @property {{ at: number, size: number, banner: boolean, what: string } | null} lcp
 * @property {number | null} clickAt
 * @property {[number, string][]} writes
 */
/** @typedef {typeof window & { __bench?: BenchRecord, __benchReady: () => void }} BenchWindow the window with the harness's binding */
/**
 * A performance entry of the types observed, with the fields each of them adds (the DOM's lib lacks some).
 * @typedef {PerformanceEntry & { hadRecentInput?: boolean, value?: number, size?: number, element?: Element | null }} ObservedEntry
 */

/**
 * @param {{ banner: string, accept: string }} selectors
 */
// biome-ignore lint/correctness/noUnusedVariables: the harness injects this function by name.
function benchProbe({ banner, accept }) {
  const win = /** @type {BenchWindow} */ (window);
  /** @type {BenchRecord} */
  const P = (win.__bench = {
    visibleAt: null,
    usableAt: null,
    longTasks: [],
    shifts: [],
    lcp: null,
    clickAt: null,
    writes: [],
  });
  /** @type {(type: string, fn: (e: ObservedEntry) => unknown) => void} */
  const observe = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      /* an entry type this browser lacks */
    }
  };
  // 'host >>> inner': inner is looked up in host's open shadow root.
  /** @type {(selector: string) => Element | Document | null} */
  const find = (selector) =>
    selector
      .split('>>>')
      .reduce(
        (/** @type {Element | Document | null} */ root, part) =>
          root && ((root instanceof Element && root.shadowRoot) || root).querySelector(part.trim()),
        document,
      );
  // Walks up through shadow roots to their hosts: is `node` the banner or inside it?
  /** @param {Node | null | undefined} node */
  const inBanner = (node) => {
    const root = find(banner);
    for (let n = node; n && root; n = n.parentNode || (n instanceof ShadowRoot ? n.host : null)) if (n === root) return true;
    return false;
  };
  observe('longtask', (e) => P.longTasks.push([e.startTime, e.duration]));
  observe('layout-shift', (e) => e.hadRecentInput || P.shifts.push([e.startTime, /** @type {number} */ (e.value)]));
  observe('largest-contentful-paint', (e) => {
    const el = e.element;
    P.lcp = {
      at: e.startTime,
      size: /** @type {number} */ (e.size),
      banner: inBanner(el),
      what: el ? el.tagName.toLowerCase() + (el.className ? `.${el.className}` : '') : '(in a shadow root or removed)',
    };
  });

  /** @param {DOMRect} r */
  const inViewport = (r) =>
    r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  /** @param {Element | Document | null} el */
  const isVisible = (el) =>
    el instanceof Element &&
    el.isConnected &&
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    inViewport(el.getBoundingClientRect());
  /** @param {Element | Document | null} button */
  const isUsable = (button) => {
    if (!(button instanceof Element) || !button.isConnected) return false;
    const r = button.getBoundingClientRect();
    if (!inViewport(r)) return false;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return !!hit && (hit === button || button.contains(hit));
  };
  const check = () => {
    const now = performance.now();
    if (P.visibleAt === null && isVisible(find(banner))) P.visibleAt = now;
    if (P.usableAt === null && isUsable(find(accept))) P.usableAt = now;
    const done = P.visibleAt !== null && P.usableAt !== null;
    if (done) win.__benchReady();
    return done;
  };
  const mo = new MutationObserver(() => check() && mo.disconnect());
  mo.observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => (check() ? mo.disconnect() : requestAnimationFrame(frame));
  requestAnimationFrame(frame);

  addEventListener('click', (e) => e.isTrusted && P.clickAt === null && (P.clickAt = e.timeStamp), true);
  /** @param {string} what */
  const wrote = (what) => P.clickAt !== null && P.writes.push([performance.now(), what]);
  // Document.prototype's own accessor, as every browser defines it.
  const cookie = /** @type {{ get: () => string, set: (v: string) => void }} */ (
    Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  );
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    /** @this {Document} */
    get() {
      return cookie.get.call(this);
    },
    /** @this {Document} @param {string} v */
    set(v) {
      cookie.set.call(this, v);
      wrote(`cookie:${(String(v).split('=')[0] ?? '').trim()}`);
    },
  });
  const setItem = Storage.prototype.setItem;
  /** @type {(this: Storage, key: string, value: string) => void} */
  Storage.prototype.setItem = function (key, value) {
    setItem.call(this, key, value);
    wrote(`storage:${key}`);
  };
}
