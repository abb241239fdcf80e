// The answer of a save, in words next to the field it is about: the API's refusals (`validation_errors`, whose
// `field` is the API's path, e.g. `regions.eu.consent_mode` or `color`) and the banner's `warnings` (risky settings
// that were saved anyway). What maps to no field of the panel is shown under the save button.
(() => {
  const form = /** @type {HTMLFormElement} */ (document.querySelector('#banner-form'));
  const fallback = /** @type {HTMLElement} */ (document.querySelector('#save-status'));

  /**
   * The panel's control (or group) for an API path, and the words that say which region it is about.
   * @param {string} path
   * @returns {{ el: Element | null, region: string | null }}
   */
  function locate(path) {
    const parts = path.split('.');
    const region = (parts[0] === 'regions' && parts.length > 2 && parts[1]) || null;
    const name = (region ? parts[2] : parts[0]) ?? '';
    if (name === 'selected_languages') return { el: document.querySelector('#languages')?.closest('fieldset') ?? null, region };
    const el = form.elements.namedItem(name);
    return el instanceof Element ? { el, region } : { el: null, region };
  }

  function clear() {
    for (const m of form.querySelectorAll('.field-message')) m.remove();
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
    for (const el of form.querySelectorAll('[aria-describedby^="msg-"]')) el.removeAttribute('aria-describedby');
  }

  let n = 0;
  /**
   * @param {'error' | 'warning'} kind
   * @param {{ field?: string, message: string }} problem
   */
  function show(kind, { field, message }) {
    const { el, region } = locate(field || '_');
    const p = Object.assign(document.createElement('p'), {
      className: `field-message ${kind}`,
      id: `msg-${++n}`,
      textContent: `${kind === 'error' ? 'Refused' : 'Warning'}${region ? ` (region ${region})` : ''}: ${message}`,
    });
    if (!el) return fallback.after(p);
    (el.closest('label') ?? el).after(p);
    if (el.matches('input, select')) {
      el.setAttribute('aria-describedby', p.id);
      if (kind === 'error') el.setAttribute('aria-invalid', 'true');
    }
  }

  form.addEventListener('demo:filled', clear);
  form.addEventListener('demo:answer', (e) => {
    clear();
    // qa.js's answer of a save.
    const { detail } =
      /** @type {CustomEvent<{ errors?: { field?: string, message: string }[], warnings?: { field?: string, message: string }[] }>} */ (
        e
      );
    for (const err of detail.errors ?? []) show('error', err);
    for (const w of detail.warnings ?? []) show('warning', w);
  });
})();
