import { Hono } from 'hono';
import { z } from 'zod';
import { Language } from '../../../schema/enums.ts';
import type { ServiceContext } from '../../core/context.ts';
import { POLICY_PATH, renderCookiePolicy } from '../../documents/index.ts';
import { documentRows, embedCode, publishPolicy } from '../../model/documents.ts';
import { policySource } from '../../model/policy.ts';
import { policyChanges } from '../../model/policy-changes.ts';
import { policyWarnings } from '../../model/policy-warnings.ts';
import { type ConsoleEnv, hiddenAsMissing } from '../access/console-env.ts';
import { parseOrRefuse } from './refused-body.ts';

const PreviewQuery = z.strictObject({ lang: Language.optional() });

/**
 * The draft in a frame of the console: no script runs and it has no origin (`sandbox`), only the console
 * may frame it, and its stylesheet comes from `{app_url}` as the hosted page's does.
 */
const previewCsp = (appUrl: string) =>
  [
    "default-src 'none'",
    `style-src ${appUrl}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox',
  ].join('; ');

/**
 * The policy screen: its state in one answer (published or not, what changed since, the warnings, the
 * hosted page and the embed code), the draft as a page to frame, and publishing, all with /v1's model calls.
 */
export function policyScreenRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const { appUrl } = ctx.settings;
  const r = new Hono<ConsoleEnv>();

  const screen = async (account: string, websiteId: string) => {
    const [doc] = await documentRows(db, account, websiteId, undefined, { desc: false, limit: 1 });
    const source = await policySource(db, websiteId, account);
    if (!doc || !source) throw hiddenAsMissing();
    return {
      website_id: websiteId,
      document_id: `doc_${doc.id}`,
      published_at: doc.published_at ? new Date(doc.published_at).toISOString() : null,
      // The model's own mark, as /v1 answers it: never published, or changed since and not republished.
      republish_required: doc.republish_required,
      // What differs from the published text; null while it was never published.
      changed: await policyChanges(db, websiteId),
      warnings: policyWarnings(source.company),
      policy_url: doc.published_at ? `${appUrl}${POLICY_PATH}${doc.id}` : null,
      embed_allowed: doc.allowed_policy_embed_options.includes('embed'),
      code_snippet: embedCode(appUrl, doc),
      preview_path: `/websites/${encodeURIComponent(websiteId)}/policy/preview`,
    };
  };

  r.get('/policy', async (c) => c.json(await screen(c.get('member').accountId, c.req.param('website') ?? '')));

  r.get('/policy/preview', async (c) => {
    const q = parseOrRefuse(c, PreviewQuery, c.req.query());
    if (q.refused) return q.refused;
    const source = await policySource(db, c.req.param('website') ?? '', c.get('member').accountId);
    if (!source) throw hiddenAsMissing();
    const { html } = renderCookiePolicy({
      ...source,
      lang: q.value.lang ?? 'en',
      generatedAt: new Date(ctx.now()),
      assetOrigin: appUrl,
    });
    c.header('Content-Security-Policy', previewCsp(appUrl));
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(html);
  });

  r.post('/policy/publish', async (c) => {
    const account = c.get('member').accountId;
    const websiteId = c.req.param('website') ?? '';
    if (!(await publishPolicy(db, account, websiteId))) throw hiddenAsMissing();
    return c.json(await screen(account, websiteId));
  });

  return r;
}
