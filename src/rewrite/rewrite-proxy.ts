import { Hono } from 'hono';
import { blockingRewrite } from './hono-rewrite.ts';

/** Headers of one connection (RFC 9110 §7.6.1), and the ones `fetch` has already undone by decoding the body. */
const HOP =
  /^(connection|keep-alive|proxy-connection|transfer-encoding|te|trailer|upgrade|host|content-length|content-encoding)$/i;

const forward = (from: Headers) => {
  const to = new Headers();
  from.forEach((v, k) => {
    if (!HOP.test(k)) to.append(k, v);
  });
  return to;
};

/**
 * A reverse proxy to `origin` with the server-side rewrite in front of it: every HTML answer leaves with the
 * website's known trackers in the gated form, everything else passes unchanged (redirects included). For a
 * site whose server is not Node (nginx, Apache, PHP): run it between the public server and the site
 * (docs/runtime.md#the-server-side-rewrite). Bodies leave uncompressed; the public server compresses.
 */
export function rewriteProxy(origin: string, map: Parameters<typeof blockingRewrite>[0]): Hono {
  const target = new URL(origin);
  const app = new Hono();
  app.use('*', blockingRewrite(map));
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const headers = forward(c.req.raw.headers);
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : c.req.raw.body;
    const res = await fetch(new URL(url.pathname + url.search, target), {
      method: c.req.method,
      headers,
      body,
      redirect: 'manual',
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: forward(res.headers) });
  });
  return app;
}
