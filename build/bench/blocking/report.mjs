// The blocker's table, from the loads of each variant: pure, so that its arithmetic has a unit test.
import { formatSummary, summarize } from '../lib/stats.mjs';
import { markdownTable } from '../lib/table.mjs';

/**
 * One load of the blocker's page (load.mjs): when each script ran, when the first and the last allowed one did, the
 * load event, and the main thread's cost.
 * @typedef {{ ran: Record<string, number>, firstMs: number, lastAllowedMs: number, loadMs: number, longTasks: number, tbtMs: number, observersMs: number }} BlockLoad
 */
/**
 * A variant's loads and tracker counts (`[ran, requested]` per load), by CPU rate.
 * @typedef {{ runs: Record<number, BlockLoad[]>, trackers: Record<number, (readonly number[])[]> }} Variant
 */

/**
 * `+3` / `−2` / `±0`: the difference of two medians, whole milliseconds.
 * @param {number} d
 */
const signed = (d) => (Math.round(d) === 0 ? '±0' : `${d > 0 ? '+' : '−'}${Math.abs(Math.round(d))}`);

/**
 * For each script of `names`: the median of its run time over `on`'s loads minus that over `off`'s. Returns
 * the median and the largest of those differences over the scripts (null when a variant has no load).
 * @param {Pick<BlockLoad, 'ran'>[]} off
 * @param {Pick<BlockLoad, 'ran'>[]} on
 * @param {string[]} names
 */
export function perScriptDelay(off, on, names) {
  /** @type {(loads: Pick<BlockLoad, 'ran'>[], n: string) => number} */
  const med = (loads, n) => summarize(loads.map((l) => l.ran[n]))?.median ?? Number.NaN;
  const ds = names.map((n) => med(on, n) - med(off, n)).filter(Number.isFinite);
  const s = summarize(ds);
  return s && { median: s.median, max: s.max };
}

/**
 * The strict measure: loads in which no tracker script was requested at all (`requested` of `[ran, requested]` is
 * 0), as `n/loads`; before any choice this is "nothing requested before consent". `—` after a choice.
 * @param {(readonly number[])[]} trackers `[ran, requested]` per load
 * @param {boolean | undefined} beforeConsent
 */
export const strictCount = (trackers, beforeConsent) =>
  beforeConsent && trackers.length ? `${trackers.filter((t) => t[1] === 0).length}/${trackers.length}` : '—';

/**
 * Rows by CPU rate and visit, blocking off, on, and on with the server-side rewrite in front (when the pair has
 * `rewrite`): each cell the median (min–max) of the loads; an `on` row's timings end with their difference to the
 * `off` row's median. `pairs` are `{visit, off, on, rewrite?, beforeConsent}`, each variant
 * `{runs: {rate: loads[]}, trackers: {rate: [ran, requested][]}}`.
 * @param {{ visit: string, off: Variant, on: Variant, rewrite?: Variant | null, beforeConsent?: boolean }[]} pairs
 * @param {number[]} rates
 * @param {string[]} allowed
 */
export function blockerTable(pairs, rates, allowed) {
  /** @type {string[][]} */
  const rows = [];
  for (const rate of rates)
    for (const { visit, off, on, rewrite, beforeConsent } of pairs) {
      const offLoads = off.runs[rate] ?? [];
      const base = {
        first: summarize(offLoads.map((l) => l.firstMs)),
        last: summarize(offLoads.map((l) => l.lastAllowedMs)),
        load: summarize(offLoads.map((l) => l.loadMs)),
      };
      for (const v of rewrite ? [off, on, rewrite] : [off, on]) {
        const label = v === off ? 'off' : v === on ? 'on' : 'on + rewrite';
        const loads = v.runs[rate] ?? [];
        const first = summarize(loads.map((l) => l.firstMs));
        const last = summarize(loads.map((l) => l.lastAllowedMs));
        const load = summarize(loads.map((l) => l.loadMs));
        /** @type {(s: import('../lib/stats.mjs').Summary | null, b: import('../lib/stats.mjs').Summary | null) => string} */
        const vs = (s, b) => (v !== off && s && b ? ` ${signed(s.median - b.median)}` : '');
        const d = v !== off ? perScriptDelay(offLoads, loads, allowed) : null;
        const tr = v.trackers[rate] ?? [];
        rows.push([
          `${rate}×`,
          visit,
          label,
          String(loads.length),
          formatSummary(first) + vs(first, base.first),
          formatSummary(last) + vs(last, base.last),
          d ? `${signed(d.median)} (max ${signed(d.max)})` : '',
          formatSummary(load) + vs(load, base.load),
          formatSummary(summarize(loads.map((l) => l.longTasks))),
          formatSummary(summarize(loads.map((l) => l.tbtMs))),
          formatSummary(summarize(loads.map((l) => l.observersMs)), 1),
          tr.length ? `${formatSummary(summarize(tr.map((t) => t[0])))} / ${formatSummary(summarize(tr.map((t) => t[1])))}` : '—',
          strictCount(tr, beforeConsent),
        ]);
      }
    }
  return markdownTable(
    [
      'CPU',
      'visitor',
      'blocking',
      'loads',
      'first script after the snippet ran, ms',
      'last allowed script ran, ms',
      'each allowed script, on − off ms: median (max)',
      'load event, ms',
      'long tasks',
      'TBT ms',
      'MutationObserver callbacks, ms',
      'tracker scripts run / requested',
      'strict: loads with nothing requested before consent',
    ],
    rows,
  );
}
