import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type uPlot from 'uplot';
import type { ConsentAnalytics, DecisionFigures } from '../../schema/consent-analytics.ts';
import { ErrorNotice } from '../ui/notice.tsx';
import { loadUPlot } from './load-uplot.ts';

// Colours with at least 3:1 against white (WCAG 1.4.11), told apart by more than hue in the tables.
const KINDS = [
  ['accept_all', 'Accept all', '#1a7f37'],
  ['reject_all', 'Reject all', '#cf222e'],
  ['custom', 'Custom', '#0969da'],
  ['gpc', 'GPC', '#8250df'],
  ['other', 'Other', '#6e7781'],
] as const;
type Kind = (typeof KINDS)[number][0];

export const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${Math.round(v * 1000) / 10} %`);
const share = (g: DecisionFigures, k: Kind) => (g.decisions ? g[k] / g.decisions : 0);

/** One group of a chart: its label and its figures. */
interface Group {
  label: string;
  figures: DecisionFigures;
}

/** Decisions per group as bars stacked to 100 %: each kind's cumulative share drawn over the next, largest first. */
function barOptions(U: typeof uPlot, groups: Group[], width: number): [uPlot.Options, uPlot.AlignedData] {
  const cumulative = KINDS.map((_, i) => groups.map((g) => KINDS.slice(0, i + 1).reduce((s, [k]) => s + share(g.figures, k), 0)));
  const order = KINDS.map((kind, i) => [kind, i] as const).reverse();
  const bars = U.paths.bars?.({ size: [0.6, 48] });
  const labels = groups.map((g) => g.label);
  return [
    {
      width,
      height: 180,
      scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] }, y: { range: [0, 1] } },
      series: [
        { label: 'Group', value: (_u, v) => labels[v] ?? '—' },
        ...order.map(([[, label, colour]]) => ({ label, fill: colour, stroke: colour, paths: bars, points: { show: false } })),
      ],
      axes: [
        { splits: () => labels.map((_, i) => i), values: (_u, ticks) => ticks.map((t) => labels[t] ?? '') },
        { values: (_u, ticks) => ticks.map((t) => `${Math.round(t * 100)}%`) },
      ],
    },
    [labels.map((_, i) => i), ...order.map(([, i]) => cumulative[i] ?? [])],
  ];
}

/**
 * One chart of the consent screen: the bars (uPlot) drawn for sighted readers, and the same figures as a
 * summary and a table, which is what a screen reader reads (the drawing itself is hidden from it).
 */
function GroupChart(props: { id: string; caption: string; keyLabel: string; groups: Group[]; chartsSrc: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let chart: uPlot | undefined;
    let gone = false;
    loadUPlot(props.chartsSrc)
      .then((U) => {
        if (gone || !box.current) return;
        const width = Math.max(240, Math.min(box.current.clientWidth || 320, 640));
        const [opts, data] = barOptions(U, props.groups, width);
        chart = new U(opts, data, box.current);
      })
      .catch(setFailed);
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [props.groups, props.chartsSrc]);
  const summary =
    props.groups
      .map((g) => `${g.label}: ${g.figures.decisions} decisions, accept all ${pct(g.figures.accept_all_rate)}`)
      .join('; ') || 'no decisions';
  return (
    <figure class="consent-chart" aria-labelledby={`${props.id}-caption`}>
      <figcaption id={`${props.id}-caption`}>{props.caption}</figcaption>
      <p class="hint" id={`${props.id}-summary`}>
        {summary}
      </p>
      <div class="chart-box" ref={box} aria-hidden="true" />
      <ErrorNotice error={failed} />
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{props.caption}: figures</caption>
          <thead>
            <tr>
              <th scope="col">{props.keyLabel}</th>
              <th scope="col">Decisions</th>
              {KINDS.map(([k, label]) => (
                <th scope="col" key={k}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.groups.map((g) => (
              <tr key={g.label}>
                <th scope="row">{g.label}</th>
                <td>{g.figures.decisions}</td>
                {KINDS.map(([k]) => (
                  <td key={k}>{pct(share(g.figures, k))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The analytics as charts by region, display style and language, each with its figures as text. */
export function ConsentCharts(props: { analytics: ConsentAnalytics; chartsSrc: string }) {
  const a = props.analytics;
  // New arrays only with new analytics: a chart is drawn again when its figures change, not on every render.
  const charts = useMemo(
    () => [
      {
        id: 'chart-region',
        caption: 'Choices per region',
        keyLabel: 'Region',
        groups: a.by_region.map((g) => ({ label: g.region, figures: g })),
      },
      {
        id: 'chart-style',
        caption: 'Choices per display style',
        keyLabel: 'Display style',
        groups: a.by_display_style.map((g) => ({ label: g.display_style, figures: g })),
      },
      {
        id: 'chart-lang',
        caption: 'Choices per language',
        keyLabel: 'Language',
        groups: a.by_lang.map((g) => ({ label: g.lang, figures: g })),
      },
    ],
    [a],
  );
  return (
    <div class="consent-charts">
      {charts.map((c) => (
        <GroupChart key={c.id} {...c} chartsSrc={props.chartsSrc} />
      ))}
    </div>
  );
}
