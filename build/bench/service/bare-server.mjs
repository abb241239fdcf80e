// The bare row's server: `node bare-server.mjs ANSWERS.json PORT` answers every request with bytes captured
// from the service's own answers (capture-answer.mjs), with no per-request logic beyond picking the 304 when
// the request revalidates: what Node's HTTP layer alone costs for the same bytes and headers, the ceiling
// the service's row is read against. It prints `listening` once it is.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
/** @type {Record<'ok' | 'notModified', { status: number, headers: Record<string, string>, body: string }>} */
const answers = JSON.parse(readFileSync(/** @type {string} */ (file), 'utf8'));
const full = answers.ok;
const body = Buffer.from(full.body, 'base64');
const revalidated = answers.notModified;

const server = createServer((req, res) => {
  if (req.headers['if-none-match']) {
    res.writeHead(revalidated.status, revalidated.headers);
    res.end();
  } else {
    res.writeHead(full.status, full.headers);
    res.end(body);
  }
});
// As the service's (src/service/server.ts), so that the Keep-Alive header is the same too.
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
