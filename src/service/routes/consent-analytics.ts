import { Hono } from 'hono';
import { analyticsCriterionOn } from '../api/analytics-range.ts';
import { checkCriteria } from '../api/criteria.ts';
import { checkParams, readQuery } from '../api/request.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import { consentAnalytics } from '../model/consent-analytics.ts';

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
    const { errors, listed } = await checkCriteria(ctx.db, analyticsCriterionOn(now), readQuery(c, ctx.limits), c.get('account'));
    const results = [];
    for (const k of listed)
      if (k)
        results.push(await consentAnalytics(ctx.db, { account_id: k.account_id, website_id: k.website_id }, k.from, k.to, now));
    return c.json({ results, errors });
  });
  return r;
}
