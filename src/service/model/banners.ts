import { ALLOWED_POSITIONS, Banner, type BannerUpdate, type RegionSettings } from '../../schema/banner.ts';
import { mergeCustomTexts } from '../../schema/custom-texts.ts';
import type { Language, Position } from '../../schema/enums.ts';
import { REGIONS } from '../../shared/regions.ts';
import { restrictionProblem } from '../../shared/tcf-restrictions.ts';
import type { Db, Queryable } from '../store/db.ts';
import { defaultBanner } from './banner-defaults.ts';
import { bannerWarnings } from './banner-warnings.ts';
import { LEGACY_SEEN_COLUMN } from './legacy-snippet.ts';
import type { OwnedTable } from './owned.ts';
import { republishIfPublished } from './policy-revisions.ts';
import { TRACKERS_SEEN_COLUMN, type TrackerBeforeConsent } from './scan-blocking.ts';
import { hasTheme } from './themes.ts';
import { unknownVendors, vendorDeclarations } from './vendor-lists.ts';
import { touchWebsite } from './websites.ts';

export type BannerSettings = Omit<Banner, 'id' | 'account_id' | 'website_id' | 'warnings'>;
export interface BannerRow {
  website_id: string;
  account_id: string;
  settings: BannerSettings;
  /** When the website's pages were last seen loading the older snippet (model/legacy-snippet.ts). */
  legacy_snippet_seen_at: Date | string | null;
  /** What the latest finished scan found set before consent despite blocking; null when it ran without (model/scan-blocking.ts). */
  trackers_before_consent: TrackerBeforeConsent[] | null;
}

/** A rule a write breaks: the field, why, and a short code for programs. */
export interface Problem {
  field: string;
  message: string;
  code?: string;
}
const problem = (field: string, message: string, code?: string): Problem => ({ field, message, ...(code ? { code } : {}) });

export const BANNER_TABLE: OwnedTable = {
  select: `SELECT website_id AS id, website_id, account_id, settings, ${LEGACY_SEEN_COLUMN}, ${TRACKERS_SEEN_COLUMN} FROM banners`,
  account: 'account_id',
  id: 'website_id',
};

/** Stored settings with the fields added since they were stored, as they read then: an update starts from these too. */
const withLaterFields = (settings: BannerSettings): BannerSettings => ({
  ...settings,
  // Stored before the setting existed: the default, privacy first.
  google_consent_mode: settings.google_consent_mode ?? 'basic',
  // Off for a banner stored before it existed: its pages do not change under it.
  microsoft_consent_mode: settings.microsoft_consent_mode ?? false,
  // Off unless the owner turns them on, for a banner stored before they existed as for a new one.
  shopify_customer_privacy: settings.shopify_customer_privacy ?? false,
  vendor_consent_calls: settings.vendor_consent_calls ?? false,
  // Unset (stored before it existed): on where the banner has US settings, as for a new banner.
  global_privacy_platform: settings.global_privacy_platform ?? !!(settings.regions.us || settings.regions.california),
  tcf_vendors: settings.tcf_vendors ?? [],
  tcf_google_atp_ids: settings.tcf_google_atp_ids ?? [],
  tcf_publisher_cc: settings.tcf_publisher_cc ?? null,
  tcf_publisher_restrictions: settings.tcf_publisher_restrictions ?? [],
  custom_texts: settings.custom_texts ?? {},
});

export const toBanner = (r: BannerRow): Banner => ({
  id: r.website_id,
  account_id: r.account_id,
  website_id: r.website_id,
  ...withLaterFields(r.settings),
  warnings: bannerWarnings(r.settings, { legacySeen: r.legacy_snippet_seen_at, trackers: r.trackers_before_consent }),
});

const SETTINGS_SCHEMA = Banner.omit({ id: true, account_id: true, website_id: true, warnings: true });

/**
 * The banner after a PUT, or the rules it breaks (spec: rules for banners):
 * 1–3 positions per display style — a position sent that the style does not
 * allow is an error, a stored one that no longer fits moves to the style's
 * default; 4 `en` is always selected; 5 `enable_tcf` only in `eu`.
 */
