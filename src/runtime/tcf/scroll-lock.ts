/**
 * Keeps the page behind a modal layer from scrolling (the wheel, touch and the keys would move it under the
 * backdrop) until the returned function puts back what the page had. Through the CSSOM, which a page's CSP allows
 * where it forbids inline styles; the root's `overflow` alone, as the page may set its own on `body`.
 */
export function lockScroll(): () => void {
  const s = document.documentElement.style;
  const before = [s.getPropertyValue('overflow'), s.getPropertyPriority('overflow')] as const;
  s.setProperty('overflow', 'hidden', 'important');
  return () => s.setProperty('overflow', before[0], before[1]);
}
