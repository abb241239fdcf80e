import { createKeyPair, ensureAccount, findKeyPair, type KeyPair } from './auth/keys.ts';
import type { Queryable } from './store/db.ts';

const LABEL = 'startup';

/**
 * The start-up account's key pair: the one from the environment (imported on
 * first use), else the one generated at a previous start, else a new one.
 * `generated` tells the caller to print the private key (only then).
 */
export async function startupKeyPair(
  db: Queryable, kek: Buffer, accountId: string, given: { publicKey: string; privateKey: string } | null,
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
    return { key: await createKeyPair(db, kek, accountId, given, LABEL), generated: false };
  }
  const [row] = await db.query<{ public_key: string }>(
    'SELECT public_key FROM api_keys WHERE account_id = $1 AND label = $2 AND revoked_at IS NULL ORDER BY created_at LIMIT 1', [accountId, LABEL],
  );
  const found = row && (await findKeyPair(db, kek, row.public_key));
  if (found) return { key: found, generated: false };
  return { key: await createKeyPair(db, kek, accountId, undefined, LABEL), generated: true };
}
