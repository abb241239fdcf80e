// What the runtime keeps on a visitor's device, named once: the runtime
// writes these, and the scanner recognises them as our own consent tool's
// (essential, like any consent tool's own cookie) instead of reporting the
// site for keeping them before consent.

/** The first-party cookie that holds the visitor's choice (docs/runtime.md: "Cookie"). */
export const COOKIE_NAME = 'service_consent';
/** localStorage: the last config of a website in a language, `service_consent_config:{uuid}:{lang}`. */
export const CONFIG_CACHE_PREFIX = 'service_consent_config:';
/** localStorage: consent records not yet acknowledged by the service. */
export const QUEUE_KEY = 'service_consent_queue';
/** localStorage: the visitor closed the Global Privacy Control note (`1`). */
export const GPC_NOTE_KEY = 'service_consent_gpc_note';

/** The consent cookie's attributes a snippet may set (runtime/boot.ts reads them, runtime/consent/store.ts writes). */
export interface CookieOptions {
  /** `Domain=` to share the choice across subdomains (`data-cookie-domain`). */
  domain?: string;
  /** Lifetime in days, at most 13 months (runtime/consent/store.ts `MAX_DAYS`; `data-cookie-days`). */
  days?: number;
}

/** Whether a cookie or storage key is one our runtime writes. */
export const isRuntimeStorage = (name: string): boolean =>
  name === COOKIE_NAME || name === QUEUE_KEY || name === GPC_NOTE_KEY || name.startsWith(CONFIG_CACHE_PREFIX);
