const TABBABLE = 'a[href],button:not([disabled]),input:not([disabled]),summary,[tabindex="0"]';

/** The focused element, looking through open shadow roots (ours included). */
export function deepActive(): HTMLElement | null {
  let a = document.activeElement as HTMLElement | null;
  while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement as HTMLElement;
  return a;
}

/** Moves focus back where it was, when that element is still in the page. */
export function restoreFocus(el: HTMLElement | null | undefined): void {
  if (el && el.isConnected && el !== document.body) el.focus();
}

/** Keydown handler body of a modal dialog: Tab and Shift+Tab wrap around inside `box`. */
export function trapTab(e: KeyboardEvent, box: HTMLElement): void {
  if (e.key !== 'Tab') return;
  const items = box.querySelectorAll<HTMLElement>(TABBABLE);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const active = deepActive();
  const outside = !active || !box.contains(active);
  if (e.shiftKey ? outside || active === first || active === box : outside || active === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}
