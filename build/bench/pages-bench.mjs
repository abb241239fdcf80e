import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageNotes, pageTable } from './browser/report.mjs';
import { measurePages } from './browser/run.mjs';
import { configSizeLine } from './lib/config-size.mjs';
import { startService } from './lib/service-process.mjs';
import { benchClient, createBenchWebsite } from './lib/website.mjs';
import { selectEntries } from './pages/entries.mjs';
import { pageOf, serveSite } from './pages/server.mjs';

const versionOf = (benchDir, pkg) =>
  JSON.parse(readFileSync(join(benchDir, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * The page table: the real service in its own process, a website with four categories created through the
 * signed API, the article page of each entry on the site's own origin (ours with the website's snippets),
 * then cold loads in Chromium. Returns the markdown and the facts the heading needs.
 */
export async function runPageBench({ root, benchDir, opts, lib, log = console.error }) {
  const service = await startService(root);
  const pages = new Map();
  const builtDir = mkdtempSync(join(tmpdir(), 'bench-built-'));
  const site = await serveSite({ pages, nodeModules: join(benchDir, 'node_modules'), builtDir });
  try {
    const api = benchClient(lib, service.origin);
    // The website is on the page's origin, so that the runtime's consent records are accepted as a real site's.
    const website = await createBenchWebsite(api, site.origin);
    const sizeLine = await configSizeLine(api, service.origin).catch((err) => `config size: not measured (${err.message})`);
    const entries = selectEntries(opts.only).map((e) => ({
      ...e,
      label: e.pkg ? `${e.label ?? e.name} ${versionOf(benchDir, e.pkg)}` : (e.label ?? e.name),
      url: `${site.origin}/${e.name}${e.query ?? ''}`,
    }));
    for (const e of entries) {
      await e.build?.(benchDir, builtDir);
      pages.set(e.name, pageOf(e, { site: website }));
    }
    log(`measuring ${entries.map((e) => e.name).join(', ')}: ${opts.loads} cold loads each at ${opts.rates.join('×, ')}× CPU`);
    const { chromium } = await measurePages(entries, { loads: opts.loads, rates: opts.rates, chromiumPath: opts.chromium, log });
    return {
      chromium,
      sizeLine,
      snippet: website.code_snippet.banner.replace(service.origin, '{app_url}'),
      table: pageTable(entries, opts.rates),
      notes: pageNotes(entries, [site.origin, service.origin]),
    };
  } finally {
    await site.close();
    await service.stop();
  }
}
