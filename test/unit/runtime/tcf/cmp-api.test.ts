// @vitest-environment happy-dom
import { TCString } from '@iabtechlabtcf/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../../../src/runtime/signals/events.ts';
import { createTcfApi } from '../../../../src/runtime/tcf/cmp-api.ts';
import { acceptAll, type TcfChoice } from '../../../../src/runtime/tcf/encode.ts';
import { notApplying, stubHandler } from '../../../../src/runtime/tcf/stub-api.ts';
import { createTcfFlow } from '../../../../src/runtime/tcf/tcf-flow.ts';
import { VendorList, type VendorListAnswer } from '../../../../src/schema/vendor-list.ts';
import { restrictionsOfAnswer } from '../../../../src/service/tcf/publisher-restrictions.ts';
import { TCF_CHUNK_HOOK, TCF_STORAGE_KEY } from '../../../../src/shared/tcf-paths.ts';
import fixture from '../../../fixtures/tcf/vendor-list.json' with { type: 'json' };

// The TCF CMP API v2 (2.2) as the IAB Tech Lab's "CMP API v2" specifies it: the stub's queue, ping's statuses,
// addEventListener's listenerIds and event order, removeEventListener, getTCData, and the strings the flow makes
// from the runtime's decisions. What a real browser and a cross-origin frame get is test/e2e/tcf.spec.ts's.

const full = VendorList.parse(fixture);
// Vendors 1–4 (the fixture's vendor 3 declares special purposes only, vendor 4 no legitimate interest).
const list: VendorListAnswer = {
  ...full,
  vendors: Object.fromEntries(Object.entries(full.vendors).filter(([id]) => ['1', '2', '3', '4'].includes(id))),
  language: 'en',
  cmpId: 412,
  cmpVersion: 3,
  googleAtpIds: [89],
};
type Answer = [unknown, boolean];
type Handler = (
  c: { command: unknown; parameter?: unknown; version?: unknown },
  r: (d: unknown, ok: boolean) => void,
  caller?: unknown,
) => void;
const ask = (handle: Handler, command: string, parameter?: unknown, version?: unknown) => {
  const got: Answer[] = [];
  handle({ command, parameter, version }, (d, ok) => got.push([d, ok]));
  return got;
};
const ids = (o: Record<string, boolean>) =>
  Object.entries(o)
    .filter(([, v]) => v)
    .map(([k]) => Number(k));
const state = (granted: string[], method = 'accept_all', at = '2026-11-26T10:00:00.000Z') =>
  ({ granted, method, at, version: 'v1', region: 'eu', gpc: false, reloadNeeded: false }) as ConsentState;
