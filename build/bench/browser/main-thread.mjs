// Where the renderer's main thread goes during a cold load, from a Chromium trace (CDP tracing through
// Playwright): each trace event's self time (its duration less its children's) on the page's main thread, from
// the navigation to the banner being visible and usable, grouped as DevTools' summary groups them.

/** Trace categories of DevTools' performance panel: tasks, script, style, layout, paint. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
];

/** Group of each event name; anything else on the main thread is `other` (task overhead, idle callbacks…). */
/** @type {Record<string, RegExp>} */
const GROUPS = {
  script:
    /^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8\.|v8\.|CompileScript|CompileCode|MajorGC|MinorGC|BlinkGC|GCEvent|ThreadState)/,
  parse: /^(ParseHTML)/,
  style: /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|InvalidateLayout|StyleRecalc)/,
  layout: /^(Layout|UpdateLayerTree|IntersectionObserverController|ComputeIntersections)/,
  paint: /^(Paint|PrePaint|Layerize|CompositeLayers|UpdateLayer|PaintImage|Decode|Rasterize|Commit)/,
};
export const GROUP_NAMES = [...Object.keys(GROUPS), 'other'];

/** @param {string} name */
const groupOf = (name) => Object.keys(GROUPS).find((g) => GROUPS[g]?.test(name)) ?? 'other';

/**
 * Milliseconds of self time per group on the main thread of the page's renderer, for complete events ('X')
 * from the navigation's start up to `untilMs` after it; and the self time per event name. Null without the
 * navigation in the trace.
 * @param {Buffer} trace
 * @param {number} untilMs
 */
export function mainThreadBreakdown(trace, untilMs) {
  /**
   * A trace event, as much of it as is read here.
   * @type {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number, args?: { data?: { documentLoaderURL?: string } } }[]}
   */
  const events = JSON.parse(trace.toString('utf8')).traceEvents ?? [];
  // The page's navigation (not about:blank's), on the clock the page's performance.now() starts from.
  const nav = events.find((e) => e.name === 'navigationStart' && /^http/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!nav) return null;
  const { pid, tid, ts: start } = nav;
  const end = start + untilMs * 1000;
  const xs = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= start && e.ts < end && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {Map<(typeof events)[number], number>} */
  const self = new Map();
  /** @type {typeof events} */
  const stack = [];
  for (const e of xs) {
    for (let top = stack.at(-1); top && top.ts + top.dur <= e.ts; top = stack.at(-1)) stack.pop();
    const parent = stack.at(-1);
    const d = Math.min(e.dur, end - e.ts);
    self.set(e, (self.get(e) ?? 0) + d);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - d);
    stack.push(e);
  }
  /** @type {Record<string, number>} */
  const groups = Object.fromEntries(GROUP_NAMES.map((g) => [g, 0]));
  /** @type {Map<string, number>} */
  const names = new Map();
  /** @param {string} g @param {number} ms */
  const add = (g, ms) => {
    groups[g] = (groups[g] ?? 0) + ms;
  };
  for (const [e, us] of self) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
      add('other', us / 1000);
      continue;
    }
    add(groupOf(e.name), us / 1000);
    names.set(e.name, (names.get(e.name) ?? 0) + us / 1000);
  }
  return { groups, names };
}
