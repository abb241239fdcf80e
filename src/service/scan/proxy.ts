import { lookup } from 'node:dns/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, isIP, type Socket } from 'node:net';
import { publicIp } from '../geo/ip.ts';
import { type PrivateAccess, privateRule } from './private-access.ts';

/** The address to connect to for `host`, or why not: every address must be public (unless allowed for `host:port`). */
async function pinned(
  host: string,
  port: string,
  mayBePrivate: (hostPort: string) => boolean,
): Promise<{ address: string } | { refused: string }> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addrs: string[];
  try {
    addrs = isIP(bare) ? [bare] : (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return { refused: `${bare} could not be resolved (DNS)` };
  }
  const bad = addrs.find((a) => !publicIp(a));
  if (!addrs[0]) return { refused: `${bare} has no address` };
  if (bad && !mayBePrivate(`${host.toLowerCase()}:${port}`))
    return { refused: `${bare} resolves to ${bad}, a private or reserved address` };
  return { address: addrs[0] };
}

const IDLE_MS = 60_000;

/**
 * The browser's only way out (docs/decisions/scans.md#safety): an HTTP proxy on
 * 127.0.0.1 that resolves each host itself, refuses it unless every address
 * is public, and connects to the address it checked. Chromium never
 * resolves a name on its own, so a DNS answer that changes after the check
 * (rebinding) cannot take it to a private address; page.route (page.ts)
 * checks first and gives the clearer message. `access` is the guard's rule
 * (private-access.ts), judged on the `host:port` the browser asked for.
 * HTTPS and WebSockets arrive
 * as CONNECT tunnels, plain HTTP as absolute-URI requests.
 */
export async function startCheckingProxy(access: PrivateAccess, maxBytes = Number.POSITIVE_INFINITY) {
  const mayBePrivate = privateRule(access);
  const refused: string[] = [];
  // Bytes received from the sites: past `maxBytes` every connection is cut and new ones refused.
  const received = { bytes: 0, over: false };
  const count = (chunk: Buffer) => {
    received.bytes += chunk.length;
    if (received.bytes > maxBytes && !received.over) {
      received.over = true;
      failed.push(`the scan's download limit (${Math.round(maxBytes / 1e6)} MB) was reached`);
      for (const s of sockets) s.destroy();
    }
  };
  /** Why connections to a checked address failed (`ECONNREFUSED 127.0.0.1:8080`): the load error's words. */
  const failed: string[] = [];
  const fail = (err: NodeJS.ErrnoException, where: string) => void failed.push(`${err.code ?? err.message} ${where}`);
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (url.protocol !== 'http:') {
      res.writeHead(400).end();
      return;
    }
    void pinned(url.hostname, url.port || '80', mayBePrivate).then((p) => {
      if (received.over) p = { refused: `the scan's download limit (${Math.round(maxBytes / 1e6)} MB) was reached` };
      if ('refused' in p) {
        refused.push(p.refused);
        res.writeHead(403, { 'content-type': 'text/plain' }).end(p.refused);
        return;
      }
      const headers = { ...req.headers };
      delete headers['proxy-connection'];
      const upstream = httpRequest(
        {
          host: p.address,
          port: Number(url.port || 80),
          method: req.method,
          path: url.pathname + url.search,
          headers,
          setHost: false,
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.rawHeaders);
          up.on('data', count);
          up.pipe(res);
        },
      );
      upstream.setTimeout(IDLE_MS, () => upstream.destroy());
      upstream.on('error', (err) => {
        fail(err, `${url.hostname}:${url.port || 80}`);
        res.destroy();
      });
      req.pipe(upstream);
    });
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(req.url ?? '');
    if (!m) return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    void pinned(m[1]!, m[2]!, mayBePrivate).then((p) => {
      if (received.over) p = { refused: `the scan's download limit (${Math.round(maxBytes / 1e6)} MB) was reached` };
      if ('refused' in p) {
        refused.push(p.refused);
        return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      }
      const upstream = connect(Number(m[2]), p.address, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.on('data', count);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.setTimeout(IDLE_MS, () => upstream.destroy());
      upstream.on('error', (err) => {
        fail(err, `${m[1]}:${m[2]}`);
        client.destroy();
      });
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    /** For Chromium's `proxy` launch option; `<-loopback>` sends loopback through it too. */
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
    refused,
    failed,
    received,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
