import { Hono } from 'hono';
import { iabLanguage } from '../../../shared/iab-languages.ts';
import { REVISION_HEADER } from '../../../shared/inline-config.ts';
import { pickLanguage } from '../../../shared/pick-language.ts';
import { RequestError } from '../../core/errors.ts';
import { servedLanguage } from '../config/compose-config.ts';
import { IMMUTABLE, sendStatic } from '../http/static-files.ts';
import { isRealPageView } from '../page-views/page-view-rule.ts';
import type { RuntimeAnswers } from './runtime-answers.ts';

/**
 * The revision beside the config, readable by the runtime across origins. On
 * a 304 too: a cache updates its stored headers from it, so a runtime deploy
 * (a new revision of the same config bytes, the same ETag) reaches the copies.
 */
const revisionHeaders = (revision: string | null): Record<string, string> =>
  revision ? { [REVISION_HEADER]: revision, 'Access-Control-Expose-Headers': REVISION_HEADER } : {};

/**
 * `GET /public/v1/websites/{uuid}/config?lang=xx`: the runtime's config, for
 * snippets pasted before the first-view script (they fetch it).
 *
 * Answered from memory (runtime-answers.ts: the website, then its config
 * composed once per revision and compressed once), with a strong ETag and
 * `no-cache`, so browsers and CDNs keep a copy but ask each time — a 304 costs
 * a few bytes, and a banner change shows on the next page view. An answer that
 * depended on the client's address (IP database) is `private`; any other may
 * be shared, varying on the operator's edge headers (country and subdivision)
 * when they are configured.
 *
 * Each client address gets `configRequestsPerMinute` (429 beyond), checked
 * before anything else. A real page view (page-view-rule.ts) is counted in
 * memory and reaches the database in batches (page-view-counter.ts). The
 * banner revision the config is goes in a header (`REVISION_HEADER`).
 */
export function configRoute(run: RuntimeAnswers) {
  const app = new Hono();
  app.get('/websites/:uuid/config', async (c) => {
    const ip = run.admit(c);
    const w = await run.websites.get(c.req.param('uuid'));
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    const headers = c.req.raw.headers;
    if (isRealPageView(c.req.method, c.req.query('lang'), headers)) {
      run.views.count(w.id, ip, headers);
      run.legacy.seen(w.id);
    }
    const where = run.geo({ headers, ip });
    const composed = await run.composed.config(w, servedLanguage(c.req.query('lang'), w.banner.selected_languages), where.region);
    return sendStatic(c, composed.json, {
      cacheControl: `${run.scope(where, ip)}, no-cache`,
      vary: run.geo.headers,
      headers: revisionHeaders(composed.revision),
    });
  });
  // The cookies answer (schema: CookiesAnswer) for a config over its ceiling: not a page view, the same for every
  // visitor. The URL a config names carries the revision (`r`): that URL's answer never changes, so it is kept a
  // year; any other `r` (a config from before a change) gets today's answer, revalidated each time.
  app.get('/websites/:uuid/cookies', async (c) => {
    run.admit(c);
    const w = await run.websites.get(c.req.param('uuid'));
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    const answer = await run.composed.cookies(w, servedLanguage(c.req.query('lang'), w.banner.selected_languages));
    return sendStatic(c, answer, { cacheControl: c.req.query('r') === w.revision ? IMMUTABLE : 'public, no-cache' });
  });
  // The vendor list as the runtime's TCF interface and TC strings need it (schema: VendorListAnswer): the website's
  // vendors in the visitor's language, the same for every visitor, not a page view. It changes with the website's
  // revision and with each refresh of the IAB's files, so it is revalidated each time (a 304 costs a few bytes).
  app.get('/websites/:uuid/vendor-list', async (c) => {
    run.admit(c);
    const w = await run.websites.get(c.req.param('uuid'));
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    // `lang` may name the IAB's variant of the banner language (pt-br): the answer is still one per URL.
    const asked = c.req.query('lang');
    const lang = servedLanguage(pickLanguage([asked]), w.banner.selected_languages);
    const answer = await run.composed.vendorList(w, lang, iabLanguage(lang, [asked]));
    return sendStatic(c, answer, { cacheControl: 'public, no-cache' });
  });
  return app;
}
