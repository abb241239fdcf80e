import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { FETCHING_RUNTIME_PATH } from '../../../shared/inline-config.ts';
import { TCF_CHUNK_PATH } from '../../../shared/tcf-paths.ts';
import type { ServiceContext } from '../../core/context.ts';
import { POLICY_CSS, POLICY_CSS_PATH, POLICY_FRAME_SCRIPT_PATH } from '../../documents/index.ts';
import { builtFile, IMMUTABLE, type StaticFile, sendStatic, staticFile } from '../http/static-files.ts';
import { policyPagesRoute } from './policy-pages-route.ts';

const JS = 'text/javascript; charset=utf-8';

/** The chunk's version as the main bundle asks for it (`?v=`): build/build.mjs `chunkVersion`, the same hash of the same bytes. */
const versionOf = (f: StaticFile | null) => f && createHash('sha256').update(f.raw).digest('base64url').slice(0, 8);

/**
 * The bundles and the hosted policy pages (policy-pages-route.ts), at the root of `{app_url}`.
 */
export function assetsRoute(ctx: ServiceContext, distDir: string) {
  const app = new Hono();
  const files = {
    // The older snippet's runtime, which fetches the config (src/runtime/fetching.ts); the first-view script
    // `/c/{uuid}.js` is made from dist/consent.min.js (script-route.ts).
    runtime: builtFile(JS, join(distDir, 'consent-fetch.min.js')),
    preferences: builtFile(JS, join(distDir, 'consent-preferences.min.js')),
    tcf: builtFile(JS, join(distDir, 'consent-tcf-chunk.min.js')),
    embed: builtFile(JS, join(distDir, 'embed-policy.min.js')),
    frame: builtFile(JS, join(distDir, 'policy-frame.min.js')),
    css: staticFile('text/css; charset=utf-8', POLICY_CSS),
  };
  const chunkVersion = versionOf(files.preferences);
  const tcfVersion = versionOf(files.tcf);

  // Browsers ask for it on every page of the service; an empty answer keeps their consoles clean.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' }));
  // Loaded by every site that embeds them, also with `crossorigin`.
  const shared = cors({ allowMethods: ['GET', 'HEAD'] });
  app.get(FETCHING_RUNTIME_PATH, shared, (c) => sendStatic(c, files.runtime));
  // The preference centre's chunk, which the runtime loads on first open.
  // Asked for by its version: that URL's content never changes, so it is kept a year. Any other `v` (a main bundle
  // from before a deploy) gets today's chunk briefly: the main bundle ignores a chunk of another contract.
  app.get('/consent-preferences.min.js', shared, (c) =>
    sendStatic(c, files.preferences, c.req.query('v') === chunkVersion && chunkVersion ? { cacheControl: IMMUTABLE } : {}),
  );
  // The TCF chunk, which the `__tcfapi` stub asks for by its version as soon as it runs (docs/runtime.md#iab-tcf).
  app.get(TCF_CHUNK_PATH, shared, (c) =>
    sendStatic(c, files.tcf, c.req.query('v') === tcfVersion && tcfVersion ? { cacheControl: IMMUTABLE } : {}),
  );
  app.get('/embed-policy.min.js', shared, (c) => sendStatic(c, files.embed));
  app.get(POLICY_FRAME_SCRIPT_PATH, shared, (c) => sendStatic(c, files.frame));
  app.get(POLICY_CSS_PATH, shared, (c) => sendStatic(c, files.css));

  app.route('/policies', policyPagesRoute(ctx));
  return app;
}
