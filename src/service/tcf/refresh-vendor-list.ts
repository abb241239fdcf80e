import type { Logger } from 'pino';
import { VENDOR_LIST_FILES } from '../../schema/vendor-list.ts';
import type { OtherJob } from '../model/jobs.ts';
import type { VendorListFile } from '../model/vendor-lists.ts';
import { fetchVendorFile, type VendorFetchRules } from './fetch-vendor-file.ts';

/** Where a refresh stores a fetched file: the database, or the parent of a worker on the embedded one. */
export type SaveVendorFile = (jobId: string, file: VendorListFile) => Promise<boolean>;

/**
 * The `vendor_list_refresh` job (docs/service.md#iab-tcf): fetches the files
 * its payload names from the operator's location and stores each as it
 * arrives. A file that fails keeps its stored copy; the job then fails, so
 * the queue keeper queues another after its pause, not at once.
 */
export function refreshVendorList(o: {
  vendorListUrl: string;
  save: SaveVendorFile;
  log: Logger;
  fetchFn?: typeof fetch;
  rules?: VendorFetchRules;
}) {
  return async (job: OtherJob, signal: AbortSignal): Promise<void> => {
    const asked = Array.isArray(job.payload.files) ? job.payload.files.map(String) : VENDOR_LIST_FILES;
    const failed: string[] = [];
    for (const name of asked.filter((n) => VENDOR_LIST_FILES.includes(n))) {
      if (signal.aborted) throw signal.reason;
      try {
        const file = await fetchVendorFile(o.vendorListUrl, name, signal, o.fetchFn, o.rules);
        if (!(await o.save(job.id, file))) throw new Error('the refresh job is no longer this worker’s');
      } catch (err) {
        if (signal.aborted) throw signal.reason;
        o.log.warn({ err, file: name }, 'vendor-list file not refreshed; the stored copy stays');
        failed.push(`${name}: ${(err as Error).message}`);
      }
    }
    if (failed.length) throw new Error(`not refreshed (the stored copies stay): ${failed.join('; ')}`);
  };
}
