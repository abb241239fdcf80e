// The hashes an export's statements name, beside the tree's own (merkle.mjs).
import { createHash } from 'node:crypto';
import { canonicalJson } from './merkle.mjs';

/**
 * SHA-256 in hex of a string (UTF-8) or bytes.
 * @param {string | Uint8Array} data
 */
export const sha256hex = (data) => createHash('sha256').update(data).digest('hex');

/**
 * A banner revision's id: SHA-256 over the hash of its config as served and the hash of its runtime build.
 * @param {string} configHash
 * @param {string} runtimeHash
 */
export const bannerRevisionId = (configHash, runtimeHash) =>
  sha256hex(canonicalJson({ config_hash: configHash, runtime_hash: runtimeHash }));

/**
 * What a v2 leaf carries instead of a record's personal fields: SHA-256 over
 * the record's own random salt and the fields' canonical JSON. Erasure deletes
 * the fields and the salt; the leaf, and the record id in it, still verify,
 * and without the salt the fields cannot be guessed back from the hash.
 * @param {string} saltHex
 * @param {Record<string, unknown>} fields
 */
export const personalCommitment = (saltHex, fields) =>
  createHash('sha256').update(Buffer.from(saltHex, 'hex')).update(canonicalJson(fields)).digest('hex');

/**
 * A signing key's id: the first 16 hex digits of SHA-256 over the raw Ed25519 public key.
 * @param {string} rawBase64
 */
export const keyIdOf = (rawBase64) => keyFingerprint(rawBase64).slice(0, 16);

/**
 * A signing key's fingerprint: SHA-256 over the raw Ed25519 public key, all 64 hex digits.
 * @param {string} rawBase64
 */
export const keyFingerprint = (rawBase64) => sha256hex(Buffer.from(rawBase64, 'base64'));
