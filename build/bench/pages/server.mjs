import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { freePort } from '../lib/ports.mjs';
import { articlePage } from './article.mjs';
import { heroPng } from './hero.mjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * The site's own origin: the article page of each entry at `/<name>`, its hero image, the peers' files
 * from the bench's node_modules at `/npm/…` and built bundles at `/built/…`. Uncompressed and `no-store`:
 * the table computes compressed sizes itself, and every load is cold anyway.
 * @param {{ pages: Map<string, string>, nodeModules: string, builtDir: string }} where
 */
export async function serveSite({ pages, nodeModules, builtDir }) {
  const hero = heroPng();
  /** @type {(res: import('node:http').ServerResponse, base: string, rel: string) => void} */
  const file = (res, base, rel) => {
    const path = normalize(join(base, rel));
    if (!path.startsWith(base) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(path).pipe(res);
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/hero.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(hero);
      return;
    }
    if (path.startsWith('/npm/')) return file(res, nodeModules, path.slice(5));
    if (path.startsWith('/built/')) return file(res, builtDir, path.slice(7));
    const page = pages.get(path.slice(1));
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
  });
  const port = await freePort();
  await /** @type {Promise<void>} */ (new Promise((ok) => server.listen(port, '127.0.0.1', ok)));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => /** @type {Promise<void>} */ (new Promise((ok) => server.close(() => ok()))),
  };
}

/**
 * The article page of `entry`, with what its `page(ctx)` adds.
 * @param {import('./entries.mjs').Entry} entry
 * @param {Parameters<import('./entries.mjs').Entry['page']>[0]} ctx
 */
export const pageOf = (entry, ctx) => articlePage({ title: entry.label ?? entry.name, ...entry.page(ctx) });
