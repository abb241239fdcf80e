import type { ConsentMethod } from '../../schema/consent-record.ts';
import { CATEGORIES, type Choice, normalize, UUID } from './choice.ts';

/** The first-party cookie that holds the visitor's choice (docs/runtime.md: "Cookie"). */
export const COOKIE_NAME = 'service_consent';
/** 13 months, the longest a consent may be kept (CNIL, and most EU regulators, follow the ePrivacy 13-month rule). */
export const MAX_DAYS = 395;

/** CONSENT_METHODS of src/schema/consent-record.ts (which imports zod); test/unit/runtime/store.test.ts keeps them equal. */
export const METHODS = 'accept_all decline custom scroll implied gpc api withdraw'.split(' ') as ConsentMethod[];
// One letter per category, in CATEGORIES order.
const LETTERS = 'epads';

/**
 * `1:{letters}:{method}:{unix seconds}:{version, URI-encoded}:{visitor}`,
 * e.g. `1:ea:custom:1763856000:Ab3dEf_h12xy:3f1c…` (e essential, p performance,
 * a analytics, d advertising, s social_networking).
 */
export function serializeChoice(c: Choice): string {
  const letters = CATEGORIES.map((cat, i) => (c.granted.includes(cat) ? LETTERS[i] : '')).join('');
  return ['1', letters, c.method, Math.floor(c.at / 1000), encodeURIComponent(c.version), c.visitor].join(':');
}

/** The choice in a cookie value, or null for anything that is not exactly our format. */
export function parseChoice(value: string): Choice | null {
  const p = value.split(':');
  const letters = p[1]!;
  const method = p[2] as ConsentMethod;
  const secs = p[3]!;
  const visitor = p[5]!;
  if (p.length !== 6 || p[0] !== '1' || !/^e?p?a?d?s?$/.test(letters) || !METHODS.includes(method) || !/^\d{1,11}$/.test(secs) || !UUID.test(visitor)) return null;
  try {
    const v = decodeURIComponent(p[4]!);
    if (!v || v.length > 64) return null;
    return {
      granted: normalize(CATEGORIES.filter((_, i) => letters.includes(LETTERS[i]!))),
      method,
      at: +secs * 1000,
      version: v,
      visitor,
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

export interface CookieOptions {
  /** `Domain=` to share the choice across subdomains (`data-cookie-domain`). */
  domain?: string;
  /** Lifetime in days, at most MAX_DAYS (`data-cookie-days`). */
  days?: number;
}

/**
 * Stores the choice; false when the browser did not keep it (cookies blocked),
 * in which case the caller keeps the choice for this page view only.
 */
export function writeChoice(c: Choice, o: CookieOptions = {}): boolean {
  try {
    const days = Math.min(MAX_DAYS, Math.max(1, Math.floor(o.days || MAX_DAYS)));
    const value = serializeChoice(c);
    document.cookie =
      `${COOKIE_NAME}=${value}; Path=/; Max-Age=${days * 86400}; SameSite=Lax` +
      (location.protocol === 'https:' ? '; Secure' : '') +
      (o.domain ? `; Domain=${o.domain}` : '');
    const back = readChoice();
    return !!back && serializeChoice(back) === value;
  } catch {
    return false;
  }
}