function applyBannerUpdate(
  current: BannerSettings,
  input: BannerUpdate,
): { ok: true; settings: BannerSettings } | { ok: false; errors: Problem[] } {
  const errors: Problem[] = [];
  const next: BannerSettings = structuredClone(withLaterFields(current));
  for (const k of [
    'theme_id',
    'position',
    'default_theme',
    'display_style',
    'size',
    'personalized_content',
    'running_targeted_advertising',
    'share_data_to_3rd_party',
    'automatic_blocking',
    'unknown_third_parties',
    'google_consent_mode',
    'microsoft_consent_mode',
    'shopify_customer_privacy',
    'vendor_consent_calls',
    'global_privacy_platform',
    'tcf_vendors',
    'tcf_google_atp_ids',
    'tcf_publisher_cc',
    'tcf_publisher_restrictions',
  ] as const) {
    if (input[k] !== undefined) (next as Record<string, unknown>)[k] = input[k];
  }
  if (input.custom_texts) next.custom_texts = mergeCustomTexts(next.custom_texts, input.custom_texts);
  if (input.selected_languages) {
    next.selected_languages = [...new Set<Language>(['en', ...input.selected_languages])];
  } else if (!next.selected_languages.includes('en')) {
    next.selected_languages = ['en', ...next.selected_languages];
  }

  const allowed: readonly Position[] = ALLOWED_POSITIONS[next.display_style];
  if (allowed.length && !allowed.includes(next.position)) {
    if (input.position !== undefined) {
      errors.push(
        problem(
          'position',
          `must be one of ${allowed.join(', ')} when display_style is ${next.display_style}`,
          'invalid_for_display_style',
        ),
      );
    } else {
      next.position = allowed[0]!;
    }
  }

  const defaults = defaultBanner().regions;
  for (const region of REGIONS) {
    const sent = input.regions?.[region];
    if (!sent) continue;
    const base: RegionSettings = next.regions[region] ?? defaults[region]!;
    const merged: RegionSettings = {
      ...base,
      ...sent,
      vendor_consent_mode_settings: { ...base.vendor_consent_mode_settings, ...sent.vendor_consent_mode_settings },
    };
    if (region !== 'eu' && merged.enable_tcf)
      errors.push(problem(`regions.${region}.enable_tcf`, 'can only be enabled in the eu region', 'eu_only'));
    next.regions[region] = merged;
  }
  if (errors.length) return { ok: false, errors };
  // The stored shape is checked whole, so nothing half-valid is ever saved.
  const checked = SETTINGS_SCHEMA.safeParse(next);
  if (!checked.success) return { ok: false, errors: checked.error.issues.map((i) => problem(i.path.join('.'), i.message)) };
  return { ok: true, settings: checked.data };
}

/**
 * The publisher restrictions a banner may not keep: a vendor it does not disclose (`tcf_vendors`), or one whose
 * declarations the restriction cannot apply to (`restrictionProblem`), checked against the stored vendor list.
 */
async function restrictionProblems(tx: Queryable, settings: BannerSettings): Promise<Problem[]> {
  const rs = settings.tcf_publisher_restrictions;
  if (!rs.length) return [];
  const disclosed = new Set(settings.tcf_vendors);
  const named = rs.flatMap((r) => (r.vendors === 'all' ? [] : r.vendors));
  const declared = await vendorDeclarations(tx, [...new Set(named)]);
  const problems: Problem[] = [];
  rs.forEach((r, i) => {
    // "all": whichever of tcf_vendors it can apply to, as they change; nothing to refuse.
    if (r.vendors === 'all') return;
    for (const id of r.vendors) {
      const field = `tcf_publisher_restrictions.${i}.vendors`;
      const v = declared.get(id);
      if (!disclosed.has(id))
        problems.push(problem(field, `vendor ${id} is not one of tcf_vendors`, 'restriction_vendor_not_disclosed'));
      else if (v && restrictionProblem(r, v))
        problems.push(problem(field, `vendor ${id} ${restrictionProblem(r, v)}`, 'restriction_not_applicable'));
    }
  });
  return problems;
}

/**
 * Applies a PUT to the account's banner of `websiteId`: the banner, or null
 * when the account has no such website, or the rules the change breaks.
 */
export const updateBanner = (
  db: Db,
  account: string,
  websiteId: string,
  input: BannerUpdate,
): Promise<Banner | null | { errors: Problem[] }> => db.transaction((tx) => updateBannerIn(tx, account, websiteId, input));

/** `updateBanner` within a transaction the caller holds (model/banner-design.ts saves a theme in the same one). */
export async function updateBannerIn(
  tx: Queryable,
  account: string,
  websiteId: string,
  input: BannerUpdate,
): Promise<Banner | null | { errors: Problem[] }> {
  const [row] = await tx.query<BannerRow>(
    `SELECT website_id, account_id, settings, ${LEGACY_SEEN_COLUMN}, ${TRACKERS_SEEN_COLUMN} FROM banners WHERE account_id = $1 AND website_id = $2 FOR UPDATE`,
    [account, websiteId],
  );
  if (!row) return null;
  if (input.theme_id && !(await hasTheme(tx, account, websiteId, input.theme_id)))
    return { errors: [problem('theme_id', 'is not a custom consent theme of this website', 'not_found')] };
  const vendorProblem = input.tcf_vendors?.length ? await unknownVendors(tx, input.tcf_vendors) : null;
  if (vendorProblem) return { errors: [problem('tcf_vendors', vendorProblem.message, vendorProblem.code)] };
  const next = applyBannerUpdate(row.settings, input);
  if (!next.ok) return { errors: next.errors };
  if (input.tcf_publisher_restrictions || input.tcf_vendors) {
    const problems = await restrictionProblems(tx, next.settings);
    if (problems.length) return { errors: problems };
  }
  await tx.query('UPDATE banners SET settings = $2::jsonb, updated_at = now() WHERE website_id = $1', [
    websiteId,
    JSON.stringify(next.settings),
  ]);
  await touchWebsite(tx, websiteId, false);
  // The regions decide the policy's legal sections: a published policy follows them.
  if (input.regions) await republishIfPublished(tx, websiteId);
  return toBanner({ ...row, settings: next.settings });
}
