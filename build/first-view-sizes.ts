// The plain first view's bytes and where they go (its 11.5 KB goal:
// docs/decisions/first-view.md#what-the-first-view-leaves-out): the first-view script of the bench's website
// (English, four categories with a cookie each, the default banner with every per-website feature off, composed as
// the service composes it, src/service/public/config/) for a visitor in `eu`, and for one whose region the service
// does not know. Each part is what the script loses without it, brotli: the runtime is the script with an empty
// config; the feature pieces have their own lines (blocking, GPP, TCF). build/build.mjs bundles this.

import { brotliCompressSync, constants } from 'node:zlib';
import type { FirstViewConfig } from '../src/schema/runtime-config.ts';
import { defaultBanner } from '../src/service/model/banner-defaults.ts';
import { composeConfig } from '../src/service/public/config/compose-config.ts';
import { firstViewConfig } from '../src/service/public/config/first-view-config.ts';
import { firstViewScript, runtimeOf } from '../src/service/public/scripts/first-view-script.ts';

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The first view's goal for a plain website (docs/decisions/first-view.md#what-the-first-view-leaves-out). */
export const PLAIN_FIRST_VIEW_GOAL = 11_500;

// As stored: the interface spells analytics `analytics;`.
const CATEGORIES = ['essential', 'performance', 'analytics;', 'advertising'] as const;

/** Per region (`eu`, unknown): the plain first view's brotli bytes, split into runtime, texts, stylesheet and the rest of its config. */
export function firstViewSizes(read: (file: string) => string | null) {
  const runtime = runtimeOf(read);
  if (!runtime) return null;
  const banner = { ...defaultBanner(), automatic_blocking: false, microsoft_consent_mode: false, global_privacy_platform: false };
  const cookies = CATEGORIES.map((category, i) => ({
    name: `cookie_${i}`,
    domain: 'www.example.com',
    category,
    lifetime: '31536000',
    en_us: `A ${category.replace(';', '')} cookie.`,
    de: null,
    en_uk: null,
    fr: null,
    service: null,
    service_policy_link: null,
  }));
  const uuid = '00000000-0000-4000-8000-000000000000';
  return (['eu', null] as const).map((geo) => {
    const config = firstViewConfig(composeConfig({ uuid, banner, theme: null, cookies, policyUrl: null }, 'en', geo));
    const size = (c: FirstViewConfig) => brotli(firstViewScript(runtime, c));
    const total = size(config);
    const run = brotli(firstViewScript(runtime, {} as FirstViewConfig));
    const texts = total - size({ ...config, texts: {} });
    const stylesheet = total - size({ ...config, stylesheet: '' });
    return { region: geo ?? 'unknown', total, runtime: run, texts, stylesheet, rest: total - run - texts - stylesheet };
  });
}
