// @ts-nocheck: JSDoc types still to be written (issue 41).
// Runs in the page before any of its scripts (Playwright's addInitScript), so it sees everything from the
// navigation on, on the page's clock (performance.now(), 0 = navigation start). It records:
//   visibleAt  the first moment the banner's root is connected, neither hidden nor transparent, with a box in the viewport
//   usableAt   the first moment the accept button is in the viewport and a click at its centre would reach it
//   longTasks  [start, duration];  shifts  [start, value] without recent input;  lcp  the last LCP candidate
//   clickAt    the trusted click's timeStamp;  writes  [time, 'cookie:name' | 'storage:key'] after it
// and calls the __benchReady binding once the banner is both visible and usable. Checked on every DOM
// mutation and every animation frame; a binding rather than Playwright's polling, whose script would run
// on the main thread during the very time measured.
// biome-ignore lint/correctness/noUnusedVariables: the harness injects this function by name.
function benchProbe({ banner, accept }) {
  const P = (window.__bench = {
    visibleAt: null,
    usableAt: null,
    longTasks: [],
    shifts: [],
    lcp: null,
    clickAt: null,
    writes: [],
  });
  const observe = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      /* an entry type this browser lacks */
    }
  };
  // 'host >>> inner': inner is looked up in host's open shadow root.
  const find = (selector) =>
    selector.split('>>>').reduce((root, part) => root && (root.shadowRoot || root).querySelector(part.trim()), document);
  // Walks up through shadow roots to their hosts: is `node` the banner or inside it?
  const inBanner = (node) => {
    const root = find(banner);
    for (let n = node; n && root; n = n.parentNode || n.host) if (n === root) return true;
    return false;
  };
  observe('longtask', (e) => P.longTasks.push([e.startTime, e.duration]));
  observe('layout-shift', (e) => e.hadRecentInput || P.shifts.push([e.startTime, e.value]));
  observe('largest-contentful-paint', (e) => {
    const el = e.element;
    P.lcp = {
      at: e.startTime,
      size: e.size,
      banner: inBanner(el),
      what: el ? el.tagName.toLowerCase() + (el.className ? `.${el.className}` : '') : '(in a shadow root or removed)',
    };
  });

  const inViewport = (r) =>
    r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  const isVisible = (el) =>
    !!el &&
    el.isConnected &&
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    inViewport(el.getBoundingClientRect());
  const isUsable = (button) => {
    if (!button?.isConnected) return false;
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
    if (done) window.__benchReady();
    return done;
  };
  const mo = new MutationObserver(() => check() && mo.disconnect());
  mo.observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => (check() ? mo.disconnect() : requestAnimationFrame(frame));
  requestAnimationFrame(frame);

  addEventListener('click', (e) => e.isTrusted && P.clickAt === null && (P.clickAt = e.timeStamp), true);
  const wrote = (what) => P.clickAt !== null && P.writes.push([performance.now(), what]);
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() {
      return cookie.get.call(this);
    },
    set(v) {
      cookie.set.call(this, v);
      wrote(`cookie:${String(v).split('=')[0].trim()}`);
    },
  });
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    setItem.call(this, key, value);
    wrote(`storage:${key}`);
  };
}
