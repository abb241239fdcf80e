// "Scan this site": triggers a scan of the example site through the demo's API (which calls the signed
// /v1 API), shows its progress in a live region and then the report by category, with what the site set
// before any choice marked as such, and the report's compliance signals. With automatic blocking on, each finding
// says whether the website's blocking map held it back (`blocked_by_map`), and a finished scan has the banner's
// warnings read again, where a tracker set before consent despite blocking shows next to the setting.
/** @typedef {import('../../src/schema/scan.ts').ScanReport} ScanReport */
/** @typedef {import('../../src/schema/scan.ts').ReportCookie} ReportCookie */
(() => {
  const $ = (/** @type {string} */ s) => /** @type {HTMLElement} */ (document.querySelector(s));
  /** @type {[string, string][]} */
  const CATEGORIES = [
    ['essential', 'Essential'],
    ['performance', 'Performance'],
    ['analytics', 'Analytics'],
    ['advertising', 'Advertising'],
    ['social_networking', 'Social networking'],
    ['unclassified', 'Unclassified'],
  ];
  /** @type {[keyof ScanReport, string][]} */
  const SIGNALS = [
    ['detected_consent_banner', 'Consent banner found'],
    ['detected_cookie_category', 'Visitors can choose by category'],
    ['detected_cookie_preference', 'Visitors can reopen their preferences'],
    ['compliant_disclose_cookie', 'Every cookie is in the published policy'],
    ['compliant_adequate_countries', 'Third parties only in adequate countries'],
  ];
  // The page's controls (index.html).
  const button = /** @type {HTMLButtonElement} */ ($('#scan-start'));
  const status = $('#scan-status');
  const progress = /** @type {HTMLProgressElement} */ ($('#scan-progress'));
  const out = $('#scan-report');
  const website = () => /** @type {HTMLSelectElement} */ ($('#website')).value;
  /**
   * A new element with its properties, `data-` attributes and children.
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {Omit<Partial<HTMLElementTagNameMap[K]>, 'dataset'> & { dataset?: Record<string, string> }} props
   * @param {...(Node | string)} children
   */
  const el = (tag, { dataset, ...props }, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    Object.assign(e.dataset, dataset);
    e.append(...children);
    return e;
  };
  const say = (/** @type {string} */ text) => {
    if (status.textContent !== text) status.textContent = text;
  };

  /**
   * The demo's API: the answer's JSON, or an error with the service's message and the HTTP status.
   * @template T the answer's type, as the route asked gives it
   * @param {string} path
   * @param {RequestInit} [init]
   * @returns {Promise<T>}
   */
  async function call(path, init) {
    const res = await fetch(path, { headers: { 'content-type': 'application/json' }, ...init });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw Object.assign(new Error(body.message || body.error || res.statusText), { status: res.status });
    return body;
  }

  /** @param {ScanReport} r */
  function showProgress(r) {
    const total = r.pages_done + r.pages_queued;
    progress.hidden = false;
    progress.max = Math.max(total, 1);
    progress.value = r.pages_done;
    say(`Scanning… ${r.pages_done} ${r.pages_done === 1 ? 'page' : 'pages'} done, ${r.pages_queued} queued.`);
  }

  /** @param {ReportCookie} c */
  const when = (c) =>
    c.after_consent ? 'After consent' : c.set_before_consent ? 'Set before consent' : 'Before consent (essential)';
  /** @param {ReportCookie} c */
  const mapped = (c) => (c.blocked_by_map ? 'Held back' : 'Not in the map');

  /** @param {ScanReport} r */
  function showReport(r) {
    progress.hidden = true;
    if (r.status === 'scan_fault') {
      say(`The scan failed: ${r.scan_failure_message}`);
      out.replaceChildren();
      return;
    }
    const before = r.cookies.filter((c) => c.set_before_consent).length;
    say(
      `Scan finished: ${r.pages} ${r.pages === '1' ? 'page' : 'pages'}, ${r.cookies.length} found, ${before} set before consent.`,
    );
    const signals = el('dl', { className: 'signals', id: 'scan-signals' });
    for (const [key, label] of SIGNALS) {
      const v = /** @type {unknown} */ (r[key]);
      const text = v === true || v === 'true' ? 'yes' : v === false || v === 'false' ? 'no' : 'unknown';
      signals.append(el('dt', {}, label), el('dd', { className: `signal-${text}`, dataset: { signal: key } }, text));
    }
    // Present only for a scan run with automatic blocking on.
    const blocking = r.cookies.some((c) => c.blocked_by_map !== undefined);
    const sections = CATEGORIES.map(([key, label]) => {
      const cookies = r.cookies.filter((c) => (c.category || 'unclassified').replace(/;$/, '') === key);
      if (!cookies.length) return null;
      const rows = cookies.map((c) =>
        el(
          'tr',
          { className: c.set_before_consent ? 'before' : '' },
          el('th', { scope: 'row' }, c.name),
          el('td', {}, c.tracker_type),
          el('td', {}, c.domain ?? ''),
          el('td', {}, c.party_provider_type === 'third_party' ? 'third' : 'first'),
          el('td', {}, c.service ?? '—'),
          el('td', {}, when(c)),
          ...(blocking ? [el('td', { dataset: { blocked: String(c.blocked_by_map) } }, mapped(c))] : []),
        ),
      );
      const head = el(
        'tr',
        {},
        ...['Name', 'Type', 'Domain', 'Party', 'Service', 'When', ...(blocking ? ['Blocking map'] : [])].map((h) =>
          el('th', { scope: 'col' }, h),
        ),
      );
      // Wider than the panel's column with its seven headers: the table scrolls in its own box, which the keyboard
      // reaches, rather than break its headers into fragments.
      const table = el(
        'table',
        { className: 'scan-table', dataset: { category: key } },
        el('caption', {}, `${label} (${cookies.length})`),
        el('thead', {}, head),
        el('tbody', {}, ...rows),
      );
      const wrap = el('div', { className: 'scan-table-wrap', tabIndex: 0 }, table);
      wrap.setAttribute('role', 'region');
      wrap.setAttribute('aria-label', label);
      return wrap;
    }).filter((s) => s !== null);
    // What the scan could not do in full short of failing (a robots.txt cut at 500 KiB, or unreachable).
    const notes = (r.scan_notes || []).length
      ? [el('h3', {}, 'Notes'), el('ul', { id: 'scan-notes' }, ...r.scan_notes.map((n) => el('li', {}, n)))]
      : [];
    const held = r.cookies.filter((c) => c.blocked_by_map).length;
    const map = blocking
      ? [
          el(
            'p',
            { id: 'scan-blocking' },
            `Automatic blocking was on: the blocking map holds back ${held} of ${r.cookies.length}.`,
          ),
        ]
      : [];
    out.replaceChildren(el('h3', {}, 'Signals'), signals, ...notes, el('h3', {}, 'Found, by category'), ...map, ...sections);
  }

  let polling = 0;
  /**
   * @param {string} reportId
   * @param {number} run
   */
  async function poll(reportId, run) {
    while (run === polling) {
      /** @type {ScanReport} */
      const r = await call(`/demo/api/scan?website=${encodeURIComponent(website())}&report=${encodeURIComponent(reportId)}`);
      if (run !== polling) return;
      if (r.status !== 'scanning') {
        button.disabled = false;
        showReport(r);
        return;
      }
      showProgress(r);
      await new Promise((res) => setTimeout(res, 1000));
    }
  }

  button.addEventListener('click', async () => {
    const run = ++polling;
    button.disabled = true;
    out.replaceChildren();
    say('Starting the scan…');
    try {
      /** @type {{ report_id: string }} */
      const { report_id } = await call('/demo/api/scan', { method: 'POST', body: JSON.stringify({ website: website() }) });
      await poll(report_id, run);
    } catch (err) {
      button.disabled = false;
      say(`Could not scan: ${/** @type {Error} */ (err).message}`);
    }
  });

  // Another website: show its latest report, if it has one.
  async function showLatest() {
    const run = ++polling;
    button.disabled = false;
    progress.hidden = true;
    out.replaceChildren();
    say('');
    try {
      /** @type {ScanReport} */
      const r = await call(`/demo/api/scan?website=${encodeURIComponent(website())}`);
      if (run !== polling) return;
      if (r.status === 'scanning') {
        button.disabled = true;
        await poll(r.id, run);
      } else showReport(r);
    } catch (err) {
      const e = /** @type {Error & { status?: number }} */ (err);
      if (run === polling) say(e.status === 404 ? 'This website has not been scanned yet.' : `Could not read: ${e.message}`);
    }
  }
  $('#website').addEventListener('change', showLatest);
  window.addEventListener('demo:sites', showLatest, { once: true });
})();
