import type { Language } from '../../schema/enums.ts';
import { REVISION_HEADER } from '../../shared/inline-config.ts';
import { isConfigOf } from './guard.ts';
import type { HeldConfig } from './source.ts';

/** Beyond this a visitor has long started reading; no banner is better than a late one. */
export const CONFIG_TIMEOUT_MS = 5000;

/**
 * The website's config in `lang`, with the banner revision the answer names
 * beside it, or null when it is missing, invalid, slow or the network fails:
 * the caller fails closed and nothing reaches the page.
 */
export function fetchConfig(
  origin: string,
  uuid: string,
  lang: Language,
  timeoutMs = CONFIG_TIMEOUT_MS,
): Promise<HeldConfig | null> {
  // AbortController exists in every browser the bundle targets; aborting also ends a body still streaming.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  // The executor runs now, so the request leaves before the rest of the boot; a synchronous throw becomes a rejection.
  return new Promise<Response>((ok) =>
    ok(fetch(`${origin}/public/v1/websites/${uuid}/config?lang=${lang}`, { credentials: 'omit', signal: abort.signal })),
  )
    .then((r) =>
      r.ok
        ? r.json().then((c: unknown) => {
            if (!isConfigOf(c, uuid)) return null;
            const revision = r.headers.get(REVISION_HEADER);
            if (revision) (c as HeldConfig).banner_revision = revision;
            return c;
          })
        : null,
    )
    .catch(() => null)
    .then((c) => {
      clearTimeout(timer);
      return c;
    });
}
