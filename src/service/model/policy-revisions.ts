import type { Queryable } from '../store/db.ts';
import { type PolicySource, policySource, withTransfers } from './policy.ts';

// Every published version of a cookie policy (docs/decisions/policies.md#revisions): the owner's publications and
// the automatic ones that keep a published policy true when the website's cookies, company or regions change.

/** One version as the hosted pages list it. */
export interface PolicyRevision {
  number: number;
  publishedAt: Date;
  cause: 'publish' | 'automatic';
}

/** Keeps `source` as the document's next version, published now. */
export async function addRevision(
  q: Queryable,
  documentId: string,
  source: PolicySource,
  cause: PolicyRevision['cause'],
): Promise<{ number: number; publishedAt: Date }> {
  const [row] = await q.query<{ number: number; published_at: Date | string }>(
    `INSERT INTO policy_revisions (document_id, number, source, published_at, cause)
     SELECT $1, coalesce(max(number), 0) + 1, $2::jsonb, now(), $3 FROM policy_revisions WHERE document_id = $1
     RETURNING number, published_at`,
    [documentId, JSON.stringify(source), cause],
  );
  return { number: Number(row!.number), publishedAt: new Date(row!.published_at) };
}

/**
 * Republishes the website's cookie policy after a change of what it is made of, when the owner has published it
 * (a draft never published stays a draft) and the text would change: a new version, the one the page then shows.
 * Runs inside the writer's transaction, so the policy changes with the data or not at all.
 */
export async function republishIfPublished(q: Queryable, websiteId: string): Promise<void> {
  const [doc] = await q.query<{ id: string }>(
    "SELECT id::text AS id FROM documents WHERE website_id = $1 AND kind = 'cookie_policy' AND published IS NOT NULL FOR UPDATE",
    [websiteId],
  );
  if (!doc) return;
  const source = await policySource(q, websiteId);
  if (!source) return;
  const json = JSON.stringify(source);
  const [changed] = await q.query<{ id: string }>(
    `UPDATE documents SET published = $2::jsonb, published_at = now(), published_revision = revision
     WHERE id = $1 AND published IS DISTINCT FROM $2::jsonb RETURNING id::text AS id`,
    [doc.id, json],
  );
  if (changed) await addRevision(q, doc.id, source, 'automatic');
  // The same text: nothing to publish, and nothing left to republish either.
  else await q.query('UPDATE documents SET published_revision = revision WHERE id = $1', [doc.id]);
}

/** The versions of a published policy, newest first; empty for an unknown or unpublished document. */
export async function policyRevisions(q: Queryable, uuid: string): Promise<PolicyRevision[]> {
  const rows = await q.query<{ number: number; published_at: Date | string; cause: PolicyRevision['cause'] }>(
    'SELECT number, published_at, cause FROM policy_revisions WHERE document_id::text = $1 ORDER BY number DESC',
    [uuid.toLowerCase()],
  );
  return rows.map((r) => ({ number: Number(r.number), publishedAt: new Date(r.published_at), cause: r.cause }));
}

/** One version of a published policy, as its page shows it; null when there is no such version. */
export async function policyRevision(
  q: Queryable,
  uuid: string,
  number: number,
): Promise<{ source: PolicySource; publishedAt: Date; number: number } | null> {
  const [row] = await q.query<{ source: PolicySource; published_at: Date | string }>(
    'SELECT source, published_at FROM policy_revisions WHERE document_id::text = $1 AND number = $2',
    [uuid.toLowerCase(), number],
  );
  if (!row) return null;
  return {
    source: { ...row.source, cookies: withTransfers(row.source.cookies) },
    publishedAt: new Date(row.published_at),
    number,
  };
}
