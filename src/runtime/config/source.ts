import type { RuntimeConfig } from '../../schema/runtime-config.ts';

/**
 * A config as the runtime holds it: as served, and the banner revision the
 * service served beside it (docs/proof.md#banner-revisions), which records
 * name. None from a copy kept before the service sent one.
 */
export type HeldConfig = RuntimeConfig & { banner_revision?: string };

/**
 * Where a page view's config comes from: the first-view script's inlined
 * config (`inline.ts`), or the device's cached copy and a fetch
 * (`fetched.ts`, for `consent.min.js`). Each runtime bundle carries one.
 */
export interface ConfigSource {
  /** The config to settle on while the script executes (inlined or cached); null when there is none yet. */
  known: HeldConfig | null;
  /** The config that arrives later (fetched), null when none does: without `known` the page view then fails closed. */
  fetched: Promise<HeldConfig | null>;
  /** Keeps a fetched config for the next page view. */
  keep(c: RuntimeConfig): void;
}
