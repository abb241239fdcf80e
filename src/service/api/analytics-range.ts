import { AnalyticsCriterion, MAX_ANALYTICS_DAYS } from '../../schema/consent-analytics.ts';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * An analytics criterion with its range resolved against today and checked: without `to` the range ends
 * today (UTC), without `from` it spans 30 days, and it spans at most MAX_ANALYTICS_DAYS. The /v1 route and
 * the console's consent screen both read their range with it.
 */
export const analyticsCriterionOn = (now: number) =>
  AnalyticsCriterion.transform((k) => {
    const to = k.to ?? dayOf(now);
    return { ...k, to, from: k.from ?? dayOf(time(to) - 29 * DAY) };
  }).superRefine((k, ctx) => {
    const span = (time(k.to) - time(k.from)) / DAY + 1;
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
    else if (span > MAX_ANALYTICS_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the range spans ${span} days; at most ${MAX_ANALYTICS_DAYS} are answered`,
      });
  });
