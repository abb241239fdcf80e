import { brotliCompressSync, constants } from 'node:zlib';
import { formatInterval, formatRatio, formatSummary, ratioInterval, summarize } from '../lib/stats.mjs';
import { markdownTable } from '../lib/table.mjs';
import { GROUP_NAMES } from './main-thread.mjs';

/** @typedef {import('./run.mjs').Measured} Measured */
/** @typedef {import('./load.mjs').Load} Load */
/** @typedef {Pick<Load, 'round' | 'visibleMs'>} Visible what the comparisons with the control read of a load */

/**
 * An entry's loads at `rate` (`runs`, or the paired rounds' `pairRuns`): none when it has none there.
 * @param {Measured} e
 * @param {number} rate
 * @param {'runs' | 'pairRuns'} [key]
 * @returns {Load[]}
 */
const runsAt = (e, rate, key = 'runs') => e[key]?.[rate] ?? [];

/** @param {Buffer} buf */
export const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  }).length;
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Brotli bytes of the JS and CSS an entry downloaded, and of anything else but images (a fetched config, fonts).
 * @param {import('./load.mjs').CapturedFile[]} [files]
 */
export function bytesOf(files = []) {
  let code = 0;
  let other = 0;
  for (const f of files) {
    if (f.type === 'script' || f.type === 'stylesheet') code += brotli(f.body);
    else if (f.type !== 'image') other += brotli(f.body);
  }
  return { code, other };
}

/**
 * One cell: the summary of `values`, then for a peer its ratio to ours (of the medians).
 * @param {unknown[]} values
 * @param {unknown[] | null | undefined} oursValues
 * @param {number} [digits]
 */
function cell(values, oursValues, digits = 0) {
  const s = summarize(values);
  const text = formatSummary(s, digits);
  if (!oursValues) return text;
  const o = summarize(oursValues);
  const r = formatRatio(s?.median, o?.median, digits);
  return r ? `${text} ${r}` : text;
}

/**
 * The page table: one row per entry, ours first, each peer's cell with its ratio to ours (×1.5: the peer
 * needs 1.5 times ours; below ×1 it does better than ours). `entries` as measurePages leaves them.
 * @param {Measured[]} entries
 * @param {number[]} rates
 */
export function pageTable(entries, rates) {
  const ours = entries.find((e) => e.name === 'ours');
  const header = ['entry', 'JS+CSS brotli', 'requests to banner'];
  for (const r of rates)
    header.push(`visible ${r}× ms`, `usable ${r}× ms`, `long tasks to usable ${r}×`, `TBT to usable ${r}× ms`);
  header.push('CLS', 'banner is LCP', ...rates.map((r) => `click → stored ${r}× ms`));
  /** @type {(e: Measured, key: keyof Load) => unknown[]} */
  const all = (e, key) => rates.flatMap((r) => runsAt(e, r).map((x) => x[key]));
  const oursBytes = bytesOf(ours?.files);
  const rows = entries.map((e) => {
    const vs = e === ours || !ours ? null : ours;
    const b = bytesOf(e.files);
    const bytes = `${kb(b.code)}${b.other ? ` (+ ${kb(b.other)} other)` : ''}${vs ? ` ${formatRatio(b.code, oursBytes.code)}` : ''}`;
    const row = [e.label ?? e.name, bytes, cell(all(e, 'requests'), vs && all(vs, 'requests'))];
    for (const r of rates) {
      for (const key of /** @type {const} */ (['visibleMs', 'usableMs', 'longTasks', 'tbtMs'])) {
        row.push(
          cell(
            runsAt(e, r).map((x) => x[key]),
            vs && runsAt(vs, r).map((x) => x[key]),
          ),
        );
      }
    }
    const lcp = all(e, 'lcpIsBanner');
    row.push(formatSummary(summarize(all(e, 'cls')), 4), `${lcp.filter(Boolean).length} of ${lcp.length}`);
    for (const r of rates)
      row.push(
        cell(
          runsAt(e, r).map((x) => x.clickToStoredMs),
          vs && runsAt(vs, r).map((x) => x.clickToStoredMs),
          1,
        ),
      );
    return row;
  });
  return markdownTable(header, rows);
}