type Flags = Record<string, boolean>;
interface Tc {
  tcString: string;
  addtlConsent: string;
  listenerId?: number;
  purpose: { consents: Flags; legitimateInterests: Flags };
  vendor: { consents: Flags; legitimateInterests: Flags; disclosedVendors: Flags };
  specialFeatureOptins: Flags;
  publisher: { restrictions: Record<string, Record<string, number>> };
}
/** getTCData's answer. */
const tcOf = (api: { handle: Handler }, vendorIds?: number[]) => ask(api.handle, 'getTCData', vendorIds)[0]![0] as Tc;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the stub (while the chunk loads)', () => {
  it('answers ping at once with cmpStatus stub, and queues the other calls for the chunk, in order', () => {
    const stub = stubHandler();
    expect(ask(stub.handle, 'ping')).toEqual([
      [{ gdprApplies: true, cmpLoaded: false, cmpStatus: 'stub', displayStatus: 'hidden', apiVersion: '2.2' }, true],
    ]);
    const got: string[] = [];
    stub.handle({ command: 'addEventListener', version: 2 }, () => got.push('first'));
    stub.handle({ command: 'getTCData' }, () => got.push('second'));
    expect(got).toEqual([]);
    const seen: unknown[] = [];
    stub.take((c, reply) => (seen.push(c.command), reply(null, true)));
    expect(seen).toEqual(['addEventListener', 'getTCData']);
    expect(got).toEqual(['first', 'second']);
    // From then on the chunk answers directly.
    ask(stub.handle, 'ping');
    expect(seen).toEqual(['addEventListener', 'getTCData', 'ping']);
  });

  it('when the chunk fails to load: cmpStatus error, the waiting calls get null and false', () => {
    const stub = stubHandler();
    const waiting: Answer[] = [];
    stub.handle({ command: 'addEventListener' }, (d, ok) => waiting.push([d, ok]));
    stub.fail();
    expect(waiting).toEqual([[null, false]]);
    expect((ask(stub.handle, 'ping')[0]![0] as { cmpStatus: string }).cmpStatus).toBe('error');
    expect(ask(stub.handle, 'addEventListener')).toEqual([[null, false]]);
  });

  it('a version other than 0, null, undefined or 2 gets null and false (1 is no longer supported)', () => {
    const stub = stubHandler();
    for (const v of [1, 3, '2', -1]) expect(ask(stub.handle, 'ping', undefined, v)).toEqual([[null, false]]);
    for (const v of [0, null, undefined, 2]) expect(ask(stub.handle, 'ping', undefined, v)[0]![1]).toBe(true);
  });
});

describe('outside eu (gdprApplies false)', () => {
  it('is loaded with its display disabled, and gives listeners an id and only gdprApplies', () => {
    const h = notApplying();
    expect(ask(h, 'ping')).toEqual([
      [{ gdprApplies: false, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: 'disabled', apiVersion: '2.2' }, true],
    ]);
    expect(ask(h, 'addEventListener')).toEqual([[{ gdprApplies: false, listenerId: 1 }, true]]);
    expect(ask(h, 'addEventListener')).toEqual([[{ gdprApplies: false, listenerId: 2 }, true]]);
    expect(ask(h, 'getTCData')).toEqual([[{ gdprApplies: false }, true]]);
    expect(ask(h, 'removeEventListener', 1)).toEqual([[true, true]]);
    expect(ask(h, 'removeEventListener', 1)).toEqual([[false, true]]);
    expect(ask(h, 'getVendorList')).toEqual([[null, false]]);
  });
});

