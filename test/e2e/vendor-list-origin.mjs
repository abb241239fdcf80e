// The operator's vendor-list location for the end-to-end suite (TCF_VENDOR_LIST_URL in playwright.config.ts): the
// small fixture of test/fixtures/tcf, as the IAB's CDN serves its files (a week's max-age). The IAB publishes
// purposes-de.json; any other translation is a 404, as `ar` and `he` are at the IAB.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.VENDOR_LIST_PORT);
/** @param {string} name */
const fixture = (name) => readFileSync(new URL(`../fixtures/tcf/${name}.json`, import.meta.url), 'utf8');

createServer((req, res) => {
  const name = /^\/v3\/([a-z-]+)\.json$/.exec(req.url || '')?.[1];
  const body = name === 'vendor-list' || name === 'purposes-de' ? fixture(name) : null;
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'public, max-age=604800' });
  res.end(body ?? '{"error":"not found"}');
}).listen(port, '127.0.0.1');
