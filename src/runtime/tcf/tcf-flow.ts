import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import type { ConsentState } from '../signals/events.ts';
import type { createTcfApi } from './cmp-api.ts';
import { decisionChoice } from './decision-choice.ts';
import { encodeChoice, rejectAll, type TcfChoice } from './encode.ts';
import { keptChoice, stringChoice } from './kept-choice.ts';
import { type EventStatus, signal, type TcSignal } from './tc-data.ts';
import { readTc, writeTc } from './tc-store.ts';

export interface TcfFlowOptions {
  /** The consent version: a stored string of another is not re-used. */
  version: string;
  /** The website's vendor list, fetched once (rejects when it cannot be had). */
  list: () => Promise<VendorListAnswer>;
  api: ReturnType<typeof createTcfApi>;
}

/**
 * Transparency without a choice yet: no consent, no objection (CMP API v2, `cmpuishown`: "all the surfaced
 * vendors' legitimate interest signals set to true and all the consent signals set to false").
 */
const transparency = (list: VendorListAnswer): TcfChoice => ({ ...rejectAll(list), purposeObjections: [], vendorObjections: [] });

/**
 * The TC string follows the runtime's page view (docs/runtime.md#iab-tcf): a returning view's string at `ready`
 * (`tcloaded`), each decision's new one (`useractioncomplete`), and the transparency string when the banner or the
 * centre shows (`cmpuishown`). Every string is the decision's (`decisionChoice`: what its categories cover, with
 * the vendor layer's choice (`choose`) for a custom decision); the stored one is made again on each view, from the
 * consent cookie's decision, so a string written into storage never speaks for the visitor. Strings are made one
 * after another, in order.
 */
export function createTcfFlow(o: TcfFlowOptions) {
  let current: TcSignal | null = null;
  let custom: TcfChoice | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  const run = (step: () => Promise<void> | void) => {
    chain = chain.then(step).catch(() => o.api.fail());
  };
  const publish = (s: TcSignal) => o.api.publish((current = s));
  const encode = async (choice: (list: VendorListAnswer) => TcfChoice, status: EventStatus, at?: string) => {
    const list = await o.list();
    const e = encodeChoice(list, choice(list), at);
    if (at) writeTc(o.version, at, e.tcString, e.addtlConsent);
    publish(signal(e.tcString, e.addtlConsent, status));
  };
  /** The choice a decision stands for, the vendor layer's taken now (it is cleared before the string is made). */
  const choiceOf =
    (s: ConsentState | null, layer = custom) =>
    (list: VendorListAnswer) =>
      s ? decisionChoice(list, s.granted, s.method === 'custom' ? layer : null) : rejectAll(list);

  return {
    /** The runtime's `ready` and `change` (docs/runtime.md#javascript-api). */
    follow(s: ConsentState | null, event: 'ready' | 'change') {
      run(() => {
        if (event === 'ready') {
          // Nothing decided: the banner shows, and `display` says so.
          if (!s) return;
          // The layer's choice, if any, is only in the string kept for this decision: read back, then narrowed.
          const kept = readTc(o.version, s.at);
          return encode((list) => choiceOf(s, kept && keptChoice(list, kept.tc, kept.ac))(list), 'tcloaded', s.at);
        }
        const made = encode(choiceOf(s), 'useractioncomplete', s ? s.at : undefined);
        custom = null;
        return made;
      });
    },
    /** The banner or the preference centre appeared (true) or went. */
    display(visible: boolean) {
      o.api.display(visible);
      if (!visible) return;
      run(() => (current ? publish({ ...current, eventStatus: 'cmpuishown' }) : encode(transparency, 'cmpuishown')));
    },
    /** Where the vendor layer starts: its last choice, else what the current string says (before one, transparency). */
    initial(list: VendorListAnswer): TcfChoice {
      return custom || (current ? stringChoice(list, current.model, current.addtlConsent) : transparency(list));
    },
    /** The vendor layer's choice, for the visitor's next custom decision. */
    choose(choice: TcfChoice) {
      custom = choice;
    },
  };
}
