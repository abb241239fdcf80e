import { createKeyPair, ensureAccount, findKeyPair, findKeyPairByLabel, type KeyPair } from './auth/keys.ts';
import type { Db } from './store/db.ts';

/** Any constant of our own, apart from the migrations' lock. */
const START_LOCK = 7_310_413;

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
    await ensureAccount(tx, accountId);
    if (given) {
      const existing = await findKeyPair(tx, kek, given.publicKey);
      if (!existing) return { key: await createKeyPair(tx, kek, accountId, given, label), generated: false };
      if (existing.privateKey !== given.privateKey || existing.accountId !== accountId) {
        throw new Error('SERVICE_PUBLIC_KEY is already stored with another private key or account; revoke it or choose another');
      }
      return { key: existing, generated: false };
    }
    const found = await findKeyPairByLabel(tx, kek, accountId, label);
    if (found) return { key: found, generated: false };
    return { key: await createKeyPair(tx, kek, accountId, undefined, label), generated: true };
  });
}
