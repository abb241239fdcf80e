#!/usr/bin/env node
// Verifies a consent-proof export offline, with Node alone: no service, no
// network, no package (docs/proof.md#verifying-an-export). Usage:
//   node proof/verify-export.mjs EXPORT.json [--key KEY_ID_OR_FINGERPRINT]... [--keys KEPT.json]
// Exits 0 when every check holds, 1 when one fails (each failure is printed),
// 2 when the file is not a well-formed export.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EXPORT_FORMAT, exportShapeProblems } from './export-shape.mjs';
import { keyFingerprint, keyIdOf, personalCommitment } from './hashes.mjs';
import { canonicalJson, leafHash, verifyInclusion } from './merkle.mjs';
import { checkRevision } from './revision-checks.mjs';
import { headSigned, publicKeyOf } from './signed.mjs';
import { parseJsonStrict } from './strict-json.mjs';

/**
 * What `verifyExport` found. `malformed`: the file is not an export (nothing else was checked). `problems`: checks
 * that failed (none: it verifies). `notices`: what a person must know that is not a failure.
 * @typedef {object} Verification
 * @property {boolean} ok
 * @property {string[]} malformed
 * @property {string[]} problems
 * @property {string[]} notices
 * @property {{ record_id: string, leaf_index: number, status: string, revision: 'sent' | 'inferred' }[]} records
 * @property {string[]} unsealed
 * @property {{ key_id: string, fingerprint: string, expected: boolean | null } | null} key
 */

/**
 * Keys a person expects an export to be signed with: key ids or fingerprints, and kept keys (id → raw key, base64),
 * as a witness keeps them. None: the key is not checked, and the report says so.
 * @typedef {{ ids?: readonly string[], kept?: Readonly<Record<string, string>> }} ExpectedKeys
 */

/**
 * A record of a well-formed export.
 * @typedef {object} ReadRecord
 * @property {string} record_id
 * @property {number} leaf_index
 * @property {string} leaf_hash
 * @property {string[]} inclusion
 * @property {{ v?: 2, id: string, website_id: string, banner_revision: string | null, revision_source?: string, personal_commitment?: string, record: Record<string, unknown> }} data
 * @property {{ salt: string, fields: Record<string, unknown> } | null} [personal]
 */

const hex = (/** @type {string} */ s) => Buffer.from(s, 'hex');

/**
 * A record's leaf: its data against the leaf hash, the record id in it, its personal fields against the
 * leaf's commitment (v2), and its inclusion in the signed tree. Returns the record's status.
 * @param {ReadRecord} r
 * @param {{ size: number, root: Buffer }} tree
 * @param {string[]} problems
 */
function checkRecord(r, tree, problems) {
  const fail = (/** @type {string} */ what) => problems.push(`record ${r.record_id}: ${what}`);
  let status = r.data.v === 2 && !r.personal ? 'erased' : 'verified';
  if (!leafHash(canonicalJson(r.data)).equals(hex(r.leaf_hash))) {
    fail(`its content does not match leaf ${r.leaf_index}`);
    status = 'altered';
  }
  if (r.data.id !== r.record_id) fail(`the leaf is of record ${r.data.id}`);
  // A sent revision is the one the browser put in the record; the leaf must not name another.
  if (r.data.revision_source === 'sent' && r.data.record.banner_revision !== r.data.banner_revision)
    fail(`the leaf names banner revision ${r.data.banner_revision}, the record sent ${r.data.record.banner_revision}`);
  if (r.personal && personalCommitment(r.personal.salt, r.personal.fields) !== r.data.personal_commitment) {
    fail('its personal fields (visitor, address, page) do not match the commitment in its leaf');
    status = 'altered';
  }
  if (!verifyInclusion(r.leaf_index, tree.size, hex(r.leaf_hash), r.inclusion.map(hex), tree.root)) {
    fail(`leaf ${r.leaf_index} is not proven in the signed tree of size ${tree.size}`);
    status = 'not in the log';
  }
  return status;
}

/**
 * The export's key: its id must be the hash of the key, the head's id the same, and, when keys are expected, one of
 * them (a key id or fingerprint, or a kept key with the same bytes).
 * @param {{ key_id: string, ed25519: string }} pk
 * @param {string} headKeyId
 * @param {ExpectedKeys | undefined} expected
 * @param {string[]} problems
 */
function checkKey(pk, headKeyId, expected, problems) {
  const fingerprint = keyFingerprint(pk.ed25519);
  const id = keyIdOf(pk.ed25519);
  if (pk.key_id !== id) problems.push(`the export's key is labelled ${pk.key_id}, but its id (the hash of the key) is ${id}`);
  if (headKeyId !== id) problems.push(`the tree head names key ${headKeyId}, not the export's key ${id}`);
  const ids = expected?.ids ?? [];
  const kept = expected?.kept ?? {};
  if (!ids.length && !Object.keys(kept).length) return { key_id: id, fingerprint, expected: null };
  const isExpected = ids.some((k) => k.toLowerCase() === id || k.toLowerCase() === fingerprint) || kept[id] === pk.ed25519;
  if (!isExpected)
    problems.push(
      `the export is signed by key ${id}, which is not the key expected (${[...ids, ...Object.keys(kept)].join(', ')})`,
    );
  return { key_id: id, fingerprint, expected: isExpected };
}

/**
 * Every check an export allows: its format, its key (the id is the key's hash, and the one expected), the head's
 * signature, each record's leaf and inclusion, and each banner revision against its hashes and signed screenshots.
 * @param {unknown} doc an export as parsed from its JSON
 * @param {ExpectedKeys} [expected]
 * @returns {Verification}
 */
