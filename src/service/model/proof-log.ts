import type { Queryable } from '../store/db.ts';
import type { StoredConsentRecord } from './consents.ts';

/** Whether a record's banner revision was named by the browser with the record, or attributed by the seal. */
export type RevisionSource = 'sent' | 'inferred';

/** A record as a seal takes it: what its leaf hashes, and the banner revision it names or is attributed to. */
export interface UnsealedRecord {
  id: string;
  website_id: string;
  record: StoredConsentRecord;
  banner_revision: string | null;
  revision_source: RevisionSource;
}

/** A leaf as a seal assigns it; a v2 leaf with the salt and commitment of the record's personal fields. */
export interface AssignedLeaf {
  id: string;
  leaf_index: number;
  leaf_hash: string;
  banner_revision: string | null;
  revision_source: RevisionSource;
  leaf_salt: string | null;
  leaf_commitment: string | null;
}

/** A website log's state: its size and the roots of its perfect subtrees (hex, largest first). */
export interface LogState {
  /** The website's uuid: the log's public name. */
  uuid: string;
  tree_size: number;
  frontier: string[];
}

/** A signed tree head as stored. */
export interface StoredTreeHead {
  tree_size: number;
  root_hash: string;
  signed_at: string;
  signature: string;
  key_id: string;
}

const HEAD_COLUMNS = 'tree_size::integer AS tree_size, root_hash, signed_at, signature, key_id';

/** Websites with records no seal has taken yet, oldest waiting first. */
export async function websitesToSeal(q: Queryable, max: number): Promise<string[]> {
  const rows = await q.query<{ website_id: string }>(
    `SELECT website_id FROM consent_records WHERE leaf_index IS NULL GROUP BY website_id ORDER BY min(received_at) LIMIT ${Math.floor(max)}`,
  );
  return rows.map((r) => r.website_id);
}

/** Whether any record waits for a seal (the partial index answers it). */
export async function anyUnsealed(q: Queryable): Promise<boolean> {
  return (await q.query('SELECT 1 FROM consent_records WHERE leaf_index IS NULL LIMIT 1')).length > 0;
}

/** The website's log, locked until the transaction ends: one seal at a time numbers its leaves. */
export async function lockLog(tx: Queryable, websiteId: string): Promise<LogState> {
  await tx.query('INSERT INTO proof_logs (website_id) VALUES ($1) ON CONFLICT (website_id) DO NOTHING', [websiteId]);
  const [row] = await tx.query<{ uuid: string; tree_size: number | string; frontier: string[] }>(
    `SELECT w.uuid::text AS uuid, l.tree_size, l.frontier FROM proof_logs l JOIN websites w ON w.id = l.website_id
     WHERE l.website_id = $1 FOR UPDATE OF l`,
    [websiteId],
  );
  return { uuid: row!.uuid, tree_size: Number(row!.tree_size), frontier: row!.frontier };
}

/**
 * The oldest records of a website not yet in its log, each with its banner
 * revision: the one the browser sent with it (checked as served for the
 * website when it arrived), else inferred — of the serving periods of its
 * language and consent version begun before it arrived, the latest,
 * preferring one of its display style and region: the revision in force then,
 * never one served earlier and since replaced (docs/proof.md#which-banner-revision-a-record-names).
 */
export async function unsealedRecords(tx: Queryable, websiteId: string, limit: number): Promise<UnsealedRecord[]> {
  return tx.query<UnsealedRecord>(
    `SELECT c.id::text AS id, c.website_id, c.record,
       COALESCE(c.record->>'banner_revision',
         (SELECT r.id FROM banner_revision_servings s
            JOIN banner_revisions r ON r.website_id = s.website_id AND r.id = s.revision_id
           WHERE s.website_id = c.website_id AND s.lang = c.record->>'lang' AND r.consent_version = c.record->>'version'
             AND s.served_at <= c.received_at
           ORDER BY r.display_style = c.record->>'shown' DESC, s.region IS NOT DISTINCT FROM c.record->>'region' DESC,
             s.served_at DESC, r.id
           LIMIT 1)) AS banner_revision,
       CASE WHEN c.record->>'banner_revision' IS NOT NULL THEN 'sent' ELSE 'inferred' END AS revision_source
     FROM consent_records c WHERE c.website_id = $1 AND c.leaf_index IS NULL
     ORDER BY c.received_at, c.id LIMIT ${Math.floor(limit)}`,
    [websiteId],
  );
}

