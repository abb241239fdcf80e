// What the IAB's TCF costs a TCF website's visitor in bytes: the first-view script with the `__tcfapi` stub and its
// part of the config against without (a visitor in `eu`, and one elsewhere, who gets `gdprApplies: false`), before
// the rest of the website's config (the same pieces the service composes, src/service/public/scripts/); the chunk
// an `eu` visitor loads at once is its bundle. build/build.mjs bundles this, as it does gpp-sizes.ts.

import { brotliCompressSync, constants } from 'node:zlib';
import type { RuntimeConfig } from '../src/schema/runtime-config.ts';
import { firstViewScript, runtimeOf } from '../src/service/public/scripts/first-view-script.ts';
import { vendorListPath } from '../src/shared/tcf-paths.ts';

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** In `eu` and elsewhere: the first view without and with the stub, brotli; and the chunk's bytes, for the total. */
export function tcfSizes(read: (file: string) => string | null) {
  const runtime = runtimeOf(read);
  const chunk = read('consent-tcf-chunk.min.js');
  if (!runtime || chunk === null) return null;
  // An empty config stands for the website's: its bytes are the same with and without TCF.
  const without = brotli(firstViewScript(runtime, {} as RuntimeConfig));
  const uuid = '00000000-0000-4000-8000-000000000000';
  const parts = {
    eu: { applies: true, list: vendorListPath(uuid, 'de'), version: 'AbCdEfGhIjKl' },
    elsewhere: { applies: false },
  } as const;
  return Object.entries(parts).map(([region, tcf]) => {
    const withTcf = brotli(firstViewScript(runtime, { tcf } as RuntimeConfig));
    return { region, without, with: withTcf, added: withTcf - without, chunk: tcf.applies ? brotli(chunk) : 0 };
  });
}
