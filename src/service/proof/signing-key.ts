import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { keyIdOf } from '../../../proof/hashes.mjs';
import { headStatement, type SignedHead } from '../../../proof/signed.mjs';
import { rememberProofKey } from '../model/proof-log.ts';
import type { Queryable } from '../store/db.ts';
import { serverSecret } from '../store/secrets.ts';

/** The key that signs tree heads, and how a verifier names and finds its public half. */
export interface ProofSigner {
  /** The first 16 hex digits of SHA-256 over the raw public key. */
  keyId: string;
  /** The raw Ed25519 public key, base64: what exports and the public key URL carry. */
  publicKey: string;
  signHead(head: Omit<SignedHead, 'signature' | 'key_id'>): SignedHead;
  /** The signature (base64) of other statements of the log's key: a revision's screenshots. */
  sign(statement: string): string;
}

/** The PKCS#8 prefix of an Ed25519 private key: with a 32-byte seed after it, DER that node:crypto reads. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

const signerOf = (privateKey: KeyObject): ProofSigner => {
  const publicKey = Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64');
  const signBytes = (statement: string) => sign(null, Buffer.from(statement), privateKey).toString('base64');
  return {
    keyId: keyIdOf(publicKey),
    publicKey,
    signHead(head) {
      return { ...head, signature: signBytes(headStatement(head)), key_id: this.keyId };
    },
    sign: signBytes,
  };
};

/**
 * A signer from PROOF_SIGNING_KEY: an Ed25519 private key in PEM (PKCS#8),
 * or its 32-byte seed in base64. A value that is neither stops the start
 * with an error that says so.
 */
export function signerFromSetting(value: string): ProofSigner {
  let key: KeyObject;
  try {
    if (value.includes('-----BEGIN')) key = createPrivateKey(value);
    else {
      const seed = Buffer.from(value.trim(), 'base64');
      if (seed.length !== 32) throw new Error(`a seed is 32 bytes, this one ${seed.length}`);
      key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
    }
  } catch (err) {
    throw new Error(`PROOF_SIGNING_KEY is not an Ed25519 private key (PEM) or a base64 32-byte seed: ${(err as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`PROOF_SIGNING_KEY is a ${key.asymmetricKeyType} key, not Ed25519`);
  return signerOf(key);
}

/**
 * The signer of this service: the configured key, or else one made on first
 * use and kept with the data (server_secrets), so every process of one
 * database signs with the same key. Its public half is noted in proof_keys.
 */
export async function proofSigner(db: Queryable, configured?: string): Promise<ProofSigner> {
  const signer = configured
    ? signerFromSetting(configured)
    : signerFromSetting((await serverSecret(db, 'proof_signing_seed')).toString('base64'));
  await rememberProofKey(db, signer.keyId, signer.publicKey);
  return signer;
}
