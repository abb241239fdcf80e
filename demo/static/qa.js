// @ts-nocheck: JSDoc types still to be written (issue 41).
// The QA panel: drives the example site in the frame and shows what the
// runtime signalled (dataLayer, cookie) and what the service recorded.
(() => {
  const $ = (s) => document.querySelector(s);
  const REGION_FLAGS = [
    'enable_banner',
    'enable_decline_button',
    'enable_cookie_preference_button',
    'enable_consent_by_scroll',
    'enable_vendor_consent_mode',
  ];
  const form = $('#banner-form');
  // The six of the spec, then the extensions (`data-optional` in the form: empty means derived, default or none).
  const THEME_FIELDS = [...form.elements.use_theme.closest('fieldset').querySelectorAll('input:not([type=checkbox])')].map(
    (el) => el.name,
  );
  let sites = [];
  let current = null; // { banner, theme }

  const api = async (path, init) => {
    const res = await fetch(path, { headers: { 'content-type': 'application/json' }, ...init });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(body.message || body.error || res.statusText);
    return body;
  };
  const site = () => sites.find((s) => s.id === $('#website').value);

  function siteUrl() {
    const s = site();
    if (!s) return 'about:blank';
    const q = new URLSearchParams({ website: s.id });
    if ($('#region').value) q.set('service_region', $('#region').value);
    if ($('#lang').value) q.set('service_lang', $('#lang').value);
    if ($('#gpc').checked) q.set('gpc', '1');
    return `/demo/site?${q}`;
  }
  function reload() {
    $('#site').src = siteUrl();
    $('#open-site').href = siteUrl();
    const q = new URLSearchParams(location.search);
    q.set('website', $('#website').value);
    history.replaceState(null, '', `?${q}`);
  }

  // Each field's API name as a hint for developers, outside the label: the field's name stays the plain words.
  for (const el of form.elements) {
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

  function fillForm() {
    const b = current.banner;
    for (const k of ['display_style', 'position', 'size', 'default_theme']) form.elements[k].value = b[k];
    fitPosition();
    for (const k of CHECKS) form.elements[k].checked = !!b[k];
    for (const k of CHOICES) form.elements[k].value = b[k];
    for (const el of form.querySelectorAll('input[name=lang]')) el.checked = b.selected_languages.includes(el.value);
    fillRegion();
    form.elements.use_theme.checked = !!current.theme;
    for (const k of THEME_FIELDS) form.elements[k].value = current.theme?.[k] ?? '';
    form.dataset.website = current.banner.id; // which website the form shows (the tests wait for it)
    form.dispatchEvent(new Event('demo:filled'));
  }
  function fillRegion() {
    const r = current.banner.regions[$('#region-edit').value] || {};
    for (const k of REGION_FLAGS) form.elements[k].checked = !!r[k];
    form.elements.consent_mode.value = r.consent_mode || 'opt_in';
  }
  function readRegion() {
    const name = $('#region-edit').value;
    const r = current.banner.regions[name];
    if (!r) return;
    for (const k of REGION_FLAGS) r[k] = form.elements[k].checked;
    r.consent_mode = form.elements.consent_mode.value;
  }

  // While a website's banner loads, the form still shows the one before: saving then would write that
  // form onto the newly selected website, so Save waits, and an answer for a website no longer selected is dropped.
  const saveButton = form.querySelector('button[type=submit]');
  async function loadBanner() {
    const website = $('#website').value;
    saveButton.disabled = true;
    delete form.dataset.website;
    const answer = await api(`/demo/api/banner?website=${encodeURIComponent(website)}`);
    if ($('#website').value !== website) return;
    current = answer;
    fillForm();
    saveButton.disabled = false;
    form.dispatchEvent(new CustomEvent('demo:answer', { detail: { errors: [], warnings: current.banner.warnings } }));
  }

  // A finished scan can change the banner's warnings: read them again without touching the form's edits.
  window.addEventListener('demo:scanned', async () => {
    const website = $('#website').value;
    const answer = await api(`/demo/api/banner?website=${encodeURIComponent(website)}`).catch(() => null);
    if (!answer || $('#website').value !== website || !current) return;
    current.banner.warnings = answer.banner.warnings;
    form.dispatchEvent(new CustomEvent('demo:answer', { detail: { errors: [], warnings: current.banner.warnings } }));
  });

  // The spec's banner rules: which positions each display style allows (modal ignores position).
  const ALLOWED = {
    stretch: ['bottom', 'top'],
    banner: ['bottom', 'top'],
    tooltip: ['bottom_right', 'bottom_left', 'top_left', 'top_right'],
    modal: [],
  };
  function fitPosition() {
    const allowed = ALLOWED[form.elements.display_style.value];
    const pos = form.elements.position;
    for (const o of pos.options) o.disabled = allowed.length > 0 && !allowed.includes(o.value);
    pos.disabled = allowed.length === 0;
    if (allowed.length && !allowed.includes(pos.value)) pos.value = allowed[0];
  }
  form.elements.display_style.addEventListener('change', fitPosition);

  $('#region-edit').addEventListener('focus', readRegion);
  $('#region-edit').addEventListener('change', fillRegion);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (form.dataset.website !== $('#website').value) return;
    readRegion();
    const b = current.banner;
    for (const k of ['display_style', 'size', 'default_theme']) b[k] = form.elements[k].value;
    if (!form.elements.position.disabled) b.position = form.elements.position.value;
    for (const k of CHECKS) b[k] = form.elements[k].checked;
    for (const k of CHOICES) b[k] = form.elements[k].value;
    b.selected_languages = [...form.querySelectorAll('input[name=lang]:checked')].map((el) => el.value);
    // An optional field left empty is sent as null, which takes a value stored before back.
    const themeValue = (el) =>
      'optional' in el.dataset && el.value.trim() === '' ? null : el.type === 'number' ? Number(el.value) : el.value;
    const theme = form.elements.use_theme.checked
      ? Object.fromEntries(THEME_FIELDS.map((k) => [k, themeValue(form.elements[k])]))
      : null;
    $('#save-status').textContent = 'Saving…';
    try {
      const out = await api('/demo/api/banner', {
        method: 'PUT',
        body: JSON.stringify({ website: $('#website').value, banner: b, theme }),
      });
      if (out.errors.length) {
        // Nothing was saved (demo/banner-save.ts): the form keeps what was typed, with the reasons next to the fields.
        $('#save-status').textContent = 'Not saved, nothing changed: see the messages next to the fields.';
        form.dispatchEvent(new CustomEvent('demo:answer', { detail: out }));
        return;
      }
      $('#save-status').textContent =
        `Saved. The next page view follows.${out.warnings.length ? ' Warnings are shown next to their fields.' : ''}`;
      await loadBanner();
      // A visitor's browser uses its copy of the first-view script and refreshes it in the background
      // (stale-while-revalidate), and the runtime of a QA language keeps the config on the device: the change
      // would show one view later. The panel refreshes both so that the reload shows it, once the old page is gone.
      const script = site() && `/c/${site().uuid}.js`;
      $('#site').addEventListener(
        'load',
        async () => {
          for (const k of Object.keys(localStorage)) if (k.startsWith('service_consent_config:')) localStorage.removeItem(k);
          if (script) await fetch(script, { cache: 'reload' }).catch(() => {});
          reload();
        },
        { once: true },
      );
      $('#site').src = 'about:blank';
    } catch (err) {
      $('#save-status').textContent = `Error: ${err.message}`;
    }
  });

  $('#website').addEventListener('change', () => {
    loadBanner();
    reload();
  });
  for (const id of ['#region', '#lang', '#gpc']) $(id).addEventListener('change', reload);
  $('#reload').addEventListener('click', reload);
  $('#forget').addEventListener('click', () => {
    const doc = $('#site').contentDocument;
    if (doc) doc.cookie = 'service_consent=; Max-Age=0; Path=/';
    reload();
  });

  // The stored choice, read straight from the same-origin frame (the dataLayer: datalayer.js).
  setInterval(() => {
    try {
      const w = $('#site').contentWindow;
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
      $('#counts').textContent = `Could not read records: ${err.message}`;
    }
  }
  setInterval(loadRecords, 2000);

  (async () => {
    sites = await api('/demo/api/sites');
    for (const s of sites) $('#website').append(new Option(s.name, s.id));
    const want = new URLSearchParams(location.search).get('website');
    if (want && sites.some((s) => s.id === want)) $('#website').value = want;
    await loadBanner();
    reload();
    loadRecords();
    window.dispatchEvent(new Event('demo:sites'));
  })();
})();
