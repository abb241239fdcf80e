import { CONFIG_FORMAT } from '../../shared/config-format.ts';
import type { ConfigSource, HeldConfig } from './source.ts';

/**
 * The config the first-view script carries (`{app_url}/c/{uuid}.js`). The
 * service that serves the script wrote it, parsed with its zod schema, in the
 * same answer, so the browser checks only what would make it the wrong
 * config: its format (CONFIG_FORMAT) and its website. Anything else, or nothing inlined (the
 * bundle served bare), fails closed without a request.
 * (docs/decisions/runtime-size.md#a-first-view-build-and-a-fetching-build: the full config guard.)
 * `revision`, written beside the config, is the banner revision it is, set on
 * the inlined object (the script's own, used once); a script without one (an
 * older build, or the bundle bare) records none.
 */
export function inlinedSource(inlined: unknown, uuid: string, revision?: unknown): ConfigSource {
  const c = inlined as HeldConfig | null | undefined;
  const known = c && c.format === CONFIG_FORMAT && c.uuid === uuid ? c : null;
  if (known && typeof revision === 'string') known.banner_revision = revision;
  return { known, fetched: Promise.resolve(null), keep() {} };
}
