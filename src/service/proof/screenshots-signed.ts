import { canonicalJson } from '../../../proof/merkle.mjs';
import { screenshotsStatement } from '../../../proof/signed.mjs';
import { bannerRevisions, screenshotsOf } from '../model/banner-revisions.ts';
import { keepScreenshotsStatement } from '../model/screenshot-statements.ts';
import type { Queryable } from '../store/db.ts';
import type { ProofSigner } from './signing-key.ts';

/**
 * Signs, with the log's key, the SHA-256 of each screenshot kept for a
 * revision, with the revision's hashes and the time (docs/proof.md#screenshots),
 * as they are kept: an export then shows they are the screenshots taken
 * then, and that none is missing or replaced. Run in the transaction that
 * keeps them (`tx`), so no one reads screenshots without their statement and
 * the statement names exactly what is kept; the first statement of a
 * revision stays.
 */
export async function signScreenshots(
  tx: Queryable,
  signer: ProofSigner,
  website: { id: string; uuid: string },
  revisionId: string,
): Promise<void> {
  const [revision] = await bannerRevisions(tx, website.id, [revisionId]);
  const shots = await screenshotsOf(tx, website.id, [revisionId]);
  if (!revision || !shots.length) return;
  const statement = canonicalJson(
    screenshotsStatement({
      log: website.uuid,
      revision_id: revisionId,
      config_hash: revision.config_hash,
      runtime_hash: revision.runtime_hash,
      screenshots: shots,
      taken_at: new Date().toISOString(),
    }),
  );
  await keepScreenshotsStatement(tx, website.id, {
    revision_id: revisionId,
    statement,
    signature: signer.sign(statement),
    key_id: signer.keyId,
  });
}
