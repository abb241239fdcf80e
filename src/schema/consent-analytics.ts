import { z } from 'zod';
import { DisplayStyle, Language, Region } from './enums.ts';

/** A calendar day in UTC, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    message: 'is not a calendar day',
  });

/** Days one answer may span: a year, leap day included. */
export const MAX_ANALYTICS_DAYS = 366;

/**
 * One criterion of `GET /v1/websites/analytics` (docs/decisions/partner-api.md#consent-analytics):
 * a website and an inclusive range of UTC days, by default the 30 days up to today.
 */
export const AnalyticsCriterion = z.strictObject({
  account_id: z.string(),
  website_id: z.string().min(1),
  from: Day.optional(),
  to: Day.optional(),
});
export type AnalyticsCriterion = z.infer<typeof AnalyticsCriterion>;

const rate = z.number().min(0).max(1).nullable();

/**
 * Counts of decisions and what they were, with the rates among them (null
 * when there was no decision). `other` is every method that is none of the
 * four: consent by scroll, implied consent, the JavaScript API, withdrawal.
 */
export const DecisionFigures = z.object({
  decisions: z.number().int(),
  accept_all: z.number().int(),
  reject_all: z.number().int(),
  custom: z.number().int(),
  gpc: z.number().int(),
  other: z.number().int(),
  accept_all_rate: rate,
  reject_all_rate: rate,
  custom_rate: rate,
  gpc_share: rate,
});
export type DecisionFigures = z.infer<typeof DecisionFigures>;

/** Page views are counted per website and day only, so the rate per page view exists for days and the total. */
const PerPageView = z.object({ page_views: z.number().int(), decisions_per_page_view: z.number().min(0).nullable() });

/** The analytics of one website over a range of days: aggregates only, nothing per visitor. */
export const ConsentAnalytics = z.object({
  account_id: z.string(),
  website_id: z.string(),
  from: Day,
  to: Day,
  totals: DecisionFigures.extend(PerPageView.shape),
  /** Every day of the range, oldest first, days without decisions included. */
  days: z.array(DecisionFigures.extend(PerPageView.shape).extend({ day: Day })),
  by_region: z.array(DecisionFigures.extend({ region: Region })),
  by_display_style: z.array(DecisionFigures.extend({ display_style: DisplayStyle.or(z.enum(['preferences', 'none'])) })),
  by_lang: z.array(DecisionFigures.extend({ lang: Language })),
  /** Day × region × display style × language, the groups that had decisions. */
  groups: z.array(
    DecisionFigures.extend({
      day: Day,
      region: Region,
      display_style: DisplayStyle.or(z.enum(['preferences', 'none'])),
      lang: Language,
    }),
  ),
});
export type ConsentAnalytics = z.infer<typeof ConsentAnalytics>;
