import { readFileSync } from 'node:fs';
import { coldPage } from '../lib/cold-page.mjs';
import { mainThreadBreakdown, TRACE_CATEGORIES } from './main-thread.mjs';

const PROBE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
/** Wait after the banner is ready, so that late shifts, requests and the LCP candidate land before they are read. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 30_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Playwright's CSS pierces open shadow roots by itself, so '>>>' becomes a plain descendant combinator. */
const playwrightSelector = (s) => s.replaceAll('>>>', ' ');

/**
 * One cold load of `url` in a new context (empty cache, cookies and storage) with the cache disabled and the
 * CPU throttled `rate` times: what the probe saw, then the accept click and how long until the choice was
 * written. With `capture`, also every response's body (for the bytes); with `trace`, a Chromium trace up to
 * the banner being ready, as `mainThread` (main-thread.mjs; tracing slows the load it measures).
 */
export async function coldLoad(browser, entry, url, rate, { capture = false, trace = false } = {}) {
  const { context, page } = await coldPage(browser, rate, undefined, entry.headers);
  try {
    let ready;
    const isReady = new Promise((ok) => {
      ready = ok;
    });
    await page.exposeBinding('__benchReady', () => ready());
    await page.addInitScript(`${PROBE}\nbenchProbe(${JSON.stringify({ banner: entry.banner, accept: entry.accept })});`);
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
      const seen = await page.evaluate(() => window.__bench);
      throw new Error(
        `banner not visible and usable within ${TIMEOUT_MS / 1000} s (visible at ${seen.visibleAt}, usable at ${seen.usableAt})`,
      );
    }
    const traced = trace ? await browser.stopTracing() : null;
    await sleep(SETTLE_MS);
    const before = await page.evaluate(() => ({
      ...window.__bench,
      resources: performance.getEntriesByType('resource').map((e) => [e.startTime, e.name]),
    }));

    capturing = false;
    await page.locator(playwrightSelector(entry.accept)).first().click({ timeout: 10_000 });
    const store = new RegExp(entry.store);
    let written;
    for (const deadline = Date.now() + 10_000; !written; await sleep(20)) {
      if (Date.now() > deadline) throw new Error(`no write matching /${entry.store}/ within 10 s of the accept click`);
      const after = await page.evaluate(() => ({ clickAt: window.__bench.clickAt, writes: window.__bench.writes }));
      const w = after.writes.find(([, what]) => store.test(what.slice(what.indexOf(':') + 1)));
      if (w) written = { at: w[0], what: w[1], clickAt: after.clickAt };
    }
    const result = measures(before, written);
    if (traced) result.mainThread = mainThreadBreakdown(traced, Math.max(before.visibleAt, before.usableAt));
    if (capture) result.files = (await Promise.all(files)).filter(Boolean);
    return result;
  } finally {
    await context.close();
  }
}

/** The numbers of one load, from what the probe recorded. */
function measures(p, written) {
  const usable = p.usableAt;
  const toUsable = p.longTasks.filter(([start]) => start < usable);
  return {
    visibleMs: p.visibleAt,
    usableMs: usable,
    longTasks: toUsable.length,
    tbtMs: toUsable.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    cls: p.shifts.reduce((sum, [, v]) => sum + v, 0),
    lcpIsBanner: p.lcp ? p.lcp.banner : null,
    lcpWhat: p.lcp?.what ?? null,
    // The document and every request for the banner (the page's own hero image is every entry's) until it is usable.
    requests: 1 + p.resources.filter(([start, name]) => start <= usable && !name.endsWith('/hero.png')).length,
    clickToStoredMs: written.at - written.clickAt,
    storedAs: written.what,
  };
}
