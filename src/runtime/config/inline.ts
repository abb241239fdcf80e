import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import { CONFIG_FORMAT } from '../../shared/config-format.ts';
import type { ConfigSource } from './source.ts';

/**
 * The config the first-view script carries (`{app_url}/c/{uuid}.js`). The
 * service that serves the script wrote it, parsed with its zod schema, in the
 * same answer, so the browser checks only what would make it the wrong
 * config: its format (CONFIG_FORMAT) and its website. Anything else, or nothing inlined (the
 * bundle served bare), fails closed without a request.
 * (docs/decisions/runtime-size.md#a-first-view-build-and-a-fetching-build: the full config guard.)
 */
export function inlinedSource(inlined: unknown, uuid: string): ConfigSource {
  const c = inlined as RuntimeConfig | null | undefined;
  return { known: c && c.format === CONFIG_FORMAT && c.uuid === uuid ? c : null, fetched: Promise.resolve(null), keep() {} };
}
