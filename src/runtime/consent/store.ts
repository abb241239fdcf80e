import type { ConsentMethod } from '../../schema/consent-record.ts';
import { CONSENT_CATEGORIES } from '../../shared/categories.ts';
import { CONSENT_METHODS } from '../../shared/consent-methods.ts';
import { COOKIE_NAME, type CookieOptions } from '../../shared/storage-names.ts';
import { UUID } from '../../shared/uuid.ts';
import { type Choice, normalize } from './choice.ts';
/** 13 months, the longest a consent may be kept (CNIL, and most EU regulators, follow the ePrivacy 13-month rule). */
export const MAX_DAYS = 395;

// One letter per category, in CONSENT_CATEGORIES order.
const LETTERS = 'epads';

/**
 * `1:{letters}:{method}:{unix seconds}:{version, URI-encoded}:{visitor}`,
 * e.g. `1:ea:custom:1763856000:Ab3dEf_h12xy:3f1c…` (e essential, p performance,
 * a analytics, d advertising, s social_networking).
 */
export function serializeChoice(c: Choice): string {
  const letters = CONSENT_CATEGORIES.map((cat, i) => (c.granted.includes(cat) ? LETTERS[i] : '')).join('');
  return ['1', letters, c.method, Math.floor(c.at / 1000), encodeURIComponent(c.version), c.visitor].join(':');
}

/** Our format, exactly: version 1, letters in order, a method's name, seconds, a version, a visitor UUID. */
const FORMAT = /^1:(e?p?a?d?s?):(\w+):(\d{1,11}):([^:]+):([^:]+)$/;

/** The choice in a cookie value, or null for anything that is not exactly our format. */
export function parseChoice(value: string): Choice | null {
  const m = FORMAT.exec(value);
  try {
    const v = m && decodeURIComponent(m[4]!);
    if (!m || !(CONSENT_METHODS as readonly string[]).includes(m[2]!) || !UUID.test(m[5]!) || !v || v.length > 64) return null;
    return {
      granted: normalize(CONSENT_CATEGORIES.filter((_, i) => m[1]!.includes(LETTERS[i]!))),
      method: m[2] as ConsentMethod,
      at: +m[3]! * 1000,
      version: v,
      visitor: m[5]!,
    };
  } catch {
    return null;
  }
}

export function readChoice(): Choice | null {
  try {
    const pair = document.cookie.split(/;\s*/).find((x) => x.startsWith(COOKIE_NAME + '='));
    return pair ? parseChoice(pair.slice(COOKIE_NAME.length + 1)) : null;
  } catch {
    return null;
  }
}

/**
 * Stores the choice. Where the browser does not keep it (cookies blocked) or
 * refuses the write, nothing is thrown: the flow keeps the choice for this
 * page view all the same (docs/runtime.md, "Cookie").
 */
export function writeChoice(c: Choice, o: CookieOptions = {}): void {
  try {
    const days = Math.min(MAX_DAYS, Math.max(1, Math.floor(o.days || MAX_DAYS)));
    document.cookie =
      `${COOKIE_NAME}=${serializeChoice(c)}; Path=/; Max-Age=${days * 86400}; SameSite=Lax` +
      (location.protocol === 'https:' ? '; Secure' : '') +
      (o.domain ? `; Domain=${o.domain}` : '');
  } catch {
    // A sandboxed document without `allow-same-origin` throws on document.cookie.
  }
}
