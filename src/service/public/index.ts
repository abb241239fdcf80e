import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { RouteGroup } from '../core/context.ts';
import type { ServiceSettings } from '../core/service-settings.ts';
import { createGeo } from '../geo/index.ts';
import { firstViewFastPath } from './fast-path/first-view-fast-path.ts';
import { anyOrigin } from './http/any-origin.ts';
import { assetsRoute } from './routes/assets-route.ts';
import { configRoute } from './routes/config-route.ts';
import { consentsRoute } from './routes/consents-route.ts';
import { proofRoute } from './routes/proof-route.ts';
import { runtimeAnswers } from './routes/runtime-answers.ts';
import { scriptAnswers } from './routes/script-answers.ts';
import { scriptRoute } from './routes/script-route.ts';
import { runtimeOf } from './scripts/first-view-script.ts';

const readOrNull = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/**
 * The routes visitors' browsers call, unsigned: `/public/v1` (config,
 * consents), and at the root the first-view scripts (`/c/{uuid}.js`), the
 * bundles and hosted policies.
 */
export function publicRouteGroups(settings: Pick<ServiceSettings, 'distDir' | 'geoHeaders'>): RouteGroup[] {
  const distDir = settings.distDir ?? 'dist';
  return [
    (ctx) => {
      const geo = createGeo({
        header: settings.geoHeaders?.country,
        subdivisionHeader: settings.geoHeaders?.subdivision,
        onError: (err) => ctx.log.error({ err }, 'geo: IP database unavailable, regions come from headers only'),
      });
      const runtime = runtimeOf((file) => readOrNull(join(distDir, file)));
      const run = runtimeAnswers(ctx, geo, runtime?.sha256 ?? null);
      const api = new Hono();
      // Any site that embeds the runtime reads these, errors included; nothing here is credentialed.
      api.use('*', anyOrigin(['GET', 'HEAD', 'POST']));
      api.route('/', configRoute(run));
      api.route('/', consentsRoute(ctx, run));
      api.route('/', proofRoute(ctx, run, runtime));
      const app = new Hono();
      app.route('/public/v1', api);
      app.use('/c/*', anyOrigin(['GET', 'HEAD']));
      const answers = scriptAnswers(run, runtime);
      app.route('/c', scriptRoute(run, answers));
      const fast = firstViewFastPath({ run, answers, log: ctx.log, trustedProxies: ctx.settings.trustedProxies });
      return { path: '/', app, fast };
    },
    (ctx) => ({ path: '/', app: assetsRoute(ctx, distDir) }),
  ];
}
