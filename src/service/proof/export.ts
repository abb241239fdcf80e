import { EXPORT_FORMAT } from '../../../proof/export-shape.mjs';
import { inclusionPath } from '../../../proof/merkle.mjs';
import type { ScreenshotsStatement, SignedHead } from '../../../proof/signed.mjs';
import { type BannerRevision, bannerRevisions, screenshotsOf } from '../model/banner-revisions.ts';
import { latestTreeHead, leafHashes, proofKey, recordsFor } from '../model/proof-log.ts';
import { screenshotsStatements } from '../model/screenshot-statements.ts';
import type { Queryable } from '../store/db.ts';
import { exportedLeaf, type LeafData, type PersonalFields } from './leaf.ts';

/**
 * One record of an export: its leaf, the proof of it under the head, its leaf data, and its personal fields with
 * the salt of their commitment (v2 leaves; null once erased). An erased v1 leaf has no data to show (null).
 */
export interface ExportedRecord {
  record_id: string;
  leaf_index: number;
  leaf_hash: string;
  inclusion: string[];
  data: LeafData | null;
  personal?: PersonalFields | null;
  /** Set when the visitor's personal fields were erased; `remaining` (v1 leaves) what is left, not provable. */
  erased_at?: string;
  remaining?: Record<string, unknown>;
}

/**
 * A banner revision as an export carries it: the config as served, its hashes, the screenshots with their bytes,
 * and the statement of their hashes the service signed when it kept them (null: none, or taken before statements).
 */
export type ExportedRevision = Omit<BannerRevision, 'id' | 'website_id' | 'first_served_at'> & {
  first_served_at: string;
  screenshots: { view: string; width: number; height: number; taken_at: string; sha256: string; png: string }[];
  screenshots_signed: { statement: ScreenshotsStatement; signature: string; key_id: string } | null;
};

/** The export (docs/proof.md#the-export): what `proof/verify-export.mjs` checks offline. */
export interface ProofExport {
  format: typeof EXPORT_FORMAT;
  exported_at: string;
  website: { id: string; uuid: string };
  public_key: { key_id: string; ed25519: string } | null;
  head: SignedHead | null;
  records: ExportedRecord[];
  /** Records not in the log yet (the next seal takes them): nothing proves them so far. */
  unsealed: string[];
  banner_revisions: Record<string, ExportedRevision>;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const hex = (b: Buffer) => b.toString('hex');

/**
 * The records of one visitor, or one record, with everything needed to
 * check them without the service: proofs against the latest signed head,
 * the head and its public key, and the banner revisions they answered.
 * Proofs are computed from the leaves as stored now, so a stored record
 * changed, deleted or moved since its seal makes the export fail to verify.
 */
export async function buildExport(
  q: Queryable,
  website: { id: string; uuid: string },
  by: { visitor: string } | { recordId: string },
): Promise<ProofExport> {
  const rows = await recordsFor(q, website.id, by);
  const stored = await latestTreeHead(q, website.id);
  const head: SignedHead | null = stored && {
    log: website.uuid,
    tree_size: stored.tree_size,
    root_hash: stored.root_hash,
    timestamp: stored.signed_at,
    signature: stored.signature,
    key_id: stored.key_id,
  };
  const key = stored && (await proofKey(q, stored.key_id));
  const inLog = rows.filter((r) => r.leaf_index !== null && head && r.leaf_index < head.tree_size);
  const leaves =
    head && inLog.length ? (await leafHashes(q, website.id, head.tree_size)).map((l) => Buffer.from(l.leaf_hash, 'hex')) : [];
  const records = inLog.map((r): ExportedRecord => {
    const base = {
      record_id: r.id,
      leaf_index: r.leaf_index!,
      leaf_hash: r.leaf_hash!,
      inclusion: inclusionPath(r.leaf_index!, leaves).map(hex),
    };
    const { data, personal } = exportedLeaf({ ...r, erased: !!r.erased_at });
    if (!r.erased_at) return { ...base, data, ...(r.leaf_commitment ? { personal } : {}) };
    return { ...base, data, personal: null, erased_at: iso(r.erased_at), ...(data ? {} : { remaining: r.record }) };
  });
  const revisionIds = [...new Set(inLog.flatMap((r) => (r.banner_revision ? [r.banner_revision] : [])))];
  const banner_revisions = await exportedRevisions(q, website.id, revisionIds);
  return {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    website,
    public_key: stored && key ? { key_id: stored.key_id, ed25519: key } : null,
    head,
    records,
    unsealed: rows.filter((r) => !inLog.includes(r)).map((r) => r.id),
    banner_revisions,
  };
}

/** Banner revisions of a website with their screenshots, by id: as an export and the API show them. */
export async function exportedRevisions(
  q: Queryable,
  websiteId: string,
  ids: readonly string[],
): Promise<Record<string, ExportedRevision>> {
  const shots = await screenshotsOf(q, websiteId, ids);
  const signed = new Map((await screenshotsStatements(q, websiteId, ids)).map((s) => [s.revision_id, s]));
  const out: Record<string, ExportedRevision> = {};
  for (const r of await bannerRevisions(q, websiteId, ids))
    out[r.id] = {
      config: r.config,
      config_hash: r.config_hash,
      runtime_hash: r.runtime_hash,
      lang: r.lang,
      region: r.region,
      consent_version: r.consent_version,
      display_style: r.display_style,
      first_served_at: iso(r.first_served_at),
      screenshots: shots
        .filter((s) => s.revision_id === r.id)
        .map((s) => ({
          view: s.view,
          width: s.width,
          height: s.height,
          taken_at: iso(s.taken_at),
          sha256: s.sha256,
          png: Buffer.from(s.png).toString('base64'),
        })),
      screenshots_signed: statementOf(signed.get(r.id)),
    };
  return out;
}

/** A kept statement as an export carries it: the statement as an object (the verifier signs its canonical JSON). */
const statementOf = (s: { statement: string; signature: string; key_id: string } | undefined) =>
  s ? { statement: JSON.parse(s.statement) as ScreenshotsStatement, signature: s.signature, key_id: s.key_id } : null;
