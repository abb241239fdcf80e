import { Hono } from 'hono';
import type { Region } from '../../schema/enums.ts';
import type { Geo } from '../geo/index.ts';
import { publicIp } from '../geo/ip.ts';
import type { V1Context } from '../http/env.ts';
import { RequestError } from '../http/errors.ts';
import { etagOf, ifNoneMatch } from '../http/etag.ts';
import { tokenBuckets } from '../http/rate-limiter.ts';
import { websiteByUuid } from '../model/website-head.ts';
import { clientIp } from './client-ip.ts';
import { composeConfig, servedLanguage } from './compose-config.ts';
import { configSource } from './config-source.ts';
import { pageViewCounter } from './page-view-counter.ts';
import { addressKey, isRealPageView, visitorKey } from './page-view-rule.ts';

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
 *
 * Each client address gets `configRequestsPerMinute` (429 beyond), checked in
 * memory before any database work. A real page view (page-view-rule.ts) is
 * counted in memory and reaches the database in batches (page-view-counter.ts).
 */
export function configRoute(ctx: V1Context, geo: Geo) {
  const app = new Hono();
  const cache = new Map<string, Cached>();
  const perAddress = ctx.limits.configRequestsPerMinute;
  // A tenth of the minute at once: a NAT's visitors arrive spread out, a flood all together, and each request
  // it lets through still costs a database lookup (measured: a burst of 1,200 held signed requests up to 4 s).
  const burst = Math.max(1, Math.ceil(perAddress / 10));
  const limited = ctx.config.rateLimits === false ? () => 0 : tokenBuckets(perAddress, ctx.now, burst);
  const views = pageViewCounter({ db: ctx.db, log: ctx.log, now: ctx.now, perMinute: ctx.limits.pageViewsPerMinute });
  ctx.defer(views);

  app.get('/websites/:uuid/config', async (c) => {
    const ip = clientIp(c, ctx.config.trustedProxies);
    const wait = limited(addressKey(ip));
    if (wait) {
      const retry = { 'Retry-After': String(wait) };
      throw new RequestError(
        429,
        'rate_limited',
        `over ${perAddress} config requests a minute from this address; retry in ${wait} s`,
        retry,
      );
    }
    const w = await websiteByUuid(ctx.db, c.req.param('uuid'));
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    const headers = c.req.raw.headers;
    if (isRealPageView(c.req.method, c.req.query('lang'), headers)) views.count(w.id, visitorKey(ip, headers));

    const where = geo({ headers, ip });
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
