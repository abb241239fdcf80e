import { Hono } from 'hono';
import type { RouteGroup } from '../app.ts';
import type { ServiceConfig } from '../config.ts';
import { createGeo } from '../geo/index.ts';
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
  const geo = createGeo({
    header: config.geoHeaders?.country,
    subdivisionHeader: config.geoHeaders?.subdivision,
    onError: (e) => console.error('geo: IP database unavailable, regions come from headers only:', (e as Error).message),
  });
  return [
    (ctx) => {
      const app = new Hono();
      app.route('/', configRoute(ctx, geo));
      app.route('/', consentsRoute(ctx));
      return { path: '/public/v1', app };
    },
    (ctx) => ({ path: '/invitations', app: invitationsRoute(ctx) }),
    (ctx) => ({ path: '/', app: assetsRoute(ctx, config.distDir ?? 'dist') }),
  ];
}
