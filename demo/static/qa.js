// The QA panel: drives the example site in the frame and shows what the
// runtime signalled (dataLayer, cookie) and what the service recorded.
/** @typedef {{ id: string, name: string, uuid: string }} DemoSite a website of /demo/api/sites */
/** @typedef {{ at: string, method: string, granted: string[], region: string, lang: string, version: number, shown: string }} ConsentRecord */
(() => {
  const $ = (/** @type {string} */ s) => /** @type {HTMLElement} */ (document.querySelector(s));
  // The page's controls (index.html).
  const websiteSelect = /** @type {HTMLSelectElement} */ ($('#website'));
  const frame = /** @type {HTMLIFrameElement} */ ($('#site'));
  /** @type {DemoSite[]} */
  let sites = [];
  /**
   * The demo's API: the answer's JSON, or an error with the service's message.
   * @param {string} path
   * @param {RequestInit} [init]
   * @template T the answer's type, as the route asked gives it
   * @returns {Promise<T>}
   */
  const api = async (path, init) => {
    const res = await fetch(path, { headers: { 'content-type': 'application/json' }, ...init });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(body.message || body.error || res.statusText);
    return body;
  };
  const site = () => sites.find((s) => s.id === websiteSelect.value);

  function siteUrl() {
    const s = site();
    if (!s) return 'about:blank';
    const q = new URLSearchParams({ website: s.id });
    const region = /** @type {HTMLSelectElement} */ ($('#region')).value;
    const lang = /** @type {HTMLSelectElement} */ ($('#lang')).value;
    if (region) q.set('service_region', region);
    if (lang) q.set('service_lang', lang);
    if (/** @type {HTMLInputElement} */ ($('#gpc')).checked) q.set('gpc', '1');
    return `/demo/site?${q}`;
  }
  /** The console's banner screen for the website shown: where its banner is edited, with a live preview. */
  function consoleLink() {
    /** @type {HTMLAnchorElement} */ ($('#edit-banner')).href =
      `/console/websites/${encodeURIComponent(websiteSelect.value)}/banner`;
  }
  function reload() {
    frame.src = siteUrl();
    /** @type {HTMLAnchorElement} */ ($('#open-site')).href = siteUrl();
    const q = new URLSearchParams(location.search);
    q.set('website', websiteSelect.value);
    history.replaceState(null, '', `?${q}`);
  }

  websiteSelect.addEventListener('change', () => {
    reload();
    consoleLink();
  });
  for (const id of ['#region', '#lang', '#gpc']) $(id).addEventListener('change', reload);
  $('#reload').addEventListener('click', reload);
  $('#forget').addEventListener('click', () => {
    const doc = frame.contentDocument;
    if (doc) doc.cookie = 'service_consent=; Max-Age=0; Path=/';
    reload();
  });

  // The stored choice, read straight from the same-origin frame (the dataLayer: datalayer.js).
  setInterval(() => {
    try {
      const w = frame.contentWindow;
      const c = w?.document.cookie.split('; ').find((x) => x.startsWith('service_consent=')) || '';
      $('#cookie').textContent = c ? decodeURIComponent(c.slice('service_consent='.length)) : '— (no stored choice)';
    } catch {
      /* frame navigating */
    }
  }, 400);

  async function loadRecords() {
    const s = site();
    if (!s) return;
    try {
      /** @type {{ consent_count: number, page_views: number, records: ConsentRecord[] }} */
      const out = await api(`/demo/api/consents?website=${encodeURIComponent(s.id)}`);
      $('#counts').textContent = `consent_count ${out.consent_count} · page_views ${out.page_views}`;
      $('#records').replaceChildren(
        ...out.records.map((r) =>
          Object.assign(document.createElement('li'), {
            textContent: `${r.at} ${r.method} [${r.granted.join(', ')}] ${r.region}/${r.lang} v${r.version} ${r.shown}`,
          }),
        ),
      );
    } catch (err) {
      $('#counts').textContent = `Could not read records: ${/** @type {Error} */ (err).message}`;
    }
  }
  setInterval(loadRecords, 2000);

  (async () => {
    sites = await api('/demo/api/sites');
    for (const s of sites) websiteSelect.append(new Option(s.name, s.id));
    const want = new URLSearchParams(location.search).get('website');
    if (want && sites.some((s) => s.id === want)) websiteSelect.value = want;
    reload();
    consoleLink();
    loadRecords();
    window.dispatchEvent(new Event('demo:sites'));
  })();
})();
