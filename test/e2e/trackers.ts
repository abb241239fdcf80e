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

/** The blocking specs' own hosts, and the vendors' of test/e2e/vendor-snippets.ts. */
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

/**
 * What each tracker URL answers. Scripts note that they ran in the top page's `window.__ran`, from a frame of
 * the page too (test/e2e/blocking-bypass.spec.ts), and in a worker's own global, where there is no `top`.
 */
const ran = (name: string, more = '') =>
  `(function(w){try{w=top;w.__ran}catch(e){w=self}(w.__ran=w.__ran||[]).push(${JSON.stringify(name)})})();${more}`;
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
  // The vendors of vendor-snippets.ts: one path, told apart by its query (gtag.js for Analytics and for Ads), and
  // a GTM container with GA4, the Meta Pixel and Universal Analytics in it.
  'www.googletagmanager.com/gtag/js?id=G-VENDOR': { type: 'text/javascript', body: ran('gtag G-') },
  'www.googletagmanager.com/gtag/js?id=AW-VENDOR': { type: 'text/javascript', body: ran('gtag AW-') },
  'www.googletagmanager.com/gtag/js?id=G-FROMGTM': { type: 'text/javascript', body: ran('GTM: gtag G-') },
  'connect.facebook.net/en_US/fbevents.js?gtm': { type: 'text/javascript', body: ran('GTM: fbevents.js') },
  'www.googletagmanager.com/gtm.js?id=GTM-VENDOR': {
    type: 'text/javascript',
    body: ran(
      'gtm.js GTM-VENDOR',
      "['https://www.googletagmanager.com/gtag/js?id=G-FROMGTM', 'https://connect.facebook.net/en_US/fbevents.js?gtm', 'https://www.google-analytics.com/analytics.js'].forEach(function (u) { var s = document.createElement('script'); s.async = true; s.src = u; document.head.appendChild(s); });",
    ),
  },
  // The essential ones: what the page calls on them exists once they ran.
  'www.google.com/recaptcha/api.js': {
    type: 'text/javascript',
    body: ran(
      'recaptcha',
      "window.grecaptcha = { ready: function (f) { f(); } }; var s = document.createElement('script'); s.src = 'https://www.gstatic.com/recaptcha/releases/v1/recaptcha__en.js'; document.head.appendChild(s);",
    ),
  },
  'js.stripe.com/v3/': {
    type: 'text/javascript',
    body: ran('stripe', 'window.Stripe = function (key) { return { key: key }; };'),
  },
  'cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js': {
    type: 'text/javascript',
    body: ran('jquery', 'window.jQuery = window.$ = function () {};'),
  },
  // UET's snippet calls `new UET(…)` once bat.js has loaded.
  'bat.bing.com/bat.js': {
    type: 'text/javascript',
    body: ran('bat.bing.com/bat.js', 'window.UET = function () { this.push = function () {}; };'),
  },
};

/**
 * A tracker URL ANSWERS has no entry for (most vendors' loaders of vendor-snippets.ts)
 * answers as what the browser asked for: a page for a frame, nothing for an image, else a script that notes its
 * `host/path` in `window.__ran`.
 */
function answerOf(where: string, dest: string | undefined): { type: string; body: string } {
  if (dest === 'iframe' || dest === 'document') return { type: 'text/html', body: `<!doctype html><title>${where}</title>` };
  if (dest === 'image') return { type: 'image/gif', body: '' };
  return { type: 'text/javascript', body: ran(where) };
}

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
    // As real servers read them: a host with its trailing dot, a path with doubled slashes (`//gtag/js`).
    const url = new URL((req.url || '/').replace(/\/{2,}/g, '/'), 'https://x');
    const where = `${req.headers.host?.replace(/:\d+$/, '').replace(/\.$/, '')}${url.pathname}`;
    hits.push(where);
    const a =
      ANSWERS[where + url.search] ?? ANSWERS[where] ?? answerOf(where, req.headers['sec-fetch-dest'] as string | undefined);
    // CORS open, as trackers' CDNs are: a module script or import() of one loads.
    res.writeHead(a ? 200 : 404, {
      'content-type': a ? a.type : 'text/plain',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
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
