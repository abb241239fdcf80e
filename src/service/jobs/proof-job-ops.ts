import { sha256hex } from '../../../proof/hashes.mjs';
import { keepScreenshots, type Screenshot } from '../model/banner-revisions.ts';
import { heldJobPayload } from '../model/jobs.ts';
import { signScreenshots } from '../proof/screenshots-signed.ts';
import { sealWaiting } from '../proof/seal.ts';
import { type ProofSigner, proofSigner } from '../proof/signing-key.ts';
import type { Db } from '../store/db.ts';

/** `make` called once, on first use; a failure is not kept (the next call tries again). */
export function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => {
    p ??= make().catch((err) => {
      p = null;
      throw err;
    });
    return p;
  };
}

/** What the service's side of the proof jobs needs: the signer, made on first use. */
export interface ProofJobDeps {
  signer: () => Promise<ProofSigner>;
  /** Records per seal step (one transaction and one signed head each); default SEAL_STEP. */
  sealStep?: number;
}

/** Records sealed between two vacuums of their table, where the database runs no autovacuum. */
const VACUUM_AFTER = 10_000;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SHOTS = 8;
const MAX_PNG_BYTES = 8 * 1024 * 1024;

/** A screenshot as a worker sent it, refused unless it is a PNG of a known view and size (the worker is the attacked process). */
function checkedShot(s: unknown): Screenshot {
  const x = s as Partial<Screenshot>;
  const png = x?.png instanceof Uint8Array ? Buffer.from(x.png) : null;
  if (!png || png.length > MAX_PNG_BYTES || !png.subarray(0, 8).equals(PNG))
    throw new Error('a screenshot is not a PNG within 8 MB');
  if (x.view !== 'banner' && x.view !== 'preferences') throw new Error(`no screenshot view ${String(x.view)}`);
  if (
    !Number.isInteger(x.width) ||
    !Number.isInteger(x.height) ||
    x.width! < 1 ||
    x.height! < 1 ||
    x.width! > 4000 ||
    x.height! > 4000
  )
    throw new Error('a screenshot has no sensible size');
  return { view: x.view, width: x.width!, height: x.height!, png };
}

/**
 * The queue operations of the proof jobs, run where the database is (in the
 * service for a child on the embedded database): each acts only on a job
 * the calling worker holds, and on what that job's row names, never on ids
 * the worker sends (docs/decisions/scans.md#worker-processes).
 */
export function proofJobOps(db: Db, deps: ProofJobDeps = { signer: memo(() => proofSigner(db)) }) {
  let unvacuumed = 0;
  return {
    /** Seals waiting records of every website; the number sealed, or 0 when the job is not the worker's. */
    async sealProofs(worker: string, id: string): Promise<number> {
      if (!(await heldJobPayload(db, id, worker))) return 0;
      const sealed = await sealWaiting(db, await deps.signer(), deps.sealStep ? { step: deps.sealStep } : {});
      // A seal updates each record's row: on the embedded database, 50,000 of them left uncleaned made counting a
      // website's records (GET /v1/websites) 9× slower (docs/proof.md#sealing).
      unvacuumed += sealed;
      if (db.vacuum && unvacuumed >= VACUUM_AFTER) {
        unvacuumed = 0;
        await db.vacuum('consent_records');
      }
      return sealed;
    },
    /** Keeps the screenshots of the revision the job names, each with its hash; false when the job is not the worker's. */
    async keepScreenshots(worker: string, id: string, shots: unknown[]): Promise<boolean> {
      const payload = await heldJobPayload(db, id, worker);
      if (!payload) return false;
      if (!Array.isArray(shots) || shots.length > MAX_SHOTS) throw new Error(`at most ${MAX_SHOTS} screenshots`);
      const checked = shots.map(checkedShot).map((s) => ({ ...s, sha256: sha256hex(s.png) }));
      const website = { id: String(payload.website_id), uuid: String(payload.website_uuid) };
      const signer = await deps.signer();
      await db.transaction(async (tx) => {
        await keepScreenshots(tx, website.id, String(payload.revision_id), checked);
        await signScreenshots(tx, signer, website, String(payload.revision_id));
      });
      return true;
    },
  };
}
