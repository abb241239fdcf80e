import type { ConsentState } from './signals/events.ts';

/** The API's methods (docs/runtime.md: "JavaScript API"). */
export interface ConsentApiMethods {
  /** The visitor's current decision; null before the page view is settled or while nothing is decided (nothing non-essential is granted then). */
  get(): ConsentState | null;
  /** The language of the banner's texts (e.g. `de`, `en-gb`): the config's once the page view is settled, before that the one asked for. */
  lang(): string;
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

/**
 * `window.ServiceConsent`: the runtime's whole public surface. Callable as
 * `ServiceConsent('method', …args)` too, the form the stub queues before the
 * script has loaded.
 */
export interface ServiceConsentApi extends ConsentApiMethods {
  (method: string, ...args: unknown[]): unknown;
  /** Set once the runtime runs; the stub lacks it. */
  readonly loaded: true;
}

type Listener = (state: ConsentState | null) => void;
type ApiEvent = 'change' | 'ready';

/**
 * The page's `on()` listeners; `emit` calls them, and one that throws stops
 * neither ours nor the page's others. `ready` listeners added once the page
 * view is `settled` are called at once with `get()`.
 */
export function createListeners(settled: () => boolean, get: () => ConsentState | null) {
  const listeners: Record<string, Listener[]> = { change: [], ready: [] };
  return {
    on(event: ApiEvent, fn: Listener): () => void {
      const list = listeners[event];
      if (!list || typeof fn !== 'function') return () => {};
      list.push(fn);
      if (event === 'ready' && settled()) fn(get());
      return () => list.splice(list.indexOf(fn) >>> 0, 1);
    },
    emit(event: ApiEvent, s: ConsentState | null): void {
      for (const fn of listeners[event]!.slice()) {
        try {
          fn(s);
        } catch {
          // The page's listener failing must not stop ours or the page's others.
        }
      }
    },
  };
}

/** What the stub leaves behind: a function whose `q` holds the calls' `arguments`. */
type Stub = { q?: ArrayLike<unknown>[] };

export const GLOBAL_NAME = 'ServiceConsent';

/**
 * Truthy when the runtime already runs on this page (the snippet pasted twice, or
 * loaded by a tag manager as well): then this copy does nothing.
 */
export const runningCopy = (): unknown => {
  const existing = (window as unknown as Record<string, { loaded?: boolean } | undefined>)[GLOBAL_NAME];
  return existing && existing.loaded;
};

/** Publishes the API and replays the calls the stub queued, in order. */
export function installApi(methods: ConsentApiMethods, w: Window & Record<string, unknown> = window as never): ServiceConsentApi {
  const stub = w[GLOBAL_NAME] as Stub | undefined;
  const api = Object.assign(
    (method: string, ...args: unknown[]) => {
      const fn = (methods as unknown as Record<string, unknown>)[method];
      return typeof fn === 'function' ? fn(...args) : undefined;
    },
    methods,
    { loaded: true as const },
  );
  w[GLOBAL_NAME] = api;
  for (const call of (stub && Array.isArray(stub.q) && stub.q) || []) {
    try {
      api(...(Array.from(call) as [string, ...unknown[]]));
    } catch {
      // One bad queued call must not stop the others.
    }
  }
  return api;
}
