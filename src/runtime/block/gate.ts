import type { Gate } from '../signals/gating.ts';
import { createLazyGate } from '../signals/lazy-gate.ts';
import { createBlocker } from './blocker.ts';

/**
 * The flow's gate in the blocking build, which the build puts in place of
 * signals/lazy-gate.ts's (build/options.mjs): automatic blocking, then the
 * manual gating it hands iframes to. The blocker comes first, so that its
 * observer sees a new node before the manual gating's does, and a release
 * is allowed before the manual gating sets an iframe's `src`.
 */
export function createBlockingGate(...args: Parameters<typeof createLazyGate>): Gate {
  const blocker = createBlocker(args[3]);
  const gate = createLazyGate(...args);
  return {
    set(granted, config) {
      blocker.set(granted, config ? config.blocking : undefined);
      gate.set(granted, config);
    },
  };
}
