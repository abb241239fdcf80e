import { z } from 'zod';
import { CookieCategoryInput, CookieCategoryWire, TrackerType } from './enums.ts';
import { LIMITS, line } from './limits.ts';

/** A cookie as the partner API returns it (spec: Cookie). */
export const Cookie = z.object({
  account_id: z.string(),
  website_id: z.string(),
  id: z.string(),
  name: z.string().nullable(),
  domain: z.string().nullable(),
  url: z.string().nullable(),
  value: z.string().nullable(),
  category: CookieCategoryWire.nullable(),
  country: z.string().nullable(),
  de: z.string().nullable(),
  en_uk: z.string().nullable(),
  en_us: z.string().nullable(),
  fr: z.string().nullable(),
  initiator: z.string().nullable(),
  service: z.string().nullable(),
  service_policy_link: z.string().nullable(),
  source: z.string().nullable(),
  tracker_type: TrackerType.nullable(),
  /** Seconds before the browser deletes the cookie, as a string (spec). */
  lifetime: z.string().nullable(),
  new: z.boolean(),
  party_provider_type: z.string().nullable(),
});
export type Cookie = z.infer<typeof Cookie>;

/** Text that may have lines (descriptions, a scanned value). */
const text = (max: number) => z.string().max(max).nullable().optional();
/** A single-line field: names, domains, URLs. */
const short = (max: number) => line(max).nullable().optional();
/** Seconds as a string (numbers accepted), or null. */
const Seconds = z
  .union([z.string().regex(/^\d{1,12}$/, 'must be a number of seconds'), z.number().int().min(0).max(1e12)])
  .transform((v) => String(v))
  .nullable()
  .optional();

/** Cookie fields a partner may send back from a response; ignored on input. */
export const COOKIE_READ_ONLY = ['new', 'party_provider_type', '_idx'] as const;

/**
 * One item of POST /v1/websites/cookies. `lifetime` (or the scan report's
 * `expire`) is accepted although the spec marks it read-only: without scans
 * it is the only way a partner can state it (docs/decisions/partner-api.md#cookies).
 */
export const CookieCreate = z.strictObject({
  account_id: z.string().min(1),
  website_id: z.string().min(1),
  name: short(LIMITS.cookieName),
  domain: short(LIMITS.cookieDomain),
  url: short(LIMITS.url),
  value: text(LIMITS.cookieValue),
  category: CookieCategoryInput.nullable().optional(),
  country: short(64),
  de: text(LIMITS.cookieDescription),
  en_uk: text(LIMITS.cookieDescription),
  en_us: text(LIMITS.cookieDescription),
  fr: text(LIMITS.cookieDescription),
  initiator: short(LIMITS.url),
  service: short(LIMITS.cookieShort),
  service_policy_link: short(LIMITS.url),
  source: short(LIMITS.url),
  tracker_type: TrackerType.nullable().optional(),
  lifetime: Seconds,
  expire: Seconds,
});
export type CookieCreate = z.infer<typeof CookieCreate>;

/** One item of PUT /v1/websites/cookies; `cookie_id` is accepted for `id`. */
export const CookieUpdate = CookieCreate.extend({ id: z.string().min(1) });
export type CookieUpdate = z.infer<typeof CookieUpdate>;