describe('the CMP API and the flow (the chunk)', () => {
  beforeEach(() => localStorage.clear());

  const setUp = (version = 'v1') => {
    const api = createTcfApi();
    const fetched = vi.fn(async () => list);
    const flow = createTcfFlow({ version, list: fetched, api });
    const events: { eventStatus?: string; listenerId?: number; tcString?: string }[] = [];
    api.handle({ command: 'addEventListener', version: 2 }, (d) => events.push(d as never));
    return { api, flow, fetched, events };
  };

  it('a first view: the listener hears at once (its id, no string), then cmpuishown, then useractioncomplete', async () => {
    const { api, flow, events } = setUp();
    expect(events).toEqual([{ gdprApplies: true, cmpStatus: 'loaded', listenerId: 1 }]);
    flow.follow(null, 'ready');
    await flush();
    expect(events).toHaveLength(1);
    flow.display(true);
    await flush();
    expect(events.map((e) => e.eventStatus)).toEqual([undefined, 'cmpuishown']);
    expect((ask(api.handle, 'ping')[0]![0] as { displayStatus: string }).displayStatus).toBe('visible');
    // Transparency: no consent, legitimate interest as declared (vendor 1 and 2 declare some; 3 special purposes only).
    const shown = TCString.decode(events[1]!.tcString!);
    expect(ids(Object.fromEntries([...Array(12).keys()].map((i) => [i, shown.vendorConsents.has(i)])))).toEqual([]);
    expect(shown.vendorLegitimateInterests.has(3)).toBe(false);

    flow.display(false);
    flow.follow(state(['essential', 'performance', 'analytics', 'advertising']), 'change');
    await flush();
    expect(events.map((e) => e.eventStatus)).toEqual([undefined, 'cmpuishown', 'useractioncomplete']);
    expect(events.every((e) => e.listenerId === 1)).toBe(true);
    const data = tcOf(api);
    expect(data).toMatchObject({
      gdprApplies: true,
      eventStatus: 'useractioncomplete',
      cmpStatus: 'loaded',
      cmpId: 412,
      cmpVersion: 3,
    });
    // Vendor 3 declares no consent purpose: the IAB's library leaves its consent bit unset.
    expect(ids(data.vendor.consents)).toEqual([1, 2, 4]);
    expect(ids(data.vendor.disclosedVendors)).toEqual([1, 2, 3, 4]);
    expect(ids(data.purpose.consents)).toEqual(Object.keys(list.purposes).map(Number));
    expect(data.addtlConsent).toBe('2~89~dv.');
    expect(data.listenerId).toBeUndefined();
    expect(ask(api.handle, 'ping')[0]![0]).toMatchObject({
      cmpLoaded: true,
      displayStatus: 'hidden',
      cmpId: 412,
      gvlVersion: list.vendorListVersion,
      tcfPolicyVersion: TCString.decode(data.tcString).policyVersion,
    });
    // getTCData with vendorIds: only those vendors.
    const some = tcOf(api, [2, 9]);
    expect(some.vendor.consents).toEqual({ 2: true, 9: false });
  });

  it('removeEventListener: true once for a known id, and the listener hears no more', async () => {
    const { api, flow, events } = setUp();
    expect(ask(api.handle, 'removeEventListener', 1)).toEqual([[true, true]]);
    expect(ask(api.handle, 'removeEventListener', 1)).toEqual([[false, true]]);
    flow.follow(state(['essential']), 'change');
    await flush();
    expect(events).toHaveLength(1);
  });

  it("a frame removes only the listeners it added, through the stub's queue too: the page's stay the page's", async () => {
    const stub = stubHandler();
    const page: (string | undefined)[] = [];
    // Queued before the chunk registers, with its caller.
    stub.handle({ command: 'addEventListener' }, (d) => page.push((d as { eventStatus?: string }).eventStatus));
    const { api, flow } = setUp();
    stub.take(api.handle);
    const frameA = {};
    const frameB = {};
    const answers: Answer[] = [];
    stub.handle({ command: 'addEventListener' }, () => {}, frameA);
    // Listener 1 is setUp's, 2 the page's queued one, 3 frame A's.
    for (const [id, who] of [
      [1, frameB],
      [2, frameB],
      [3, frameB],
      [2, frameA],
    ] as const)
      stub.handle({ command: 'removeEventListener', parameter: id }, (d, ok) => answers.push([d, ok]), who);
    expect(answers).toEqual([
      [false, true],
      [false, true],
      [false, true],
      [false, true],
    ]);
    flow.follow(state(['essential'], 'decline'), 'change');
    await flush();
    expect(page).toEqual([undefined, 'useractioncomplete']);
    expect(ask(stub.handle, 'removeEventListener', 2)).toEqual([[true, true]]);
    stub.handle({ command: 'removeEventListener', parameter: 3 }, (d, ok) => answers.push([d, ok]), frameA);
    expect(answers.at(-1)).toEqual([true, true]);
    // Outside eu the same.
    const h = notApplying();
    h({ command: 'addEventListener' }, () => {});
    expect(ask(h, 'removeEventListener', 1).length).toBe(1);
    h({ command: 'addEventListener' }, () => {});
    const foreign: Answer[] = [];
    h({ command: 'removeEventListener', parameter: 2 }, (d, ok) => foreign.push([d, ok]), frameB);
    expect(foreign).toEqual([[false, true]]);
  });

  it('getTCData answers the publisher restrictions the string carries', async () => {
    const restricted: VendorListAnswer = {
      ...list,
      ...restrictionsOfAnswer(list.vendors, [
        { purpose: 2, type: 'require_consent', vendors: [2] },
        { purpose: 3, type: 'not_allowed', vendors: [1, 4] },
      ]),
    };
    const api = createTcfApi();
    const flow = createTcfFlow({ version: 'v1', list: async () => restricted, api });
    flow.follow(state(['essential', 'advertising']), 'change');
    await flush();
    expect(tcOf(api).publisher.restrictions).toEqual({ 2: { 2: 1 }, 3: { 1: 0, 4: 0 } });
  });

  it('reject all: no consent, and every legitimate interest objected to', async () => {
    const { api, flow } = setUp();
    flow.follow(state(['essential'], 'decline'), 'change');
    await flush();
    const data = tcOf(api);
    expect(ids(data.vendor.consents)).toEqual([]);
    expect(ids(data.vendor.legitimateInterests)).toEqual([]);
    expect(ids(data.purpose.consents)).toEqual([]);
    expect(ids(data.purpose.legitimateInterests)).toEqual([]);
    expect(data.addtlConsent).toBe('2~~dv.89');
  });

  it("a custom decision takes the vendor layer's choice: a vendor refused, a legitimate interest objected to", async () => {
    const { api, flow } = setUp();
    const all = acceptAll(list);
    const choice: TcfChoice = { ...all, vendorConsents: [1, 4], vendorObjections: [1] };
    flow.choose(choice);
    flow.follow(state(['essential', 'advertising'], 'custom'), 'change');
    await flush();
    const data = tcOf(api);
    expect(ids(data.vendor.consents)).toEqual([1, 4]);
    expect(data.vendor.legitimateInterests[1]).toBe(false);
    expect(data.vendor.legitimateInterests[2]).toBe(true);
    // The next decision without a choice of the layer is the decision's own.
    flow.follow(state(['essential', 'advertising'], 'accept_all'), 'change');
    await flush();
    const again = tcOf(api);
    expect(ids(again.vendor.consents)).toEqual([1, 2, 4]);
  });

  it("without advertising the vendor layer's choice is narrowed to what the categories cover", async () => {
    const { api, flow } = setUp();
    flow.choose({ ...acceptAll(list), vendorConsents: [1, 4] });
    flow.follow(state(['essential', 'analytics'], 'custom'), 'change');
    await flush();
    const data = tcOf(api);
    // Vendors 1 and 4 need consent for advertising purposes: refused whatever the layer chose.
    expect(ids(data.vendor.consents)).toEqual([]);
    expect(ids(data.purpose.consents)).toEqual([1, 8, 9, 10]);
    expect(ids(data.specialFeatureOptins)).toEqual([1, 2]);
  });

  it('a returning view: the string made again from the decision, for the same decision the same string', async () => {
    const first = setUp();
    first.flow.follow(state(['essential', 'advertising']), 'change');
    await flush();
    const made = first.events.at(-1)!.tcString;
    expect(JSON.parse(localStorage.getItem(TCF_STORAGE_KEY)!)).toMatchObject({ v: 'v1', tc: made, ac: '2~89~dv.' });
    // The cookie keeps seconds: the decision read back on the next view has lost its milliseconds.
    const back = setUp();
    back.flow.follow(state(['essential', 'advertising'], 'accept_all', '2026-11-26T10:00:00Z'), 'ready');
    await flush();
    expect(back.events.map((e) => e.eventStatus)).toEqual([undefined, 'tcloaded']);
    expect(back.events[1]!.tcString).toBe(made);
  });

  it("a custom decision's vendor-layer choice survives the next view, read back from the string kept for it", async () => {
    const first = setUp();
    first.flow.choose({ ...acceptAll(list), vendorConsents: [4], purposeConsents: [1, 3, 4], specialFeatureOptIns: [2] });
    first.flow.follow(state(['essential', 'advertising'], 'custom'), 'change');
    await flush();
    const back = setUp();
    back.flow.follow(state(['essential', 'advertising'], 'custom', '2026-11-26T10:00:00Z'), 'ready');
    await flush();
    const data = tcOf(back.api);
    expect(ids(data.vendor.consents)).toEqual([4]);
    expect(ids(data.purpose.consents)).toEqual([1, 3, 4]);
    expect(ids(data.specialFeatureOptins)).toEqual([2]);
    // The vendor layer opens on that choice, not on everything the categories would allow.
    expect(back.flow.initial(list)).toMatchObject({ purposeConsents: [1, 3, 4], specialFeatureOptIns: [2], vendorConsents: [4] });
  });

  it("a forged stored string (a decline's v and at, an accept-all tc) is replaced by the decision's", async () => {
    const api = createTcfApi();
    const accepted = createTcfFlow({ version: 'v1', list: async () => list, api });
    accepted.choose({ ...acceptAll(list) });
    accepted.follow(state(['essential', 'performance', 'analytics', 'advertising'], 'custom'), 'change');
    await flush();
    const forged = JSON.parse(localStorage.getItem(TCF_STORAGE_KEY)!);
    // The decline's cookie says v1 at the same second: the forged entry matches it.
    localStorage.setItem(TCF_STORAGE_KEY, JSON.stringify(forged));
    for (const method of ['decline', 'custom'] as const) {
      const { api: back, flow } = setUp();
      flow.follow(state(['essential'], method, '2026-11-26T10:00:00Z'), 'ready');
      await flush();
      const data = tcOf(back);
      expect(data.tcString).not.toBe(forged.tc);
      expect(ids(data.purpose.consents)).toEqual([]);
      expect(ids(data.purpose.legitimateInterests)).toEqual([]);
      expect(ids(data.vendor.consents)).toEqual([]);
      // A custom decision's layer choice is read from the string, but no category covers a purpose: no special feature.
      expect(ids(data.specialFeatureOptins)).toEqual([]);
      expect(data.addtlConsent).toBe('2~~dv.89');
      // And the storage now holds the decision's string.
      expect(JSON.parse(localStorage.getItem(TCF_STORAGE_KEY)!).tc).toBe(data.tcString);
    }
  });

  it('a stored string the decoder refuses is made again from the decision', async () => {
    localStorage.setItem(TCF_STORAGE_KEY, JSON.stringify({ v: 'v1', at: 1795687200, tc: 'not-a-tc-string', ac: '' }));
    const { flow, events, fetched } = setUp();
    flow.follow(state(['essential', 'advertising'], 'accept_all', '2026-11-26T10:00:00Z'), 'ready');
    await flush();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(events.at(-1)!.eventStatus).toBe('tcloaded');
    expect(events.at(-1)!.tcString).not.toBe('not-a-tc-string');
  });

  it('a list that cannot be had: cmpStatus error, and only ping answers', async () => {
    const api = createTcfApi();
    const flow = createTcfFlow({ version: 'v1', list: () => Promise.reject(new Error('offline')), api });
    flow.follow(state(['essential']), 'ready');
    await flush();
    expect((ask(api.handle, 'ping')[0]![0] as { cmpStatus: string }).cmpStatus).toBe('error');
    expect(ask(api.handle, 'addEventListener')).toEqual([[null, false]]);
  });

  it("a listener's error stays with it: the others still hear", async () => {
    const { api, flow, events } = setUp();
    api.handle({ command: 'addEventListener' }, () => {
      throw new Error('vendor bug');
    });
    flow.follow(state(['essential']), 'change');
    await flush();
    expect(events.at(-1)!.eventStatus).toBe('useractioncomplete');
  });
});

