// The TCF chunk (dist/consent-tcf-chunk.min.js): the IAB's library, the CMP API and the TC strings' flow, loaded by
// the `__tcfapi` stub (index.ts) for a visitor in `eu` on a TCF website, and registered through the stub's hook.
// docs/runtime.md#iab-tcf.

import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { TCF_CHUNK_HOOK } from '../../shared/tcf-paths.ts';
import { watchDisplay } from '../iab/display.ts';
import { followRuntime } from '../iab/runtime-events.ts';
import { augmentUi } from './augment-ui.ts';
import { createTcfApi } from './cmp-api.ts';
import type { TcfChunkHook, TcfChunkStart } from './index.ts';
import { createTcfFlow } from './tcf-flow.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The fields the encoder reads, checked by hand: the service parsed the answer with its schema
 * (schema/vendor-list.ts), and zod would multiply the chunk's bytes. A bad answer fails here, not as a wrong string.
 */
export function usableList(j: unknown): VendorListAnswer {
  const ok =
    isObject(j) &&
    ['cmpId', 'cmpVersion', 'vendorListVersion', 'tcfPolicyVersion'].every((k) => Number.isInteger(j[k])) &&
    ['purposes', 'specialPurposes', 'features', 'specialFeatures', 'stacks', 'vendors'].every((k) => isObject(j[k])) &&
    Array.isArray(j.googleAtpIds) &&
    typeof j.language === 'string';
  if (!ok) throw new Error('not a vendor-list answer');
  return j as VendorListAnswer;
}

/** The website's vendor list from the service, once; a failed fetch is tried again at the next need. */
function vendorList(start: TcfChunkStart) {
  let answer: Promise<VendorListAnswer> | undefined;
  return () =>
    (answer ||= fetch(start.origin + start.config.list, { credentials: 'omit' })
      .then((r) => {
        if (!r.ok) throw new Error(`vendor list: ${r.status}`);
        return r.json();
      })
      .then(usableList)
      .catch((err) => {
        answer = undefined;
        throw err;
      }));
}

export function startTcf(start: TcfChunkStart) {
  const api = createTcfApi();
  const list = vendorList(start);
  const flow = createTcfFlow({ version: start.config.version, list, api });
  followRuntime(flow.follow);
  watchDisplay(flow.display, (root) =>
    list()
      .then((l) => augmentUi(root, l, flow, start.nonce))
      // No list: the API reports the error (the flow's `fail`); the banner stays as the runtime made it.
      .catch(() => {}),
  );
  return api.handle;
}

try {
  const hook = (window as unknown as Record<string, TcfChunkHook | undefined>)[TCF_CHUNK_HOOK];
  if (typeof hook === 'function') hook(startTcf);
} catch {
  // Never into the host page.
}
