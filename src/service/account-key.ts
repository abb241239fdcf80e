import { createKeyPair, ensureAccount, findKeyPair, findKeyPairByLabel, type KeyPair } from './auth/keys.ts';
import type { Db, Queryable } from './store/db.ts';

/**
 * The key pair an account is run with at start (the start-up account's, the
 * demo's): the one given (imported on first use), else the one generated at a
 * previous start under the same label, else a new one. `generated` tells the
 * caller it may print the private key (only then).
 */
export async function accountKeyPair(
  db: Db,
  kek: Buffer,
  accountId: string,
  label: string,
  given: { publicKey: string; privateKey: string } | null = null,
): Promise<{ key: KeyPair; generated: boolean }> {
  // Processes behind a load balancer start together: one at a time finds or creates the key, so none inserts it twice.
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
    return findOrCreate(tx, kek, accountId, label, given);
  });
}

/** Any constant of our own, apart from the migrations' lock. */
const START_LOCK = 7_310_413;

async function findOrCreate(
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
