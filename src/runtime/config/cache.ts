import type { Language } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { CONFIG_CACHE_PREFIX } from '../../shared/storage-names.ts';
import { isConfigOf } from './guard.ts';

// The last config of this website in this language, kept on the device so the
// next page view decides without waiting for the network (stale-while-revalidate:
// the fresh copy fetched in the background serves the view after).
const key = (uuid: string, lang: Language) => `${CONFIG_CACHE_PREFIX}${uuid}:${lang}`;

export function readCachedConfig(uuid: string, lang: Language): RuntimeConfig | null {
  try {
    const c: unknown = JSON.parse(localStorage.getItem(key(uuid, lang)) || 'null');
    return isConfigOf(c, uuid) ? c : null;
  } catch {
    return null;
  }
}

export function writeCachedConfig(uuid: string, lang: Language, config: RuntimeConfig): void {
  try {
    localStorage.setItem(key(uuid, lang), JSON.stringify(config));
  } catch {
    // Storage blocked or full: the next view fetches before deciding, nothing else changes.
  }
}
