import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { isConfigOf } from './guard.ts';

/**
 * The config the first-view script carries (`{app_url}/c/{uuid}.js`), checked
 * by the same guard as a fetched one: undefined when the script carries none
 * (`consent.min.js`, or a QA language override: fetch it), null when it is
 * unusable (fail closed). The service chose its language from the request's
 * `Accept-Language`, which is the browser's `navigator.languages`; a QA
 * language (`data-lang`, `service_lang`) it cannot know, so with one the
 * config is fetched in that language (one more request, in QA only).
 */
export const inlineConfig = (inlined: unknown, uuid: string, qaLang: string | undefined): RuntimeConfig | null | undefined =>
  inlined === undefined || qaLang ? undefined : isConfigOf(inlined, uuid) ? inlined : null;
