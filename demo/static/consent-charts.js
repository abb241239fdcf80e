// The consent analytics of the chosen website as charts (uPlot): the rates over the last 14 days, and the
// decisions per display style ("banner style" here: the form's "Display style" label stays unique) and per
// region as stacked bars. Read from /demo/api/analytics, which asks the
// signed GET /v1/websites/analytics. Each chart has its figures as a table beside it, for screen readers and
// for anyone who would rather read the numbers.
/** @typedef {import('../../src/schema/consent-analytics.ts').ConsentAnalytics} ConsentAnalytics */
/** @typedef {import('../../src/schema/consent-analytics.ts').DecisionFigures} DecisionFigures */
/** @typedef {typeof import('uplot')} UPlotClass the chart class, a global of the page (uPlot.iife.min.js) */
(() => {
  const $ = (/** @type {string} */ s) => /** @type {HTMLElement} */ (document.querySelector(s));
  // Colours with at least 3:1 against white (WCAG 1.4.11), told apart by more than hue in the tables.
  /** @type {['accept_all' | 'reject_all' | 'custom' | 'gpc' | 'other', string, string][]} */
  const KINDS = [
    ['accept_all', 'Accept all', '#1a7f37'],
    ['reject_all', 'Reject all', '#cf222e'],
    ['custom', 'Custom', '#0969da'],
    ['gpc', 'GPC', '#8250df'],
    ['other', 'Other', '#6e7781'],
  ];
  const pct = (/** @type {number | null | undefined} */ v) =>
    v === null || v === undefined ? '—' : `${Math.round(v * 1000) / 10} %`;
  /**
   * A new element with its properties and children.
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {Partial<HTMLElementTagNameMap[K]>} props
   * @param {...Node} children
   */
  const el = (tag, props, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };
  /** @type {import('uplot')[]} */
  const charts = [];
  let shownFor = '';
  let lastJson = '';

  /**
   * @param {string} caption
   * @param {string[]} head
   * @param {string[][]} rows
   */
  function table(caption, head, rows) {
    return el(
      'details',
      {},
      el('summary', { textContent: `${caption}: figures` }),
      el(
        'table',
        { className: 'figures' },
        el('caption', { className: 'sr-only', textContent: caption }),
        el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col', textContent: h })))),
        el(
          'tbody',
          {},
          ...rows.map(([first, ...cells]) =>
            el('tr', {}, el('th', { scope: 'row', textContent: first }), ...cells.map((c) => el('td', { textContent: c }))),
          ),
        ),
      ),
    );
  }

  /**
   * @param {string} id
   * @param {string} caption
   * @param {string} summary
   */
  function figure(id, caption, summary) {
    const box = el('div', { className: 'chart' });
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', `${caption}. ${summary}`);
    const fig = el('figure', { id }, el('figcaption', { textContent: caption }), box);
    return { fig, box };
  }

  const width = () => Math.max(240, Math.min(($('#analytics').clientWidth || 320) - 8, 520));

  /**
   * @param {UPlotClass} UPlot
   * @param {ConsentAnalytics} a
   */
  function timeChart(UPlot, a) {
    const days = a.days;
    const { fig, box } = figure(
      'analytics-time',
      'Rates over the last 14 days',
      `${a.totals.decisions} decisions, accept all ${pct(a.totals.accept_all_rate)}, reject all ${pct(a.totals.reject_all_rate)}, custom ${pct(a.totals.custom_rate)}, GPC ${pct(a.totals.gpc_share)}`,
    );
    /** @type {['accept_all_rate' | 'reject_all_rate' | 'custom_rate' | 'gpc_share', string, string][]} */
    const rates = [
      ['accept_all_rate', 'Accept all', '#1a7f37'],
      ['reject_all_rate', 'Reject all', '#cf222e'],
      ['custom_rate', 'Custom', '#0969da'],
      ['gpc_share', 'GPC', '#8250df'],
    ];
    /** @type {import('uplot').AlignedData} */
    const data = [
      days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      ...rates.map(([k]) => days.map((d) => d[k])),
      days.map((d) => d.decisions_per_page_view),
    ];
    /** @type {import('uplot').Options} */
    const opts = {
      width: width(),
      height: 200,
      scales: { x: { time: true }, rate: { range: [0, 1] }, pv: { range: (_u, _min, max) => [0, Math.max(1, max ?? 1)] } },
      series: [
        { label: 'Day', value: (_u, v) => (v ? new Date(v * 1000).toISOString().slice(0, 10) : '—') },
        ...rates.map(
          /** @returns {import('uplot').Series} */ ([, label, stroke]) => ({
            label,
            stroke,
            width: 2,
            scale: 'rate',
            points: { show: true, size: 6 },
            value: (_u, v) => pct(v),
          }),
        ),
        {
          label: 'Decisions per page view',
          stroke: '#9a6700',
          width: 2,
          dash: [6, 4],
          scale: 'pv',
          points: { show: true, size: 6 },
        },
      ],
      axes: [
        {},
        { scale: 'rate', values: (_u, ticks) => ticks.map((t) => `${Math.round(t * 100)}%`) },
        { scale: 'pv', side: 1, grid: { show: false } },
      ],
    };
    charts.push(new UPlot(opts, data, box));
    fig.append(
      table(
        'Rates over the last 14 days',
        ['Day', 'Decisions', 'Accept all', 'Reject all', 'Custom', 'GPC', 'Per page view'],
        days.map((d) => [
          d.day,
          String(d.decisions),
          pct(d.accept_all_rate),
          pct(d.reject_all_rate),
          pct(d.custom_rate),
          pct(d.gpc_share),
          String(d.decisions_per_page_view ?? '—'),
        ]),
      ),
    );
    return fig;
  }

  // Shares of each kind of decision per group, stacked to 100 %: the full bar is drawn first, each next
  // kind's cumulative share over it, so what shows of each colour is its own share.
  /**
   * @template {string} K
   * @param {UPlotClass} UPlot
   * @param {string} id
   * @param {string} caption
   * @param {(DecisionFigures & Record<K, string>)[]} groups
   * @param {K} key
   * @param {string} keyLabel
   */
  function stackedChart(UPlot, id, caption, groups, key, keyLabel) {
    const labels = groups.map((g) => g[key]);
    /** @type {(g: DecisionFigures, k: (typeof KINDS)[number][0]) => number} */
    const share = (g, k) => (g.decisions ? g[k] / g.decisions : 0);
    const cumulative = KINDS.map((_, i) => groups.map((g) => KINDS.slice(0, i + 1).reduce((s, [k]) => s + share(g, k), 0)));
    const order = KINDS.map((kind, i) => /** @type {const} */ ([kind, i])).reverse();
    const { fig, box } = figure(
      id,
      caption,
      groups.map((g) => `${g[key]}: ${g.decisions} decisions, accept all ${pct(g.accept_all_rate)}`).join('; ') || 'no decisions',
    );
    const bars = UPlot.paths.bars?.({ size: [0.6, 48] });
    /** @type {import('uplot').AlignedData} */
    const data = [labels.map((_, i) => i), ...order.map(([, i]) => cumulative[i] ?? [])];
    /** @type {import('uplot').Options} */
    const opts = {
      width: width(),
      height: 180,
      scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] }, y: { range: [0, 1] } },
      series: [
        { label: keyLabel, value: (_u, v) => labels[v] ?? '—' },
        ...order.map(
          /** @returns {import('uplot').Series} */ ([[k, label, colour]]) => ({
            label,
            fill: colour,
            stroke: colour,
            paths: bars,
            points: { show: false },
            value: (_u, _v, _s, idx) => {
              const g = idx === null || idx === undefined ? undefined : groups[idx];
              return g ? pct(share(g, k)) : '—';
            },
          }),
        ),
      ],
      axes: [
        { splits: () => labels.map((_, i) => i), values: (_u, ticks) => ticks.map((t) => labels[t] ?? '') },
        { values: (_u, ticks) => ticks.map((t) => `${Math.round(t * 100)}%`) },
      ],
    };
    charts.push(new UPlot(opts, data, box));
    fig.append(
      table(
        caption,
        [keyLabel, 'Decisions', ...KINDS.map(([, label]) => label)],
        groups.map((g) => [g[key], String(g.decisions), ...KINDS.map(([k]) => pct(share(g, k)))]),
      ),
    );
    return fig;
  }

  async function load() {
    const website = /** @type {HTMLSelectElement} */ ($('#website')).value;
    const UPlot = /** @type {typeof window & { uPlot?: UPlotClass }} */ (window).uPlot;
    if (!website || UPlot === undefined) return;
    try {
      const res = await fetch(`/demo/api/analytics?website=${encodeURIComponent(website)}`);
      /** @type {ConsentAnalytics & { message?: string }} */
      const a = await res.json();
      if (!res.ok) throw new Error(a.message || res.statusText);
      const json = JSON.stringify(a);
      if (website === shownFor && json === lastJson) return;
      shownFor = website;
      lastJson = json;
      for (const c of charts.splice(0)) c.destroy();
      $('#analytics-status').textContent =
        `${a.totals.decisions} decisions and ${a.totals.page_views} page views from ${a.from} to ${a.to}; ${a.totals.decisions_per_page_view ?? '—'} decisions per page view.`;
      $('#analytics-charts').replaceChildren(
        timeChart(UPlot, a),
        stackedChart(UPlot, 'analytics-style', 'Choices per banner style', a.by_display_style, 'display_style', 'Banner style'),
        stackedChart(UPlot, 'analytics-region', 'Choices per region', a.by_region, 'region', 'Region'),
      );
    } catch (err) {
      $('#analytics-status').textContent = `Could not read the analytics: ${/** @type {Error} */ (err).message}`;
    }
  }

  $('#website').addEventListener('change', load);
  window.addEventListener('demo:sites', load);
  // New decisions made in the frame show within a few seconds (page views are written every 5 s).
  setInterval(load, 5000);
})();
