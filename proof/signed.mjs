// The statements the service signs with its Ed25519 key, and their checks:
// tree heads (docs/proof.md#signing-key) and a revision's screenshots
// (docs/proof.md#screenshots).
import { createPublicKey, verify } from 'node:crypto';
import { canonicalJson, verifyConsistency } from './merkle.mjs';

export const HEAD_FORMAT = 'consent-log-head/1';
export const SCREENSHOTS_FORMAT = 'banner-screenshots/1';

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
 * What a revision's screenshots statement says: the revision and the hash of each screenshot, when they were taken.
 * @typedef {object} ScreenshotsStatement
 * @property {typeof SCREENSHOTS_FORMAT} format
 * @property {string} log the website's uuid
 * @property {string} revision_id
 * @property {string} config_hash
 * @property {string} runtime_hash
 * @property {{ view: string, width: number, height: number, sha256: string }[]} screenshots
 * @property {string} taken_at
 */

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
 * Whether `signature` (base64) is `key`'s over `bytes`.
 * @param {string} bytes
 * @param {string} signature
 * @param {import('node:crypto').KeyObject} key
 */
export function signedBy(bytes, signature, key) {
  try {
    return verify(null, Buffer.from(bytes), key, Buffer.from(String(signature), 'base64'));
  } catch {
    return false;
  }
}

/**
 * Whether a tree head carries a valid signature of `key`.
 * @param {SignedHead} head
 * @param {import('node:crypto').KeyObject} key
 */
export const headSigned = (head, key) => signedBy(headStatement(head), head.signature, key);

/**
 * Whether two signed heads of one log can both be honest: the proof shows the larger extends the smaller.
 * @param {SignedHead} older
 * @param {SignedHead} newer
 * @param {readonly string[]} proofHex
 */
export function headsConsistent(older, newer, proofHex) {
  const hex = (/** @type {string} */ s) => Buffer.from(s, 'hex');
  return verifyConsistency(older.tree_size, newer.tree_size, hex(older.root_hash), hex(newer.root_hash), proofHex.map(hex));
}

/**
 * A revision's screenshots statement, its screenshots in one order (view, then width), ready to sign as canonical JSON.
 * @param {Omit<ScreenshotsStatement, 'format'>} s
 * @returns {ScreenshotsStatement}
 */
export const screenshotsStatement = (s) => ({
  format: SCREENSHOTS_FORMAT,
  log: s.log,
  revision_id: s.revision_id,
  config_hash: s.config_hash,
  runtime_hash: s.runtime_hash,
  screenshots: s.screenshots
    .map((x) => ({ view: x.view, width: x.width, height: x.height, sha256: x.sha256 }))
    .sort((a, b) => (a.view === b.view ? a.width - b.width : a.view < b.view ? -1 : 1)),
  taken_at: s.taken_at,
});