describe('the stub build (tcf/index.ts)', () => {
  const w = window as unknown as Record<string, unknown>;
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    for (const k of ['__serviceTcf', '__tcfapi', TCF_CHUNK_HOOK]) delete w[k];
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('in eu: __tcfapi and its locator, the chunk asked for at once, and the queue handed to the chunk when it registers', async () => {
    w.__serviceTcf = { applies: true, list: '/public/v1/websites/x/vendor-list?lang=en', version: 'v1' };
    // Kept from loading: here the test registers as the chunk would.
    const appended: Node[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));
    await import('../../../../src/runtime/tcf/index.ts');
    const tcfapi = w.__tcfapi as (c: string, v: number, cb: (d: unknown, ok: boolean) => void, p?: unknown) => void;
    expect(document.querySelector('iframe[name="__tcfapiLocator"]')).not.toBeNull();
    expect((appended[0] as HTMLScriptElement).src).toBe(`${location.origin}/consent-tcf-chunk.min.js`);
    const got: unknown[] = [];
    tcfapi('addEventListener', 2, (d) => got.push(d));
    expect(got).toEqual([]);
    const hook = w[TCF_CHUNK_HOOK] as (make: (s: unknown) => Handler) => void;
    let start: unknown;
    hook((s) => ((start = s), (c, reply) => reply({ from: 'chunk', command: c.command }, true)));
    expect(start).toMatchObject({ config: { version: 'v1' }, origin: location.origin });
    expect(got).toEqual([{ from: 'chunk', command: 'addEventListener' }]);
    // Not enumerable: not among the page's globals.
    expect(Object.keys(window)).not.toContain(TCF_CHUNK_HOOK);
  });

  it('outside eu: gdprApplies false, and no chunk', async () => {
    w.__serviceTcf = { applies: false };
    await import('../../../../src/runtime/tcf/index.ts');
    const got: Answer[] = [];
    (w.__tcfapi as (c: string, v: number, cb: (d: unknown, ok: boolean) => void) => void)('ping', 2, (d, ok) =>
      got.push([d, ok]),
    );
    expect(got[0]).toMatchObject([{ gdprApplies: false, cmpLoaded: true }, true]);
    expect(document.querySelector('script[src*="consent-tcf-chunk"]')).toBeNull();
    expect(w[TCF_CHUNK_HOOK]).toBeUndefined();
  });

  // docs/runtime.md#qa-region-preview: the runtime hands over to the asked region's first view, whose stub answers.
  it.each([
    [true, '?service_region=us', false],
    [true, '?service_region=eu', true],
    [false, '?service_region=eu', false],
    // Every region but eu gets the same stub (gdprApplies false): the preview's finds this one in place.
    [false, '?service_region=global', true],
    [true, '?service_region=mars', true],
  ])('applies %s, with %s: the stub is there only when no other region’s is coming (%s)', async (applies, search, on) => {
    w.__serviceTcf = applies ? { applies, list: '/public/v1/websites/x/vendor-list?lang=en', version: 'v1' } : { applies };
    vi.spyOn(document.head, 'append').mockImplementation(() => {});
    history.replaceState(null, '', `/page${search}`);
    try {
      await import('../../../../src/runtime/tcf/index.ts');
      expect(typeof w.__tcfapi).toBe(on ? 'function' : 'undefined');
      expect(document.querySelector('iframe[name="__tcfapiLocator"]') !== null).toBe(on);
    } finally {
      history.replaceState(null, '', '/page');
      document.querySelector('iframe[name="__tcfapiLocator"]')?.remove();
    }
  });

  it('answers __tcfapiCall messages through the bridge with the callId', async () => {
    w.__serviceTcf = { applies: false };
    await import('../../../../src/runtime/tcf/index.ts');
    const posted: unknown[] = [];
    const source = { postMessage: (m: unknown) => posted.push(m) };
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { __tcfapiCall: { command: 'ping', version: 2, callId: 'c1' } },
        source: source as never,
      }),
    );
    // Every import of the stub in this file added its own message listener: the last is this test's.
    expect(posted.at(-1)).toMatchObject({ __tcfapiReturn: { callId: 'c1', success: true, returnValue: { gdprApplies: false } } });
  });
});
