import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Which of `ids` the database keeps, and which of those are sealed (have a leaf in their website's log), read
 * from the database itself once the service is stopped: the embedded one from its folder, or PostgreSQL.
 * @param {{ dataDir: string, databaseUrl?: string, websiteId: string, ids: string[] }} o
 */
export async function keptAndSealed({ dataDir, databaseUrl, websiteId, ids }) {
  const sql = 'SELECT id::text AS id, leaf_index IS NOT NULL AS sealed FROM consent_records WHERE website_id = $1';
  /** @type {{ id: string, sealed: boolean }[]} */
  let rows;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    rows = (await client.query(sql, [websiteId])).rows;
    await client.end();
  } else {
    const db = await PGlite.create(dataDir);
    rows = /** @type {{ id: string, sealed: boolean }[]} */ ((await db.query(sql, [websiteId])).rows);
    await db.close();
  }
  const byId = new Map(rows.map((r) => [r.id, r.sealed]));
  const kept = ids.filter((id) => byId.has(id));
  return { kept: kept.length, sealed: kept.filter((id) => byId.get(id)).length, lost: ids.length - kept.length };
}
