// What automatic blocking costs a typical website in bytes (build/typical-website.ts): its blocking map, and its
// first-view script with the blocker against without, before the website's config (the same pieces the service
// composes, src/service/public/scripts/). build/build.mjs bundles this (it has no TypeScript loader) and composes
// the map in a worker thread while it builds the bundles.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BlockingMap } from '../src/schema/blocking-map.ts';
import type { RuntimeConfig } from '../src/schema/runtime-config.ts';
import { BLOCKING_MAP_BUDGET, blockingMap, mapBytes } from '../src/service/classify/blocking-map.ts';
import { firstViewScript, runtimeOf } from '../src/service/public/scripts/first-view-script.ts';
import { TYPICAL_WEBSITE } from './typical-website.ts';

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The typical website's blocking map: the slow part (the tracker knowledge is read and checked first). */
export const typicalMap = (): BlockingMap =>
  blockingMap({ urls: [TYPICAL_WEBSITE.url], cookies: TYPICAL_WEBSITE.cookies, unknown: 'allow' });

/** The map's entries, raw, gzip and brotli bytes and budget, and the first view without and with the blocker, brotli. */
export function blockingSizes(map: BlockingMap, read: (file: string) => string | null) {
  const json = JSON.stringify(map);
  const runtime = runtimeOf(read);
  // An empty config stands for the website's: its bytes are the same with and without blocking.
  const without = runtime && brotli(firstViewScript(runtime, {} as RuntimeConfig));
  const withBlocker = runtime && brotli(firstViewScript(runtime, { blocking: map } as RuntimeConfig));
  return {
    map: {
      entries: Object.values(map).flat().length,
      raw: json.length,
      gzip: gzipSync(json, { level: 9 }).length,
      brotli: mapBytes(map),
      budget: BLOCKING_MAP_BUDGET,
    },
    firstViewBeforeConfig: runtime && { without, with: withBlocker, added: withBlocker! - without! },
  };
}