/**
 * Each of ours' loads against the control's load of the same round, a few seconds apart, summarized: the
 * machine's drift over the run, which moves both medians, cancels out of these ratios.
 * @param {Visible[]} ours
 * @param {Visible[]} control
 */
function pairedRatios(ours, control) {
  return summarize(byRound(ours, control).map(([o, c]) => o / c));
}

/**
 * The visible times of ours and the control, `[ours, control]` for each round both loaded.
 * @param {Visible[]} ours
 * @param {Visible[]} control
 * @returns {[number, number][]}
 */
function byRound(ours, control) {
  const at = new Map(control.map((x) => [x.round, x.visibleMs]));
  return ours.flatMap((x) => {
    const c = at.get(x.round);
    return c !== undefined && c > 0 ? [[x.visibleMs, c]] : [];
  });
}

/**
 * Ours' loads against the control's: each side's visible summary, and the three cells both tables end with:
 * the ratio of the medians, its 90% interval over resamples of the rounds (lib/stats.mjs `ratioInterval`),
 * and the paired ratio.
 * @param {Visible[]} ours
 * @param {Visible[]} control
 */
function compared(ours, control) {
  const visible = (/** @type {Visible[]} */ runs) => summarize(runs.map((x) => x.visibleMs));
  const [o, c] = [visible(ours), visible(control)];
  const cells = [
    o && c ? (o.median / c.median).toFixed(2) : '—',
    formatInterval(ratioInterval(byRound(ours, control))),
    formatSummary(pairedRatios(ours, control), 2),
  ];
  return { o, c, cells };
}

/**
 * Each of our rows against the static control: the median visible time of each at each rate and their ratio, the goal
 * in docs/decisions/runtime-size.md#the-banner-without-preact (≤ 1.3× at 4×). The ratio of the medians: per load, the
 * 4× times of either side spread over a factor of 3 to 5 on this 2-core machine, so a ratio of single loads says
 * little.
 * @param {Measured[]} entries
 * @param {number[]} rates
 */
export function againstControl(entries, rates) {
  const control = entries.find((e) => e.name === 'control');
  const ours = entries.filter((e) => e.website);
  if (!control || !ours.length) return '';
  const rows = ours.flatMap((e) =>
    rates.map((r) => {
      const { o, c, cells } = compared(runsAt(e, r), runsAt(control, r));
      return [e.label ?? e.name, `${r}×`, o ? o.median.toFixed(0) : '—', c ? c.median.toFixed(0) : '—', ...cells];
    }),
  );
  return markdownTable(
    [
      'ours',
      'CPU',
      'visible ms',
      'control visible ms',
      'ours ÷ control',
      'its 90% interval',
      'paired: ours ÷ control of the same round, median (min–max)',
    ],
    rows,
  );
}

/**
 * Ours (plain) against the control from their `pairRuns` (run.mjs), alone and in turn after the table: the
 * medians, their ratio, and the paired ratio, as in `againstControl`. Empty when there were none.
 * @param {Measured[]} entries
 * @param {number[]} rates
 */
export function pairedAgainstControl(entries, rates) {
  const control = entries.find((e) => e.name === 'control');
  const ours = entries.find((e) => e.name === 'ours');
  if (!control?.pairRuns || !ours?.pairRuns) return '';
  const rows = rates.map((r) => {
    const { o, c, cells } = compared(runsAt(ours, r, 'pairRuns'), runsAt(control, r, 'pairRuns'));
    return [`${r}×`, String(runsAt(ours, r, 'pairRuns').length), formatSummary(o), formatSummary(c), ...cells];
  });
  return markdownTable(
    [
      'CPU',
      'rounds',
      'ours visible ms',
      'control visible ms',
      'ours ÷ control (medians)',
      'its 90% interval',
      'paired: ours ÷ control of the same round',
    ],
    rows,
  );
}

