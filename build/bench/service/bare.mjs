import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/ports.mjs';

const SERVER = new URL('./bare-server.mjs', import.meta.url).pathname;
// Node's HTTP layer writes these itself on every answer (the bare server's too): copied, they would be sent twice.
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** @typedef {{ status: number | undefined, headers: string[], body: string }} Answer */

/**
 * One answer of the service as it went over the wire: status, raw headers (but Node's own) and undecoded body.
 * @param {string} origin
 * @param {string} path
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @returns {Promise<Answer>}
 */
function capture(origin, path, headers) {
  return new Promise((ok, fail) => {
    const req = request(new URL(path, origin), { headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          // rawHeaders is name, value, name, value…: both are there for each even i.
          const [name, value] = /** @type {[string, string]} */ (res.rawHeaders.slice(i, i + 2));
          if (!WRITTEN_BY_NODE.has(name.toLowerCase())) raw.push(name, value);
        }
        ok({ status: res.statusCode, headers: raw, body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * The bare row's server in a process of its own (like the service's), answering the service's own 200 of
 * `path` and its 304 to `If-None-Match: etag`, captured now: the same bytes and headers, none of the work.
 * @param {string} origin
 * @param {string} path
 * @param {Record<string, string>} headers
 */
export async function startBareServer(origin, path, headers) {
  const ok = await capture(origin, path, headers);
  const etag = ok.headers[ok.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'etag') + 1];
  const notModified = await capture(origin, path, { ...headers, 'if-none-match': etag });
  if (ok.status !== 200 || notModified.status !== 304)
    throw new Error(`bare server: the service answered ${ok.status} and ${notModified.status}, not 200 and 304`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify({ ok, notModified }));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER, file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => child.kill('SIGKILL'));
  await new Promise((listening, fail) => {
    child.once('exit', (code) => fail(new Error(`bare server exited (${code})`)));
    child.stdout.once('data', listening);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    etag,
    async stop() {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
