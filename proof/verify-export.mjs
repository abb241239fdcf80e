#!/usr/bin/env node
// Verifies a consent-proof export offline, with Node alone: no service, no
// network, no package (docs/proof.md#verifying-an-export). Usage:
//   node proof/verify-export.mjs EXPORT.json
// Exits 0 when every check holds, 1 when one fails (each failure is printed),
// 2 when the file cannot be read as an export.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canonicalJson, leafHash, verifyConsistency, verifyInclusion } from './merkle.mjs';

export const EXPORT_FORMAT = 'consent-proof/1';
export const HEAD_FORMAT = 'consent-log-head/1';

/**
 * A signed tree head as served and exported; hashes in hex, the signature in base64.
 * @typedef {object} SignedHead
 * @property {string} log
 * @property {number} tree_size
 * @property {string} root_hash
 * @property {string} timestamp
 * @property {string} signature
 * @property {string} key_id
 */

/**
 * What `verifyExport` found: each record's status, and the problems (none: it verifies).
 * @typedef {object} Verification
 * @property {boolean} ok
 * @property {string[]} problems
 * @property {{ record_id: string, leaf_index: number, status: string, revision?: string }[]} records
 * @property {string[]} [unsealed]
 */

/**
 * The parts of an export the checks read (docs/proof.md#the-export). The file is untrusted: what the checks
 * guard against missing is optional here.
 * @typedef {object} ReadExport
 * @property {string} format
 * @property {{ ed25519: string }} public_key
 * @property {{ uuid: string }} [website]
 * @property {SignedHead | null} [head]
 * @property {ReadRecord[]} [records]
 * @property {Record<string, ReadRevision>} [banner_revisions]
 * @property {string[]} [unsealed]
 */
/**
 * A record of an export; an erased one has no `data`.
 * @typedef {object} ReadRecord
 * @property {string} record_id
 * @property {number} leaf_index
 * @property {string} leaf_hash
 * @property {string[]} [inclusion]
 * @property {{ id: string, banner_revision: string, revision_source?: string } | null} [data]
 */
/**
 * A banner revision of an export.
 * @typedef {object} ReadRevision
 * @property {string} config
 * @property {string} config_hash
 * @property {string} runtime_hash
 * @property {{ view: string, png: string, sha256: string }[]} [screenshots]
 */

/** @param {unknown} s */
const hex = (s) => Buffer.from(String(s), 'hex');
/** @param {string | Uint8Array} data */
const sha256hex = (data) => createHash('sha256').update(data).digest('hex');
/**
 * A banner revision's id: SHA-256 over the hash of its config as served and the hash of its runtime build.
 * @param {string} configHash
 * @param {string} runtimeHash
 */
export const bannerRevisionId = (configHash, runtimeHash) =>
  sha256hex(canonicalJson({ config_hash: configHash, runtime_hash: runtimeHash }));
/** SHA-256 in hex of a string (UTF-8) or bytes. */
export { sha256hex };

/** The Ed25519 SubjectPublicKeyInfo prefix: a raw 32-byte key in DER, which node:crypto reads. */
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * The public key of an export or a head listing: raw Ed25519, base64.
 * @param {string} raw
 */
export const publicKeyOf = (raw) =>
  createPublicKey({ key: Buffer.concat([SPKI_ED25519, Buffer.from(raw, 'base64')]), format: 'der', type: 'spki' });

/**
 * The bytes a tree head's signature covers.
 * @param {Omit<SignedHead, 'signature' | 'key_id'>} h
 */
export const headStatement = (h) =>
  canonicalJson({ format: HEAD_FORMAT, log: h.log, root_hash: h.root_hash, timestamp: h.timestamp, tree_size: h.tree_size });

/**
 * Whether a tree head carries a valid signature of `key`.
 * @param {SignedHead} head
 * @param {import('node:crypto').KeyObject} key
 */
export function headSigned(head, key) {
  try {
    return verify(null, Buffer.from(headStatement(head)), key, Buffer.from(String(head.signature), 'base64'));
  } catch {
    return false;
  }
}

/**
 * Whether two signed heads of one log can both be honest: the proof shows the larger extends the smaller.
 * @param {SignedHead} older
 * @param {SignedHead} newer
 * @param {readonly string[]} proofHex
 */
export function headsConsistent(older, newer, proofHex) {
  return verifyConsistency(older.tree_size, newer.tree_size, hex(older.root_hash), hex(newer.root_hash), proofHex.map(hex));
}

/**
 * The banner revision's own hashes: its id from the config's and the runtime's, each screenshot's from its bytes.
 * @param {string} id
 * @param {ReadRevision | undefined} rev
 * @param {string[]} problems
 */
