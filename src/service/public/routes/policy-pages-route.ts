import { type Context, Hono } from 'hono';
import { UUID } from '../../../shared/uuid.ts';
import type { ServiceContext } from '../../core/context.ts';
import {
  RUNTIME_PARAM,
  renderCookiePolicy,
  renderMissingPolicy,
  renderPolicyVersions,
  siteLabel,
} from '../../documents/index.ts';
import { publishedPolicy } from '../../model/documents.ts';
import { policyRevision, policyRevisions } from '../../model/policy-revisions.ts';
import { encodeFile, sendStatic } from '../http/static-files.ts';

const HTML = 'text/html; charset=utf-8';
/** `?revision=N`: a published version by its number (1, 2, …). */
const REVISION = /^[1-9]\d{0,8}$/;

/**
 * The hosted policy pages under `{app_url}/policies/`: `{uuid}` the published
 * version (`?revision=N` an earlier one), `{uuid}/revisions` the list of every
 * version (docs/decisions/policies.md#revisions). A strict CSP of their own: no
 * inline code at all, and they may be framed by any site (that is what the
 * embed is for). A draft never reaches visitors (spec: republish rule).
 */
export function policyPagesRoute(ctx: ServiceContext) {
  const app = new Hono();
  const appUrl = ctx.settings.appUrl;
  const headers = {
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src ${appUrl}`,
      `script-src ${appUrl}`,
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors *',
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // Rendered per request, so compressed per request, off the event loop, at a quality that costs little CPU.
  const page = (html: string) => encodeFile(HTML, html, 5);
  const versionsUrl = (uuid: string, lang: string) => `${appUrl}/policies/${uuid}/revisions?lang=${encodeURIComponent(lang)}`;
  const missing = async (c: Context, lang: string) =>
    sendStatic(c, await page(renderMissingPolicy(lang, appUrl)), { status: 404, cacheControl: 'no-cache', headers });

  app.get('/:uuid', async (c) => {
    const lang = c.req.query('lang') || 'en';
    const uuid = c.req.param('uuid').toLowerCase();
    const asked = c.req.query('revision');
    if (!UUID.test(uuid) || (asked !== undefined && !REVISION.test(asked))) return missing(c, lang);
    const doc = asked ? await policyRevision(ctx.db, uuid, Number(asked)) : await publishedPolicy(ctx.db, uuid);
    if (!doc) return missing(c, lang);
    // An earlier version says so, and links the one in force.
    const latest = asked ? await publishedPolicy(ctx.db, uuid) : doc;
    const currentUrl =
      latest && latest.number > doc.number ? `${appUrl}/policies/${uuid}?lang=${encodeURIComponent(lang)}` : undefined;
    const { html } = renderCookiePolicy({
      ...doc.source,
      lang,
      generatedAt: doc.publishedAt,
      assetOrigin: appUrl,
      changeControl: c.req.query(RUNTIME_PARAM) === '1',
      // The page states the signal's status (11 CCR § 7025), so a cache must key on it.
      gpc: c.req.header('sec-gpc') === '1',
      revision: { number: doc.number, versionsUrl: versionsUrl(uuid, lang), currentUrl },
    });
    return sendStatic(c, await page(html), { cacheControl: 'public, no-cache', headers, vary: ['Sec-GPC'] });
  });

  app.get('/:uuid/revisions', async (c) => {
    const lang = c.req.query('lang') || 'en';
    const uuid = c.req.param('uuid').toLowerCase();
    const current = UUID.test(uuid) ? await publishedPolicy(ctx.db, uuid) : null;
    if (!current) return missing(c, lang);
    const html = renderPolicyVersions({
      lang,
      site: siteLabel(current.source.website),
      versions: await policyRevisions(ctx.db, uuid),
      versionUrl: (n) => `${appUrl}/policies/${uuid}?revision=${n}&lang=${encodeURIComponent(lang)}`,
      assetOrigin: appUrl,
    });
    return sendStatic(c, await page(html), { cacheControl: 'public, no-cache', headers });
  });
  return app;
}
