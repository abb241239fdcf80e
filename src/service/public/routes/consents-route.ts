import { Hono } from 'hono';
import { ConsentRecord } from '../../../schema/consent-record.ts';
import { parseItem } from '../../api/items.ts';
import { readBounded } from '../../core/bounded-body.ts';
import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import type { CachedWebsite } from '../../model/cached-website.ts';
import { consentVersionModes, methodPossible, modesOf, type VersionModes } from '../../model/consent-versions.ts';
import { servedLanguage } from '../config/compose-config.ts';
import { clientIp } from '../http/client-ip.ts';
import { anonymizeIp } from '../records/anonymize-ip.ts';
import { consentWriter } from '../records/consent-writer.ts';
import { servedRevisions } from '../records/served-revisions.ts';
import { isWebsiteOrigin } from '../records/website-origin.ts';
import { recordLimits } from './record-limits.ts';
import type { RuntimeAnswers } from './runtime-answers.ts';

/** A record is a few hundred bytes; anything much larger is not one. */
export const MAX_RECORD_BYTES = 4096;
/** Versions known to exist, kept in memory (they never change): most kept before the oldest goes. */
const MAX_KNOWN_VERSIONS = 10_000;

const DAY = 86_400_000;
/** How far ahead of the service's clock a decision may be dated: a visitor's clock may be wrong, not by days. */
export const AT_AHEAD_MS = DAY;
/**
 * How old a decision may be. The runtime keeps unsent records until the
 * service answers, without an age limit, and a choice lasts at most 395 days
 * (its cookie): an older record is about a choice that has already expired.
 */
export const AT_BEHIND_MS = 400 * DAY;

const invalid = (message: string) => new RequestError(400, 'invalid_record', message);
const notFound = () => new RequestError(404, 'website_not_found', 'no website has this uuid');
/** SQLSTATE of an insert whose website row is gone. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * `POST /public/v1/consents`: a visitor's decision, stored as proof of consent.
 *
 * Sent by the runtime as `text/plain` so that browsers skip the CORS preflight;
 * the body is JSON all the same. Only the website's own origins may record
 * for it, about its own pages, dated around now. Idempotent by the record's
 * `id`: a re-send answers 204 and stores nothing twice, the same id with
 * other content is a 409. The client address is kept reduced to its network,
 * never whole. Limited per address, per network and per website
 * (record-limits.ts). A record names a consent version the website has had,
 * however long ago, and a method its banner could have produced in that
 * region (docs/decisions/public-endpoints.md#a-record-names-a-version-the-website-has-had), and a banner
 * revision, when it names one, that the website served, however long ago.
 *
 * The website comes from the cached websites the config endpoint keeps in memory (a
 * change made elsewhere shows within their refresh, cached-websites.ts), and
 * records are written by group commit (consent-writer.ts).
 */
export function consentsRoute(ctx: ServiceContext, run: Pick<RuntimeAnswers, 'websites' | 'composed'>) {
  const app = new Hono();
  const write = consentWriter(ctx.db, ctx.settings.recordWaitMs);
  const limit = recordLimits(ctx);
  const known = new Map<string, VersionModes | null>();
  const served = servedRevisions(ctx.db);

  /** The modes of the version a record names, or undefined when the website never had it. */
  const versionModes = async (w: CachedWebsite, version: string, lang: ConsentRecord['lang']) => {
    const key = `${w.id}|${version}`;
    let modes = known.has(key) ? known.get(key) : await consentVersionModes(ctx.db, w.id, version);
    // Not in the history yet: today's version is, once its config is composed (composing notes it).
    if (modes === undefined) {
      const current = await run.composed.config(w, servedLanguage(lang, w.banner.selected_languages), null);
      if (current.config.version === version) modes = modesOf(w.banner.regions);
    }
    if (modes !== undefined && !known.has(key)) {
      known.set(key, modes);
      if (known.size > MAX_KNOWN_VERSIONS) known.delete(known.keys().next().value!);
    }
    return modes;
  };

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
    const parsed = parseItem(ConsentRecord, json);
    if (!parsed.ok) {
      const first = parsed.errors[0];
      throw invalid(`${first?.field === '_' ? 'record' : first?.field}: ${first?.message ?? 'invalid'}`);
    }
    const page = new URL(parsed.value.url);
    // Only where the page is, never what the visitor searched or which anchor (the query can carry personal data).
    const record = { ...parsed.value, url: `${page.origin}${page.pathname}` };
    const at = Date.parse(record.at);
    const now = ctx.now();
    if (at > now + AT_AHEAD_MS) throw invalid('at: must not be more than a day after the time of the service');
    if (at < now - AT_BEHIND_MS) throw invalid('at: must not be more than 400 days before the time of the service');

    const w = await run.websites.get(record.website);
    if (!w) throw notFound();
    const origin = c.req.header('origin');
    if (!isWebsiteOrigin(origin, w.urls))
      throw new RequestError(403, 'origin_not_allowed', "consents are accepted only from the website's own origins");
    if (!isWebsiteOrigin(page.origin, w.urls))
      throw invalid("url: must be a page of the website (on its url's or an additional url's origin)");

    const ip = clientIp(c, ctx.settings.trustedProxies);
    await limit(w.id, ip);
    const modes = await versionModes(w, record.version, record.lang);
    if (modes === undefined) throw invalid('version: not a consent version this website has had');
    if (!methodPossible(record.method, record.region, modes))
      throw invalid(`method: ${record.method} is not a decision the banner makes in the region ${record.region}`);
    // The browser's word for what it showed, held to what the service served (docs/proof.md#which-banner-revision-a-record-names).
    if (record.banner_revision) {
      const r = await served(w.id, record.banner_revision);
      if (!r) throw invalid('banner_revision: not a banner revision this website has served');
      if (r.lang !== record.lang || r.consent_version !== record.version)
        throw invalid("banner_revision: served in another language or consent version than the record's");
    }

    const stored = { ...record, ip: anonymizeIp(ip), origin };
    const done = await write({ websiteId: w.id, record: stored }).catch((err: unknown) => {
      // Deleted by another process since the cache last read it: as unknown as it now is.
      throw (err as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION ? notFound() : err;
    });
    if (done === 'conflict')
      throw new RequestError(409, 'conflict', 'a record with this id and other content is stored; a new decision needs a new id');
    return c.body(null, 204);
  });
  return app;
}
