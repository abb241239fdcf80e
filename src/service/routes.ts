import type { RouteGroup } from './app.ts';

/**
 * Route groups served next to /v1 by `npm start`: public runtime endpoints
 * (`/public/v1`), bundles, `/policies`, `/demo`. Add a group here; each gets
 * the resolved context (db, config, limits, clock) — see docs/service.md.
 */
export const ROUTE_GROUPS: RouteGroup[] = [];
