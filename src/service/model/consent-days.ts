import type { Queryable } from '../store/db.ts';
import { type DecisionCount, decisionCounts } from './consents.ts';

/** A day's counts as `consent_days` keeps them: a `DecisionCount` without its day. */
type Kept = Omit<DecisionCount, 'day'>;

/**
 * How long after a day's end it counts as closed: `received_at` is the time its transaction began, so a record
 * received just before midnight can commit just after it. Far longer than any transaction of the service, and than
 * any skew between the service's clock, which closes days, and the database's, which stamps `received_at`.
 */
const SETTLE_MS = 3_600_000;

/** The UTC days from `from` to `to`, inclusive. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The last closed UTC day at `now` (ms): the day before the one `SETTLE_MS` ago. */
export const lastClosedDay = (now: number) => new Date(now - SETTLE_MS - 86_400_000).toISOString().slice(0, 10);

/**
 * `decisionCounts` from `from` to `to`, each closed day aggregated once: its counts are kept in `consent_days` the
 * first time it is asked for and read from there after, so an answer over a year aggregates only today's records
 * (and yesterday's, for an hour after midnight), days closed at `now` (the service's clock, ms).
 * Sorted by day, region, display style and language, as `decisionCounts` sorts.
 */
export async function keptDecisionCounts(
  q: Queryable,
  websiteId: string,
  from: string,
  to: string,
  now: number,
): Promise<DecisionCount[]> {
  const last = lastClosedDay(now);
  const closed = last < to ? last : to;
  const out: DecisionCount[] = [];
  if (from <= closed) {
    const kept = await q.query<{ day: string; groups: Kept[] }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, groups FROM consent_days
       WHERE website_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [websiteId, from, closed],
    );
    const keptDays = new Set(kept.map((k) => k.day));
    for (const k of kept) for (const g of k.groups) out.push({ day: k.day, ...g });
    const missing = daysFrom(from, closed).filter((d) => !keptDays.has(d));
    if (missing.length) out.push(...(await keep(q, websiteId, missing, keptDays)));
  }
  if (to > closed) out.push(...(await decisionCounts(q, websiteId, from > closed ? from : nextDay(closed), to)));
  const key = (c: DecisionCount) => [c.day, c.region, c.display_style, c.lang].join('\u0000');
  return out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Counts the closed days `missing` (sorted), keeps each (one row a day, `[]` without decisions) and returns them. */
async function keep(q: Queryable, websiteId: string, missing: string[], kept: Set<string>): Promise<DecisionCount[]> {
  const counted = (await decisionCounts(q, websiteId, missing[0]!, missing.at(-1)!)).filter((c) => !kept.has(c.day));
  const byDay = new Map<string, Kept[]>(missing.map((d) => [d, []]));
  for (const { day, ...g } of counted) byDay.get(day)!.push(g);
  // A concurrent answer may have kept a day meanwhile: the same counts, so the first row stays. Keeping is for the
  // next answer: when it fails (the website deleted meanwhile), this one is still right, and the next counts again.
  await q
    .query(
      `INSERT INTO consent_days (website_id, day, groups)
       VALUES ${missing.map((_, i) => `($1, $${2 * i + 2}::date, $${2 * i + 3}::jsonb)`).join(', ')}
       ON CONFLICT (website_id, day) DO NOTHING`,
      [websiteId, ...missing.flatMap((d) => [d, JSON.stringify(byDay.get(d))])],
    )
    .catch(() => {});
  return counted;
}
