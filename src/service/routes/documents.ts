import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { Language } from '../../schema/enums.ts';
import { checkAccount, eachItem } from '../http/batch.ts';
import { checkCriterion } from '../http/criteria.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { notFound, validationError, zodEntries } from '../http/items.ts';
import { list } from '../http/listing.ts';
import { keysetSql } from '../http/paging.ts';
import { checkParams, readBody, readQuery } from '../http/request.ts';
import { embedSnippet, type PolicyGenerator, policySource } from '../model/policy.ts';
import { ownsWebsite } from '../model/websites.ts';

const DocId = z.string().regex(/^doc_[0-9a-f-]{36}$/, 'must be a document id: doc_ followed by a UUID');
const PreviewCriterion = z.strictObject({
  account_id: z.string(),
  website_id: z.string().min(1),
  ids: z.array(DocId).min(1).max(100).optional(),
  lang: Language.optional(),
});
const PublishItem = z.strictObject({ account_id: z.string(), website_id: z.string().min(1) });

interface DocRow {
  id: string;
  account_id: string;
  website_id: string;
  published_at: Date | null;
  content_changed_at: Date;
  allowed_policy_embed_options: string[];
}

/** GET documents/preview and publish_cookie_policies (POST, and GET as one sample shows it). */
export function documentRoutes(ctx: V1Context, generate: PolicyGenerator) {
  const { db } = ctx;
  const r = new Hono<V1Env>();

  r.get('/websites/documents/preview', (c) => {
    const account = c.get('account');
    const langs: z.infer<typeof Language>[] = [];
    return list<DocRow & { html: string; name: string }>(
      c,
      ctx,
      'documents',
      async (criteria) => {
        const checked = criteria.map((q) => checkCriterion(PreviewCriterion, q, account));
        const errors: Record<string, unknown>[] = [];
        for (const [i, k] of checked.entries()) {
          if (!k.ok) {
            errors.push(k.error);
            continue;
          }
          const { account_id, website_id } = k.value;
          langs[i] = k.value.lang ?? 'en';
          if (!(await ownsWebsite(db, account, website_id))) {
            errors.push({ error: 'object_not_found', account_id, website_id, id: website_id });
            checked[i] = { ok: false, error: {} };
            continue;
          }
          for (const id of k.value.ids ?? []) {
            const found = await db.query('SELECT 1 FROM documents WHERE website_id = $1 AND id::text = $2', [
              website_id,
              id.slice(4),
            ]);
            if (!found.length) errors.push({ error: 'document_not_found', account_id, website_id, id });
          }
        }
        return {
          errors,
          fetch: async (ci, keyset) => {
            const k = checked[ci];
            if (!k?.ok) return [];
            const ks = keysetSql('d.id::text', keyset, 4);
            const ids = k.value.ids
              ? 'AND d.id::text IN (SELECT substr(jsonb_array_elements_text($3::jsonb), 5))'
              : 'AND $3::text IS NULL';
            const rows = await db.query<DocRow>(
              `SELECT d.id::text AS id, d.account_id, d.website_id, d.published_at, d.content_changed_at, w.allowed_policy_embed_options
             FROM documents d JOIN websites w ON w.id = d.website_id
             WHERE d.account_id = $1 AND d.website_id = $2 ${ids} ${ks.where} ${ks.tail}`,
              [account, k.value.website_id, k.value.ids ? JSON.stringify(k.value.ids) : null, ...ks.params],
            );
            const source = await policySource(db, account, k.value.website_id, ctx.config.appUrl);
            return rows.map((row) => ({
              ...row,
              ...rendered(source ? generate({ ...source, lang: langs[ci] ?? 'en' }) : { name: '', html: '' }),
            }));
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
        code_snippet: d.allowed_policy_embed_options.includes('embed') ? embedSnippet(ctx.config.appUrl, d.id) : null,
        published_at: d.published_at ? new Date(d.published_at).toISOString() : null,
        // Spec: the policy must be republished after the company or the cookies change.
        republish_required: !d.published_at || new Date(d.content_changed_at) > new Date(d.published_at),
      }),
    );
  });

  const publish = async (c: Context<V1Env>, items: unknown[]) => {
    const account = c.get('account');
    return c.json(
      await eachItem(items, async (item, idx) => {
        const denied = checkAccount(c, item, idx, { website_id: item.website_id });
        if (denied) return denied;
        const parsed = PublishItem.safeParse(item);
        if (!parsed.success)
          return validationError(idx, { account_id: item.account_id, website_id: item.website_id }, zodEntries(parsed.error));
        const { website_id } = parsed.data;
        return db.transaction(async (tx) => {
          const source = await policySource(tx, account, website_id, ctx.config.appUrl);
          if (!source) return notFound(idx, { account_id: account, website_id });
          // The snapshot is what {app_url}/policies/{uuid} serves until the next publish.
          const [doc] = await tx.query<{ id: string; published_at: Date }>(
            `UPDATE documents SET published = $2::jsonb, published_at = now() WHERE website_id = $1 AND kind = 'cookie_policy'
           RETURNING id::text AS id, published_at`,
            [website_id, JSON.stringify(source)],
          );
          return {
            account_id: account,
            website_id,
            document_id: `doc_${doc!.id}`,
            published_at: new Date(doc!.published_at).toISOString(),
            _idx: idx,
          };
        });
      }),
    );
  };
  r.post('/websites/documents/publish_cookie_policies', (c) => {
    checkParams(c, []);
    return publish(c, readBody(c, ctx.limits));
  });
  r.get('/websites/documents/publish_cookie_policies', (c) => {
    checkParams(c, ['query']);
    return publish(c, readQuery(c, ctx.limits));
  });

  return r;
}

const rendered = (p: { name: string; html: string }) => ({ name: p.name, html: p.html });
