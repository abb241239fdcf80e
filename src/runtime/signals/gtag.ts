type W = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * The page's `gtag`, or one defined exactly as Google's snippet does: it
 * pushes the `arguments` object itself, because Google's tags ignore arrays
 * pushed to the dataLayer.
 */
export function gtag(...args: unknown[]): void {
  const w = window as W;
  const layer = (w.dataLayer = w.dataLayer || []);
  if (typeof w.gtag !== 'function') {
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: Google's tags read only the Arguments object itself, never an array.
      layer.push(arguments);
    };
  }
  w.gtag(...args);
}

/** A plain object for tag managers (GTM reads `event`). */
export function pushDataLayer(entry: Record<string, unknown>): void {
  const w = window as W;
  (w.dataLayer = w.dataLayer || []).push(entry);
}
