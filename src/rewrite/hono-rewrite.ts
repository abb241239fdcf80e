import type { MiddlewareHandler } from 'hono';
import type { BlockingRules } from '../schema/blocking.ts';
import { BlockingRules as BlockingRulesSchema } from '../schema/blocking.ts';
import { rewriteHtml } from './rewrite-html.ts';

export interface RulesSource {
  /** The consent service's origin, e.g. `https://consent.example`. */
  service: string;
  /** The website's uuid, as in its snippet. */
  website: string;
  /** How long fetched rules are used before they are asked for again; 5 minutes unless set. */
  ttlMs?: number;
  fetch?: typeof fetch;
}

/**
 * A website's blocking rules, read from its config at the consent service
 * (the field `blocking`) and kept for `ttlMs`. When the service cannot be
 * reached, the last rules it gave are used; before any, none (the page goes
 * out unchanged and the runtime's blocker still holds what scripts add).
 */
export function rulesFrom(o: RulesSource): () => Promise<BlockingRules | undefined> {
  const ttl = o.ttlMs ?? 300_000;
  let kept: { rules: BlockingRules | undefined; at: number } | undefined;
  let pending: Promise<BlockingRules | undefined> | undefined;
  const load = async () => {
    try {
      const res = await (o.fetch || fetch)(`${o.service}/public/v1/websites/${encodeURIComponent(o.website)}/config?lang=en`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`config answered ${res.status}`);
      const blocking = ((await res.json()) as { blocking?: unknown }).blocking;
      const parsed = blocking === undefined ? undefined : BlockingRulesSchema.parse(blocking);
      kept = { rules: parsed, at: Date.now() };
    } catch {
      // Keep the last rules (or none) and ask again on the next request.
    } finally {
      pending = undefined;
    }
    return kept?.rules;
  };
  return async () => {
    if (kept && Date.now() - kept.at < ttl) return kept.rules;
    pending = pending || load();
    return pending;
  };
}

/**
 * Hono middleware (runs on Node with @hono/node-server): HTML answers leave
 * with their known trackers in the gated form (`rewriteHtml`), so that nothing
 * is requested before consent. Other answers pass untouched.
 */
export function blockingRewrite(rules: () => Promise<BlockingRules | undefined> | BlockingRules | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!/^text\/html\b/i.test(c.res.headers.get('content-type') || '') || c.res.headers.get('content-encoding')) return;
    const r = await rules();
    if (!r) return;
    const html = rewriteHtml(await c.res.text(), r, c.req.url);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(html, { status: c.res.status, headers });
  };
}
