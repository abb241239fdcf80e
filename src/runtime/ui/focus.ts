const TABBABLE = 'a[href],button:not([disabled]),input:not([disabled]),summary,[tabindex="0"]';

/** The focused element, looking through open shadow roots (ours included). */
export function deepActive(): HTMLElement | null {
  let a = document.activeElement as HTMLElement | null;
  while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement as HTMLElement;
  return a;
}

/**
 * Moves focus back where it was, when that element is still in the page;
 * else (it was the page itself, or is gone) to the start of the body: the
 * selection, collapsed there, is where the browser's next Tab starts from,
 * without scrolling. Focus would otherwise stay at the end of the body where
 * our host is, and the next Tab would leave the page.
 */
export function restoreFocus(el: HTMLElement | null | undefined): void {
  if (el && el.isConnected && el !== document.body) el.focus();
  // A document in a window always has a selection (null only without a browsing context).
  else getSelection()!.collapse(document.body, 0);
}

/**
 * Nothing on the page has focus, nor is about to (a field with `autofocus`):
 * a non-modal banner may take focus without taking it from anyone. In a frame,
 * only while the frame has focus: its body is its active element even while the
 * visitor types in the page around it, and focusing into the frame would take
 * focus from that page.
 */
export const pageIdle = (): boolean =>
  document.activeElement === document.body && !document.querySelector('[autofocus]') && (window === top || document.hasFocus());

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
