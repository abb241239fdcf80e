import type { Language, Region } from '../../../schema/enums.ts';
import { boundedMemo } from '../../../shared/bounded-memo.ts';
import { iabLanguage } from '../../../shared/iab-languages.ts';
import { pickLanguage } from '../../../shared/pick-language.ts';
import { RequestError } from '../../core/errors.ts';
import type { GeoResult } from '../../geo/index.ts';
import type { CachedWebsite } from '../../model/cached-website.ts';
import { acceptedLanguages } from '../http/accept-language.ts';
import { ALLOW_ANY_ORIGIN } from '../http/any-origin.ts';
import { pickCoding } from '../http/encoding.ts';
import { ifNoneMatch } from '../http/etag.ts';
import { type Representation, representation, type StaticFile } from '../http/static-files.ts';
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
/** A QA region preview is for the one page view that asked: no cache keeps it, none revalidates it. */
const PREVIEW_CACHE = 'private, no-store';

/** A request for a first-view script, whichever way it came in (Hono's route, the Node-level fast path). */
export interface ScriptRequest {
  method: string;
  headers: Pick<Headers, 'get'>;
  /** The client's address, admitted by the per-address limit. */
  ip: string | null;
}

/** The answer, ready to write: its status, every header the route sends (CORS included) and its body. */
export interface ScriptAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Null for a 304 and for HEAD. */
  body: Buffer | null;
}

export interface ScriptAnswers {
  /** The answer for `uuid`, making what it needs (RequestError: 503 not built, 404 unknown uuid). */
  answer(uuid: string, req: ScriptRequest): Promise<ScriptAnswer>;
  /**
   * The answer when everything it needs is in memory (the website, its script for the visitor's region and
   * language), as a function that counts the page view and makes it; null, having done nothing, otherwise.
   */
  ready(uuid: string, req: ScriptRequest): (() => ScriptAnswer) | null;
  /**
   * A QA region preview (`?service_region=`, docs/runtime.md#qa-region-preview): the first view for a visitor in
   * `region`, whoever asks, in `lang` when given (else as `Accept-Language` picks), without the page-wide pieces
   * the visitor's own script ran. Never cached (no-store, no ETag, never a 304) and not a page view: the
   * visitor's own first-view script, which hands over to it, was counted.
   */
  preview(uuid: string, req: ScriptRequest, region: Region, lang: string | undefined): Promise<ScriptAnswer>;
}

/** The language a visitor is served in, and the IAB's for its TCF texts (shared/iab-languages.ts). */
interface Served {
  lang: Language;
  iab: string;
}

/**
 * `GET {app_url}/c/{uuid}.js`, the website's `code_snippet.banner` script —
 * the runtime with the website's config inlined for the visitor's region
 * (geo) and language (`Accept-Language` reduced to the website's languages),
 * so that a first view needs this one request before its banner. Answered
 * from memory (runtime-answers.ts), compressed once per config and runtime
 * version; `Vary` on exactly what the answer depends on. One implementation
 * for both ways in (docs/service.md#the-first-view-fast-path): what a
 * request works out from its headers is remembered by header value, and the
 * headers of each encoding and cache scope of a script are built once, with
 * the script, and dropped with it.
 */
export function scriptAnswers(run: RuntimeAnswers, runtime: Runtime | null): ScriptAnswers {
  const vary = [...run.geo.headers, 'Accept-Language'];
  const coding = boundedMemo(pickCoding);
  // Per cached website (a new object after each change or refresh), so a website's languages are never stale here.
  const languages = new WeakMap<CachedWebsite, (acceptLanguage: string) => Served>();
  const represented = new WeakMap<StaticFile, Map<string, Representation>>();

  const language = (w: CachedWebsite, req: ScriptRequest): Served => {
    let of = languages.get(w);
    if (!of) {
      const among = ['en', ...w.banner.selected_languages];
      languages.set(
        w,
        (of = boundedMemo((header) => {
          const wanted = acceptedLanguages(header);
          const lang = pickLanguage(wanted, among);
          return { lang, iab: iabLanguage(lang, wanted) };
        }, 100)),
      );
    }
    return of(req.headers.get('accept-language') ?? '');
  };

  const representationOf = (script: StaticFile, req: ScriptRequest, scope: 'private' | 'public') => {
    const encoding = coding(req.headers.get('accept-encoding') ?? '');
    let kept = represented.get(script);
    if (!kept) represented.set(script, (kept = new Map()));
    const key = `${encoding}|${scope}`;
    let r = kept.get(key);
    if (!r) {
      r = representation(script, encoding, {
        cacheControl: `${scope}, ${BROWSER_CACHE}`,
        vary,
        headers: scope === 'public' ? { 'CDN-Cache-Control': CDN_CACHE } : {},
      });
      const [name, value] = ALLOW_ANY_ORIGIN;
      r = { ...r, ok: { ...r.ok, [name]: value }, notModified: { ...r.notModified, [name]: value } };
      kept.set(key, r);
    }
    return r;
  };

  const finish = (w: CachedWebsite, req: ScriptRequest, where: GeoResult, script: StaticFile): ScriptAnswer => {
    if (isScriptPageView(req.method, req.headers)) run.views.count(w.id, req.ip, req.headers);
    const r = representationOf(script, req, run.scope(where, req.ip));
    if (ifNoneMatch(req.headers.get('if-none-match') ?? undefined, r.etag))
      return { status: 304, headers: r.notModified, body: null };
    return { status: 200, headers: r.ok, body: req.method === 'HEAD' ? null : r.body };
  };

  const website = async (uuid: string) => {
    if (!runtime) throw new RequestError(503, 'not_built', 'the runtime is not built: run npm run build');
    const w = await run.websites.get(uuid);
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    return { w, runtime };
  };

  return {
    async answer(uuid, req) {
      const { w, runtime } = await website(uuid);
      const where = run.geo(req);
      const { lang, iab } = language(w, req);
      const script = await run.composed.script(w, lang, where.region, runtime, false, iab);
      return finish(w, req, where, script);
    },
    async preview(uuid, req, region, lang) {
      const { w, runtime } = await website(uuid);
      const asked = lang ? pickLanguage([lang], ['en', ...w.banner.selected_languages]) : null;
      const served = asked ? { lang: asked, iab: iabLanguage(asked, [lang]) } : language(w, req);
      const script = await run.composed.script(w, served.lang, region, runtime, true, served.iab);
      const r = representation(script, coding(req.headers.get('accept-encoding') ?? ''), {
        cacheControl: PREVIEW_CACHE,
        vary: ['Accept-Language'],
        headers: Object.fromEntries([ALLOW_ANY_ORIGIN]),
      });
      // No validator: nothing may be revalidated into, or mistaken for, another visitor's answer.
      const { ETag: _, ...headers } = r.ok;
      return { status: 200, headers, body: req.method === 'HEAD' ? null : r.body };
    },
    ready(uuid, req) {
      // Memory only: anything that would read the database goes through `admit` first, on the route.
      const w = runtime && run.websites.kept(uuid);
      if (!w) return null;
      const where = run.geo(req);
      const { lang, iab } = language(w, req);
      const script = run.composed.scriptIfMade(w, lang, where.region, runtime, iab);
      return script && (() => finish(w, req, where, script));
    },
  };
}
