import { createKeyPair, ensureAccount, findKeyPair, findKeyPairByLabel, type KeyPair } from './auth/keys.ts';
import type { Queryable } from './store/db.ts';

/**
 * The key pair an account is run with at start (the start-up account's, the
 * demo's): the one given (imported on first use), else the one generated at a
 * previous start under the same label, else a new one. `generated` tells the
 * caller it may print the private key (only then).
 */
export async function accountKeyPair(
  db: Queryable,
  kek: Buffer,
  accountId: string,
  label: string,
  given: { publicKey: string; privateKey: string } | null = null,
): Promise<{ key: KeyPair; generated: boolean }> {
  await ensureAccount(db, accountId);
  if (given) {
    const existing = await findKeyPair(db, kek, given.publicKey);
    if (existing) {
      if (existing.privateKey !== given.privateKey || existing.accountId !== accountId) {
        throw new Error('SERVICE_PUBLIC_KEY is already stored with another private key or account; revoke it or choose another');
      }
      return { key: existing, generated: false };
    }
    return { key: await createKeyPair(db, kek, accountId, given, label), generated: false };
  }
  const found = await findKeyPairByLabel(db, kek, accountId, label);
  if (found) return { key: found, generated: false };
  return { key: await createKeyPair(db, kek, accountId, undefined, label), generated: true };
}
