// What the IAB's Global Privacy Platform costs a visitor in `us` or `california` in bytes: the GPP part of the
// config (the strings the service encodes, schema/gpp.ts) and the first-view script with the GPP stub and that part
// against without, before the rest of the website's config (the same pieces the service composes,
// src/service/public/scripts/). build/build.mjs bundles this, as it does blocking-sizes.ts.

import { brotliCompressSync, constants } from 'node:zlib';
import type { RuntimeConfig } from '../src/schema/runtime-config.ts';
import { defaultBanner } from '../src/service/model/banner-defaults.ts';
import { gppConfig } from '../src/service/public/config/gpp-config.ts';
import { firstViewScript, runtimeOf } from '../src/service/public/scripts/first-view-script.ts';

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Per GPP region: the config part's raw and brotli bytes, and the first view without and with GPP, brotli. */
export function gppSizes(read: (file: string) => string | null) {
  const runtime = runtimeOf(read);
  if (!runtime) return null;
  // An empty config stands for the website's: its bytes are the same with and without GPP.
  const without = brotli(firstViewScript(runtime, {} as RuntimeConfig));
  return (['us', 'california'] as const).map((region) => {
    const gpp = gppConfig(defaultBanner(), region)!;
    const json = JSON.stringify(gpp);
    const withGpp = brotli(firstViewScript(runtime, { gpp } as RuntimeConfig));
    return { region, api: gpp.api, raw: json.length, brotli: brotli(json), without, with: withGpp, added: withGpp - without };
  });
}
