import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { newId } from '../model/ids.ts';
import type { Queryable } from '../store/db.ts';

/**
 * Partner key pairs. The private key must be available in clear to verify an
 * HMAC, so it is stored encrypted (AES-256-GCM) rather than hashed; the
 * key-encryption key comes from SERVICE_KEY_ENCRYPTION_KEY when the operator
 * sets it (then a database dump alone reveals no key), else from a server secret.
 */
export interface KeyPair {
  publicKey: string;
  privateKey: string;
  accountId: string;
}

export const PUBLIC_KEY_RE = /^[A-Za-z0-9_-]{8,128}$/;
export const PRIVATE_KEY_RE = /^[A-Za-z0-9_-]{16,256}$/;

function encrypt(kek: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', kek, iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
}

function decrypt(kek: Buffer, stored: string): string | null {
  try {
    const [iv, tag, body] = stored.split('.').map((s) => Buffer.from(s, 'base64'));
    const d = createDecipheriv('aes-256-gcm', kek, iv!);
    d.setAuthTag(tag!);
    return Buffer.concat([d.update(body!), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export async function ensureAccount(db: Queryable, accountId: string): Promise<void> {
  await db.query('INSERT INTO accounts (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [accountId]);
}

/** Issues a key pair for an account (created when missing); given keys are imported as they are. */
export async function createKeyPair(
  db: Queryable,
  kek: Buffer,
  accountId: string,
  given?: { publicKey: string; privateKey: string },
  label?: string,
): Promise<KeyPair> {
  if (given && (!PUBLIC_KEY_RE.test(given.publicKey) || !PRIVATE_KEY_RE.test(given.privateKey))) {
    throw new Error('a public key is 8–128 and a private key 16–256 characters of A–Z a–z 0–9 _ -');
  }
  const pair = given ?? { publicKey: newId('pk'), privateKey: `sk_${randomBytes(32).toString('base64url')}` };
  await ensureAccount(db, accountId);
  await db.query('INSERT INTO api_keys (public_key, account_id, private_key_enc, label) VALUES ($1, $2, $3, $4)', [
    pair.publicKey,
    accountId,
    encrypt(kek, pair.privateKey),
    label ?? null,
  ]);
  return { ...pair, accountId };
}

/** True when a live key was revoked; with `accountId`, only a key of that account (the console's admin). */
export async function revokeKeyPair(db: Queryable, publicKey: string, accountId?: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE api_keys SET revoked_at = now() WHERE public_key = $1 AND revoked_at IS NULL ${accountId ? 'AND account_id = $2' : ''} RETURNING public_key`,
    accountId ? [publicKey, accountId] : [publicKey],
  );
  return rows.length > 0;
}

/** The live key's private key and account, or null (unknown, revoked or undecryptable). */
export async function findKeyPair(db: Queryable, kek: Buffer, publicKey: string): Promise<KeyPair | null> {
  const [row] = await db.query<{ account_id: string; private_key_enc: string }>(
    'SELECT account_id, private_key_enc FROM api_keys WHERE public_key = $1 AND revoked_at IS NULL',
    [publicKey],
  );
  if (!row) return null;
  const privateKey = decrypt(kek, row.private_key_enc);
  return privateKey === null ? null : { publicKey, privateKey, accountId: row.account_id };
}

/** The account's oldest live key pair of that label (the one a previous start generated). */
export async function findKeyPairByLabel(db: Queryable, kek: Buffer, accountId: string, label: string): Promise<KeyPair | null> {
  const [row] = await db.query<{ public_key: string }>(
    'SELECT public_key FROM api_keys WHERE account_id = $1 AND label = $2 AND revoked_at IS NULL ORDER BY created_at LIMIT 1',
    [accountId, label],
  );
  return row ? findKeyPair(db, kek, row.public_key) : null;
}

export interface KeyInfo {
  public_key: string;
  account_id: string;
  label: string | null;
  created_at: string;
  revoked_at: string | null;
}

export async function listKeyPairs(db: Queryable, accountId?: string): Promise<KeyInfo[]> {
  const rows = await db.query<{
    public_key: string;
    account_id: string;
    label: string | null;
    created_at: Date;
    revoked_at: Date | null;
  }>(
    `SELECT public_key, account_id, label, created_at, revoked_at FROM api_keys ${accountId ? 'WHERE account_id = $1' : ''} ORDER BY created_at, public_key`,
    accountId ? [accountId] : [],
  );
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    revoked_at: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
  }));
}
