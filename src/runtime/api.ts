import type { Flow, Listener } from './flow.ts';
import type { ConsentState } from './signals/events.ts';

/**
 * `window.ServiceConsent`: the runtime's whole public surface (docs/runtime.md:
 * "JavaScript API"). Callable as `ServiceConsent('method', …args)` too, the
 * form the stub queues before the script has loaded.
 */
export interface ServiceConsentApi {
  (method: string, ...args: unknown[]): unknown;
  /** Set once the runtime runs; the stub lacks it. */
  readonly loaded: true;
  /** The visitor's current decision; null before the page view is settled or while nothing is decided (nothing non-essential is granted then). */
  get(): ConsentState | null;
  /** `change`: after every decision. `ready`: once the page view is settled (at once when it already is). Returns an unsubscribe function. */
  on(event: 'change' | 'ready', listener: (state: ConsentState | null) => void): () => void;
  showBanner(): void;
  showPreferences(): void;
  /** Decides for the visitor (method `api`): exactly these categories, essential always included. */
  set(categories: string[]): void;
  /**
   * Takes back every non-essential consent (method `withdraw`). What already
   * ran keeps running in this page: `reloadNeeded` says when a reload is
   * needed to stop it.
   */
  withdraw(): { reloadNeeded: boolean };
}

/** What the stub leaves behind: a function whose `q` holds the calls' `arguments`. */
type Stub = { q?: ArrayLike<unknown>[] };

export const GLOBAL_NAME = 'ServiceConsent';

/** The API over a flow; replays the calls the stub queued, in order. */
export function installApi(flow: Flow, w: Window & Record<string, unknown> = window as never): ServiceConsentApi {
  const stub = w[GLOBAL_NAME] as Stub | undefined;
  const methods = {
    loaded: true as const,
    get: () => flow.state(),
    on: (event: 'change' | 'ready', fn: Listener) => (typeof fn === 'function' ? flow.listen(event, fn) : () => {}),
    showBanner: () => flow.showBanner(),
    showPreferences: () => flow.showPreferences(),
    set(categories: string[]) {
      if (Array.isArray(categories)) flow.whenReady(() => void flow.choose(categories, 'api'));
    },
    withdraw() {
      const before = flow.state();
      flow.whenReady(() => void flow.choose([], 'withdraw'));
      return { reloadNeeded: !!before && before.granted.length > 1 };
    },
  };
  const api = function (method: string, ...args: unknown[]) {
    const fn = (methods as Record<string, unknown>)[method];
    return typeof fn === 'function' ? fn(...args) : undefined;
  } as ServiceConsentApi;
  Object.assign(api, methods);
  w[GLOBAL_NAME] = api;
  const queued = stub && Array.isArray(stub.q) ? stub.q : [];
  for (const call of queued) {
    try {
      api(...(Array.from(call) as [string, ...unknown[]]));
    } catch {
      // One bad queued call must not stop the others.
    }
  }
  return api;
}
