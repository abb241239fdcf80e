// Colour fields of the custom theme: a picker beside each text value, and the contrast ratio of each text colour
// against its background, live (WCAG 2.x: 4.5:1 for body text). A few lines here rather than a request per key:
// the service's own checks stay in src/service/colour/.
(() => {
  const form = /** @type {HTMLFormElement} */ (document.querySelector('#banner-form'));
  /** A text field of the form, by name. */
  const field = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (form.elements.namedItem(name));
  const probe = document.body.appendChild(Object.assign(document.createElement('span'), { hidden: true }));

  /**
   * [r, g, b] of any CSS colour the browser knows, or null.
   * @param {string} value
   * @returns {number[] | null}
   */
  function rgb(value) {
    probe.style.color = '';
    probe.style.color = value.trim();
    if (!value.trim() || !probe.style.color) return null;
    // A computed colour is always rgb() or rgba().
    return /** @type {RegExpMatchArray} */ (getComputedStyle(probe).color.match(/[\d.]+/g)).slice(0, 3).map(Number);
  }
  /** @param {number[]} c */
  const hex = (c) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  /** @param {number[]} c [r, g, b] */
  const luminance = (c) => {
    const [r = 0, g = 0, b = 0] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  /** @type {(a: number[], b: number[]) => number} */
  const ratio = (a, b) => {
    const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The words of a field's label (each field is in one, the words first). */
  const labelText = (/** @type {Element} */ input) => (input.closest('label')?.firstChild?.textContent ?? '').trim();

  const colourInputs = [
    'color',
    'background',
    'btn_background',
    'btn_text_color',
    'secondary_btn_background',
    'secondary_btn_text_color',
    'link_color',
    'toggle_color',
    'focus_color',
  ].map(field);
  /** @type {Map<HTMLInputElement, HTMLInputElement>} */
  const pickers = new Map();
  for (const input of colourInputs) {
    const picker = Object.assign(document.createElement('input'), { type: 'color' });
    picker.setAttribute('aria-label', `${labelText(input)}: picker`);
    picker.addEventListener('input', () => {
      input.value = picker.value;
      update();
    });
    input.closest('label')?.after(picker); // outside the label: its value would join the field's name
    pickers.set(input, picker);
  }
  const colourTexts = /** @type {NodeListOf<HTMLInputElement>} */ (form.querySelectorAll('[data-colour-on]'));
  const outputs = [...colourTexts].map((input) => {
    const out = document.createElement('output');
    out.className = 'contrast';
    out.setAttribute('aria-live', 'polite');
    input.closest('label')?.after(out);
    // Text needs 4.5:1; a switch or a focus ring 3:1 (WCAG 1.4.11), `data-min`.
    return { input, on: field(input.dataset.colourOn ?? ''), min: Number(input.dataset.min || 4.5), out };
  });

  function update() {
    for (const [input, picker] of pickers) {
      const c = rgb(input.value);
      if (c) picker.value = hex(c);
    }
    for (const { input, on, min, out } of outputs) {
      const [a, b] = [rgb(input.value), rgb(on.value)];
      if (!a || !b) {
        out.textContent = '';
        continue;
      }
      const r = ratio(a, b);
      out.textContent = `Contrast ${r.toFixed(2)}:1 against ${labelText(on).toLowerCase()} — ${
        r >= min ? 'meets WCAG AA' : `below WCAG AA (${min}:1): hard to ${min < 4.5 ? 'see' : 'read'}`
      }`;
      out.classList.toggle('bad', r < min);
    }
  }
  form.addEventListener('input', update);
  form.addEventListener('demo:filled', update);
})();
