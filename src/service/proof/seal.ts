import { appendToFrontier, canonicalJson, frontierRoot, leafHash } from '../../../proof/merkle.mjs';
import type { SignedHead } from '../../../proof/signed.mjs';
import { type AssignedLeaf, appendLeaves, lockLog, unsealedRecords, websitesToSeal } from '../model/proof-log.ts';
import type { Db } from '../store/db.ts';
import { sealedLeaf } from './leaf.ts';
import type { ProofSigner } from './signing-key.ts';

/** The queue's job type that seals waiting records (docs/decisions/scans.md#job-types). */
export const SEAL_JOB = 'proof_seal';

const hex = (b: Buffer) => b.toString('hex');

/**
 * Seals up to `step` of a website's oldest waiting records into its log, in
 * one transaction: numbers them after the last leaf, hashes them, extends
 * the frontier and signs the new head. Null when nothing waited.
 */
export async function sealWebsite(
  db: Db,
  signer: ProofSigner,
  websiteId: string,
  step: number,
): Promise<{ head: SignedHead; sealed: number } | null> {
  return db.transaction(async (tx) => {
    const state = await lockLog(tx, websiteId);
    const rows = await unsealedRecords(tx, websiteId, step);
    if (!rows.length) return null;
    let frontier: Buffer[] = state.frontier.map((h) => Buffer.from(h, 'hex'));
    let size = state.tree_size;
    const leaves: AssignedLeaf[] = rows.map((r) => {
      const { data, salt } = sealedLeaf(r);
      const leaf = leafHash(canonicalJson(data));
      frontier = appendToFrontier(frontier, size, leaf);
      return {
        id: r.id,
        leaf_index: size++,
        leaf_hash: hex(leaf),
        banner_revision: r.banner_revision,
        revision_source: r.revision_source,
        leaf_salt: salt,
        leaf_commitment: data.personal_commitment,
      };
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

/**
 * Most leaves one seal step takes: one transaction and one signed head each.
 * On the embedded database every query shares one connection and the
 * service's thread, so requests wait while a step holds them: 10,000 records
 * at once held them 1.3–2.9 s on a loaded machine, 500 at most 0.45 s
 * (docs/proof.md#sealing).
 */
export const SEAL_STEP = 500;

export interface SealOptions {
  /** Most records one step takes (one transaction and one signed head each). */
  step?: number;
  /** Stop before another step once this much time has passed (a job's share of the worker). */
  budgetMs?: number;
  signal?: AbortSignal;
}

/** Lets the requests that queued behind a step (their queries, their parsing) go first. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Most websites one pass takes from the index; a pass that found this many looks again for more. */
const WEBSITES_PER_PASS = 50;

/**
 * Seals the records waiting when it starts, step by step, websites taking
 * turns so that a busy one does not hold the others back; returns how many
 * records went in. A website is done at its first step that is not full:
 * records that keep arriving are the next job's, so a seal never chases
 * the load with steps of a few records, each its own head.
 */
export async function sealWaiting(db: Db, signer: ProofSigner, o: SealOptions = {}): Promise<number> {
  const step = o.step ?? SEAL_STEP;
  const until = Date.now() + (o.budgetMs ?? 60_000);
  let sealed = 0;
  for (;;) {
    const found = await websitesToSeal(db, WEBSITES_PER_PASS);
    let websites = found;
    while (websites.length) {
      const more: string[] = [];
      for (const w of websites) {
        if (o.signal?.aborted || Date.now() > until) return sealed;
        const n = (await sealWebsite(db, signer, w, step))?.sealed ?? 0;
        sealed += n;
        if (n === step) more.push(w);
        await yieldTurn();
      }
      websites = more;
    }
    if (found.length < WEBSITES_PER_PASS) return sealed;
  }
}
