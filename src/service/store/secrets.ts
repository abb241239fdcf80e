import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';

/**
 * A 32-byte server secret by name, created on first use and kept in the
 * database so that every process behind a load balancer shares it.
 */
export async function serverSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return Buffer.from(row!.value, 'base64');
}
