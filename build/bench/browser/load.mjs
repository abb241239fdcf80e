import { readFileSync } from 'node:fs';
import { coldPage } from '../lib/cold-page.mjs';
import { mainThreadBreakdown, TRACE_CATEGORIES } from './main-thread.mjs';

const PROBE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
/** Wait after the banner is ready, so that late shifts, requests and the LCP candidate land before they are read. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 30_000;
/**
 * What the probe (probe.js) records in the page, as `window.__bench`.
 * @typedef {object} ProbeRecord
 * @property {number | null} visibleAt
 * @property {number | null} usableAt
 * @property {[number, number][]} longTasks [start, duration]
 * @property {[number, number][]} shifts [start, value]
 * @property {{ at: number, size: number, banner: boolean, what: string } | null} lcp
 * @property {number | null} clickAt
 * @property {[number, string][]} writes [time, 'cookie:name' | 'storage:key']
 */
/** A file the page downloaded before the accept click (`capture`).
 * @typedef {{ url: string, type: string, body: Buffer }} CapturedFile */
/**
 * One load's numbers (`measures`), with what `trace` and `capture` add and the round it was part of.
 * @typedef {ReturnType<typeof measures> & {
 *   mainThread?: ReturnType<typeof mainThreadBreakdown>,
 *   files?: CapturedFile[],
 *   round?: number,
 * }} Load
 */
/**
 * What a load needs of an entry (pages/entries.mjs).
 * @typedef {{ banner: string, accept: string, store: string, headers?: Record<string, string> }} Loadable
 */
/** @typedef {typeof window & { __bench: ProbeRecord }} ProbedWindow the page's window, with the probe's record */

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Playwright's CSS pierces open shadow roots by itself, so '>>>' becomes a plain descendant combinator. */
/** @param {string} s */
const playwrightSelector = (s) => s.replaceAll('>>>', ' ');

/**
 * One cold load of `url` in a new context (empty cache, cookies and storage) with the cache disabled and the
 * CPU throttled `rate` times: what the probe saw, then the accept click and how long until the choice was
 * written. With `capture`, also every response's body (for the bytes); with `trace`, a Chromium trace up to
 * the banner being ready, as `mainThread` (main-thread.mjs; tracing slows the load it measures).
 * @param {import('playwright-core').Browser} browser
 * @param {Loadable} entry
 * @param {string} url
 * @param {number} rate
 * @param {{ capture?: boolean, trace?: boolean }} [options]
 * @returns {Promise<Load>}
 */
export async function coldLoad(browser, entry, url, rate, { capture = false, trace = false } = {}) {
  const { context, page } = await coldPage(browser, rate, undefined, entry.headers);
  try {
    /** @type {(value?: unknown) => void} */
    let ready = () => {};
    const isReady = new Promise((ok) => {
      ready = ok;
    });
    await page.exposeBinding('__benchReady', () => ready());
    await page.addInitScript(`${PROBE}\nbenchProbe(${JSON.stringify({ banner: entry.banner, accept: entry.accept })});`);
    /** @type {Promise<CapturedFile | null>[]} */
    const files = [];
    // What the banner costs: the files that arrive before the accept click, not what accepting loads.
    let capturing = capture;
    if (capture) {
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (!capturing || type === 'document' || res.url().startsWith('data:')) return;
        files.push(
          res.body().then(
            (body) => ({ url: res.url(), type, body }),
            () => null,
          ),
        );
      });
    }
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    const timer = sleep(TIMEOUT_MS).then(() => 'timeout');
    if ((await Promise.race([isReady, timer])) === 'timeout') {
      const seen = await page.evaluate(() => /** @type {ProbedWindow} */ (window).__bench);
      throw new Error(
        `banner not visible and usable within ${TIMEOUT_MS / 1000} s (visible at ${seen.visibleAt}, usable at ${seen.usableAt})`,
      );
    }
    const traced = trace ? await browser.stopTracing() : null;
    await sleep(SETTLE_MS);
    const before = await page.evaluate(() => ({
      .../** @type {ProbedWindow} */ (window).__bench,
      resources: performance.getEntriesByType('resource').map((e) => /** @type {[number, string]} */ ([e.startTime, e.name])),
    }));

    capturing = false;
    await page.locator(playwrightSelector(entry.accept)).first().click({ timeout: 10_000 });
    const store = new RegExp(entry.store);
    /** @type {{ at: number, what: string, clickAt: number | null } | undefined} */
    let written;
    for (const deadline = Date.now() + 10_000; !written; await sleep(20)) {
      if (Date.now() > deadline) throw new Error(`no write matching /${entry.store}/ within 10 s of the accept click`);
      const after = await page.evaluate(() => {
        const { clickAt, writes } = /** @type {ProbedWindow} */ (window).__bench;
        return { clickAt, writes };
      });
      const w = after.writes.find(([, what]) => store.test(what.slice(what.indexOf(':') + 1)));
      if (w) written = { at: w[0], what: w[1], clickAt: after.clickAt };
    }
    /** @type {Load} */
    const result = measures(before, written);
    // Both set: the banner was ready.
    if (traced) result.mainThread = mainThreadBreakdown(traced, Math.max(Number(before.visibleAt), Number(before.usableAt)));
    if (capture) result.files = (await Promise.all(files)).filter((f) => f !== null);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * The numbers of one load, from what the probe recorded.
 * @param {ProbeRecord & { resources: [number, string][] }} p
 * @param {{ at: number, what: string, clickAt: number | null }} written
 */
function measures(p, written) {
  const usable = /** @type {number} */ (p.usableAt);
  const toUsable = p.longTasks.filter(([start]) => start < usable);
  return {
    // Both set: the banner was ready.
    visibleMs: /** @type {number} */ (p.visibleAt),
    usableMs: usable,
    longTasks: toUsable.length,
    tbtMs: toUsable.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    cls: p.shifts.reduce((sum, [, v]) => sum + v, 0),
    lcpIsBanner: p.lcp ? p.lcp.banner : null,
    lcpWhat: p.lcp?.what ?? null,
    // The document and every request for the banner (the page's own hero image is every entry's) until it is usable.
    requests: 1 + p.resources.filter(([start, name]) => start <= usable && !name.endsWith('/hero.png')).length,
    clickToStoredMs: written.at - Number(written.clickAt),
    storedAs: written.what,
  };
}
