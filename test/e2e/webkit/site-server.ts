import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HostPageOptions, hostAnswer } from '../support.ts';

/**
 * The customers' sites for WebKit, which has no request interception: MiniBrowser is given this
 * server as its HTTP proxy, so a page still lives at its made-up origin (http://shop-….test) and is
 * answered exactly as `hostPage()` answers it on the other engines. The runtime, config and records
 * come from the real service, cross-origin, and the records carry the site's own Origin.
 *
 * Every request goes through here, the service's too: they are passed on to it untouched. (Leaving
 * the service out with the proxy capability's `noProxy` list would be simpler, but WebKitGTK 2.50's
 * MiniBrowser then crashes at startup now and then, in webkit_network_proxy_settings_new.)
 */
export interface SiteServer {
  /** `host:port` for the browser's proxy settings. */
  readonly proxy: string;
  /** Serves `o.origin` until `forgetAll()`; returns the page URL. */
  serve(o: HostPageOptions): string;
  forgetAll(): void;
  /**
   * Headers added to every request passed on to the service until `forgetAll()`: the edge's region headers
   * (`REGION` in cmp-frame.ts), which WebDriver cannot set on the browser's requests.
   */
  setServiceHeaders(headers: Record<string, string>): void;
  /** Requests for an origin that is neither served nor the service (answered 502), so a test can fail on them. */
  readonly strays: string[];
  close(): Promise<void>;
}

export async function startSiteServer(service: string): Promise<SiteServer> {
  const serviceOrigin = new URL(service).origin;
  const sites = new Map<string, HostPageOptions>();
  const strays: string[] = [];
  let serviceHeaders: Record<string, string> = {};
  const server = http.createServer((req, res) => {
    // A proxy is asked for absolute URLs (GET http://shop-….test/path HTTP/1.1).
    const url = URL.canParse(req.url ?? '') ? new URL(req.url!) : null;
    if (url?.origin === serviceOrigin) return forward(req, res, url, serviceHeaders);
    const site = url && sites.get(url.origin);
    if (!url || !site) {
      strays.push(`${req.method} ${req.url}`);
      res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`no test site at ${req.url}`);
      return;
    }
    const answer = hostAnswer(site, url.pathname);
    res
      .writeHead(answer.status, { ...answer.headers, ...(answer.contentType ? { 'Content-Type': answer.contentType } : {}) })
      .end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    proxy: `127.0.0.1:${port}`,
    serve(o) {
      sites.set(new URL(o.origin).origin, o);
      return `${o.origin}${o.path ?? '/'}`;
    },
    setServiceHeaders(headers) {
      serviceHeaders = { ...headers };
    },
    forgetAll() {
      sites.clear();
      serviceHeaders = {};
      strays.length = 0;
    },
    strays,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Passes one request on to the service and its answer back, headers (Origin among them) as they came, with
 * `extra` (the test's region headers) added.
 */
function forward(req: http.IncomingMessage, res: http.ServerResponse, url: URL, extra: Record<string, string>) {
  const { 'proxy-connection': _hop, ...headers } = req.headers;
  const upstream = http.request(url, { method: req.method, headers: { ...headers, ...extra } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (e) =>
    res.headersSent ? res.destroy(e) : res.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(e)),
  );
  req.pipe(upstream);
}
