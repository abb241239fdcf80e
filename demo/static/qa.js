// The QA panel: drives the example site in the frame and shows what the
// runtime signalled (dataLayer, cookie) and what the service recorded.
/** @typedef {import('../../src/schema/banner.ts').Banner} Banner */
/** @typedef {import('../../src/schema/banner.ts').RegionSettings} RegionSettings */
/** @typedef {import('../../src/schema/theme.ts').CustomConsentTheme} CustomConsentTheme */
/** @typedef {{ id: string, name: string, uuid: string }} DemoSite a website of /demo/api/sites */
/** @typedef {{ at: string, method: string, granted: string[], region: string, lang: string, version: number, shown: string }} ConsentRecord */
(() => {
  const $ = (/** @type {string} */ s) => /** @type {HTMLElement} */ (document.querySelector(s));
  // The page's controls (index.html).
  const websiteSelect = /** @type {HTMLSelectElement} */ ($('#website'));
  const regionEdit = /** @type {HTMLSelectElement} */ ($('#region-edit'));
  const frame = /** @type {HTMLIFrameElement} */ ($('#site'));
  const saveStatus = $('#save-status');
  /** @type {readonly ('enable_banner' | 'enable_decline_button' | 'enable_cookie_preference_button' | 'enable_consent_by_scroll' | 'enable_vendor_consent_mode')[]} */
  const REGION_FLAGS = [
    'enable_banner',
    'enable_decline_button',
    'enable_cookie_preference_button',
    'enable_consent_by_scroll',
    'enable_vendor_consent_mode',
  ];
  const form = /** @type {HTMLFormElement} */ ($('#banner-form'));
  /** The form's control named `name`, read and written through `value` or `checked`. */
  const field = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement & { options: HTMLOptionsCollection }} */ (form.elements.namedItem(name));
  // The six of the spec, then the extensions (`data-optional` in the form: empty means derived, default or none).
  const THEME_FIELDS = [
    .../** @type {HTMLFieldSetElement} */ (field('use_theme').closest('fieldset')).querySelectorAll('input:not([type=checkbox])'),
  ].map((el) => /** @type {HTMLInputElement} */ (el).name);
  /** @type {DemoSite[]} */
  let sites = [];
  // The banner as the form edits it: field by field, by name.
  /** @type {{ banner: Pick<Banner, 'id' | 'regions' | 'warnings'> & Record<string, unknown>, theme: (CustomConsentTheme & Record<string, unknown>) | null } | null} */
  let current = null;

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
  function reload() {
    frame.src = siteUrl();
    /** @type {HTMLAnchorElement} */ ($('#open-site')).href = siteUrl();
    const q = new URLSearchParams(location.search);
    q.set('website', websiteSelect.value);
    history.replaceState(null, '', `?${q}`);
  }

  // Each field's API name as a hint for developers, outside the label: the field's name stays the plain words.
  for (const el of /** @type {HTMLInputElement[]} */ ([...form.elements])) {
    const label = el.name && el.name !== 'lang' && el.closest('label');
    if (!label) continue;
    const hint = Object.assign(document.createElement('code'), { className: 'api', textContent: el.name });
    hint.setAttribute('aria-hidden', 'true');
    label.after(hint);
  }

  /** The banner's yes/no settings and its settings of a few values that the form shows as they are stored. */
  const CHECKS = [
    'personalized_content',
    'running_targeted_advertising',
    'share_data_to_3rd_party',
    'automatic_blocking',
    'microsoft_consent_mode',
    'global_privacy_platform',
  ];
  const CHOICES = ['unknown_third_parties', 'google_consent_mode'];

  /** @param {NonNullable<typeof current>} shown */
  function fillForm(shown) {
    const b = shown.banner;
    for (const k of ['display_style', 'position', 'size', 'default_theme']) field(k).value = String(b[k]);
    fitPosition();
    for (const k of CHECKS) field(k).checked = !!b[k];
    for (const k of CHOICES) field(k).value = String(b[k]);
    for (const el of form.querySelectorAll('input[name=lang]')) {
      const box = /** @type {HTMLInputElement} */ (el);
      box.checked = /** @type {string[]} */ (b.selected_languages).includes(box.value);
    }
    fillRegion();
    field('use_theme').checked = !!shown.theme;
    for (const k of THEME_FIELDS) field(k).value = String(shown.theme?.[k] ?? '');
    form.dataset.website = shown.banner.id; // which website the form shows (the tests wait for it)
    form.dispatchEvent(new Event('demo:filled'));
  }
  /** The region being edited, by its name in the select (a region the banner has, or none). */
  const editedRegion = () =>
    /** @type {Record<string, RegionSettings | undefined> | undefined} */ (current?.banner.regions)?.[regionEdit.value];
  function fillRegion() {
    const r = editedRegion();
    for (const k of REGION_FLAGS) field(k).checked = !!r?.[k];
    field('consent_mode').value = r?.consent_mode || 'opt_in';
  }
  function readRegion() {
    const r = editedRegion();
    if (!r) return;
    for (const k of REGION_FLAGS) r[k] = field(k).checked;
    r.consent_mode = /** @type {RegionSettings['consent_mode']} */ (field('consent_mode').value);
  }

  // While a website's banner loads, the form still shows the one before: saving then would write that
  // form onto the newly selected website, so Save waits, and an answer for a website no longer selected is dropped.
  const saveButton = /** @type {HTMLButtonElement} */ (form.querySelector('button[type=submit]'));
  async function loadBanner() {
    const website = websiteSelect.value;
    saveButton.disabled = true;
    delete form.dataset.website;
    /** @type {NonNullable<typeof current>} */
    const answer = await api(`/demo/api/banner?website=${encodeURIComponent(website)}`);
    if (websiteSelect.value !== website) return;
    current = answer;
    fillForm(answer);
    saveButton.disabled = false;
    form.dispatchEvent(new CustomEvent('demo:answer', { detail: { errors: [], warnings: answer.banner.warnings } }));
  }

  // A finished scan can change the banner's warnings: read them again without touching the form's edits.
  window.addEventListener('demo:scanned', async () => {
    const website = websiteSelect.value;
    /** @type {{ banner: Banner } | null} */
    const answer = await api(`/demo/api/banner?website=${encodeURIComponent(website)}`).catch(() => null);
    if (!answer || websiteSelect.value !== website || !current) return;
    current.banner.warnings = answer.banner.warnings;
    form.dispatchEvent(new CustomEvent('demo:answer', { detail: { errors: [], warnings: current.banner.warnings } }));
  });

  // The spec's banner rules: which positions each display style allows (modal ignores position).
  /** @type {Record<string, string[]>} */
  const ALLOWED = {
    stretch: ['bottom', 'top'],
    banner: ['bottom', 'top'],
    tooltip: ['bottom_right', 'bottom_left', 'top_left', 'top_right'],
    modal: [],
  };
  function fitPosition() {
    const allowed = ALLOWED[field('display_style').value] ?? [];
    const pos = field('position');
    for (const o of pos.options) o.disabled = allowed.length > 0 && !allowed.includes(o.value);
    pos.disabled = allowed.length === 0;
    if (allowed[0] !== undefined && !allowed.includes(pos.value)) pos.value = allowed[0];
  }
  field('display_style').addEventListener('change', fitPosition);

  regionEdit.addEventListener('focus', readRegion);
  regionEdit.addEventListener('change', fillRegion);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    // The form shows a website's banner once it is loaded (fillForm), and then only.
    if (form.dataset.website !== websiteSelect.value || !current) return;
    readRegion();
    const b = current.banner;
    for (const k of ['display_style', 'size', 'default_theme']) b[k] = field(k).value;
    if (!field('position').disabled) b.position = field('position').value;
    for (const k of CHECKS) b[k] = field(k).checked;
    for (const k of CHOICES) b[k] = field(k).value;
    b.selected_languages = [...form.querySelectorAll('input[name=lang]:checked')].map(
      (el) => /** @type {HTMLInputElement} */ (el).value,
    );
    // An optional field left empty is sent as null, which takes a value stored before back.
    const themeValue = (/** @type {HTMLInputElement} */ el) =>
      'optional' in el.dataset && el.value.trim() === '' ? null : el.type === 'number' ? Number(el.value) : el.value;
    const theme = field('use_theme').checked ? Object.fromEntries(THEME_FIELDS.map((k) => [k, themeValue(field(k))])) : null;
    saveStatus.textContent = 'Saving…';
    try {
      /** @type {import('../banner-save.ts').SaveAnswer} */
      const out = await api('/demo/api/banner', {
        method: 'PUT',
        body: JSON.stringify({ website: websiteSelect.value, banner: b, theme }),
      });
      if (out.errors.length) {
        // Nothing was saved (demo/banner-save.ts): the form keeps what was typed, with the reasons next to the fields.
        saveStatus.textContent = 'Not saved, nothing changed: see the messages next to the fields.';
        form.dispatchEvent(new CustomEvent('demo:answer', { detail: out }));
        return;
      }
      saveStatus.textContent = `Saved. The next page view follows.${out.warnings.length ? ' Warnings are shown next to their fields.' : ''}`;
      await loadBanner();
      // A visitor's browser uses its copy of the first-view script and refreshes it in the background
      // (stale-while-revalidate), and the runtime of a QA language keeps the config on the device: the change
      // would show one view later. The panel refreshes both so that the reload shows it, once the old page is gone.
      const saved = site();
      const script = saved && `/c/${saved.uuid}.js`;
      frame.addEventListener(
        'load',
        async () => {
          for (const k of Object.keys(localStorage)) if (k.startsWith('service_consent_config:')) localStorage.removeItem(k);
          if (script) await fetch(script, { cache: 'reload' }).catch(() => {});
          reload();
        },
        { once: true },
      );
      frame.src = 'about:blank';
    } catch (err) {
      saveStatus.textContent = `Error: ${/** @type {Error} */ (err).message}`;
    }
  });

  websiteSelect.addEventListener('change', () => {
    loadBanner();
    reload();
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
    await loadBanner();
    reload();
    loadRecords();
    window.dispatchEvent(new Event('demo:sites'));
  })();
})();
