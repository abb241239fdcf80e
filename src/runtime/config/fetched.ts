import type { Language } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { safeStylesheet } from '../../shared/stylesheet.ts';
import { readCachedConfig, writeCachedConfig } from './cache.ts';
import { fetchConfig } from './fetch.ts';
import type { ConfigSource } from './source.ts';

/**
 * The config of `consent.min.js` (snippets pasted before the first-view
 * script, and QA languages): fetched in `lang`, the request leaving first so
 * the network works while the rest of the boot runs; the copy cached on this
 * device, when there is one, settles the page view at once and the fetched
 * one serves the next (stale-while-revalidate).
 */
export function fetchedSource(origin: string, uuid: string, lang: Language): ConfigSource {
  const fetched = fetchConfig(origin, uuid, lang).then(withSafeStylesheet);
  return { known: withSafeStylesheet(readCachedConfig(uuid, lang)), fetched, keep: (c) => writeCachedConfig(uuid, lang, c) };
}

/**
 * The stylesheet checked again (src/shared/stylesheet.ts): a copy in the
 * device's storage may have been altered; anything that could load a resource
 * or leave the stylesheet gets the fallback look (never a throw into the page).
 */
const withSafeStylesheet = (c: RuntimeConfig | null): RuntimeConfig | null =>
  c && { ...c, stylesheet: safeStylesheet(c.stylesheet) };
