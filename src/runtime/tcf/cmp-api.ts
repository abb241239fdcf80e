import type { CmpCall, CmpReply } from '../iab/cmp-frame.ts';
import { ownListener } from '../iab/own-listener.ts';
import { API_VERSION, servedVersion } from './stub-api.ts';
import { type TcSignal, tcData } from './tc-data.ts';

type DisplayStatus = 'visible' | 'hidden';

/**
 * The TCF CMP API (IAB Tech Lab CMP API v2, 2.2) once the chunk has loaded: `ping`, `addEventListener`,
 * `removeEventListener` and the deprecated `getTCData`. The chunk's flow tells it each TC string and the event it
 * came with (`publish`), whether the banner or the preference centre is shown (`display`), and when it cannot
 * serve the TCF at all (`fail`: `cmpStatus` `error`, and no command but `ping` answers).
 */
export function createTcfApi() {
  let cmpStatus: 'loaded' | 'error' = 'loaded';
  let displayStatus: DisplayStatus = 'hidden';
  let current: TcSignal | null = null;
  let lastId = 0;
  /** Each listener's callback and caller (cmp-frame.ts): only the frame that added a listener can remove it. */
  const listeners = new Map<number, [CmpReply, unknown]>();

  const call = (reply: CmpReply, data: unknown, success = true) => {
    try {
      reply(data, success);
    } catch {
      // A vendor's callback failing stays with it; the others still hear.
    }
  };
  /** TCData now; before any string, what is known: the GDPR applies, nothing more (the spec's incomplete TC data). */
  const data = (listenerId?: number, vendorIds?: readonly number[]) =>
    current ? tcData(current, cmpStatus, listenerId, vendorIds) : { gdprApplies: true, cmpStatus, listenerId };

  function handle(c: CmpCall, reply: CmpReply, caller?: unknown): void {
    if (typeof reply !== 'function') return;
    const command = c.command;
    if (!servedVersion(c.version)) call(reply, null, false);
    else if (command === 'ping')
      call(reply, {
        gdprApplies: true,
        cmpLoaded: true,
        cmpStatus,
        displayStatus,
        apiVersion: API_VERSION,
        // Those of the string it serves: undefined until it has one.
        cmpId: current?.model.cmpId,
        cmpVersion: current?.model.cmpVersion,
        gvlVersion: current?.model.vendorListVersion,
        tcfPolicyVersion: current?.model.policyVersion,
      });
    else if (cmpStatus === 'error') call(reply, null, false);
    else if (command === 'addEventListener') {
      const listenerId = ++lastId;
      listeners.set(listenerId, [reply, caller]);
      call(reply, data(listenerId));
    } else if (command === 'removeEventListener') call(reply, ownListener(listeners, c.parameter, caller));
    else if (command === 'getTCData') {
      const ids = Array.isArray(c.parameter) ? c.parameter.filter((id) => Number.isInteger(id) && id > 0) : undefined;
      call(reply, data(undefined, ids));
    } else call(reply, null, false);
  }

  return {
    handle,
    /** A TC string, new or re-read: every listener hears it with `eventStatus`. */
    publish(s: TcSignal) {
      current = s;
      listeners.forEach((l, listenerId) => {
        call(l[0], data(listenerId));
      });
    },
    display(visible: boolean) {
      displayStatus = visible ? 'visible' : 'hidden';
    },
    fail() {
      cmpStatus = 'error';
    },
  };
}
