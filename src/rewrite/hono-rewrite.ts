import type { MiddlewareHandler } from 'hono';
import { BlockingMap } from '../schema/blocking-map.ts';
import { rewriteHtml } from './rewrite-html.ts';

export interface MapSource {
  /** The consent service's origin, e.g. `https://consent.example`. */
  service: string;
  /** The website's uuid, as in its snippet. */
  website: string;
  /** How long a fetched map is used before they are asked for again; 5 minutes unless set. */
  ttlMs?: number;
  fetch?: typeof fetch;
}

/**
 * A website's blocking map, read from its config at the consent service
 * (the field `blocking`) and kept for `ttlMs`. When the service cannot be
 * reached, the last map it gave is used; before any, none (the page goes
 * out unchanged and the runtime's blocker still holds what scripts add).
 */
export function blockingMapFrom(o: MapSource): () => Promise<BlockingMap | undefined> {
  const ttl = o.ttlMs ?? 300_000;
  let kept: { map: BlockingMap | undefined; at: number } | undefined;
  let pending: Promise<BlockingMap | undefined> | undefined;
  const load = async () => {
    try {
      const res = await (o.fetch || fetch)(`${o.service}/public/v1/websites/${encodeURIComponent(o.website)}/config?lang=en`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`config answered ${res.status}`);
      const blocking = ((await res.json()) as { blocking?: unknown }).blocking;
      const parsed = blocking === undefined ? undefined : BlockingMap.parse(blocking);
      kept = { map: parsed, at: Date.now() };
    } catch {
      // Keep the last map (or none) and ask again on the next request.
    } finally {
      pending = undefined;
    }
    return kept?.map;
  };
  return async () => {
    if (kept && Date.now() - kept.at < ttl) return kept.map;
    pending = pending || load();
    return pending;
  };
}

/**
 * Hono middleware (runs on Node with @hono/node-server): HTML answers leave
 * with their known trackers in the gated form (`rewriteHtml`), so that nothing
 * is requested before consent. Other answers pass untouched: not HTML, still
 * compressed, or in another character encoding than UTF-8 by their header.
 */
export function blockingRewrite(map: () => Promise<BlockingMap | undefined> | BlockingMap | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') || '';
    if (!/^text\/html\b/i.test(type) || c.res.headers.get('content-encoding')) return;
    // Read as UTF-8: a page in another encoding would come out altered, so it goes out as it came (the runtime's
    // blocker still holds what it can).
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
    if (charset && !/^utf-?8$/i.test(charset)) return;
    const r = await map();
    if (!r) return;
    const html = rewriteHtml(await c.res.text(), r, c.req.url);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(html, { status: c.res.status, headers });
  };
}
