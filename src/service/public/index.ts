import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createGeo } from '../geo/index.ts';
import type { ServiceConfig } from '../http/config.ts';
import type { RouteGroup } from '../http/env.ts';
import { assetsRoute } from './assets-route.ts';
import { configRoute } from './config-route.ts';
import { consentsRoute } from './consents-route.ts';
import { invitationsRoute } from './invitations-route.ts';

/**
 * The routes visitors' browsers call, unsigned: `/public/v1` (config,
 * consents) and, at the root, the bundles, hosted policies and collaborators'
 * invitation pages.
 */
export function publicRouteGroups(config: Pick<ServiceConfig, 'distDir' | 'geoHeaders'>): RouteGroup[] {
  return [
    (ctx) => {
      const geo = createGeo({
        header: config.geoHeaders?.country,
        subdivisionHeader: config.geoHeaders?.subdivision,
        onError: (err) => ctx.log.error({ err }, 'geo: IP database unavailable, regions come from headers only'),
      });
      const app = new Hono();
      // Any site that embeds the runtime reads these, errors included; nothing here is credentialed.
      app.use('*', cors({ allowMethods: ['GET', 'HEAD', 'POST'] }));
      app.route('/', configRoute(ctx, geo));
      app.route('/', consentsRoute(ctx));
      return { path: '/public/v1', app };
    },
    (ctx) => ({ path: '/invitations', app: invitationsRoute(ctx) }),
    (ctx) => ({ path: '/', app: assetsRoute(ctx, config.distDir ?? 'dist') }),
  ];
}
