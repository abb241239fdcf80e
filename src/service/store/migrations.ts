import type { Db } from './db.ts';
import { MIGRATIONS } from './migrations/index.ts';

/**
 * Brings the database up to the newest migration (migrations/index.ts); safe
 * to run at every start, also by several processes starting together on one
 * PostgreSQL: each migration runs under a transaction-scoped advisory lock
 * and re-checks that no other process applied it meanwhile (concurrent
 * `CREATE TABLE IF NOT EXISTS` alone can still fail on PostgreSQL's catalog).
 * `migrations`, a first part of the list, stops short of the newest (a test
 * of a migration fills the database it finds).
 */
export async function migrate(db: Db, migrations: readonly { id: string; sql: string }[] = MIGRATIONS): Promise<string[]> {
  const applied: string[] = [];
  for (const m of migrations) {
    const ran = await db.transaction(async (tx) => {
      // A migration may rewrite a large table, and wait for another process's: not bound by a request's timeout.
      await tx.query('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id])).length) return false;
      // Statement by statement: the extended protocol of both drivers takes one statement per query.
      for (const stmt of splitStatements(m.sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      return true;
    });
    if (ran) applied.push(m.id);
  }
  return applied;
}

/** Any constant of our own: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 7_310_412;

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
