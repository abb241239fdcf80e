// The `__tcfapi` stub (dist/consent-tcf.min.js): the service puts it first in the first-view script of a website
// with `enable_tcf` on, with the TCF part of the config in place of its expression (schema/tcf.ts). For a visitor
// in `eu` it queues the calls and asks for the TCF chunk (dist/consent-tcf-chunk.min.js: the IAB's library, the
// CMP API, the vendor layer) at once; elsewhere it answers `gdprApplies: false` itself. docs/runtime.md#iab-tcf.

import type { TcfConfig } from '../../schema/tcf.ts';
import { TCF_CHUNK_HOOK, TCF_CHUNK_PATH } from '../../shared/tcf-paths.ts';
import { type CmpCall, type CmpHandler, exposeCmpApi } from '../iab/cmp-frame.ts';
import { watchDisplay } from '../iab/display.ts';
import { previewElsewhere } from '../iab/preview.ts';
import { placeNotice } from './place-notice.ts';
import { notApplying, servedVersion, stubHandler } from './stub-api.ts';

// The chunk's content hash (build/build.mjs), so that a cached chunk never outlives the stub that asks for it.
declare const TCF_CHUNK_VERSION: string | undefined;

/** What the chunk gets when it registers: the config, the service origin, and the nonce to load more with. */
export interface TcfChunkStart {
  config: Extract<TcfConfig, { applies: true }>;
  origin: string;
  nonce: string | undefined;
}
export type TcfChunkHook = (make: (start: TcfChunkStart) => CmpHandler) => void;

try {
  const config = (self as unknown as { __serviceTcf?: TcfConfig }).__serviceTcf;
  // Applying in eu only; elsewhere every region's stub answers the same (gdprApplies false), so it stays for them.
  if (config && typeof config === 'object' && !previewElsewhere((r) => (r === 'eu') === config.applies)) {
    const stub = config.applies ? stubHandler() : null;
    const notApplies = notApplying();
    const handle: CmpHandler = stub
      ? stub.handle
      : (c, reply) => typeof reply === 'function' && (servedVersion(c.version) ? notApplies(c, reply) : reply(null, false));
    // The spec's argument order: command, version, callback, parameter.
    const api = (command: unknown, version: unknown, callback: unknown, parameter?: unknown) =>
      handle({ command, version, parameter } as CmpCall, callback as never);
    if (exposeCmpApi('__tcfapi', api, handle) && stub && config.applies) {
      const el = (document.currentScript || document.querySelector('script[data-website-uuid]')) as HTMLScriptElement | null;
      const origin = new URL(el ? el.src : '/', location.href).origin;
      const nonce = (el && (el.nonce || el.getAttribute('nonce'))) || undefined;
      const hook: TcfChunkHook = (make) => stub.take(make({ config, origin, nonce }));
      // Non-enumerable: not listed among the page's globals.
      Object.defineProperty(window, TCF_CHUNK_HOOK, { value: hook, configurable: true });
      // The first layer's notice in the banner as it appears, from the service's list: painted with it, not added
      // once the chunk has the list (which would make the banner grow under the visitor's pointer).
      const notice = config.notice;
      if (notice)
        watchDisplay(Boolean, (root) => placeNotice(root, notice.text, { lang: notice.lang, dir: notice.dir }, notice.vendors));
      const s = document.createElement('script');
      s.src = origin + TCF_CHUNK_PATH + (typeof TCF_CHUNK_VERSION === 'string' ? '?v=' + TCF_CHUNK_VERSION : '');
      if (nonce) s.nonce = nonce;
      // Offline, blocked by a CSP or an extension: `cmpStatus` `error`, and no vendor reads a consent. A classic
      // script has run by the time `load` fires: the chunk registered, or it was not ours.
      s.onload = s.onerror = stub.fail;
      (document.head || document.documentElement).append(s);
    }
  }
} catch {
  // Never into the host page.
}
