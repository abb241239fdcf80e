import { Hono } from 'hono';
import { ConsentRecord } from '../../schema/consent-record.ts';
import type { V1Context } from '../http/env.ts';
import { RequestError } from '../http/errors.ts';
import { readBounded } from '../http/limits.ts';
import { rateLimiter, unlimited } from '../http/rate-limiter.ts';
import { storeConsent } from '../model/consents.ts';
import { websiteByUuid } from '../model/website-head.ts';
import { anonymizeIp } from './anonymize-ip.ts';
import { clientIp } from './client-ip.ts';
import { isWebsiteOrigin } from './website-origin.ts';

/** A record is a few hundred bytes; anything much larger is not one. */
export const MAX_RECORD_BYTES = 4096;
/** Decisions per minute from one client for one website: generous for a person, a wall for a script. */
export const RECORDS_PER_MINUTE = 30;

/**
 * `POST /public/v1/consents`: a visitor's decision, stored as proof of consent.
 *
 * Sent by the runtime as `text/plain` so that browsers skip the CORS preflight;
 * the body is JSON all the same. Idempotent by the record's `id` (a retried
 * send answers 204 again and stores nothing twice). Only the website's own
 * origins may record for it; the client address is kept reduced to its
 * network, never whole.
 */
export function consentsRoute(ctx: V1Context) {
  const app = new Hono();
  const limited = ctx.config.rateLimits === false ? unlimited : rateLimiter(ctx.db, RECORDS_PER_MINUTE, ctx.now);

  app.post('/consents', async (c) => {
    const type = (c.req.header('content-type') || '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/plain' && type !== 'application/json')
      throw new RequestError(415, 'unsupported_media_type', 'send the record as text/plain or application/json');
    const bytes = await readBounded(c.req.raw, MAX_RECORD_BYTES);
    if (!bytes) throw new RequestError(413, 'payload_too_large', `a consent record is at most ${MAX_RECORD_BYTES} bytes`);
    const text = new TextDecoder().decode(bytes);

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RequestError(400, 'malformed_json', 'the body is not JSON');
    }
    const parsed = ConsentRecord.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new RequestError(400, 'invalid_record', `${first?.path.join('.') || 'record'}: ${first?.message ?? 'invalid'}`);
    }
    const record = parsed.data;
    const w = await websiteByUuid(ctx.db, record.website);
    if (!w) throw new RequestError(404, 'website_not_found', 'no website has this uuid');
    const origin = c.req.header('origin');
    if (!isWebsiteOrigin(origin, w.urls))
      throw new RequestError(403, 'origin_not_allowed', "consents are accepted only from the website's own origins");

    const ip = clientIp(c, ctx.config.trustedProxies);
    const wait = await limited(`consents:${w.id}|${ip ?? ''}`);
    if (wait)
      throw new RequestError(429, 'rate_limited', `too many records; retry in ${wait} s`, { 'Retry-After': String(wait) });

    await storeConsent(ctx.db, w.id, { ...record, ip: anonymizeIp(ip), origin });
    return c.body(null, 204);
  });
  return app;
}
