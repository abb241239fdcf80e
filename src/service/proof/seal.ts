import { appendToFrontier, canonicalJson, frontierRoot, leafHash } from '../../../proof/merkle.mjs';
import type { SignedHead } from '../../../proof/verify-export.mjs';
import { type AssignedLeaf, appendLeaves, lockLog, unsealedRecords, websitesToSeal } from '../model/proof-log.ts';
import type { Db } from '../store/db.ts';
import { leafData } from './leaf.ts';
import type { ProofSigner } from './signing-key.ts';

/** The queue's job type that seals waiting records (docs/decisions/scans.md#job-types). */
export const SEAL_JOB = 'proof_seal';

const hex = (b: Buffer) => b.toString('hex');

/**
 * Seals up to `batch` of a website's waiting records into its log, in one
 * transaction: numbers them after the last leaf, hashes them, extends the
 * frontier and signs the new head. Null when nothing waited.
 */
export async function sealWebsite(
  db: Db,
  signer: ProofSigner,
  websiteId: string,
  batch: number,
): Promise<{ head: SignedHead; sealed: number } | null> {
  return db.transaction(async (tx) => {
    const state = await lockLog(tx, websiteId);
    const rows = await unsealedRecords(tx, websiteId, batch);
    if (!rows.length) return null;
    let frontier: Buffer[] = state.frontier.map((h) => Buffer.from(h, 'hex'));
    let size = state.tree_size;
    const leaves: AssignedLeaf[] = rows.map((r) => {
      const leaf = leafHash(canonicalJson(leafData(r)));
      frontier = appendToFrontier(frontier, size, leaf);
      return { id: r.id, leaf_index: size++, leaf_hash: hex(leaf), banner_revision: r.banner_revision };
    });
    const root = hex(frontierRoot(frontier));
    const head = signer.signHead({ log: state.uuid, tree_size: size, root_hash: root, timestamp: new Date().toISOString() });
    await appendLeaves(
      tx,
      websiteId,
      leaves,
      { tree_size: size, frontier: frontier.map(hex), root_hash: root },
      {
        tree_size: size,
        root_hash: root,
        signed_at: head.timestamp,
        signature: head.signature,
        key_id: head.key_id,
      },
    );
    return { head, sealed: leaves.length };
  });
}

export interface SealOptions {
  /** Most records one website's seal takes (one head each). */
  batch?: number;
  /** Stop before another batch once this much time has passed (a job's share of the worker). */
  budgetMs?: number;
  signal?: AbortSignal;
}

/** Seals waiting records of every website, batch by batch; returns how many records went in. */
export async function sealWaiting(db: Db, signer: ProofSigner, o: SealOptions = {}): Promise<number> {
  const batch = o.batch ?? 10_000;
  const until = Date.now() + (o.budgetMs ?? 60_000);
  let sealed = 0;
  for (;;) {
    const websites = await websitesToSeal(db, 50);
    if (!websites.length) return sealed;
    for (const w of websites) {
      if (o.signal?.aborted || Date.now() > until) return sealed;
      sealed += (await sealWebsite(db, signer, w, batch))?.sealed ?? 0;
    }
  }
}
