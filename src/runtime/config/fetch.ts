import type { Language } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { isRuntimeConfig } from './guard.ts';

/** Beyond this a visitor has long started reading; no banner is better than a late one. */
export const CONFIG_TIMEOUT_MS = 5000;

/**
 * The website's config in `lang`, or null when it is missing, invalid, slow
 * or the network fails: the caller fails closed and nothing reaches the page.
 */
export function fetchConfig(origin: string, uuid: string, lang: Language, timeoutMs = CONFIG_TIMEOUT_MS): Promise<RuntimeConfig | null> {
  const abort = typeof AbortController === 'function' ? new AbortController() : undefined;
  const timer = setTimeout(() => abort && abort.abort(), timeoutMs);
  const url = `${origin}/public/v1/websites/${encodeURIComponent(uuid)}/config?lang=${lang}`;
  // Resolves to null on the timeout even where the fetch cannot be aborted.
  const late = new Promise<null>((resolve) => setTimeout(resolve, timeoutMs, null));
  const got = fetch(url, { credentials: 'omit', signal: abort && abort.signal })
    .then((r) => (r.ok ? r.json() : null))
    .then((c: unknown) => (isRuntimeConfig(c) && c.uuid === uuid ? c : null))
    .catch(() => null);
  return Promise.race([got, late]).then((c) => {
    clearTimeout(timer);
    return c;
  });
}
