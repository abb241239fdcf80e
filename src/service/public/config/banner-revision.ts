import { bannerRevisionId, sha256hex } from '../../../../proof/hashes.mjs';
import type { Region } from '../../../schema/enums.ts';
import type { RuntimeConfig } from '../../../schema/runtime-config.ts';
import type { DueJobs } from '../../core/due-jobs.ts';
import { rememberBannerRevision, SCREENSHOT_JOB } from '../../model/banner-revisions.ts';
import type { Queryable } from '../../store/db.ts';

/**
 * Keeps the banner revision a composed config is (docs/proof.md#banner-revisions):
 * the config's bytes as served and the runtime build's hash. The first time
 * a revision is kept, its screenshots are noted due, and the queue keeper
 * queues their job: composing a config for a GET writes no job. Later
 * compositions of the same bytes find it kept and do nothing.
 */
export async function keepBannerRevision(
  q: Queryable,
  o: {
    /** Where its screenshots are noted due; null: keep the revision only (PROOF_SCREENSHOTS=off). */
    screenshots: DueJobs | null;
    websiteId: string;
    websiteUuid: string;
    lang: string;
    region: Region | null;
    config: { config: RuntimeConfig; json: string };
    runtimeHash: string;
  },
): Promise<string> {
  const configHash = sha256hex(o.config.json);
  const id = bannerRevisionId(configHash, o.runtimeHash);
  const isNew = await rememberBannerRevision(q, {
    id,
    website_id: o.websiteId,
    config: o.config.json,
    config_hash: configHash,
    runtime_hash: o.runtimeHash,
    lang: o.lang,
    region: o.region,
    consent_version: o.config.config.version,
    display_style: o.config.config.display_style,
  });
  if (isNew)
    o.screenshots?.note(`${SCREENSHOT_JOB} ${o.websiteId} ${id}`, {
      type: SCREENSHOT_JOB,
      payload: { website_id: o.websiteId, website_uuid: o.websiteUuid, revision_id: id },
    });
  return id;
}
