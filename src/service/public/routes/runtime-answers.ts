import type { Context } from 'hono';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import { tokenBuckets } from '../../core/rate-limiter.ts';
import { DEFAULT_COMPOSED_CACHE_BYTES } from '../../core/service-settings.ts';
import type { Geo, GeoResult } from '../../geo/index.ts';
import { publicIp } from '../../geo/ip.ts';
import { type CachedWebsites, cachedWebsites } from '../config/cached-websites.ts';
import { type ComposedConfigs, composedConfigs } from '../config/composed-configs.ts';
import { clientIp } from '../http/client-ip.ts';
import { legacySnippetNotes } from '../page-views/legacy-snippet-notes.ts';
import { type PageViewCounter, pageViewCounter } from '../page-views/page-view-counter.ts';
import { addressKey } from '../page-views/page-view-rule.ts';

/** What the config endpoint and the first-view script share: one memory of websites and configs per process. */
export interface RuntimeAnswers {
  geo: Geo;
  websites: CachedWebsites;
  composed: ComposedConfigs;
  views: PageViewCounter;
  /** Page views of the older snippet, for the banner warning `legacy_snippet`. */
  legacy: ReturnType<typeof legacySnippetNotes>;
  /** The client's address after the per-address limit (429 beyond it), checked before any other work. */
  admit(c: Context): string | null;
  /**
   * The per-address limit alone: 0 when a request from `ip` may go ahead (and is counted), else the seconds to
   * wait. A refused request takes nothing, so asking again (the fast path hands it to `admit`) refuses it the same.
   */
  wait(ip: string | null): number;
  /** `private` when the answer depended on the client's address (IP database), else `public`. */
  scope(where: GeoResult, ip: string | null): 'private' | 'public';
}

/** `runtimeHash`: the runtime build's SHA-256, which every banner revision names (null: not built, no revisions kept). */
export function runtimeAnswers(ctx: ServiceContext, geo: Geo, runtimeHash: string | null = null): RuntimeAnswers {
  const perAddress = ctx.limits.configRequestsPerMinute;
  // A tenth of the minute at once: a NAT's visitors arrive spread out, a flood all together, and each request
  // it lets through may still cost a database lookup (measured: a burst of 1,200 held signed requests up to 4 s).
  const burst = Math.max(1, Math.ceil(perAddress / 10));
  const limited = ctx.settings.rateLimits === false ? () => 0 : tokenBuckets(perAddress, ctx.now, burst);
  const views = pageViewCounter({ db: ctx.db, log: ctx.log, now: ctx.now, perMinute: ctx.limits.pageViewsPerMinute });
  const websites = cachedWebsites(ctx.db, ctx.log);
  ctx.defer(views);
  ctx.defer(websites);
  return {
    geo,
    websites,
    composed: composedConfigs(ctx, ctx.settings.composedCacheBytes ?? DEFAULT_COMPOSED_CACHE_BYTES, runtimeHash),
    views,
    legacy: legacySnippetNotes({ db: ctx.db, log: ctx.log, now: ctx.now }),
    wait: (ip) => limited(addressKey(ip)),
    admit(c) {
      const ip = clientIp(c, ctx.settings.trustedProxies);
      const wait = limited(addressKey(ip));
      if (wait)
        throw new RequestError(
          429,
          'rate_limited',
          `over ${perAddress} config requests a minute from this address; retry in ${wait} s`,
          { 'Retry-After': String(wait) },
        );
      return ip;
    },
    // Shared only when the client's address played no part: another address could be elsewhere.
    scope: (where, ip) => (where.source === 'ipdb' || (where.source === 'none' && publicIp(ip) !== null) ? 'private' : 'public'),
  };
}
