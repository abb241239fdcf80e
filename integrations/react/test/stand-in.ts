import { type ConsentApiMethods, createListeners, installApi } from '../../../src/runtime/api.ts';
import type { ConsentState } from '../src/types.js';

/**
 * The runtime's public API as docs/runtime.md describes it, on the runtime's own
 * listener list and stub replay (src/runtime/api.ts); its page view settles when
 * the test says so, and `set`/`withdraw` decide and emit `change`.
 */
export function standIn(w: Window) {
  let settled = false;
  let state: ConsentState | null = null;
  const listeners = createListeners(
    () => settled,
    () => state,
  );
  const decide = (granted: string[], method: ConsentState['method']) => {
    const before = state ? state.granted : [];
    state = {
      granted: ['essential', ...granted.filter((c) => c !== 'essential')] as ConsentState['granted'],
      method,
      at: new Date(0).toISOString(),
      version: '1',
      region: 'eu',
      gpc: false,
      reloadNeeded: before.some((c) => !granted.includes(c) && c !== 'essential'),
    };
    listeners.emit('change', state);
  };
  const calls: unknown[][] = [];
  const methods: ConsentApiMethods = {
    get: () => state,
    lang: () => 'en',
    on: listeners.on,
    showBanner: () => void calls.push(['showBanner']),
    showPreferences: () => void calls.push(['showPreferences']),
    set: (categories) => (calls.push(['set', categories]), decide(categories, 'api')),
    withdraw: () => {
      const reloadNeeded = !!state && state.granted.length > 1;
      decide([], 'withdraw');
      return { reloadNeeded };
    },
  };
  return {
    calls,
    /** The script has loaded: the API replaces the stub and replays its queue. */
    load: () => installApi(methods, w as never),
    /** The page view is settled with this decision (null: undecided). */
    settle(decision: string[] | null) {
      if (decision) decide(decision, 'accept_all');
      settled = true;
      listeners.emit('ready', state);
    },
  };
}
