import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VENDOR_HOSTS } from './vendor-snippets.ts';

// Real trackers' host names served by a local HTTPS server, for the automatic-blocking spec. They are
// HSTS-preloaded, so https with a test certificate (the browsers ignore its issuer: ignoreHTTPSErrors).
// Chromium reaches them through --host-resolver-rules, Firefox through a CONNECT proxy in its preferences
// (playwright.config.ts); either way the requests land here, where the spec counts them.

/** Where the tracker server and the proxy listen: fixed, because the browsers' launch options name them. */
export const TRACKERS_PORT = Number(process.env.E2E_TRACKERS_PORT || Number(process.env.E2E_PORT || 8181) + 1);
export const TRACKERS_PROXY_PORT = TRACKERS_PORT + 1;

export const TRACKER_HOSTS = [
  ...new Set([
    'www.googletagmanager.com',
    'www.google-analytics.com',
    'connect.facebook.net',
    'www.facebook.com',
    'www.youtube.com',
    ...VENDOR_HOSTS,
  ]),
];

/** What each tracker URL answers. Scripts note that they ran in `window.__ran`. */
const ran = (name: string, more = '') => `(window.__ran = window.__ran || []).push(${JSON.stringify(name)});${more}`;
const ANSWERS: Record<string, { type: string; body: string }> = {
  'www.googletagmanager.com/gtag/js': { type: 'text/javascript', body: ran('gtag.js') },
  // A container: allowed itself, it injects a tag of its own, as GTM's custom HTML tags do.
  'www.googletagmanager.com/gtm.js': {
    type: 'text/javascript',
    body: ran(
      'gtm.js',
      "var s = document.createElement('script'); s.async = true; s.src = 'https://www.google-analytics.com/analytics.js'; document.head.appendChild(s);",
    ),
  },
  'www.google-analytics.com/analytics.js': { type: 'text/javascript', body: ran('analytics.js') },
  // The page's fbq stub queues calls until the library takes them: the library says how many it found.
  'connect.facebook.net/en_US/fbevents.js': {
    type: 'text/javascript',
    body: ran('fbevents.js', 'window.__fbqQueued = window.fbq && window.fbq.queue ? window.fbq.queue.length : -1;'),
  },
  // A parser-inserted tag that writes into the page, as old ad tags do.
  'connect.facebook.net/tags/write.js': {
    type: 'text/javascript',
    body: ran('write.js', 'document.write(\'<p id="written">written by a tag</p>\');'),
  },
  'www.youtube.com/embed/video': { type: 'text/html', body: '<!doctype html><title>Video</title><p>video</p>' },
  'www.google-analytics.com/g/collect': { type: 'text/plain', body: '' },
  'www.facebook.com/tr': { type: 'image/gif', body: '' },
  // UET's snippet calls `new UET(…)` once its library loaded.
  'bat.bing.com/bat.js': {
    type: 'text/javascript',
    body: ran('bat.bing.com/bat.js', 'window.UET = function () { this.push = function () {}; };'),
  },
};

/**
 * Any other URL (a vendor's loader, test/e2e/vendor-snippets.ts) answers as what the browser asked for: a script
 * that notes its `host/path` in `window.__ran`, a page for a frame, else nothing.
 */
const fallback = (where: string, dest: string | undefined): { type: string; body: string } | undefined =>
  dest === 'script'
    ? { type: 'text/javascript', body: ran(where) }
    : dest === 'iframe'
      ? { type: 'text/html', body: '<!doctype html><title>Frame</title>' }
      : undefined;

export interface Trackers {
  /** `host/path` of every request received, in order. */
  hits: string[];
  close(): Promise<void>;
}

/** A self-signed certificate for every tracker host, made with openssl (installed by .ci/run). */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'trackers-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=trackers.test',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-addext',
      `subjectAltName=${TRACKER_HOSTS.map((h) => `DNS:${h}`).join(',')}`,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

export async function startTrackers(): Promise<Trackers> {
  const hits: string[] = [];
  const server = https.createServer(certificate(), (req, res) => {
    const where = `${req.headers.host?.replace(/:\d+$/, '')}${new URL(req.url || '/', 'https://x').pathname}`;
    hits.push(where);
    const a = ANSWERS[where] ?? fallback(where, req.headers['sec-fetch-dest'] as string | undefined);
    res.writeHead(a ? 200 : 404, { 'content-type': a ? a.type : 'text/plain', 'cache-control': 'no-store' });
    res.end(a ? a.body : '');
  });
  // Firefox's proxy: every tunnel leads to the tracker server, whatever host it names.
  const proxy = http.createServer((_req, res) => res.writeHead(405).end());
  // Tunnels are sockets the servers no longer track: ended by hand on close.
  const tunnels = new Set<net.Socket>();
  proxy.on('connect', (_req, socket: net.Socket, head) => {
    const up = net.connect(TRACKERS_PORT, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
    for (const t of [socket, up]) {
      tunnels.add(t);
      t.on('close', () => tunnels.delete(t));
    }
  });
  await Promise.all([
    new Promise<void>((r) => server.listen(TRACKERS_PORT, '127.0.0.1', r)),
    new Promise<void>((r) => proxy.listen(TRACKERS_PROXY_PORT, '127.0.0.1', r)),
  ]);
  return {
    hits,
    close: () =>
      new Promise<void>((r) => {
        for (const t of tunnels) t.destroy();
        server.closeAllConnections();
        proxy.closeAllConnections();
        server.close(() => proxy.close(() => r()));
      }),
  };
}
