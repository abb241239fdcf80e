import { createServer } from 'node:http';
import { freePort } from '../lib/ports.mjs';
import { scriptBody } from './page.mjs';

/**
 * The blocker's page at `/<name>` (from `pages`) and its scripts at `/js/<name>.js`, for every host name the
 * browser maps here; uncompressed and `no-store`, as the page bench serves. `requests` lists each script
 * request as `host/path` since the last `reset()`: what the browser asked for, whether or not it ran.
 * @param {Map<string, string>} pages
 */
export async function serveBlockingSite(pages) {
  /** @type {string[]} */
  let requests = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const script = /^\/js\/([\w-]+)\.js$/.exec(path);
    if (script) {
      requests.push(`${(req.headers.host ?? '').split(':')[0]}${path}`);
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(scriptBody(script[1] ?? ''));
      return;
    }
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
    port,
    origin: `http://127.0.0.1:${port}`,
    requests: () => requests,
    reset: () => {
      requests = [];
    },
    close: () => /** @type {Promise<void>} */ (new Promise((ok) => server.close(() => ok()))),
  };
}
