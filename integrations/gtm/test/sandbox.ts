import { readFileSync } from 'node:fs';
import { type ConsentApiMethods, createListeners, installApi } from '../../../src/runtime/api.ts';
import type { ConsentState } from '../../../src/runtime/signals/events.ts';

/** One call the template made to a sandboxed API, in order. */
export type Call = [api: string, ...args: unknown[]];

/** The sections of a template.tpl, by name (`___INFO___` → `INFO`). */
export function sections(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const parts = readFileSync(path, 'utf8').split(/^___([A-Z_]+)___$/m);
  for (let i = 1; i < parts.length; i += 2) out[parts[i]!] = parts[i + 1]!.trim();
  return out;
}

/** The page as the template leaves it: the globals it created (the runtime's stub), and the script it injected. */
export interface Page {
  window: Record<string, unknown>;
  /** Set by injectScript: the script's load, or its failure. */
  load?: () => void;
  fail?: () => void;
}

/**
 * The runtime's script loads on a page view that settles with `stored` (null: nothing decided yet): the
 * runtime's own installApi replays what the template queued on the stub, then GTM calls the template's load
 * callback. Returns the runtime's `emit`, to announce decisions as the runtime does.
 */
export function runtimeLoads(page: Page, stored: ConsentState | null) {
  const listeners = createListeners(
    () => true,
    () => stored,
  );
  installApi({ on: listeners.on } as ConsentApiMethods, page.window as never);
  page.load!();
  return listeners.emit;
}

/**
 * Runs the template's sandboxed code as GTM would: `require` hands out stand-ins of the sandboxed APIs,
 * which record each call in `calls`. Only the APIs listed here exist; any other `require` throws, as GTM's
 * would for an API it does not know. `allowedUrl` stands in for the inject_script permission. `mocks` replace
 * APIs as a test scenario's `mock(name, value)` does in GTM: a function is called in the API's place, any other
 * value is returned; the call is recorded either way.
 */
export function runTemplate(
  code: string,
  data: Record<string, unknown>,
  allowedUrl: (url: string) => boolean,
  mocks: Record<string, unknown> = {},
) {
  const calls: Call[] = [];
  const required = new Set<string>();
  const page: Page = { window: {} };
  const record =
    (api: string) =>
    (...args: unknown[]) => {
      calls.push([api, ...structuredClone(args.filter((a) => typeof a !== 'function'))]);
    };
  const apis: Record<string, unknown> = {
    setDefaultConsentState: record('setDefaultConsentState'),
    updateConsentState: record('updateConsentState'),
    gtagSet: record('gtagSet'),
    logToConsole: record('logToConsole'),
    encodeUriComponent: encodeURIComponent,
    makeNumber: Number,
    getType: (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v),
    queryPermission: (kind: string, url: string) => kind === 'inject_script' && allowedUrl(url),
    injectScript: (url: string, onSuccess: () => void, onFailure: () => void) => {
      calls.push(['injectScript', url]);
      page.load = onSuccess;
      page.fail = onFailure;
    },
    // GTM's `window[fnKey] = window[fnKey] || function () { window[fnKey].q.push(arguments) }`, for fnKey.q.
    createArgumentsQueue: (fnKey: string, arrayKey: string) => {
      calls.push(['createArgumentsQueue', fnKey, arrayKey]);
      const stub = Object.assign(
        (...args: unknown[]) => {
          calls.push([fnKey, ...args.filter((a) => typeof a !== 'function')]);
          stub.q.push(args);
        },
        { q: [] as unknown[][] },
      );
      page.window[fnKey] = stub;
      return stub;
    },
  };
  for (const [name, value] of Object.entries(mocks))
    apis[name] = (...args: unknown[]) => {
      calls.push([name, ...structuredClone(args.filter((a) => typeof a !== 'function'))]);
      return typeof value === 'function' ? value(...args) : value;
    };
  const require = (name: string) => {
    if (!(name in apis)) throw new Error(`the harness has no stand-in for ${name}`);
    required.add(name);
    return apis[name];
  };
  const gtm = { gtmOnSuccess: record('gtmOnSuccess'), gtmOnFailure: record('gtmOnFailure') };
  new Function('require', 'data', code)(require, { ...data, ...gtm });
  return { calls, required, page };
}
