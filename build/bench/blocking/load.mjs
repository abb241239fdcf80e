// One cold load of the blocker's page: when each script ran, the long tasks, the load event.

import { coldPage } from '../lib/cold-page.mjs';

const SETTLE_MS = 1000;
const TIMEOUT_MS = 30_000;
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Before the page's scripts: the scripts' log, every long task from the navigation on, and the time spent in
// MutationObserver callbacks (the page's scripts have none; the runtime's and, with blocking on, the blocker's
// observer of every node the parser adds): the part of interception that runs outside any script's own time.
const PROBE = `self.__ran = [];
self.__observers = 0;
{
  const Native = MutationObserver;
  self.MutationObserver = class extends Native {
    constructor(callback) {
      super(function (records, observer) {
        const t = performance.now();
        try {
          return callback.call(this, records, observer);
        } finally {
          self.__observers += performance.now() - t;
        }
      });
    }
  };
}
self.__longTasks = [];
try {
  new PerformanceObserver((l) => l.getEntries().forEach((e) => self.__longTasks.push([e.startTime, e.duration])))
    .observe({ type: 'longtask', buffered: true });
} catch {}`;
/**
 * The page's window, with what PROBE and the scripts' bodies (page.mjs) record.
 * @typedef {typeof window & { __ran: [string, number][], __observers: number, __longTasks: [number, number][] }} ProbedWindow
 */

/**
 * Loads `url` in a new context (empty cache; cookies and storage empty, or `storageState`'s), cache disabled, CPU
 * throttled `rate` times;
 * waits for the load event, for every script of `allowed` to have run, then 1 s more for late long tasks.
 * Returns when each script ran (name → ms on the page's clock, 0 = navigation start), the first of `allowed`
 * (the script right after the snippet) and the last, the time in MutationObserver callbacks, the long tasks,
 * TBT and the load event. Nothing polls the page while it loads: the figures are its own.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} rate
 * @param {string[]} allowed
 * @param {import('playwright-core').BrowserContextOptions['storageState']} [storageState]
 * @returns {Promise<import('./report.mjs').BlockLoad>}
 */
export async function blockerLoad(browser, url, rate, allowed, storageState) {
  const { context, page } = await coldPage(browser, rate, storageState);
  try {
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await sleep(SETTLE_MS);
    for (const deadline = Date.now() + TIMEOUT_MS; ; await sleep(200)) {
      const ran = new Set(await page.evaluate(() => /** @type {ProbedWindow} */ (self).__ran.map(([name]) => name)));
      const missing = allowed.filter((n) => !ran.has(n));
      if (!missing.length) break;
      if (Date.now() > deadline) throw new Error(`allowed scripts that never ran: ${missing.join(', ')}`);
    }
    const p = await page.evaluate(() => {
      const w = /** @type {ProbedWindow} */ (self);
      const nav = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
      return { ran: w.__ran, observersMs: w.__observers, longTasks: w.__longTasks, loadMs: nav?.loadEventStart };
    });
    const ran = Object.fromEntries(p.ran);
    // NaN, which the report's summaries skip as they skip a missing figure, for a time the page did not give.
    /** @param {string | undefined} n */
    const ranAt = (n) => (n === undefined ? undefined : ran[n]) ?? Number.NaN;
    return {
      ran,
      firstMs: ranAt(allowed[0]),
      lastAllowedMs: Math.max(...allowed.map(ranAt)),
      observersMs: p.observersMs,
      loadMs: p.loadMs ?? Number.NaN,
      longTasks: p.longTasks.length,
      tbtMs: p.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * A returning visitor who accepted everything on `url`: the cookies and storage after a click on the banner's
 * accept button (the page table's selector), for the loads that start with them.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function acceptedState(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.locator('[data-service-consent] .ui button').first().click({ timeout: TIMEOUT_MS });
    for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
      if ((await context.cookies()).some((c) => c.name === 'service_consent')) break;
      if (Date.now() > deadline) throw new Error('no service_consent cookie within 10 s of the accept click');
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}