/** Writes the seal: each record's leaf, the log's new state and its signed head, in the caller's transaction. */
export async function appendLeaves(
  tx: Queryable,
  websiteId: string,
  leaves: readonly AssignedLeaf[],
  state: Omit<LogState, 'uuid'> & { root_hash: string },
  head: StoredTreeHead,
): Promise<void> {
  await tx.query(
    `UPDATE consent_records c SET leaf_index = u.leaf_index, leaf_hash = u.leaf_hash, banner_revision = u.banner_revision,
       revision_source = u.revision_source, leaf_salt = u.leaf_salt, leaf_commitment = u.leaf_commitment
     FROM jsonb_to_recordset($1::jsonb) AS u(
       id uuid, leaf_index bigint, leaf_hash text, banner_revision text, revision_source text, leaf_salt text, leaf_commitment text)
     WHERE c.id = u.id AND c.leaf_index IS NULL`,
    [JSON.stringify(leaves)],
  );
  await tx.query('UPDATE proof_logs SET tree_size = $2, frontier = $3::jsonb, root_hash = $4 WHERE website_id = $1', [
    websiteId,
    state.tree_size,
    JSON.stringify(state.frontier),
    state.root_hash,
  ]);
  await tx.query(
    'INSERT INTO proof_heads (website_id, tree_size, root_hash, signed_at, signature, key_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [websiteId, head.tree_size, head.root_hash, head.signed_at, head.signature, head.key_id],
  );
}

/** Notes a signing key's public half (raw Ed25519, base64) the first time it signs. */
export async function rememberProofKey(q: Queryable, keyId: string, publicKey: string): Promise<void> {
  await q.query('INSERT INTO proof_keys (key_id, public_key) VALUES ($1, $2) ON CONFLICT (key_id) DO NOTHING', [
    keyId,
    publicKey,
  ]);
}

/** The public key of `keyId`, or null. */
export async function proofKey(q: Queryable, keyId: string): Promise<string | null> {
  const [row] = await q.query<{ public_key: string }>('SELECT public_key FROM proof_keys WHERE key_id = $1', [keyId]);
  return row?.public_key ?? null;
}

/** The latest signed head of a website's log, or null before its first seal. */
export async function latestTreeHead(q: Queryable, websiteId: string): Promise<StoredTreeHead | null> {
  const [row] = await q.query<StoredTreeHead>(
    `SELECT ${HEAD_COLUMNS} FROM proof_heads WHERE website_id = $1 ORDER BY tree_size DESC LIMIT 1`,
    [websiteId],
  );
  return row ?? null;
}

/** Signed heads of a website, in size order, after `afterSize`. */
export async function treeHeadsAfter(
  q: Queryable,
  websiteId: string,
  afterSize: number,
  limit: number,
): Promise<StoredTreeHead[]> {
  return q.query<StoredTreeHead>(
    `SELECT ${HEAD_COLUMNS} FROM proof_heads WHERE website_id = $1 AND tree_size > $2 ORDER BY tree_size LIMIT ${Math.floor(limit)}`,
    [websiteId, afterSize],
  );
}

/**
 * The leaf hashes of the first `size` leaves as stored, in leaf order. A
 * proof is computed from them: rows deleted or moved make it fail against
 * the signed head, which is how tampering shows.
 */
export async function leafHashes(
  q: Queryable,
  websiteId: string,
  size: number,
): Promise<{ leaf_index: number; leaf_hash: string }[]> {
  return q.query(
    `SELECT leaf_index::integer AS leaf_index, leaf_hash FROM consent_records
     WHERE website_id = $1 AND leaf_index IS NOT NULL AND leaf_index < $2 ORDER BY leaf_index`,
    [websiteId, size],
  );
}

/** A record as an export shows it. */
export interface ProvenRow {
  id: string;
  website_id: string;
  record: StoredConsentRecord;
  leaf_index: number | null;
  leaf_hash: string | null;
  banner_revision: string | null;
  /** Null for leaves sealed before the field existed (their leaf data has none). */
  revision_source: RevisionSource | null;
  erased_at: Date | string | null;
  leaf_salt: string | null;
  leaf_commitment: string | null;
}

/** A website's records of one visitor or one record id, in log order (unsealed last). */
export async function recordsFor(
  q: Queryable,
  websiteId: string,
  by: { visitor: string } | { recordId: string },
): Promise<ProvenRow[]> {
  const [cond, value] =
    'visitor' in by ? ["c.record->>'visitor' = $2", by.visitor.toLowerCase()] : ['c.id::text = $2', by.recordId.toLowerCase()];
  return q.query<ProvenRow>(
    `SELECT c.id::text AS id, c.website_id, c.record, c.leaf_index::integer AS leaf_index, c.leaf_hash, c.banner_revision,
       c.revision_source, c.erased_at, c.leaf_salt, c.leaf_commitment
     FROM consent_records c WHERE c.website_id = $1 AND ${cond} ORDER BY c.leaf_index NULLS LAST, c.received_at`,
    [websiteId, value],
  );
}

/** The fields of a record that name or locate a person: what erasure removes. */
export const PERSONAL_FIELDS = ['visitor', 'ip', 'url', 'origin'] as const;

/**
 * Erases a visitor's records (GDPR Art. 17): their personal fields and the
 * salt of their leaf's commitment go, the decision itself (categories,
 * method, region, time) and the leaf stay. Returns the ids erased.
 */
export async function eraseVisitor(q: Queryable, websiteId: string, visitor: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `UPDATE consent_records SET record = record ${PERSONAL_FIELDS.map((f) => `- '${f}'`).join(' ')}, erased_at = now(), leaf_salt = NULL
     WHERE website_id = $1 AND record->>'visitor' = $2 RETURNING id::text AS id`,
    [websiteId, visitor.toLowerCase()],
  );
  return rows.map((r) => r.id);
}
