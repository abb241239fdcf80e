import type { Logger } from 'pino';
import { SCREENSHOT_JOB } from '../model/banner-revisions.ts';
import { type CheckTarget, INSTALLATION_CHECK_JOB } from '../model/installation-checks.ts';
import { VENDOR_LIST_REFRESH } from '../model/vendor-lists.ts';
import { takeScreenshots } from '../scan/banner-screenshots.ts';
import { browserRunner } from '../scan/crawler.ts';
import { checkInstallation } from '../scan/installation-check.ts';
import type { ScanRunner } from '../scan/runner.ts';
import type { ScanSettings } from '../scan/settings.ts';
import { refreshVendorList } from '../tcf/refresh-vendor-list.ts';
import type { JobHandler } from './job-loop.ts';
import type { QueueStore } from './queue-store.ts';

/**
 * Every type of job a worker runs, what runs it and its deadline: the one
 * list of them (docs/decisions/scans.md#job-types). Seals are not among
 * them: the service runs them in a lane of its own (seal-lane.ts). The handlers live here and call the
 * domain that does the work — the crawler and the browser in scan/, the
 * vendor list in tcf/, sealing through the queue store (proof-job-ops.ts) —
 * rather than each domain registering itself: jobs/ then imports those
 * folders and none of them imports jobs/, so the layer table stays acyclic.
 */
export function jobHandlers(o: {
  store: QueueStore;
  workerId: string;
  settings: ScanSettings;
  appUrl: string | null;
  /** The operator's vendor-list location (TCF_VENDOR_LIST_URL); absent, this worker leaves the refresh to one that has it. */
  vendorListUrl?: string | undefined;
  /** TCF_VENDOR_LIST_HTTP_LOOPBACK: plain http to a loopback location (tests). */
  vendorListHttpLoopback?: boolean | undefined;
  log: Logger;
}): { runner: ScanRunner; jobs: Record<string, JobHandler>; deadlines: Record<string, number> } {
  const { store, appUrl, vendorListUrl } = o;
  const { timeBudgetMs, pageTimeoutMs } = o.settings;
  return {
    runner: browserRunner(o.settings, appUrl),
    // Each a bound on the job's own timeouts: a scan's budget, then a page that started at its end and the browser's close.
    deadlines: {
      scan: timeBudgetMs + pageTimeoutMs + 60_000,
      [SCREENSHOT_JOB]: 3 * 60_000,
      [INSTALLATION_CHECK_JOB]: pageTimeoutMs + 60_000,
      [VENDOR_LIST_REFRESH]: 10 * 60_000,
    },
    jobs: {
      // Taken here, in the scanner's browser, and handed over to be kept (docs/proof.md#screenshots).
      [SCREENSHOT_JOB]: async (job, signal, worker) => {
        if (!appUrl) throw new Error('screenshots need APP_URL: the browser loads the banner revision from the service');
        const shots = await takeScreenshots(
          {
            chromiumPath: o.settings.chromiumPath,
            appUrl,
            websiteUuid: String(job.payload.website_uuid),
            revisionId: String(job.payload.revision_id),
          },
          signal,
        );
        await store.keepScreenshots(worker, job.id, shots);
      },
      // The console's "Check installation": one page load in the scanner's browser, with a scan's fences.
      [INSTALLATION_CHECK_JOB]: async (job, signal, worker) => {
        const findings = await checkInstallation(job.payload as unknown as CheckTarget, o.settings, appUrl, signal);
        await store.keepInstallationFindings(worker, job.id, findings);
      },
      ...(vendorListUrl
        ? {
            [VENDOR_LIST_REFRESH]: refreshVendorList({
              vendorListUrl,
              save: (jobId, file) => store.saveVendorListFile(o.workerId, jobId, file),
              log: o.log,
              rules: { httpLoopback: o.vendorListHttpLoopback },
            }),
          }
        : {}),
    },
  };
}
