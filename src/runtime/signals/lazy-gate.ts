import type { Chunk } from '../chunk/contract.ts';
import type { Gate } from './gating.ts';

/**
 * The gate as the main bundle holds it: gating itself (gating.ts) lives in
 * the second chunk, loaded only once the page has a gated script or iframe,
 * at load or added later. Until then this keeps the latest state to hand over.
 * If the chunk cannot load, gated content stays blocked (fail closed) and the
 * next change tries again.
 */
export function createLazyGate(load: (then: (c: Chunk | undefined) => void) => void, ...args: Parameters<Chunk['createGate']>): Gate {
  let gate: Gate | undefined;
  let last: Parameters<Gate['set']>;
  let observer: MutationObserver | undefined;

  const start = () => {
    // Any element naming a category: the gate itself sorts out what it holds back.
    if (!document.querySelector('[data-service-category]')) return false;
    load((c) => {
      if (c && !gate) gate = c.createGate(...args);
      if (gate) gate.set(...last);
    });
    return true;
  };

  return {
    set(...state) {
      last = state;
      if (gate) return gate.set(...state);
      if (start() || observer || typeof MutationObserver !== 'function') return;
      observer = new MutationObserver(() => {
        if (start()) observer!.disconnect();
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
    },
  };
}
