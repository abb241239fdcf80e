// @ts-nocheck: JSDoc types still to be written (issue 41).
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

const versionOf = (benchDir, pkg) =>
  JSON.parse(readFileSync(join(benchDir, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * The page table: the real service in its own process, the bench's website with four categories in each
 * first-view build (lib/website.mjs BENCH_BUILDS) created through the signed API, the article page of each
 * entry on the site's own origin (ours with the website's snippets), then cold loads in Chromium. Returns the
 * markdown and the facts the heading needs.
 */
export async function runPageBench({ root, benchDir, opts, lib, log = console.error }) {
  const entries = selectEntries(opts.only);
  const builds = [...new Set(entries.map((e) => e.website).filter(Boolean))];
  const vendorList = builds.includes('tcf') ? await startVendorList(root) : null;
  // The page's region as an edge's header says it (GEO_HEADER): the service has no geo for a loopback address.
  const service = await startService(root, { env: { GEO_COUNTRY_HEADER: GEO_HEADER, ...vendorList?.env } });
  const pages = new Map();
  const builtDir = mkdtempSync(join(tmpdir(), 'bench-built-'));
  const site = await serveSite({ pages, nodeModules: join(benchDir, 'node_modules'), builtDir });
  try {
    const api = benchClient(lib, service.origin);
    // The websites are on the page's origin, so that the runtime's consent records are accepted as a real site's.
    const sites = {};
    for (const b of builds) sites[b] = await createBuildWebsite(api, lib, site.origin, b);
    const sizeLine = await configSizeLine(api, service.origin).catch((err) => `config size: not measured (${err.message})`);
    for (const e of entries) {
      e.label = e.pkg ? `${e.label ?? e.name} ${versionOf(benchDir, e.pkg)}` : (e.label ?? e.name);
      e.url = `${site.origin}/${e.name}${e.query ?? ''}`;
      await e.build?.(benchDir, builtDir);
      pages.set(e.name, pageOf(e, { sites }));
    }
    log(`measuring ${entries.map((e) => e.name).join(', ')}: ${opts.loads} cold loads each at ${opts.rates.join('×, ')}× CPU`);
    const { chromium } = await measurePages(entries, {
      loads: opts.loads,
      rates: opts.rates,
      chromiumPath: opts.chromium,
      trace: opts.profile,
      pairs: opts.pairs,
      paired: ['ours', 'control', 'control-script'],
      log,
    });
    const ours = entries.filter((e) => e.website);
    return {
      chromium,
      sizeLine,
      snippet: ours[0] ? sites[ours[0].website].code_snippet.banner.replace(service.origin, '{app_url}') : '',
      table: pageTable(entries, opts.rates),
      control: againstControl(entries, opts.rates),
      pairs: pairedAgainstControl(entries, opts.rates),
      floor: scriptFloor(entries, opts.rates),
      profile: opts.profile ? mainThreadTable(entries, opts.rates) : null,
      split: firstViewSplit(ours, root),
      notes: pageNotes(entries, [site.origin, service.origin]),
    };
  } finally {
    await site.close();
    await service.stop();
    vendorList?.stop();
  }
}
