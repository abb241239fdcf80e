import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Hono } from 'hono';
import type { ServiceClient } from '../src/client/index.ts';
import { blockingMapFrom, blockingRewrite } from '../src/rewrite/hono-rewrite.ts';
import type { RouteGroup } from '../src/service/app.ts';
import { type StaticFile, sendStatic, staticFile } from '../src/service/public/http/static-files.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { demoSiteUrl, scanRoutes } from './scan-routes.ts';
import { renderSitePage } from './site-page.ts';
import { demoThirdPartyOrigin, thirdPartyRoutes } from './third-party.ts';

export interface DemoOptions {
  /** The demo's own account: every call is made for it. */
  account: string;
  /** A client signed with that account's key pair; known once the service has started. */
  client: () => ServiceClient | null;
  demoDir: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * `/demo/`: the QA panel, the example site and the panel's small JSON API.
 * Every change goes through the signed /v1 API, signed here on the server
 * with the demo account's key — the browser never sees a key, and the API
 * reaches the demo's own websites only. Writes must come from the panel's own
 * origin, so another site cannot make a visitor's browser change the demo.
 */
export function demoRouteGroup(opts: DemoOptions): RouteGroup {
  return (ctx) => {
    const app = new Hono();
    const staticDir = join(opts.demoDir, 'static');
    const files = new Map<string, StaticFile>();
    for (const name of readdirSync(staticDir))
      files.set(name, staticFile(TYPES[extname(name)] ?? 'application/octet-stream', readFileSync(join(staticDir, name))));
    // uPlot draws the panel's analytics charts: its browser build and stylesheet, as the package ships them.
    const uplot = join(opts.demoDir, '..', 'node_modules', 'uplot', 'dist');
    for (const name of ['uPlot.iife.min.js', 'uPlot.min.css'])
      files.set(name, staticFile(TYPES[extname(name)]!, readFileSync(join(uplot, name))));
    // The language list comes from the shared list, so a new one shows in the panel without an edit here.
    const index = readFileSync(join(staticDir, 'index.html'), 'utf8').replace(
      '<!--languages-->',
      LANGUAGES.map((l) => `<option value="${l}">${l}</option>`).join(''),
    );
    files.set('index.html', staticFile(TYPES['.html']!, index));
    const api = () => {
      const client = opts.client();
      if (!client) throw new Error('the demo has no key pair yet');
      return client;
    };
    const account = opts.account;

    app.get('/', (c) => c.redirect('/demo/'));
    app.get('/static/:name', (c) => {
      const file = files.get(c.req.param('name'));
      return file
        ? sendStatic(c, file, { cacheControl: 'no-cache' })
        : c.json({ error: 'not_found', message: 'no such demo file' }, 404);
    });
    // The configured public origin, never the request's Host: a page on a rebound name (DNS rebinding) sends
    // its own name as both, and must not pass.
    const ownOrigin = new URL(ctx.settings.appUrl).origin;
    app.on(['PUT', 'POST', 'DELETE'], '/api/*', async (c, next) => {
      if (c.req.header('origin') !== ownOrigin) {
        return c.json({ error: 'forbidden', message: "the demo API accepts changes from the QA panel's own origin only" }, 403);
      }
      return next();
    });
    app.get('/:empty{$}', (c) => sendStatic(c, files.get('index.html')!, { cacheControl: 'no-cache' }));

    scanRoutes(app, api, account, ctx.settings.appUrl);
    thirdPartyRoutes(app);

    app.get('/api/sites', async (c) => {
      const list = await api().websites.list([{ account_id: account }], { limit: 100 });
      return c.json(list.results.map((w) => ({ id: w.id, name: w.name, uuid: w.uuid })));
    });

    app.get('/api/consents', async (c) => {
      const id = c.req.query('website') ?? '';
      const [site] = (await api().websites.list([{ account_id: account, ids: [id] }])).results;
      const records = await api().call<{ results: Record<string, unknown>[] }>({
        method: 'GET',
        path: '/v1/websites/consents',
        query: [{ account_id: account, website_id: id }],
        limit: 100,
      });
      const sorted = records.results.sort((a, b) => String(b.at).localeCompare(String(a.at))).slice(0, 50);
      return c.json({ consent_count: site?.consent_count ?? 0, page_views: site?.page_views ?? 0, records: sorted });
    });

    // The consent analytics of the last 14 days, as the signed /v1 extension answers them (the panel's charts).
    app.get('/api/analytics', async (c) => {
      const id = c.req.query('website') ?? '';
      const to = new Date(ctx.now()).toISOString().slice(0, 10);
      const from = new Date(ctx.now() - 13 * 86_400_000).toISOString().slice(0, 10);
      const out = await api().call<{ results: unknown[]; errors: unknown[] }>({
        method: 'GET',
        path: '/v1/websites/analytics',
        query: [{ account_id: account, website_id: id, from, to }],
      });
      const [result] = out.results;
      return result ? c.json(result) : c.json({ error: 'not_found', message: 'no such website' }, 404);
    });

    // The shop page goes out through the server-side rewrite of automatic blocking, as a site owner's server
    // would send it (docs/runtime.md#automatic-blocking), with each website's map read from the service.
    const maps = new Map<string, ReturnType<typeof blockingMapFrom>>();
    app.use('/site', async (c, next) => {
      const uuid = c.req.query('page') === 'shop' ? c.req.query('uuid') : undefined;
      if (!uuid) return next();
      if (!maps.has(uuid)) maps.set(uuid, blockingMapFrom({ service: ctx.settings.appUrl, website: uuid, ttlMs: 5_000 }));
      return blockingRewrite(maps.get(uuid)!)(c, next);
    });

    app.get('/site', async (c) => {
      const id = c.req.query('website') ?? '';
      const [site] = (await api().websites.list([{ account_id: account, ids: [id] }])).results;
      if (!site) return c.text('no such website', 404);
      const [doc] = (await api().documents.preview([{ account_id: account, website_id: id }])).results;
      // The site's server sets two cookies on every page: an essential one, and an A/B-test bucket before any
      // choice (unclassified, so a scan reports it as set before consent).
      c.header('set-cookie', `XSRF-TOKEN=${crypto.randomUUID()}; Path=/; SameSite=Lax`, { append: true });
      c.header('set-cookie', `ab_bucket=${Math.random() < 0.5 ? 'a' : 'b'}; Max-Age=604800; Path=/; SameSite=Lax`, {
        append: true,
      });
      return c.html(
        renderSitePage({
          title: site.name ?? site.url,
          bannerSnippet: site.code_snippet.banner,
          preferenceButtonSnippet: site.code_snippet.cookie_preference_button,
          policySnippet: doc?.code_snippet ?? null,
          gpc: c.req.query('gpc') === '1',
          thirdPartyOrigin: demoThirdPartyOrigin(ctx.settings.appUrl),
          shopUrl: `${demoSiteUrl('', id)}&page=shop&uuid=${site.uuid}`,
          untaggedTag: c.req.query('page') === 'shop',
        }),
      );
    });

    app.onError((err, c) => c.json({ error: 'demo_error', message: err.message }, 500));
    return { path: '/demo', app };
  };
}
