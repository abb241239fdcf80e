import { SEAL_JOB } from './proof/seal.ts';
import { SCREENSHOT_JOB } from './public/config/banner-revision.ts';
import { takeScreenshots } from './scan/banner-screenshots.ts';
import type { JobHandler } from './scan/queue-runner.ts';
import type { QueueStore } from './scan/queue-store.ts';
import type { ScanSettings } from './scan/settings.ts';

/**
 * The worker's handlers of the proof jobs (docs/proof.md): sealing runs
 * where the database is (`sealProofs`, in the service for a child on the
 * embedded database); screenshots are taken here, in the scanner's browser,
 * and handed over to be kept.
 */
export function proofJobs(store: QueueStore, settings: ScanSettings, appUrl: string | null): Record<string, JobHandler> {
  return {
    [SEAL_JOB]: async (job, _signal, worker) => {
      await store.sealProofs(worker, job.id);
    },
    [SCREENSHOT_JOB]: async (job, signal, worker) => {
      if (!appUrl) throw new Error('screenshots need APP_URL: the browser loads the banner revision from the service');
      const shots = await takeScreenshots(
        {
          chromiumPath: settings.chromiumPath,
          appUrl,
          websiteUuid: String(job.payload.website_uuid),
          revisionId: String(job.payload.revision_id),
        },
        signal,
      );
      await store.keepScreenshots(worker, job.id, shots);
    },
  };
}
