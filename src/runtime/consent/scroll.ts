/** Half a viewport: a visitor who scrolls that far has read past the banner, not nudged the page. */
const DISTANCE = 0.5;

/**
 * Calls `accept` once the visitor scrolls a meaningful distance; it returns
 * true when the scroll was taken as consent, and the watch then ends (also
 * when `end` aborts).
 */
export function watchScroll(accept: () => boolean, end: AbortSignal): void {
  const start = scrollY;
  const onScroll = () => {
    if (Math.abs(scrollY - start) < innerHeight * DISTANCE) return;
    removeEventListener('scroll', onScroll);
    accept();
  };
  addEventListener('scroll', onScroll, { passive: true, signal: end });
}
