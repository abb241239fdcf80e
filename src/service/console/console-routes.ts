import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { RouteGroup, ServiceContext } from '../core/context.ts';
import { builtFile, IMMUTABLE, sendStatic, staticFile } from '../public/http/static-files.ts';
import { bodyLimit } from './access/body-limit.ts';
import { type ConsoleEnv, hiddenAsMissing } from './access/console-env.ts';
import { adminOnly, signedIn, websiteAccess } from './access/guards.ts';
import { CONSOLE_CSP, consolePage } from './console-page.ts';
import { bannerScreenRoutes } from './routes/banner-routes.ts';
import { consentScreenRoutes } from './routes/consent-routes.ts';
import { invitationRoutes } from './routes/invitation-routes.ts';
import { keysScreenRoutes } from './routes/keys-routes.ts';
import { policyScreenRoutes } from './routes/policy-routes.ts';
import { scanScreenRoutes } from './routes/scan-routes.ts';
import { memberRoutes, signInRoutes } from './routes/sign-in-routes.ts';
import { teamScreenRoutes } from './routes/team-routes.ts';
import { websiteScreenRoutes, websitesScreenRoutes } from './routes/websites-routes.ts';

/**
 * The console's API: sign-in first (no session yet), then everything behind
 * the session check; the team and keys behind the admin check; everything of
 * one website behind the website check. A screen's routes only do their
 * screen's work: who may do it is decided here, once.
 */
export function consoleApi(ctx: ServiceContext) {
  const api = new Hono<ConsoleEnv>();
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.use('*', bodyLimit(ctx.limits.maxBodyBytes));
  api.route('/', signInRoutes(ctx));
  api.use('*', signedIn(ctx));
  api.route('/', memberRoutes(ctx));
  api.use('/team/*', adminOnly);
  api.use('/keys/*', adminOnly);
  api.route('/team', teamScreenRoutes(ctx));
  api.route('/keys', keysScreenRoutes(ctx));
  api.route('/websites', websitesScreenRoutes(ctx));
  api.use('/websites/:website/*', websiteAccess(ctx));
  for (const screen of [websiteScreenRoutes, scanScreenRoutes, bannerScreenRoutes, policyScreenRoutes, consentScreenRoutes])
    api.route('/websites/:website', screen(ctx));
  // Any other path: the answer of an id that does not exist, not the page (which answers every other GET).
  api.all('*', () => {
    throw hiddenAsMissing();
  });
  return api;
}

/** `/console/`: the page, its script and stylesheet from dist/, and the API. */
export function consoleRouteGroup(distDir: string): RouteGroup {
  return (ctx) => {
    const app = new Hono();
    const files = {
      js: builtFile('text/javascript; charset=utf-8', join(distDir, 'console.min.js')),
      css: builtFile('text/css; charset=utf-8', join(distDir, 'console.min.css')),
      // The chart library (uPlot), loaded by the consent screen alone, so the first screen stays small.
      charts: builtFile('text/javascript; charset=utf-8', join(distDir, 'console-charts.min.js')),
    };
    const version = createHash('sha256')
      .update(files.js?.raw ?? '')
      .update(files.css?.raw ?? '')
      .update(files.charts?.raw ?? '')
      .digest('base64url')
      .slice(0, 8);
    const page = staticFile('text/html; charset=utf-8', consolePage(version));
    app.route('/api', consoleApi(ctx));
    app.get('/console.min.js', (c) => sendStatic(c, files.js, { cacheControl: IMMUTABLE }));
    app.get('/console.min.css', (c) => sendStatic(c, files.css, { cacheControl: IMMUTABLE }));
    app.get('/console-charts.min.js', (c) => sendStatic(c, files.charts, { cacheControl: IMMUTABLE }));
    app.get('*', (c) => {
      c.header('Content-Security-Policy', CONSOLE_CSP);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Referrer-Policy', 'same-origin');
      return sendStatic(c, page, { cacheControl: 'no-store' });
    });
    return { path: '/console', app };
  };
}

/** The invitation pages, where a collaborator chooses a password and is signed in (`invitation_url`). */
export const invitationRouteGroup: RouteGroup = (ctx) => ({ path: '/invitations', app: invitationRoutes(ctx) });
