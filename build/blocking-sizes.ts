// What automatic blocking costs a typical website in bytes (build/typical-website.ts): its blocking map, and its
// first-view script with the blocker against without, before the website's config (the same pieces the service
// composes, src/service/public/scripts/), with and without the tracker knowledge's filter (`known`). build/build.mjs bundles this (it has no TypeScript loader) and composes
// the map in a worker thread while it builds the bundles.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BlockingMap } from '../src/schema/blocking-map.ts';
import type { RuntimeConfig } from '../src/schema/runtime-config.ts';
import { BLOCKING_MAP_BUDGET, blockingMap, mapBytes } from '../src/service/classify/blocking-map.ts';
import { defaultCookieDatabase } from '../src/service/classify/database.ts';
import { defaultTrackerKnowledge } from '../src/service/classify/knowledge.ts';
import { knownTrackerDomains } from '../src/service/classify/known-filter.ts';
import { firstViewScript, runtimeOf } from '../src/service/public/scripts/first-view-script.ts';
import { TYPICAL_WEBSITE } from './typical-website.ts';

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The typical website's blocking map: the slow part (the tracker knowledge is read and checked first). */
export const typicalMap = (): BlockingMap =>
  blockingMap({ urls: [TYPICAL_WEBSITE.url], cookies: TYPICAL_WEBSITE.cookies, unknown: 'allow' });

/**
 * The map's entries, raw, gzip and brotli bytes and budget (without the filter), the filter's, and the first view
 * without the blocker, with it and a map without the filter, and with both, brotli.
 */
export function blockingSizes(map: BlockingMap, read: (file: string) => string | null, knownBudget: number) {
  const { known, ...own } = map;
  const json = JSON.stringify(own);
  const runtime = runtimeOf(read);
  // An empty config stands for the website's: its bytes are the same with and without blocking.
  const without = runtime && brotli(firstViewScript(runtime, {} as RuntimeConfig));
  const withBlocker = runtime && brotli(firstViewScript(runtime, { blocking: own } as RuntimeConfig));
  const withKnown = runtime && brotli(firstViewScript(runtime, { blocking: map } as RuntimeConfig));
  return {
    map: {
      entries: Object.values(own).flat().length,
      raw: json.length,
      gzip: gzipSync(json, { level: 9 }).length,
      brotli: mapBytes(map),
      budget: BLOCKING_MAP_BUDGET,
    },
    known: {
      domains: knownTrackerDomains(defaultTrackerKnowledge(), defaultCookieDatabase()).size,
      raw: JSON.stringify(known).length,
      brotli: brotli(JSON.stringify(known)),
      added: runtime && withKnown! - withBlocker!,
      budget: knownBudget,
    },
    firstViewBeforeConfig: runtime && {
      without,
      with: withBlocker,
      added: withBlocker! - without!,
      withKnowledge: withKnown,
      addedWithKnowledge: withKnown! - without!,
    },
  };
}
