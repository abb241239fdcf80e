import { vi } from 'vitest';
import { installApi, type ServiceConsentApi } from '../../../src/runtime/api.ts';
import { readSnippet } from '../../../src/runtime/boot.ts';
import { chunk as theChunk } from '../../../src/runtime/chunk/index.tsx';
import { fetchedSource } from '../../../src/runtime/config/fetched.ts';
import { inlinedSource } from '../../../src/runtime/config/inline.ts';
import { startFlow } from '../../../src/runtime/flow.ts';
import type { Chunk } from '../../../src/runtime/ui/chunk-contract.ts';
import type { ChunkLoader } from '../../../src/runtime/ui/chunk-load.ts';
import type { Language } from '../../../src/schema/enums.ts';
import type { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { REVISION_HEADER } from '../../../src/shared/inline-config.ts';
import { WEBSITE_UUID } from '../../fixtures/config.ts';

export const ORIGIN = 'https://consent.example';

export interface PageView {
  api: ServiceConsentApi;
  layer: unknown[];
  /** JSON bodies POSTed to /public/v1/consents. */
  posted: Record<string, unknown>[];
  configRequests: string[];
  /** Resolves once the page view is settled (config applied or failed closed). */
  ready: Promise<unknown>;
}

export interface PageOptions {
  /** What GET config answers: a config, a status code, or 'hang'. */
  config?: RuntimeConfig | number | 'hang';
  /** What POST consents answers: a status code or 'offline'. */
  post?: number | 'offline';
  attrs?: Record<string, string>;
  search?: string;
  body?: string;
  gpc?: boolean;
  languages?: string[];
  /** The config a first-view script carries (src/runtime/config/inline.ts); absent: `consent.min.js`, which fetches (config/fetched.ts). */
  inline?: unknown;
  /** The banner revision the service serves beside the config: the first-view script's, and the config answer's header. */
  revision?: string;
  /** Runs after the page is reset and before the script executes (a stub, a page gtag). */
  before?: () => void;
}

// A real page view gets a new document; here views share one, so the previous view is ended (its
// listeners, observers and timers stop) before the next begins.
let running: AbortController | undefined;

/**
 * The service serving the second chunk, at the seam the flow takes it from:
 * the real chunk entry's parts, handed over in a task of their own as a
 * network load would be. test/unit/runtime/ui/preferences-chunk.test.ts covers the
 * script loading itself.
 */
function servedChunk(): ChunkLoader {
  let chunk: Chunk | undefined;
  return {
    load(then) {
      setTimeout(() => {
        chunk = chunk || theChunk;
        if (then) then(chunk);
      });
    },
    loadedChunk: () => chunk,
  };
}

/** Empties the page's state a previous view left: DOM, globals. Cookies and localStorage persist unless `fresh`. */
export function resetPage(fresh: boolean): void {
  running?.abort();
  running = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  // The UI's host, after <body>.
  for (const h of document.querySelectorAll('[data-service-consent]')) h.remove();
  const w = window as unknown as Record<string, unknown>;
  delete w.dataLayer;
  delete w.gtag;
  delete w.ServiceConsent;
  delete w.order;
  if (fresh) {
    for (const c of document.cookie.split(/;\s*/)) if (c) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
    localStorage.clear();
  }
}

/**
 * One page view: the snippet's script element in <head>, the network stubbed,
 * the runtime started as its entries (src/runtime/index.ts, fetching.ts) start it.
 */
export async function loadPage(o: PageOptions = {}): Promise<PageView> {
  const posted: Record<string, unknown>[] = [];
  const configRequests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init && init.method === 'POST') {
        if (o.post === 'offline') throw new TypeError('Failed to fetch');
        posted.push(JSON.parse(String(init.body)));
        return new Response(null, { status: o.post ?? 204 });
      }
      configRequests.push(url);
      const c = o.config ?? 404;
      // Like the real fetch, a hanging request rejects when its signal aborts.
      if (c === 'hang')
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      if (typeof c === 'number') return new Response('{"error":"not_found"}', { status: c });
      const headers = { 'Content-Type': 'application/json', ...(o.revision ? { [REVISION_HEADER]: o.revision } : {}) };
      return new Response(JSON.stringify(c), { status: 200, headers });
    }),
  );
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: !!o.gpc, configurable: true });
  Object.defineProperty(navigator, 'languages', { value: o.languages || ['en-US'], configurable: true });
  if (o.search !== undefined) history.replaceState(null, '', `/page${o.search}`);
  else history.replaceState(null, '', '/page');
  if (o.body) document.body.innerHTML = o.body;
  o.before?.();
  const s = document.createElement('script');
  s.setAttribute('data-website-uuid', WEBSITE_UUID);
  for (const [k, v] of Object.entries(o.attrs || {})) s.setAttribute(k, v);
  // Set after the attributes so happy-dom does not try to load it.
  document.head.append(s);
  s.setAttribute('src', `${ORIGIN}/consent.min.js`);
  const snippet = readSnippet(s, location.search)!;
  // As the entries pass it: the first-view runtime (index.ts) its inlined config, `consent.min.js` (fetching.ts) its fetch.
  const source =
    'inline' in o
      ? () => inlinedSource(o.inline, snippet.uuid, o.revision)
      : (lang: Language) => fetchedSource(snippet.origin, snippet.uuid, lang);
  running = new AbortController();
  const api = installApi(startFlow(snippet, source, servedChunk(), running.signal));
  const w = window as unknown as { dataLayer: unknown[] };
  const ready = new Promise((resolve) => (api && typeof api.on === 'function' ? api.on('ready', resolve) : resolve(null)));
  return { api, layer: w.dataLayer, posted, configRequests, ready };
}

export const isArguments = (x: unknown) => Object.prototype.toString.call(x) === '[object Arguments]';
/** The dataLayer as plain arrays (gtag calls) and objects (events). */
export const plain = (layer: unknown[]) => layer.map((x) => (isArguments(x) ? Array.from(x as ArrayLike<unknown>) : x));
export const tick = () => new Promise((r) => setTimeout(r, 0));
