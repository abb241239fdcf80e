import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteProxy } from '../../../src/rewrite/rewrite-proxy.ts';

// The proxy in front of a real origin server on loopback (the site's own server, as nginx would proxy to it).
const PAGE = '<!doctype html><script src="https://connect.facebook.net/f.js"></script><p>é</p>';
let origin: Server;
let at = '';
const seen: { host?: string; forwarded?: string; body?: string }[] = [];

beforeAll(async () => {
  origin = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      seen.push({ host: req.headers.host, forwarded: req.headers['x-forwarded-host'] as string, body });
      if (req.url === '/gz') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        return res.end(gzipSync(PAGE));
      }
      if (req.url === '/old') return res.writeHead(301, { location: '/new' }).end();
      if (req.url === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(PAGE);
      if (req.method === 'POST') return res.writeHead(201, { 'content-type': 'text/plain' }).end(`got ${body}`);
      return res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'sid=1' }).end(PAGE);
    });
  });
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  at = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => origin.close(() => r())));

const proxy = () => rewriteProxy(at, () => ({ advertising: ['connect.facebook.net'] }));
const HELD = '<script src="https://connect.facebook.net/f.js" type="text/plain" data-service-category="advertising"></script>';

describe('rewriteProxy', () => {
  it('rewrites the origin`s HTML, compressed or not, and keeps its headers', async () => {
    for (const path of ['/', '/gz']) {
      const res = await proxy().request(`https://shop.example${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`<!doctype html>${HELD}<p>é</p>`);
      expect(res.headers.get('content-encoding')).toBeNull();
    }
    expect((await proxy().request('https://shop.example/')).headers.get('set-cookie')).toBe('sid=1');
    expect(seen.at(-1)?.forwarded).toBe('shop.example');
  });

  it('passes everything else through: scripts, redirects, request bodies', async () => {
    expect(await (await proxy().request('https://shop.example/app.js')).text()).toBe(PAGE);
    const moved = await proxy().request('https://shop.example/old');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/new']);
    const posted = await proxy().request('https://shop.example/form', { method: 'POST', body: 'a=1' });
    expect([posted.status, await posted.text()]).toEqual([201, 'got a=1']);
  });
});
