type W = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Set once a signal could not be delivered, so the console says it once per page, not per signal. */
let warned = false;

/**
 * Delivers one signal to the page's dataLayer. A page whose own `dataLayer`
 * is not an array or whose own `gtag` throws loses that signal only: the
 * banner, the stored choice, the record and the gates go on.
 */
function deliver(send: (w: W) => void): void {
  try {
    send(window as W);
  } catch (e) {
    if (!warned) console.warn('ServiceConsent: dataLayer failed', e);
    warned = true;
  }
}

/**
 * The page's `gtag`, or one defined exactly as Google's snippet does: it
 * pushes the `arguments` object itself, because Google's tags ignore arrays
 * pushed to the dataLayer.
 */
export function gtag(...args: unknown[]): void {
  deliver((w) => {
    const layer = (w.dataLayer = w.dataLayer || []);
    if (typeof w.gtag !== 'function') {
      w.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: Google's tags read only the Arguments object itself, never an array.
        layer.push(arguments);
      };
    }
    w.gtag(...args);
  });
}

/** A plain object for tag managers (GTM reads `event`). */
export function pushDataLayer(entry: Record<string, unknown>): void {
  deliver((w) => (w.dataLayer = w.dataLayer || []).push(entry));
}
