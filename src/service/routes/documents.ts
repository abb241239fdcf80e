import { Hono } from 'hono';
import { z } from 'zod';
import { Language } from '../../schema/enums.ts';
import { batchWrite, type WriteSpec } from '../api/batch.ts';
import { checkCriteria } from '../api/criteria.ts';
import { notFound } from '../api/items.ts';
import { list } from '../api/listing.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { type DocumentRow, documentRows, embedCode, hasDocument, publishPolicy } from '../model/documents.ts';
import { type PolicyGenerator, policySource } from '../model/policy.ts';
import { type PolicyWarning, policyWarnings } from '../model/policy-warnings.ts';

const DocId = z.string().regex(/^doc_[0-9a-f-]{36}$/, 'must be a document id: doc_ followed by a UUID');
const PreviewCriterion = z.strictObject({
  account_id: z.string(),
  website_id: z.string().min(1),
  ids: z.array(DocId).min(1).max(100).optional(),
  lang: Language.optional(),
});
const PublishItem = z.strictObject({ account_id: z.string(), website_id: z.string().min(1) });

/** Publishing, which one sample of the spec sends as a GET: the replay guard must know it writes (v1.ts). */
export const PUBLISH_PATH = '/websites/documents/publish_cookie_policies';

/** GET documents/preview and publish_cookie_policies (POST, and GET as one sample shows it). */
export function documentRoutes(ctx: ServiceContext, generate: PolicyGenerator) {
  const { db } = ctx;
  const { appUrl } = ctx.settings;
  const r = new Hono<V1Env>();

  r.get('/websites/documents/preview', (c) => {
    const account = c.get('account');
    return list<DocumentRow & { name: string; html: string; warnings: PolicyWarning[] }>(
      c,
      ctx,
      'documents',
      async (criteria) => {
        const { errors, listed } = await checkCriteria(db, PreviewCriterion, criteria, account, async (k) => {
          const missing: Record<string, unknown>[] = [];
          for (const id of k.ids ?? [])
            if (!(await hasDocument(db, k.website_id, id)))
              missing.push({ error: 'document_not_found', account_id: k.account_id, website_id: k.website_id, id });
          return missing;
        });
        return {
          errors,
          fetch: async (ci, keyset) => {
            const k = listed[ci];
            if (!k) return [];
            const rows = await documentRows(db, account, k.website_id, k.ids, keyset);
            const source = await policySource(db, k.website_id, account);
            const { name, html } = source ? generate({ ...source, lang: k.lang ?? 'en' }) : { name: '', html: '' };
            const warnings = source ? policyWarnings(source.company) : [];
            return rows.map((row) => ({ ...row, name, html, warnings }));
          },
        };
      },
      (d) => ({
        account_id: d.account_id,
        website_id: d.website_id,
        id: `doc_${d.id}`,
        name: d.name,
        document: d.html,
        // Same for every locale: it refers to the original document (rule 8).
        code_snippet: embedCode(appUrl, d),
        published_at: d.published_at ? new Date(d.published_at).toISOString() : null,
        // Spec: the policy must be republished after the company or the cookies change.
        republish_required: d.republish_required,
        // What the policy cannot say for want of company details (docs/decisions/policies.md#missing-company-details).
        warnings: d.warnings,
      }),
    );
  });

  const publish: WriteSpec<typeof PublishItem> = {
    schema: PublishItem,
    echo: (item) => ({ website_id: item.website_id }),
    write: async ({ website_id }, { account, idx }) => {
      const done = await publishPolicy(db, account, website_id);
      if (!done) return notFound(idx, { account_id: account, website_id });
      const { documentId, publishedAt, source } = done;
      const warnings = policyWarnings(source.company);
      return {
        account_id: account,
        website_id,
        document_id: documentId,
        published_at: publishedAt.toISOString(),
        ...(warnings.length ? { warnings } : {}),
        _idx: idx,
      };
    },
  };
  r.post(PUBLISH_PATH, batchWrite(ctx, publish));
  r.get(PUBLISH_PATH, batchWrite(ctx, { ...publish, fromQuery: true }));

  return r;
}
