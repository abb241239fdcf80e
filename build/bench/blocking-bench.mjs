import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { acceptedState, blockerLoad } from './blocking/load.mjs';
import { ALLOWED, ALLOWED_HOST, blockingPage, SCRIPT_COUNT, TRACKER_HOST, TRACKERS } from './blocking/page.mjs';
import { blockerTable } from './blocking/report.mjs';
import { serveBlockingSite } from './blocking/server.mjs';
import { startService } from './lib/service-process.mjs';
import { createTypicalWebsite, firstViewBytes, typicalBytesLines } from './lib/typical-website.mjs';
import { benchClient } from './lib/website.mjs';

// The scanner's flags, as the page table's browser; its host rules send the bench's two third-party host names
// (.example, not HSTS-preloaded: plain http) to the local server, and nothing else anywhere.
const ARGS = /** @type {string[]} */ (
  JSON.parse(readFileSync(new URL('../../src/service/scan/chromium-args.json', import.meta.url), 'utf8'))
).map((a) =>
  a.startsWith('--host-resolver-rules=')
    ? '--host-resolver-rules=MAP *.example 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'
    : a,
);

/**
 * The blocker's cost: the same 30-script page (blocking/page.mjs) with the first-view script of a website with
 * automatic blocking off, and of the same website with it on, from the real service; cold loads in Chromium at
 * each CPU rate, round-robin over the two. The website is the typical one (its map and the tracker knowledge) plus the
 * tracker host the page loads from, found by a scan as the initiator of a cookie. Two visits, in the `eu` region:
 * a first one, with no choice yet (the banner shows; with blocking on the tracker's scripts are held), and a
 * returning visitor who accepted all (no banner; every script runs either way, so what differs is the blocker's
 * interception alone).
 * @param {{ root: string, opts: ReturnType<typeof import('./lib/options.mjs').readOptions>, lib: import('./lib/client.mjs').BenchLib, log?: (line: string) => void }} run
 */
