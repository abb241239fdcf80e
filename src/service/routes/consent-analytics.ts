import { Hono } from 'hono';
import { AnalyticsCriterion, MAX_ANALYTICS_DAYS } from '../../schema/consent-analytics.ts';
import { checkCriteria } from '../api/criteria.ts';
import { checkParams, readQuery } from '../api/request.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { consentAnalytics } from '../model/consent-analytics.ts';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A criterion with its range resolved against today and checked, so that its errors stay in criterion order. */
const criterionOn = (now: number) =>
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

/**
 * `GET /v1/websites/analytics?query=[{account_id, website_id, from?, to?}]` —
 * an extension of the interface (docs/decisions/partner-api.md#consent-analytics):
 * one website's consent analytics per criterion, in criterion order, signed
 * like every GET and not paged (a range is at most a year of days). Without
 * `to` the range ends today (UTC); without `from` it spans 30 days.
 */
export function consentAnalyticsRoutes(ctx: ServiceContext) {
  const r = new Hono<V1Env>();
  r.get('/websites/analytics', async (c) => {
    checkParams(c, ['query']);
    const now = ctx.now();
    const { errors, listed } = await checkCriteria(ctx.db, criterionOn(now), readQuery(c, ctx.limits), c.get('account'));
    const results = [];
    for (const k of listed)
      if (k)
        results.push(await consentAnalytics(ctx.db, { account_id: k.account_id, website_id: k.website_id }, k.from, k.to, now));
    return c.json({ results, errors });
  });
  return r;
}
