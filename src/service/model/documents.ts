import type { Db, Queryable } from '../store/db.ts';
import { websiteChanged } from './changes.ts';
import { type Keyset, keysetSql } from './owned.ts';
import { embedSnippet, type PolicySource, policySource, withTransfers } from './policy.ts';
import { addRevision } from './policy-revisions.ts';

/** A cookie-policy document as documents/preview lists it. */
export interface DocumentRow {
  id: string;
  account_id: string;
  website_id: string;
  published_at: Date | null;
  /** The website's company, name, url or cookies changed since the last publish, or it was never published. */
  republish_required: boolean;
  allowed_policy_embed_options: string[];
}

/** The code that embeds the document, for an account allowed to embed policies; null otherwise. */
export const embedCode = (appUrl: string, d: Pick<DocumentRow, 'id' | 'allowed_policy_embed_options'>) =>
  d.allowed_policy_embed_options.includes('embed') ? embedSnippet(appUrl, d.id) : null;

/** `doc_<uuid>`, the API's spelling of a document id. */
const uuidOf = (docId: string) => docId.slice(4);

/** Whether the website has the document `doc_<uuid>`. */
export async function hasDocument(q: Queryable, websiteId: string, docId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM documents WHERE website_id = $1 AND id::text = $2', [websiteId, uuidOf(docId)]);
  return rows.length > 0;
}

/** The account's documents of a website (of `docIds` when given), one page in id order. */
export function documentRows(
  q: Queryable,
  account: string,
  websiteId: string,
  docIds: readonly string[] | undefined,
  keyset: Keyset,
): Promise<DocumentRow[]> {
  const ks = keysetSql('d.id::text', keyset, 4);
  const ids = docIds ? 'AND d.id::text IN (SELECT substr(jsonb_array_elements_text($3::jsonb), 5))' : 'AND $3::text IS NULL';
  return q.query<DocumentRow>(
    `SELECT d.id::text AS id, d.account_id, d.website_id, d.published_at, w.allowed_policy_embed_options,
       (d.published_revision IS NULL OR d.revision > d.published_revision) AS republish_required
     FROM documents d JOIN websites w ON w.id = d.website_id
     WHERE d.account_id = $1 AND d.website_id = $2 ${ids} ${ks.where} ${ks.tail}`,
    [account, websiteId, docIds ? JSON.stringify(docIds) : null, ...ks.params],
  );
}

/**
 * Publishes the website's cookie policy: snapshots its current source as its
 * next version, which `{app_url}/policies/{uuid}` serves until the next one
 * (the owner's or an automatic one, policy-revisions.ts). Null when the
 * account has no such website.
 */
export const publishPolicy = (
  db: Db,
  account: string,
  websiteId: string,
): Promise<{ documentId: string; publishedAt: Date; source: PolicySource } | null> =>
  db.transaction(async (tx) => {
    const source = await policySource(tx, websiteId, account);
    if (!source) return null;
    const [doc] = await tx.query<{ id: string; published_at: Date }>(
      `UPDATE documents SET published = $2::jsonb, published_at = now(), published_revision = revision
       WHERE website_id = $1 AND kind = 'cookie_policy' RETURNING id::text AS id, published_at`,
      [websiteId, JSON.stringify(source)],
    );
    await addRevision(tx, doc!.id, source, 'publish');
    // The config links the policy once it is published.
    websiteChanged(websiteId);
    return { documentId: `doc_${doc!.id}`, publishedAt: new Date(doc!.published_at), source };
  });

/** The snapshot a hosted policy page shows, by the document's uuid, with its version number; null until it is published. */
export async function publishedPolicy(
  q: Queryable,
  uuid: string,
): Promise<{ source: PolicySource; publishedAt: Date; number: number } | null> {
  const [doc] = await q.query<{ published: PolicySource | null; published_at: Date | string | null; number: number | null }>(
    `SELECT published, published_at, (SELECT max(number) FROM policy_revisions r WHERE r.document_id = d.id) AS number
     FROM documents d WHERE id = $1 AND published IS NOT NULL`,
    [uuid.toLowerCase()],
  );
  if (!doc?.published || !doc.published_at) return null;
  const source = { ...doc.published, cookies: withTransfers(doc.published.cookies) };
  return { source, publishedAt: new Date(doc.published_at), number: Number(doc.number ?? 1) };
}
