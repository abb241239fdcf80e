import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { againstControl, mainThreadTable, pageNotes, pageTable, pairedAgainstControl, scriptFloor } from './browser/report.mjs';
import { measurePages } from './browser/run.mjs';
import { configSizeLine } from './lib/config-size.mjs';
import { firstViewSplit } from './lib/first-view-split.mjs';
import { GEO_HEADER, startService } from './lib/service-process.mjs';
import { startVendorList } from './lib/vendor-list.mjs';
import { benchClient, createBuildWebsite } from './lib/website.mjs';
import { selectEntries } from './pages/entries.mjs';
import { pageOf, serveSite } from './pages/server.mjs';

/** @typedef {import('./pages/entries.mjs').Entry & import('./browser/run.mjs').Measured} MeasuredEntry */

/** @type {(benchDir: string, pkg: string) => string} */
const versionOf = (benchDir, pkg) =>
  JSON.parse(readFileSync(join(benchDir, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * The page table: the real service in its own process, the bench's website with four categories in each
 * first-view build (lib/website.mjs BENCH_BUILDS) created through the signed API, the article page of each
 * entry on the site's own origin (ours with the website's snippets), then cold loads in Chromium. Returns the
 * markdown and the facts the heading needs.
 * @param {{ root: string, benchDir: string, opts: ReturnType<typeof import('./lib/options.mjs').readOptions>, lib: import('./lib/client.mjs').BenchLib, log?: (line: string) => void }} run
 */
export async function runPageBench({ root, benchDir, opts, lib, log = console.error }) {
  const entries = selectEntries(opts.only);
  const builds = [...new Set(entries.flatMap((e) => (e.website ? [e.website] : [])))];
  const vendorList = builds.includes('tcf') ? await startVendorList(root) : null;
  // The page's region as an edge's header says it (GEO_HEADER): the service has no geo for a loopback address.
  const service = await startService(root, { env: { GEO_COUNTRY_HEADER: GEO_HEADER, ...vendorList?.env } });
  /** @type {Map<string, string>} */
  const pages = new Map();
  const builtDir = mkdtempSync(join(tmpdir(), 'bench-built-'));
  const site = await serveSite({ pages, nodeModules: join(benchDir, 'node_modules'), builtDir });
  try {
    const api = benchClient(lib, service.origin);
    // The websites are on the page's origin, so that the runtime's consent records are accepted as a real site's.
    /** @type {Record<string, import('../../src/schema/website.ts').Website>} */
    const sites = {};
    for (const b of builds) sites[b] = await createBuildWebsite(api, lib, site.origin, b);
    const sizeLine = await configSizeLine(api, service.origin).catch((err) => `config size: not measured (${err.message})`);
    /** @type {MeasuredEntry[]} */
    const measured = [];
    for (const e of entries) {
      // measurePages fills `runs` and `errors` in; the entry gets its label and its page's address here.
      const m = Object.assign(e, {
        label: e.pkg ? `${e.label ?? e.name} ${versionOf(benchDir, e.pkg)}` : (e.label ?? e.name),
        url: `${site.origin}/${e.name}${e.query ?? ''}`,
        runs: {},
        errors: [],
      });
      measured.push(m);
      await e.build?.(benchDir, builtDir);
      pages.set(e.name, pageOf(m, { sites }));
    }
    log(`measuring ${measured.map((e) => e.name).join(', ')}: ${opts.loads} cold loads each at ${opts.rates.join('×, ')}× CPU`);
    const { chromium } = await measurePages(measured, {
      loads: opts.loads,
      rates: opts.rates,
      chromiumPath: opts.chromium,
      trace: opts.profile,
      pairs: opts.pairs,
      paired: ['ours', 'control', 'control-script'],
      log,
    });
    const ours = measured.filter((e) => e.website);
    const oursSite = sites[ours[0]?.website ?? ''];
    return {
      chromium,
      sizeLine,
      snippet: oursSite ? oursSite.code_snippet.banner.replace(service.origin, '{app_url}') : '',
      table: pageTable(measured, opts.rates),
      control: againstControl(measured, opts.rates),
      pairs: pairedAgainstControl(measured, opts.rates),
      floor: scriptFloor(measured, opts.rates),
      profile: opts.profile ? mainThreadTable(measured, opts.rates) : null,
      split: firstViewSplit(ours, root),
      notes: pageNotes(measured, [site.origin, service.origin]),
    };
  } finally {
    await site.close();
    await service.stop();
    vendorList?.stop();
  }
}
