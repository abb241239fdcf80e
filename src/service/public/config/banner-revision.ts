import { bannerRevisionId, sha256hex } from '../../../../proof/verify-export.mjs';
import type { Region } from '../../../schema/enums.ts';
import type { RuntimeConfig } from '../../../schema/runtime-config.ts';
import { rememberBannerRevision, SCREENSHOT_JOB } from '../../model/banner-revisions.ts';
import { queueJob } from '../../model/jobs.ts';
import type { Queryable } from '../../store/db.ts';

/**
 * Keeps the banner revision a composed config is (docs/proof.md#banner-revisions):
 * the config's bytes as served and the runtime build's hash. The first time
 * a revision is kept, a job to screenshot it is queued; later compositions
 * of the same bytes find it kept and do nothing.
 */
export async function keepBannerRevision(
  q: Queryable,
  o: {
    /** false: keep the revision only (PROOF_SCREENSHOTS=off). */
    screenshots: boolean;
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
  if (isNew && o.screenshots)
    await queueJob(q, SCREENSHOT_JOB, { website_id: o.websiteId, website_uuid: o.websiteUuid, revision_id: id });
  return id;
}
