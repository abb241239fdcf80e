import type { FirstViewConfig, RuntimeConfig } from '../../../schema/runtime-config.ts';
import { ON_DEMAND_TEXT_KEYS, type OnDemandTexts } from '../../../schema/texts.ts';
import { CONSENT_CATEGORIES } from '../../../shared/categories.ts';
import { usLaw } from '../../../shared/regions.ts';

/** The placeholder of a blocked frame, which the first view draws (src/runtime/signals/placeholder.ts). */
const PLACEHOLDER_TEXT_KEYS = ['blocked_content', 'allow_category'];

type AnyTexts = Partial<Record<string, string>>;

/** What only the second chunk shows: the on-demand texts, and the GPC note beside the floating button. */
const ON_DEMAND: readonly string[] = [...ON_DEMAND_TEXT_KEYS, 'gpc_note'];

/**
 * The on-demand texts of a config's `texts` (the cookies answer carries them,
 * docs/service.md#texts-on-demand), with `gpc_note`, which only the floating
 * button shows.
 */
export function onDemandTexts(texts: RuntimeConfig['texts']): OnDemandTexts {
  const all = texts as AnyTexts;
  const picked: AnyTexts = {};
  for (const k of ON_DEMAND) if (all[k] !== undefined) picked[k] = all[k];
  return picked as OnDemandTexts;
}

/**
 * The config a first-view script inlines: the composed one without the texts
 * the banner never shows, as they cost every page view bytes for a preference
 * centre few open. Left out: each category's cookies and the on-demand texts
 * (the cookies answer has both, which the second chunk asks the service for
 * when it first draws; the banner needs only the categories' ids), but for
 * what the first frame draws beside the banner: the placeholders' texts with
 * the categories' names, and the floating button's name; the
 * opt-out notice and button (US state law's wording) unless a visitor in `us`
 * or `california` gets `opt_out` settings, as the runtime shows them there
 * only (docs/decisions/regions.md); the scroll notice
 * where no region counts scrolling as consent. With the visitor's region
 * known (`geo`), only its settings (else `global`'s, which the runtime falls
 * back to) and only the texts they can show: a QA override naming another
 * region hands over to the fetching runtime (runtime/index.ts), as a QA
 * language does. Without it, every region's, as the runtime guesses one.
 */
export function firstViewConfig(config: RuntimeConfig): FirstViewConfig {
  const geo = config.geo && (config.regions[config.geo] ? config.geo : 'global');
  const kept = geo ? { [geo]: config.regions[geo] } : config.regions;
  const regions = Object.values(kept);
  const drop = new Set(ON_DEMAND);
  // What the first frame draws beside the banner (docs/decisions/runtime-ui.md#first-frame): a blocked frame's
  // placeholder with the categories' names (every category's: a frame may name one the website's list has not yet),
  // and the floating button where a carried region shows it.
  for (const k of PLACEHOLDER_TEXT_KEYS) drop.delete(k);
  for (const c of CONSENT_CATEGORIES) drop.delete(`cat_${c}`);
  if (regions.some((r) => r?.enable_cookie_preference_button)) drop.delete('pref_button');
  // The regions whose visitors this config may serve (its geo, else any) that are under US state law, with their
  // settings after the runtime's fall-back to `global`.
  const usOptOut = (config.geo ? [config.geo] : (['us', 'california'] as const))
    .filter(usLaw)
    .some((r) => (config.regions[r] ?? config.regions.global)?.consent_mode === 'opt_out');
  if (!usOptOut) drop.add('decline_opt_out').add('opt_out_notice');
  if (!regions.some((r) => r?.enable_consent_by_scroll)) drop.add('scroll_notice');
  const texts = Object.fromEntries(Object.entries(config.texts).filter(([k]) => !drop.has(k)));
  return {
    ...config,
    regions: kept,
    texts,
    categories: config.categories.map((c) => ({ id: c.id, cookies: [] })),
  };
}
