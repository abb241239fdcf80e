import type { createGate, Gate } from './gating.ts';

/**
 * The gate as the main bundle holds it: gating itself (gating.ts) lives in
 * the second chunk, loaded only once the page has an element naming a
 * category (a gated script or iframe), at load or added later. Until then this
 * keeps the latest state to hand over. If the chunk cannot load, gated content
 * stays blocked (fail closed) and the next change tries again.
 */
export function createLazyGate(
  load: (then: (c: { createGate: typeof createGate } | undefined) => void) => void,
  ...args: Parameters<typeof createGate>
): Gate {
  let gate: Gate | undefined;
  let last: Parameters<Gate['set']>;
  // Observes until gated content appears; once the page view is over (args' `end`), it only looks on.
  const observer = new MutationObserver(() => args[2].aborted || start());
  const start = () => {
    if (!document.querySelector('[data-service-category]'))
      return observer.observe(document.documentElement, { childList: true, subtree: true });
    observer.disconnect();
    load((c) => c && (gate = gate || c.createGate(...args)).set(...last));
  };
  return {
    set(...state) {
      last = state;
      if (gate) gate.set(...state);
      else start();
    },
  };
}
