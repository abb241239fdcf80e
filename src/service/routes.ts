import { join } from 'node:path';
import { demoRouteGroup, type DemoOptions } from '../../demo/server.ts';
import type { RouteGroup } from './app.ts';
import { publicRouteGroups } from './public/index.ts';

/**
 * Route groups served next to /v1 by `npm start`: the public runtime
 * endpoints (`/public/v1`), the bundles and hosted policies at the root, and
 * the demo (`/demo`, unless `DEMO=off`).
 */
export function routeGroups(demo: Omit<DemoOptions, 'demoDir'>, env: NodeJS.ProcessEnv = process.env): RouteGroup[] {
  const root = process.cwd();
  return [
    ...publicRouteGroups(env.DIST_DIR || join(root, 'dist'), env),
    ...(env.DEMO === 'off' ? [] : [demoRouteGroup({ ...demo, demoDir: join(root, 'demo') })]),
  ];
}
