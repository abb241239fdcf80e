type Command = ((method: string, ...args: unknown[]) => unknown) & { q?: unknown[][] };

const GLOBAL = 'ServiceConsent';

/**
 * Calls `window.ServiceConsent` in its command form, which the runtime and the
 * documented stub both answer. Puts the stub in place when the page has no API
 * yet, so that calls made before the script has loaded are replayed by it, in order.
 */
export function callConsent(method: string, ...args: unknown[]): unknown {
  const w = window as unknown as Record<string, Command | undefined>;
  let api = w[GLOBAL];
  if (typeof api !== 'function') {
    const stub: Command = (...call) => {
      (stub.q ??= []).push(call);
    };
    w[GLOBAL] = api = stub;
  }
  return api(method, ...args);
}
