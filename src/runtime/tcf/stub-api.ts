import type { CmpCall, CmpHandler, CmpReply } from '../iab/cmp-frame.ts';
import { ownListener } from '../iab/own-listener.ts';

/** The CMP API's version (IAB Tech Lab CMP API v2, "2.2" since getTCData's deprecation; TC strings are 2.3). */
export const API_VERSION = '2.2';

/**
 * A call's `version` the API serves: 0, null or undefined (the latest) or 2. Any other is invalid, and 1 is no
 * longer supported: the callback gets `null, false` ("How does the version parameter work?").
 */
export const servedVersion = (v: unknown) => v == null || v === 0 || v === 2;

/**
 * `__tcfapi` where the GDPR does not apply (a TCF website's visitor outside `eu`): loaded, nothing to show, and
 * TCData of `gdprApplies: false` only, with the `listenerId` a listener needs to be removed again.
 */
export function notApplying(): CmpHandler {
  const listeners = new Map<number, [0, unknown]>();
  let last = 0;
  return (c, reply, caller) => {
    const command = c.command;
    if (command === 'ping')
      reply(
        { gdprApplies: false, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: 'disabled', apiVersion: API_VERSION },
        true,
      );
    else if (command === 'addEventListener')
      listeners.set(++last, [0, caller]), reply({ gdprApplies: false, listenerId: last }, true);
    else if (command === 'getTCData') reply({ gdprApplies: false }, true);
    else if (command === 'removeEventListener') reply(ownListener(listeners, c.parameter, caller), true);
    else reply(null, false);
  };
}

/**
 * The stub's command handling while the TCF chunk loads (CMP API v2, "How does the CMP stub API work?"): `ping`
 * answers at once (`cmpStatus` `stub`, or `error` once the chunk failed to load), any other call waits in order
 * for the chunk's handler, which `take` installs; after a failure they get `null, false`.
 */
export function stubHandler() {
  let handler: CmpHandler | undefined;
  let failed = false;
  const queue: [CmpCall, CmpReply, unknown][] = [];
  const handle: CmpHandler = (c, reply, caller) => {
    if (typeof reply !== 'function') return;
    if (!servedVersion(c.version)) reply(null, false);
    else if (handler) handler(c, reply, caller);
    else if (c.command === 'ping')
      reply(
        {
          gdprApplies: true,
          cmpLoaded: false,
          cmpStatus: failed ? 'error' : 'stub',
          displayStatus: 'hidden',
          apiVersion: API_VERSION,
        },
        true,
      );
    else if (failed) reply(null, false);
    else queue.push([c, reply, caller]);
  };
  return {
    handle,
    take(h: CmpHandler) {
      if (handler) return;
      handler = h;
      for (const q of queue.splice(0)) handle(q[0], q[1], q[2]);
    },
    /** The chunk did not load, or loaded and did not register (not ours, another version): nothing answers. */
    fail() {
      if (handler) return;
      failed = true;
      for (const q of queue.splice(0)) q[1](null, false);
    },
  };
}