export function verifyExport(doc, expected) {
  const malformed = exportShapeProblems(doc);
  const none = { ok: false, problems: [], notices: [], records: [], unsealed: [], key: null };
  if (malformed.length) return { ...none, malformed };
  const e = /** @type {any} */ (doc);
  /** @type {string[]} */
  const problems = [];
  let key;
  try {
    key = publicKeyOf(e.public_key.ed25519);
  } catch {
    return { ...none, malformed: ['public_key.ed25519 is not an Ed25519 public key'] };
  }
  const keyReport = checkKey(e.public_key, e.head.key_id, expected, problems);
  if (e.head.log !== e.website.uuid) problems.push(`the tree head is of log ${e.head.log}, not of website ${e.website.uuid}`);
  else if (!headSigned(e.head, key)) problems.push(`the tree head (size ${e.head.tree_size}) is not signed by the export's key`);
  const tree = { size: e.head.tree_size, root: hex(e.head.root_hash) };
  const records = /** @type {ReadRecord[]} */ (e.records).map((r) => ({
    record_id: r.record_id,
    leaf_index: r.leaf_index,
    status: checkRecord(r, tree, problems),
    // Whether the browser named the revision with the record, or the seal inferred it (v1 leaves: inferred).
    revision: /** @type {'sent' | 'inferred'} */ (r.data.revision_source === 'sent' ? 'sent' : 'inferred'),
  }));
  const signer = { log: e.website.uuid, key, keyId: keyReport.key_id };
  const revisions = [...new Set(/** @type {ReadRecord[]} */ (e.records).flatMap((r) => r.data.banner_revision ?? []))];
  const notices = revisions.flatMap((id) => checkRevision(id, e.banner_revisions?.[id], signer, problems) ?? []);
  if (keyReport.expected === null)
    notices.push(
      `the key was not checked: no --key or --keys was given; compare key ${keyReport.key_id} with the one the service's operator publishes`,
    );
  return { ok: problems.length === 0, malformed: [], problems, notices, records, unsealed: e.unsealed ?? [], key: keyReport };
}

/**
 * The verification as lines for a person: the key, one per record, then each failure and notice, then the verdict.
 * @param {Verification} out
 */
export function reportLines(out) {
  if (out.malformed.length)
    return [
      ...out.malformed.map((m) => `MALFORMED: ${m}`),
      `NOT AN EXPORT: the file is not a well-formed ${EXPORT_FORMAT} export`,
    ];
  const k = out.key;
  return [
    ...(k ? [`key ${k.key_id} (SHA-256 fingerprint ${k.fingerprint})${k.expected ? ': the key expected' : ''}`] : []),
    ...out.records.map(
      (r) => `${r.status.padEnd(15)} record ${r.record_id} (leaf ${r.leaf_index}, banner revision ${r.revision})`,
    ),
    ...out.unsealed.map((id) => `not sealed yet  record ${id}`),
    ...out.problems.map((p) => `FAILED: ${p}`),
    ...out.notices.map((n) => `NOTE: ${n}`),
    out.ok ? `OK: ${out.records.length} record(s) verified against the signed tree head` : 'NOT VERIFIED',
  ];
}

/**
 * Keys kept in a file: a witness's store (its `public_keys`) or an object of key id → raw key (base64).
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function keptKeysFrom(file) {
  const kept = /** @type {any} */ (parseJsonStrict(readFileSync(file, 'utf8')));
  const keys = kept && typeof kept === 'object' && 'public_keys' in kept ? kept.public_keys : kept;
  if (!keys || typeof keys !== 'object' || !Object.values(keys).every((v) => typeof v === 'string'))
    throw new Error(`${file} holds no keys (a witness's store, or {"KEY_ID": "BASE64 KEY"})`);
  return keys;
}

/**
 * The verifier as the command runs it, on an export's text: the lines to print and the exit code (0 verified,
 * 1 a check failed, 2 not a well-formed export, the reason said).
 * @param {string} text
 * @param {ExpectedKeys} [expected]
 * @returns {{ lines: string[], code: 0 | 1 | 2 }}
 */
export function verifyText(text, expected) {
  let doc;
  try {
    doc = parseJsonStrict(text);
  } catch (err) {
    return { lines: [`MALFORMED: ${/** @type {Error} */ (err).message}`, 'NOT AN EXPORT: the file is not JSON'], code: 2 };
  }
  const out = verifyExport(doc, expected);
  return { lines: reportLines(out), code: out.malformed.length ? 2 : out.ok ? 0 : 1 };
}

// Run as a script, not imported (also not when bundled into the service, where import.meta.url is the bundle's).
const self = fileURLToPath(import.meta.url);
if (self.endsWith('verify-export.mjs') && process.argv[1] && self === process.argv[1]) {
  let result;
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { key: { type: 'string', multiple: true }, keys: { type: 'string' } },
    });
    if (positionals.length !== 1)
      throw new Error('usage: node proof/verify-export.mjs EXPORT.json [--key KEY_ID]... [--keys FILE]');
    const expected = { ids: values.key ?? [], kept: values.keys ? keptKeysFrom(values.keys) : {} };
    result = verifyText(readFileSync(/** @type {string} */ (positionals[0]), 'utf8'), expected);
  } catch (err) {
    console.error(`error: ${/** @type {Error} */ (err).message}`);
    process.exit(2);
  }
  for (const line of result.lines) console.log(line);
  process.exit(result.code);
}