/**
 * The floor of a script-loaded banner, from the same `pairRuns`: the script control (the static banner from a
 * half-kilobyte script that reads its cookie, peers/control-script.mjs) against the static control, and ours
 * against the script control. The first is what loading and running any such script costs on this page, the
 * second what ours adds to it. Empty without the three.
 * @param {{ name: string, pairRuns?: Record<number, Visible[]> }[]} entries
 * @param {number[]} rates
 */
export function scriptFloor(entries, rates) {
  const [control, script, ours] = ['control', 'control-script', 'ours'].map((n) => entries.find((e) => e.name === n));
  if (!control?.pairRuns || !script?.pairRuns || !ours?.pairRuns) return '';
  /** @type {[string, (typeof entries)[number], (typeof entries)[number]][]} */
  const pairs = [
    ['script control ÷ static control', script, control],
    ['ours ÷ script control', ours, script],
  ];
  const rows = pairs.flatMap(([what, a, b]) =>
    rates.map((r) => {
      const { o, c, cells } = compared(a.pairRuns?.[r] ?? [], b.pairRuns?.[r] ?? []);
      return [what, `${r}×`, formatSummary(o), formatSummary(c), ...cells];
    }),
  );
  return markdownTable(
    ['', 'CPU', 'visible ms', 'against visible ms', 'ratio of the medians', 'its 90% interval', 'paired, same round'],
    rows,
  );
}

/**
 * What each entry downloaded (brotli bytes) and stored on accept, and the loads that failed.
 * @param {Measured[]} entries
 * @param {string[]} origins
 */
export function pageNotes(entries, origins) {
  const short = (/** @type {string} */ url) => origins.reduce((u, o) => u.replace(o, ''), url);
  /** @type {string[]} */
  const lines = [];
  for (const e of entries) {
    const files = (e.files ?? []).filter((f) => f.type !== 'image').map((f) => `\`${short(f.url)}\` ${brotli(f.body)} B`);
    const stored = [...new Set(Object.values(e.runs).flatMap((rs) => rs.map((x) => x.storedAs)))].join(', ');
    const lcp = [...new Set(Object.values(e.runs).flatMap((rs) => rs.map((x) => x.lcpWhat)))].join(', ');
    lines.push(
      `- **${e.label ?? e.name}**: ${files.join(', ') || 'no files'}; accept stores ${stored || '—'}; LCP element: ${lcp || '—'}`,
    );
    if (e.errors.length) lines.push(`  - ${e.errors.length} failed: ${[...new Set(e.errors)].slice(0, 3).join(' | ')}`);
  }
  return lines.join('\n');
}

/**
 * Where each entry's main thread went until its banner was ready (traced loads): medians per group, then the top event names.
 * @param {Measured[]} entries
 * @param {number[]} rates
 */
export function mainThreadTable(entries, rates) {
  /** @type {(string | number)[][]} */
  const rows = [];
  for (const e of entries) {
    for (const r of rates) {
      const runs = (e.runs?.[r] ?? []).flatMap((x) => (x.mainThread ? [{ ...x, mainThread: x.mainThread }] : []));
      if (!runs.length) continue;
      const med = (/** @type {(x: (typeof runs)[number]) => number | undefined} */ f) => summarize(runs.map(f))?.median ?? 0;
      /** @type {Map<string, number>} */
      const names = new Map();
      for (const x of runs) for (const [n, ms] of x.mainThread.names) names.set(n, (names.get(n) ?? 0) + ms / runs.length);
      const top = [...names]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(', ');
      const total = med((x) => Object.values(x.mainThread.groups).reduce((a, b) => a + b, 0));
      rows.push([
        e.label ?? e.name,
        `${r}×`,
        med((x) => x.usableMs).toFixed(0),
        total.toFixed(0),
        ...GROUP_NAMES.map((g) => med((x) => x.mainThread.groups[g]).toFixed(0)),
        top,
      ]);
    }
  }
  return markdownTable(['entry', 'CPU', 'usable ms (traced)', 'main thread ms', ...GROUP_NAMES, 'top events (mean ms)'], rows);
}
