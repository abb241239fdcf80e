import { Hono } from 'hono';
import { pickLanguage } from '../../../shared/pick-language.ts';
import { RequestError } from '../../core/errors.ts';
import { acceptedLanguages } from '../http/accept-language.ts';
import { sendStatic } from '../http/static-files.ts';
import { isScriptPageView } from '../page-views/page-view-rule.ts';
import type { Runtime } from '../scripts/first-view-script.ts';
import type { RuntimeAnswers } from './runtime-answers.ts';

/**
 * Browsers use their copy at once and revalidate it in the background
 * (RFC 5861), so a returning page view waits for no request, a fix reaches
 * every site on the next page view, and the revalidation (a 304 from memory)
 * is what counts the page view. A CDN revalidates every request with the
 * service (`CDN-Cache-Control`, RFC 9213): it keeps the bytes, the service
 * keeps the count (docs/service.md, "Behind a CDN").
 */
const BROWSER_CACHE = 'max-age=0, stale-while-revalidate=86400';
const CDN_CACHE = 'public, no-cache';

/**
 * `GET {app_url}/c/{uuid}.js`: the website's `code_snippet.banner` script —
 * the runtime with the website's config inlined for the visitor's region
 * (geo) and language (`Accept-Language` reduced to the website's languages),
 * so that a first view needs this one request before its banner. Answered
 * from memory (runtime-answers.ts), compressed once per config and runtime
 * version; `Vary` on exactly what the answer depends on. An unknown uuid is a
 * 404, which a browser does not run.
 */
export function scriptRoute(run: RuntimeAnswers, runtime: Runtime | null) {
  const app = new Hono();
  app.get('/:file{[0-9A-Fa-f-]{36}\\.js}', async (c) => {
    const ip = run.admit(c);
    if (!runtime) throw new RequestError(503, 'not_built', 'the runtime is not built: run npm run build');
    const w = await run.heads.get(c.req.param('file').slice(0, -3));
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    const headers = c.req.raw.headers;
    if (isScriptPageView(c.req.method, headers)) run.views.count(w.id, ip, headers);
    const where = run.geo({ headers, ip });
    const lang = pickLanguage(acceptedLanguages(c.req.header('accept-language')), ['en', ...w.banner.selected_languages]);
    const script = await run.composed.script(w, lang, where.region, runtime);
    const scope = run.scope(where, ip);
    return sendStatic(c, script, {
      cacheControl: `${scope}, ${BROWSER_CACHE}`,
      vary: [...run.geo.headers, 'Accept-Language'],
      headers: scope === 'public' ? { 'CDN-Cache-Control': CDN_CACHE } : {},
    });
  });
  return app;
}
