import type { ConsentState } from '../signals/events.ts';

/** api.ts `GLOBAL_NAME`, written out: importing that module brings the runtime's listeners these builds do not need. */
export const RUNTIME_GLOBAL = 'ServiceConsent';

type Queue = ((...args: unknown[]) => unknown) & { q?: unknown[] };

/**
 * Follows the runtime's page view through its public API's `ready` and `change` (docs/runtime.md#javascript-api),
 * from a piece that may run before the runtime: then the calls wait on the API's documented stub, which the
 * runtime replays when it runs.
 */
export function followRuntime(listener: (state: ConsentState | null, event: 'ready' | 'change') => void): void {
  const w = window as unknown as Record<string, Queue | undefined>;
  const consent: Queue =
    w[RUNTIME_GLOBAL] ||
    (w[RUNTIME_GLOBAL] = (...args: unknown[]) => {
      (consent.q = consent.q || []).push(args);
    });
  consent('on', 'change', (s: ConsentState | null) => listener(s, 'change'));
  consent('on', 'ready', (s: ConsentState | null) => listener(s, 'ready'));
}
