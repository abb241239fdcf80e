import type { RuntimeConfig } from '../../../schema/runtime-config.ts';
import { INLINE_BLOCKING_EXPRESSION } from '../../../shared/blocking.ts';
import { INLINE_GPP_EXPRESSION } from '../../../shared/gpp-sections.ts';
import { INLINE_TCF_EXPRESSION } from '../../../shared/tcf-paths.ts';

/**
 * What a website can have on that the base first view does not carry. Each is
 * a build of its own (build/options.mjs) that the first-view script writes
 * before the runtime, with its part of the config (`key`) in place of its
 * expression; the runtime's config goes without that part, which it does not
 * read. A website pays only for what it has on, and one without any gets the
 * base first view byte for byte (docs/architecture.md#the-build-path-of-a-first-view-script).
 */
export const FIRST_VIEW_FEATURES = [
  // The GPP stub (`global_privacy_platform`, a visitor in `us` or `california`: the config has `gpp` then, composed
  // for the region the script is composed for): first, so that `__gpp` answers before any tag asks.
  { key: 'gpp', file: 'consent-gpp.min.js', expression: INLINE_GPP_EXPRESSION },
  // The `__tcfapi` stub (`enable_tcf`: the config has `tcf` then; `applies` only for a visitor in `eu`): first, so
  // that `__tcfapi` answers before any tag asks; it asks for the TCF chunk as soon as it runs.
  { key: 'tcf', file: 'consent-tcf.min.js', expression: INLINE_TCF_EXPRESSION },
  // Microsoft UET consent mode: first, so that its default reaches `uetq` before any tag (`microsoft_consent_mode`).
  { key: 'uet', file: 'consent-uet.min.js' },
  // Shopify's Customer Privacy API (`shopify_customer_privacy`) and the vendors' own consent calls
  // (`vendor_consent_calls`): before the runtime, so that they hear its first decision.
  { key: 'shopify', file: 'consent-shopify.min.js' },
  { key: 'vendors', file: 'consent-vendors.min.js' },
  // Automatic blocking: the banner's `automatic_blocking` puts the website's blocking map in its config.
  { key: 'blocking', file: 'consent-blocking.min.js', expression: INLINE_BLOCKING_EXPRESSION },
] as const satisfies readonly { key: keyof RuntimeConfig; file: string; expression?: string }[];

export type FirstViewFeature = (typeof FIRST_VIEW_FEATURES)[number]['key'];
