import type { GppConfig, GppState } from '../../schema/gpp.ts';
import { gppStateIndex } from '../../shared/gpp-sections.ts';
import type { CmpCall, CmpReply } from '../iab/cmp-frame.ts';
import { ownListener } from '../iab/own-listener.ts';

type SignalStatus = 'not ready' | 'ready';
type DisplayStatus = 'hidden' | 'visible';

/** A copy for each caller: a vendor that changes what it got must not change what the next one gets. */
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/**
 * The GPP CMP API (IAB GPP CMP API v1.1): the generic commands, answered at once, from the states the service
 * encoded (`config.states`, schema/gpp.ts). `gpc` is the browser's Global Privacy Control. The section is
 * `applicable` from the start; it exists once the runtime's page view has settled (`set`), and `signalStatus`
 * is `ready` from then on, except while a decision changes it. `cmpDisplayStatus` follows the runtime's UI (`shown`).
 */
export function createGppApi(config: GppConfig, gpc: boolean) {
  const api = config.api;
  let status: SignalStatus = 'not ready';
  let display: DisplayStatus = 'hidden';
  let current: GppState | null = null;
  let lastId = 0;
  /** Each listener's callback and caller (cmp-frame.ts): only the frame that added a listener can remove it. */
  const listeners = new Map<number, [CmpReply, unknown]>();

  const pingData = () => ({
    gppVersion: '1.1',
    // The API is whole from the start: nothing more loads.
    cmpStatus: 'loaded',
    cmpDisplayStatus: display,
    signalStatus: status,
    supportedAPIs: [`${config.section_id}:${api}`],
    cmpId: config.cmp_id,
    sectionList: current ? [config.section_id] : [],
    applicableSections: [config.section_id],
    gppString: current ? current.string : '',
    parsedSections: current ? { [api]: copy(current.parsed) } : {},
  });

  const call = (reply: CmpReply, data: unknown, success = true) => {
    try {
      reply(data, success);
    } catch {
      // A vendor's callback failing stays with it; the others still hear.
    }
  };

  const fire = (eventName: string, data: unknown) => {
    listeners.forEach((l, listenerId) => {
      call(l[0], { eventName, listenerId, data, pingData: pingData() });
    });
  };

  /**
   * A field of the current section, from whichever sub-section has it as its own (`constructor` is not a field),
   * with success false when none has.
   */
  const field = (reply: CmpReply, name: string) => {
    for (const sub of current ? current.parsed : []) if (Object.hasOwn(sub, name)) return call(reply, copy(sub[name]));
    call(reply, null, false);
  };

  function handle(c: CmpCall, reply: CmpReply, caller?: unknown): void {
    if (typeof reply !== 'function') return;
    const command = c.command;
    const parameter = c.parameter;
    const ours = (prefix: unknown) => current !== null && prefix === api;
    if (command === 'ping') call(reply, pingData());
    else if (command === 'addEventListener') {
      const listenerId = ++lastId;
      listeners.set(listenerId, [reply, caller]);
      call(reply, { eventName: 'listenerRegistered', listenerId, data: true, pingData: pingData() });
    } else if (command === 'removeEventListener') call(reply, ownListener(listeners, parameter, caller));
    else if (command === 'hasSection') call(reply, ours(parameter));
    else if (command === 'getSection') call(reply, ours(parameter) ? copy(current!.parsed) : null);
    else if (command === 'getField') {
      const path = String(parameter).split('.');
      path.length === 2 && ours(path[0]) ? field(reply, path[1]!) : call(reply, null, false);
    } else call(reply, null, false);
  }

  /**
   * The runtime's decision: opted out of sale, sharing and targeted advertising unless it grants advertising.
   * Events in the spec's order: `signalStatus` not ready (when it was ready), `sectionChange`, `signalStatus` ready;
   * none when nothing changes.
   */
  function set(advertising: boolean): void {
    const next = config.states[gppStateIndex(gpc, advertising)]!;
    if (next === current && status === 'ready') return;
    if (status === 'ready') fire('signalStatus', (status = 'not ready'));
    if (next !== current) {
      current = next;
      fire('sectionChange', api);
    }
    fire('signalStatus', (status = 'ready'));
  }

  /** The banner or the preference centre appeared (true) or went: `cmpDisplayStatus`, and its event on a change. */
  function shown(visible: boolean): void {
    const next: DisplayStatus = visible ? 'visible' : 'hidden';
    if (next !== display) fire('cmpDisplayStatus', (display = next));
  }

  return { handle, set, shown };
}
