import type { Db } from '../store/db.ts';

/**
 * Provisions an account for policy embedding (or withdraws it): the setting
 * behind a policy document's `code_snippet` (spec: Document preview rules 6–7).
 * Websites created later copy the account's setting.
 */
export async function setPolicyEmbedding(db: Db, account: string, enabled: boolean): Promise<string[]> {
  const options = enabled ? ['embed'] : [];
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO accounts (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [account]);
    await tx.query('UPDATE accounts SET allowed_policy_embed_options = $2::jsonb WHERE id = $1', [
      account,
      JSON.stringify(options),
    ]);
    await tx.query('UPDATE websites SET allowed_policy_embed_options = $2::jsonb, updated_at = now() WHERE account_id = $1', [
      account,
      JSON.stringify(options),
    ]);
  });
  return options;
}
