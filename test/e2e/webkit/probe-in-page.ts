import type { Target } from '../ui.ts';

/** What the page says about one element a target matches. */
export interface Match<E = Element> {
  element: E;
  visible: boolean;
  text: string;
  checked: boolean;
  disabled: boolean;
  focused: boolean;
}

/**
 * Every element `target` matches, in the document and every open shadow root, with its state.
 * Sent into the page as source text (WebDriver's execute), so it must not use anything from this
 * module's scope; everything it needs is defined inside it. The elements come back to Node as
 * WebDriver element references, ready for a real click.
 */
export function probeInPage(target: Target): Match[] {
  const roots: (Document | ShadowRoot)[] = [];
  const collect = (root: Document | ShadowRoot) => {
    roots.push(root);
    root.querySelectorAll('*').forEach((el) => {
      if (el.shadowRoot) collect(el.shadowRoot);
    });
  };
  collect(document);

  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element) => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const root = el.getRootNode() as Document | ShadowRoot;
      return squash(
        ids
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    return squash(el.getAttribute('aria-label') ?? el.textContent);
  };
  // The UI gives every role explicitly except its buttons' and its banner's (a named <section> is a region):
  // those are all the implicit roles needed.
  const roleOf = (el: Element) =>
    el.getAttribute('role') ??
    (el.localName === 'button' ? 'button' : el.localName === 'section' && el.hasAttribute('aria-label') ? 'region' : null);
  const matches = roots.flatMap((root) =>
    'css' in target
      ? [...root.querySelectorAll(target.css)]
      : [...root.querySelectorAll('*')].filter((el) => roleOf(el) === target.role && nameOf(el) === target.name),
  );

  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return matches.map((el) => {
    const box = el.getBoundingClientRect();
    const input = el as HTMLInputElement;
    return {
      element: el,
      // Playwright's meaning of visible: a non-empty box, not visibility:hidden, no display:none on the way up.
      visible: box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible' && el.checkVisibility(),
      // innerText, not textContent: rendered text as Playwright reads it (no hidden text, collapsed spaces).
      text: (el as HTMLElement).innerText ?? '',
      checked: input.localName === 'input' ? input.checked : el.getAttribute('aria-checked') === 'true',
      disabled: input.disabled === true || el.getAttribute('aria-disabled') === 'true',
      focused: el === active,
    };
  });
}
