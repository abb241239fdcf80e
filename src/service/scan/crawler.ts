import type { Browser } from 'playwright-core';
import type { ScanJob } from '../model/jobs.ts';
import type { Finding, Observed } from '../model/scan-results.ts';
import { createAddressGuard } from './address-guard.ts';
import { browserExecutable, chooseBrowser, launchChromium, NO_BROWSER } from './browser.ts';
import { capNote, capPage } from './caps.ts';
import { countryResolver } from './host-country.ts';
import { memoryArgs, watchMemory } from './memory.ts';
import { visitPage } from './page.ts';
import { accessOfScan } from './private-access.ts';
import { startCheckingProxy } from './proxy.ts';
import { type OffsiteRedirect, redirectNotes } from './redirects.ts';
import { createRobots } from './robots.ts';
import { ScanFault, type ScanRunner } from './runner.ts';
import { findingsOf } from './seen.ts';
import type { ScanSettings } from './settings.ts';

/** A page URL without its fragment: `/a#x` and `/a#y` are one page. */
const pageKey = (url: string) => {
  const u = new URL(url);
  u.hash = '';
  return u.toString();
};
const MB = 1024 * 1024;
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * The scan runner that drives headless Chromium (docs/decisions/scans.md#crawl).
 * `one_page` loads the website's url; `all_pages` crawls breadth-first from
 * the url, the additional scan urls and the deprecated subdomains, following
 * links within those hosts and their subdomains, within `maxPages`, the time
 * budget and with `pageDelayMs` between loads, honouring robots.txt. The
 * first page failing to load fails the scan; a later page is skipped.
 * One browser per scan, closed at its end (or on abort), so nothing of one
 * scan survives into the next.
 */
export function browserRunner(settings: ScanSettings, appUrl: string | null): ScanRunner {
  const appOrigin = appUrl ? new URL(appUrl).origin : null;
  return async (job: ScanJob, ctl) => {
    const choice = chooseBrowser(settings.chromiumPath);
    if (!choice)
      throw new ScanFault(
        settings.chromiumPath ? `CHROMIUM_PATH ${settings.chromiumPath} does not exist; ${NO_BROWSER}` : NO_BROWSER,
      );
    // The scan's own access: the demo's allow-list opens nothing to another account's scan.
    const access = accessOfScan(settings, job.scan.account_id);
    const guard = createAddressGuard(access);
    const starts = [job.url, ...(job.scan.scan_type === 'one_page' ? [] : job.additionalUrls)].map((u) => u.trim());
    const refused = await guard.check(starts[0]!);
    if (refused) throw new ScanFault(`refused to scan ${starts[0]}: ${refused}`);
    const scope = starts.flatMap((u) => {
      try {
        return [siteOf(new URL(u).hostname)];
      } catch {
        return [];
      }
    });
    const inScope = (url: URL) =>
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      scope.some((s) => siteOf(url.hostname) === s || url.hostname.endsWith(`.${s}`));

    const proxy = await startCheckingProxy(access, settings.maxBytes);
    // A switch only this browser is given: the memory watchdog finds its process tree by it.
    const marker = `--consent-scan=${job.scan.id}.${process.pid}`;
    let browser: Browser;
    let executable = 'the browser';
    try {
      executable = await browserExecutable(choice);
      browser = await launchChromium(executable, proxy.proxy, [...memoryArgs(settings.maxMemoryMb), marker]);
    } catch (err) {
      await proxy.close();
      // The package's Chromium needs a few system libraries (libnss3): name the missing one rather than Playwright's first line.
      const lib = /error while loading shared libraries: ([^:\s]+)/.exec((err as Error).message)?.[1];
      const why = lib
        ? `the system lacks ${lib} (Debian/Ubuntu: apt-get install libnss3)`
        : (err as Error).message.split('\n')[0];
      throw new ScanFault(`the browser (${executable}) could not start: ${why}`);
    }
    let page = job.url;
    let overMemory: string | null = null;
    const memory = settings.maxMemoryMb
      ? watchMemory({
          marker,
          maxBytes: settings.maxMemoryMb * MB,
          onOver: (bytes) => {
            // Rounded up: a figure just over the cap must not read as the cap itself ("used 600 MB, over 600 MB").
            overMemory = `the scan's browser used ${Math.ceil(bytes / MB)} MB while loading ${page}, over the limit of ${settings.maxMemoryMb} MB (SCAN_MAX_MEMORY_MB)`;
          },
        })
      : null;
    const onAbort = () => void browser.close().catch(() => {});
    ctl.signal.addEventListener('abort', onAbort);
    const deadline = Date.now() + settings.timeBudgetMs;
    const queue = [...new Set(starts.map(pageKey))];
    const seenPages = new Set(queue);
    const findings: Finding[] = [];
    const redirects: OffsiteRedirect[] = [];
    const domains = new Set<string>();
    const observed: Observed = {
      pagesDone: 0,
      domains: [],
      consentBanner: false,
      categories: false,
      preferences: false,
      tools: [],
      notes: [],
    };
    const robots = createRobots(guard, { onNote: (note) => observed.notes.push(note) });
    try {
      while (
        queue.length &&
        observed.pagesDone < settings.maxPages &&
        Date.now() < deadline &&
        !proxy.received.over &&
        !ctl.signal.aborted
      ) {
        const url = queue.shift()!;
        page = url;
        const first = url === pageKey(starts[0]!);
        if (!first && !(await robots.allows(url))) continue;
        if (observed.pagesDone > 0 && settings.pageDelayMs) await new Promise((r) => setTimeout(r, settings.pageDelayMs));
        const pageTimeoutMs = Math.max(1_000, Math.min(settings.pageTimeoutMs, deadline - Date.now()));
        let seen: Awaited<ReturnType<typeof visitPage>>;
        try {
          seen = await visitPage(browser, url, {
            guard,
            pageTimeoutMs,
            settleMs: settings.settleMs,
            appOrigin,
            proxyFailures: proxy.failed,
          });
        } catch (err) {
          if (ctl.signal.aborted) throw err;
          if (overMemory) throw new ScanFault(overMemory);
          if (first || !browser.isConnected()) throw new ScanFault((err as Error).message);
          continue;
        }
        // A start page that redirects elsewhere (another host, a locale domain): its links are the site's too.
        if (first) scope.push(siteOf(new URL(seen.finalUrl).hostname));
        observed.pagesDone++;
        domains.add(new URL(url).hostname);
        // The browser side counted what it did not send; after consent it saw the same things again, and more.
        const after = seen.afterConsent?.cut;
        const sent = after
          ? { storage: Math.max(seen.cut.storage, after.storage), cookies: after.cookies, pixels: after.pixels }
          : seen.cut;
        const { kept, cut } = capPage(findingsOf(seen), sent);
        const note = capNote(url, cut);
        if (note) observed.notes.push(note);
        findings.push(...kept);
        redirects.push(...seen.redirects);
        observed.consentBanner ||= seen.consentTool;
        observed.categories ||= seen.categories;
        observed.preferences ||= seen.preferences;
        observed.tools = [...new Set([...observed.tools, ...seen.otherTools])];
        if (job.scan.scan_type === 'all_pages')
          for (const link of seen.links) {
            let u: URL;
            try {
              u = new URL(link);
            } catch {
              continue;
            }
            const key = pageKey(u.toString());
            if (inScope(u) && !seenPages.has(key) && seenPages.size < settings.maxPages * 20) {
              seenPages.add(key);
              queue.push(key);
            }
          }
        observed.domains = [...domains];
        ctl.progress({
          pagesDone: observed.pagesDone,
          pagesQueued: Math.min(queue.length, settings.maxPages - observed.pagesDone),
          domains: observed.domains,
          detected: {
            detected_consent_banner: observed.consentBanner,
            detected_cookie_category: observed.categories,
            detected_cookie_preference: observed.preferences,
          },
        });
      }
      if (overMemory) throw new ScanFault(overMemory);
      observed.notes.push(...redirectNotes(redirects));
    } finally {
      memory?.stop();
      ctl.signal.removeEventListener('abort', onAbort);
      await browser.close().catch(() => {});
      await proxy.close();
    }
    const country = countryResolver();
    for (const f of findings) f.country = await country(f.domain);
    return { findings, observed };
  };
}