function checkRevision(id, rev, problems) {
  if (!rev) {
    problems.push(`banner revision ${id} is not in the export`);
    return;
  }
  if (sha256hex(Buffer.from(rev.config, 'utf8')) !== rev.config_hash)
    problems.push(`banner revision ${id}: the config does not match its hash`);
  if (bannerRevisionId(rev.config_hash, rev.runtime_hash) !== id)
    problems.push(`banner revision ${id}: the id is not the hash of its config and runtime hashes`);
  for (const s of rev.screenshots ?? [])
    if (sha256hex(Buffer.from(s.png, 'base64')) !== s.sha256)
      problems.push(`banner revision ${id}: screenshot ${s.view} does not match its hash`);
}

/**
 * Every check an export allows: the head's signature under the export's key,
 * each record's content against its leaf hash, each leaf's inclusion in the
 * signed tree, and each banner revision against its hashes. An erased
 * record has no content to hash: only its leaf's inclusion is checked.
 * Returns the problems found (none: it verifies) and what was checked.
 * @param {unknown} file an export as parsed from its JSON
 * @returns {Verification}
 */
export function verifyExport(file) {
  const doc = /** @type {Partial<ReadExport> | null | undefined} */ (file);
  /** @type {string[]} */
  const problems = [];
  if (doc?.format !== EXPORT_FORMAT) return { ok: false, problems: [`not a ${EXPORT_FORMAT} export`], records: [] };
  let key;
  try {
    // A missing key throws here, as an unreadable one does.
    key = publicKeyOf(/** @type {ReadExport} */ (doc).public_key.ed25519);
  } catch {
    return { ok: false, problems: ['the export has no readable Ed25519 public key'], records: [] };
  }
  const head = doc.head;
  if (!head || head.log !== doc.website?.uuid) problems.push('the tree head is missing or of another log');
  else if (!headSigned(head, key)) problems.push(`the tree head (size ${head.tree_size}) is not signed by the export's key`);
  /** @type {Verification['records']} */
  const records = [];
  for (const r of doc.records ?? []) {
    const leaf = hex(r.leaf_hash);
    let status = 'verified';
    if (r.data) {
      if (!leafHash(canonicalJson(r.data)).equals(leaf)) {
        problems.push(`record ${r.record_id}: its content does not match leaf ${r.leaf_index}`);
        status = 'altered';
      }
      if (r.data.id !== r.record_id) problems.push(`record ${r.record_id}: the leaf is of record ${r.data.id}`);
      checkRevision(r.data.banner_revision, doc.banner_revisions?.[r.data.banner_revision], problems);
    } else status = 'erased';
    if (!head || !verifyInclusion(r.leaf_index, head.tree_size, leaf, (r.inclusion ?? []).map(hex), hex(head.root_hash))) {
      problems.push(`record ${r.record_id}: leaf ${r.leaf_index} is not proven in the signed tree of size ${head?.tree_size}`);
      status = 'not in the log';
    }
    // Whether the browser named the revision with the record, or the service inferred it (leaves before the field: inferred).
    const revision = r.data && (r.data.revision_source === 'sent' ? 'sent' : 'inferred');
    records.push({ record_id: r.record_id, leaf_index: r.leaf_index, status, ...(revision ? { revision } : {}) });
  }
  return { ok: problems.length === 0, problems, records, unsealed: doc.unsealed ?? [] };
}

/**
 * The verification as lines for a person: one per record, then each problem, then the verdict.
 * @param {Verification} out
 */
export function reportLines(out) {
  return [
    ...out.records.map(
      (r) =>
        `${r.status.padEnd(15)} record ${r.record_id} (leaf ${r.leaf_index}${r.revision ? `, banner revision ${r.revision}` : ''})`,
    ),
    ...(out.unsealed ?? []).map((id) => `not sealed yet  record ${id}`),
    ...out.problems.map((p) => `FAILED: ${p}`),
    out.ok ? `OK: ${out.records.length} record(s) verified against the signed tree head` : 'NOT VERIFIED',
  ];
}

// Run as a script, not imported (also not when bundled into the service, where import.meta.url is the bundle's).
const self = fileURLToPath(import.meta.url);
if (self.endsWith('verify-export.mjs') && process.argv[1] && self === process.argv[1]) {
  const file = process.argv[2];
  let doc;
  try {
    if (!file) throw new Error('usage: node proof/verify-export.mjs EXPORT.json');
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`error: ${/** @type {Error} */ (err).message}`);
    process.exit(2);
  }
  const out = verifyExport(doc);
  for (const line of reportLines(out)) console.log(line);
  process.exit(out.ok ? 0 : 1);
}