export async function runBlockingBench({ root, opts, lib, log = console.error }) {
  const service = await startService(root);
  /** @type {Map<string, string>} */
  const pages = new Map();
  const site = await serveBlockingSite(pages);
  const browser = await chromium.launch({ executablePath: opts.chromium, args: ARGS });
  try {
    const api = benchClient(lib, service.origin);
    /** @type {import('./lib/typical-website.mjs').ExtraCookie} */
    const tracker = {
      name: '_bench_ad',
      domain: new URL(site.origin).hostname,
      initiator: `http://${TRACKER_HOST}/js/tag.js`,
      category: 'advertising',
      lifetime: '7776000',
    };
    /** @typedef {{ url: string, bytes: number, accepted: import('playwright-core').BrowserContextOptions['storageState'] }} Site */
    /** @type {Site[]} */
    const sites = [];
    let rewriteMs = 0;
    let rewrittenLength = 0;
    for (const blocking of [false, true]) {
      const w = await createTypicalWebsite(api, lib, { url: site.origin, name: 'Thirty scripts', blocking, extra: [tracker] });
      const name = `blocking-${blocking ? 'on' : 'off'}`;
      const page = blockingPage(w.code_snippet.banner, site.port);
      pages.set(name, page);
      const url = `${site.origin}/${name}?service_region=eu`;
      const bytes = await firstViewBytes(service.origin, w.uuid);
      sites.push({ url, bytes, accepted: await acceptedState(browser, url) });
      if (!blocking) continue;
      // The same page as the site's server sends it through the server-side rewrite, with the website's map.
      const map = await lib.blockingMapFrom({ service: service.origin, website: w.uuid })();
      if (!map) throw new Error('the website with blocking on has no blocking map in its config');
      const html = lib.rewriteHtml(page, map, url);
      // What the site's server spends on it: the median of 20 rewrites after that first (warm) one.
      const times = Array.from({ length: 20 }, () => {
        const t = performance.now();
        lib.rewriteHtml(page, map, url);
        return performance.now() - t;
      }).sort((a, b) => a - b);
      rewriteMs = times[10] ?? Number.NaN;
      rewrittenLength = page.length;
      pages.set(`${name}-rewrite`, html);
      const rewritten = `${site.origin}/${name}-rewrite?service_region=eu`;
      sites.push({ url: rewritten, bytes, accepted: await acceptedState(browser, rewritten) });
    }
    const [off, on, rewrite] = sites;
    if (!off || !on || !rewrite) throw new Error(`three first views to measure, ${sites.length} set up`);
    /**
     * A variant of the page to load, with its loads and errors by CPU rate.
     * @param {Site} s
     * @param {Site['accepted']} [storageState]
     * @returns {import('./blocking/report.mjs').Variant & { url: string, storageState: Site['accepted'], errors: string[] }}
     */
    const variant = (s, storageState) => ({
      url: s.url,
      storageState,
      runs: Object.fromEntries(opts.rates.map((r) => [r, []])),
      trackers: Object.fromEntries(opts.rates.map((r) => [r, []])),
      errors: [],
    });
    const pairs = [
      {
        visit: 'first visit: no choice yet',
        beforeConsent: true,
        off: variant(off),
        on: variant(on),
        rewrite: variant(rewrite),
      },
      {
        visit: 'returning: accepted all',
        off: variant(off, off.accepted),
        on: variant(on, on.accepted),
        rewrite: variant(rewrite, rewrite.accepted),
      },
    ];
    const variants = pairs.flatMap((p) => [p.off, p.on, p.rewrite]);
    const sizeLines = await typicalBytesLines(api, lib, service.origin, root);
    log(`blocker: ${opts.loads} cold loads of each first view at ${opts.rates.join('×, ')}× CPU`);
    /** @typedef {ReturnType<typeof variant>} LoadedVariant */
    /** @type {(v: LoadedVariant, rate: number) => Promise<{ l: import('./blocking/report.mjs').BlockLoad, tr: [number, number] }>} */
    const load = async (v, rate) => {
      site.reset();
      const l = await blockerLoad(browser, v.url, rate, ALLOWED, v.storageState);
      const requested = site.requests().filter((r) => r.startsWith(`${TRACKER_HOST}/`)).length;
      const ran = TRACKERS.filter((n) => l.ran[n] !== undefined).length;
      return { l, tr: [ran, requested] };
    };
    /** @param {unknown} err */
    const firstLine = (err) => /** @type {Error} */ (err).message.split('\n')[0];
    for (const v of variants) await load(v, 1).catch((err) => v.errors.push(`warm-up: ${firstLine(err)}`));
    /** @param {LoadedVariant} v */
    const labelOf = (v) => {
      const p = pairs.find((x) => x.off === v || x.on === v || x.rewrite === v);
      return p ? `${p.visit}, blocking ${p.off === v ? 'off' : p.on === v ? 'on' : 'on + rewrite'}` : '';
    };
    for (const rate of opts.rates) {
      for (let i = 0; i < opts.loads; i++) {
        for (const v of variants) {
          try {
            const { l, tr } = await load(v, rate);
            (v.runs[rate] ??= []).push(l);
            (v.trackers[rate] ??= []).push(tr);
          } catch (err) {
            v.errors.push(`${rate}× load ${i + 1}: ${firstLine(err)}`);
          }
        }
        log(`  ${rate}× CPU: ${i + 1}/${opts.loads} loads of each`);
      }
    }
    return {
      chromium: browser.version(),
      table: blockerTable(pairs, opts.rates, ALLOWED),
      notes: [
        `Strict: the loads of a first visit in which the browser requested no tracker script at all before consent. The snippet alone cannot stop the preload scanner, which fetches the tracker tags written in the HTML before any script runs; with the server-side rewrite (src/rewrite/) in front they leave the server typed out. Rewriting this page (${rewrittenLength} bytes) takes ${rewriteMs.toFixed(2)} ms on the site's server (median of 20, warm).`,
        `Page: ${SCRIPT_COUNT} scripts, ${ALLOWED.length} allowed (the page's own, and \`${ALLOWED_HOST}\`, a third party the map does not hold) and ${TRACKERS.length} on \`${TRACKER_HOST}\`, which the map holds (advertising); first-view script of this website, brotli: ${off.bytes} B blocking off, ${on.bytes} B on.`,
        ...variants.flatMap((v) => v.errors.map((e) => `- ${labelOf(v)}: ${e}`)),
      ].join('\n'),
      sizeLines,
    };
  } finally {
    await browser.close();
    await site.close();
    await service.stop();
  }
}
