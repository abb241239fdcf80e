import type { ConsentCategory } from '../../schema/enums.ts';
import type { createGate, Gate } from './gating.ts';
import { placeBlocked } from './placeholder.ts';

/**
 * The gate as the main bundle holds it: gating itself (gating.ts) lives in
 * the second chunk, loaded only once the page has an element naming a
 * category (a gated script or iframe), at load or added later. Until then this
 * keeps the latest state to hand over. If the chunk cannot load, gated content
 * stays blocked (fail closed) and the next change tries again. The placeholders
 * of blocked frames are drawn here, as each frame is parsed or added, so that
 * they are in its first paint (docs/decisions/runtime-ui.md#first-frame).
 */
export function createLazyGate(
  load: (then: (c: { createGate: typeof createGate } | undefined) => void) => void,
  nonce: string | undefined,
  onAllow: (categories: ConsentCategory[]) => void,
  end: AbortSignal,
): Gate {
  let gate: Gate | undefined;
  let loading: boolean | undefined;
  let last: Parameters<Gate['set']>;
  // Observes the page view long (once it is over, it only looks on): a frame may be added at any time.
  const observer = new MutationObserver(() => end.aborted || start());
  const start = () => {
    placeBlocked(...last, onAllow);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    if (gate || loading || !document.querySelector('[data-service-category]')) return;
    loading = true;
    load((c) => {
      loading = false;
      if (c) (gate = gate || c.createGate(nonce, end)).set(...last);
    });
  };
  return {
    set(...state) {
      last = state;
      if (gate) gate.set(...state);
      start();
    },
  };
}
