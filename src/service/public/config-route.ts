import { Hono } from 'hono';
import type { Region } from '../../schema/enums.ts';
import type { Geo } from '../geo/index.ts';
import { publicIp } from '../geo/ip.ts';
import type { V1Context } from '../http/env.ts';
import { RequestError } from '../http/errors.ts';
import { etagOf, ifNoneMatch } from '../http/etag.ts';
import { countPageView } from '../model/page-views.ts';
import { websiteByUuid } from '../model/website-head.ts';
import { clientIp } from './client-ip.ts';
import { composeConfig, servedLanguage } from './compose-config.ts';
import { configSource } from './config-source.ts';

interface Cached {
  revision: string;
  body: string;
  etag: string;
}

/**
 * `GET /public/v1/websites/{uuid}/config?lang=xx`: the runtime's config.
 *
 * Composed from the database only when the website changed (its revision),
 * answered with a strong ETag and `no-cache`, so browsers and CDNs keep a copy
 * but ask each time — a 304 costs a few bytes, and a banner change shows on
 * the next page view. An answer that depended on the client's address (IP
 * database) is `private`; any other may be shared, varying on the operator's
 * edge headers (country and subdivision) when they are configured.
 */
export function configRoute(ctx: V1Context, geo: Geo) {
  const app = new Hono();
  const cache = new Map<string, Cached>();

  app.get('/websites/:uuid/config', async (c) => {
    const w = await websiteByUuid(ctx.db, c.req.param('uuid'));
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    // In the background: the answer never waits for the count, and a failed count is lost, not retried.
    const day = new Date(ctx.now()).toISOString().slice(0, 10);
    countPageView(ctx.db, w.id, day).catch((err: Error) => ctx.log.error({ err, websiteId: w.id }, 'page view not counted'));

    const ip = clientIp(c, ctx.config.trustedProxies);
    const where = geo({ headers: c.req.raw.headers, ip });
    const lang = servedLanguage(c.req.query('lang'), w.banner.selected_languages);
    const region: Region | null = where.region;
    const key = `${w.uuid}|${lang}|${region ?? ''}`;
    let hit = cache.get(key);
    if (!hit || hit.revision !== w.revision) {
      const body = JSON.stringify(composeConfig(await configSource(ctx.db, w, ctx.config.appUrl), lang, region));
      hit = { revision: w.revision, body, etag: etagOf(body) };
      cache.set(key, hit);
      if (cache.size > 5000) cache.delete(cache.keys().next().value!);
    }

    c.header('ETag', hit.etag);
    // Shared only when the client's address played no part: another address could be elsewhere.
    const byAddress = where.source === 'ipdb' || (where.source === 'none' && publicIp(ip) !== null);
    c.header('Cache-Control', byAddress ? 'private, no-cache' : 'public, no-cache');
    if (geo.headers.length) c.header('Vary', geo.headers.join(', '));
    if (ifNoneMatch(c.req.header('if-none-match'), hit.etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(hit.body);
  });
  return app;
}
