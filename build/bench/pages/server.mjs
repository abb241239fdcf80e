// @ts-nocheck: JSDoc types still to be written (issue 41).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { freePort } from '../lib/ports.mjs';
import { articlePage } from './article.mjs';
import { heroPng } from './hero.mjs';

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
 */
export async function serveSite({ pages, nodeModules, builtDir }) {
  const hero = heroPng();
  const file = (res, base, rel) => {
    const path = normalize(join(base, rel));
    if (!path.startsWith(base) || !existsSync(path) || !statSync(path).isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(path).pipe(res);
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/hero.png') return res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(hero);
    if (path.startsWith('/npm/')) return file(res, nodeModules, path.slice(5));
    if (path.startsWith('/built/')) return file(res, builtDir, path.slice(7));
    const page = pages.get(path.slice(1));
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
  });
  const port = await freePort();
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** The article page of `entry`, with what its `page(ctx)` adds. */
export const pageOf = (entry, ctx) => articlePage({ title: entry.label ?? entry.name, ...entry.page(ctx) });
