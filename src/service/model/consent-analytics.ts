import type { ConsentAnalytics, DecisionFigures } from '../../schema/consent-analytics.ts';
import type { Queryable } from '../store/db.ts';
import { daysFrom, keptDecisionCounts } from './consent-days.ts';
import type { DecisionCount } from './consents.ts';
import { pageViewsByDay } from './page-views.ts';

type Counts = Pick<DecisionCount, 'decisions' | 'accept_all' | 'reject_all' | 'custom' | 'gpc'>;
const ZERO: Counts = { decisions: 0, accept_all: 0, reject_all: 0, custom: 0, gpc: 0 };

/**
 * The consent analytics of one website over `from`–`to` (UTC days, inclusive):
 * rates of accept-all, reject-all and custom decisions, the share decided by
 * GPC, per day, region, display style and language, and decisions per page
 * view per day. Aggregates only: no row names a visitor. `now` (ms) says
 * which days are closed.
 */
export async function consentAnalytics(
  q: Queryable,
  ids: { account_id: string; website_id: string },
  from: string,
  to: string,
  now: number,
): Promise<ConsentAnalytics> {
  const [groups, views] = [
    await keptDecisionCounts(q, ids.website_id, from, to, now),
    await pageViewsByDay(q, ids.website_id, from, to),
  ];
  const byDay = sumBy(groups, (g) => g.day);
  const days = daysFrom(from, to).map((day) => perPageView({ day, ...figures(byDay.get(day) ?? ZERO) }, views.get(day) ?? 0));
  const views_total = [...views.values()].reduce((a, b) => a + b, 0);
  return {
    ...ids,
    from,
    to,
    totals: perPageView(figures(add(ZERO, ...groups)), views_total),
    days,
    by_region: [...sumBy(groups, (g) => g.region)].map(([region, c]) => ({ region, ...figures(c) })),
    by_display_style: [...sumBy(groups, (g) => g.display_style)].map(([display_style, c]) => ({ display_style, ...figures(c) })),
    by_lang: [...sumBy(groups, (g) => g.lang)].map(([lang, c]) => ({ lang, ...figures(c) })),
    groups: groups.map((g) => ({ day: g.day, region: g.region, display_style: g.display_style, lang: g.lang, ...figures(g) })),
  } as ConsentAnalytics;
}

// Four decimals: enough to chart, and the same number in every answer that reads the same rows.
const ratio = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 10_000) / 10_000 : null);

function figures(c: Counts): DecisionFigures {
  return {
    ...pick(c),
    other: c.decisions - c.accept_all - c.reject_all - c.custom - c.gpc,
    accept_all_rate: ratio(c.accept_all, c.decisions),
    reject_all_rate: ratio(c.reject_all, c.decisions),
    custom_rate: ratio(c.custom, c.decisions),
    gpc_share: ratio(c.gpc, c.decisions),
  };
}

const perPageView = <F extends DecisionFigures>(f: F, page_views: number) => ({
  ...f,
  page_views,
  decisions_per_page_view: ratio(f.decisions, page_views),
});

const pick = (c: Counts): Counts => ({
  decisions: c.decisions,
  accept_all: c.accept_all,
  reject_all: c.reject_all,
  custom: c.custom,
  gpc: c.gpc,
});

function add(a: Counts, ...more: Counts[]): Counts {
  const sum = { ...a };
  for (const b of more) for (const k of Object.keys(sum) as (keyof Counts)[]) sum[k] += b[k];
  return sum;
}

function sumBy(groups: readonly DecisionCount[], key: (g: DecisionCount) => string): Map<string, Counts> {
  const out = new Map<string, Counts>();
  for (const g of groups) out.set(key(g), add(out.get(key(g)) ?? ZERO, g));
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
