// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_NAME } from '../../../../src/runtime/api.ts';
import { createGppApi } from '../../../../src/runtime/gpp/gpp-api.ts';
import { exposeCmpApi } from '../../../../src/runtime/iab/cmp-frame.ts';
import { RUNTIME_GLOBAL } from '../../../../src/runtime/iab/runtime-events.ts';
import { defaultBanner } from '../../../../src/service/model/banner-defaults.ts';
import { gppConfig } from '../../../../src/service/public/config/gpp-config.ts';
import { gppStateIndex } from '../../../../src/shared/gpp-sections.ts';

// The GPP CMP API v1.1's generic commands (Core/CMP API Specification.md): callback arguments, listenerIds,
// event order, signalStatus. What a real browser and a cross-origin frame get is test/e2e/gpp.spec.ts's.

const US = gppConfig(defaultBanner(), 'us')!;
type Answer = [unknown, boolean];

/** Calls a command and returns what its callback got, synchronously (the spec's generic commands answer at once). */
function ask(api: ReturnType<typeof createGppApi>, command: string, parameter?: unknown): Answer[] {
  const got: Answer[] = [];
  api.handle({ command, parameter }, (data, success) => got.push([data, success]));
  return got;
}

describe('the GPP API', () => {
  it('ping before the page view has settled: loaded, not ready, the section applicable but not yet there', () => {
    const [[data, success]] = ask(createGppApi(US, false), 'ping') as [Answer];
    expect(success).toBe(true);
    expect(data).toEqual({
      gppVersion: '1.1',
      cmpStatus: 'loaded',
      cmpDisplayStatus: 'hidden',
      signalStatus: 'not ready',
      supportedAPIs: ['7:usnat'],
      cmpId: 1,
      sectionList: [],
      applicableSections: [7],
      gppString: '',
      parsedSections: {},
    });
    expect(ask(createGppApi(US, false), 'hasSection', 'usnat')).toEqual([[false, true]]);
    expect(ask(createGppApi(US, false), 'getSection', 'usnat')).toEqual([[null, true]]);
    expect(ask(createGppApi(US, false), 'getField', 'usnat.SaleOptOut')).toEqual([[null, false]]);
  });

  it('once set: ready, with the state the decision and GPC select, in ping, hasSection, getSection and getField', () => {
    for (const gpc of [false, true])
      for (const advertising of [false, true]) {
        const api = createGppApi(US, gpc);
        api.set(advertising);
        const state = US.states[gppStateIndex(gpc, advertising)]!;
        const [[ping]] = ask(api, 'ping') as [Answer];
        expect(ping).toMatchObject({
          signalStatus: 'ready',
          sectionList: [7],
          gppString: state.string,
          parsedSections: { usnat: state.parsed },
        });
        expect(ask(api, 'hasSection', 'usnat')).toEqual([[true, true]]);
        expect(ask(api, 'hasSection', 'usca')).toEqual([[false, true]]);
        expect(ask(api, 'getSection', 'usnat')).toEqual([[state.parsed, true]]);
        expect(ask(api, 'getSection', 'tcfeuv2')).toEqual([[null, true]]);
        expect(ask(api, 'getField', 'usnat.SaleOptOut')).toEqual([[advertising ? 2 : 1, true]]);
        expect(ask(api, 'getField', 'usnat.TargetedAdvertisingOptOut')).toEqual([[advertising ? 2 : 1, true]]);
        // From the GPC sub-section.
        expect(ask(api, 'getField', 'usnat.Gpc')).toEqual([[gpc, true]]);
        expect(ask(api, 'getField', 'usnat.SubsectionType')).toEqual([[1, true]]);
      }
  });

  it('getField of an unknown field, another section or no field name answers null, false', () => {
    const api = createGppApi(US, false);
    api.set(false);
    for (const p of ['usnat.NoSuchField', 'usca.SaleOptOut', 'usnat', 'usnat.SaleOptOut.x', undefined])
      expect(ask(api, 'getField', p), String(p)).toEqual([[null, false]]);
  });

  it("getField of an object's inherited names (usnat.constructor…) answers null, false and throws nothing", () => {
    const api = createGppApi(US, false);
    api.set(false);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(ask(api, 'getField', `usnat.${name}`), name).toEqual([[null, false]]);
  });

  it('a caller that changes its answer does not change the next one', () => {
    const api = createGppApi(US, false);
    api.set(false);
    const [[section]] = ask(api, 'getSection', 'usnat') as [[Record<string, unknown>[], boolean]];
    section[0]!.SaleOptOut = 2;
    expect(ask(api, 'getField', 'usnat.SaleOptOut')).toEqual([[1, true]]);
  });

  it('an unknown command answers null with success false; a call without a callback does nothing', () => {
    const api = createGppApi(US, false);
    expect(ask(api, 'getVendorList')).toEqual([[null, false]]);
    expect(() => api.handle({ command: 'ping' }, undefined as never)).not.toThrow();
  });

  it('addEventListener: called at once with listenerRegistered and a new listenerId per call, then every event in order', () => {
    const api = createGppApi(US, false);
    const a: { eventName: string; listenerId: number; data: unknown; pingData: { signalStatus: string; gppString: string } }[] =
      [];
    const b: unknown[] = [];
    api.handle({ command: 'addEventListener' }, (e, ok) => a.push({ ...(e as (typeof a)[0]), ok } as never));
    api.handle({ command: 'addEventListener' }, (e) => b.push(e));
    expect(a).toEqual([expect.objectContaining({ eventName: 'listenerRegistered', listenerId: 1, data: true, ok: true })]);
    expect(b).toEqual([expect.objectContaining({ eventName: 'listenerRegistered', listenerId: 2, data: true })]);
    expect(a[0]!.pingData.signalStatus).toBe('not ready');

    // The page view settles: the section appears, then ready (it was not ready: no "not ready" first).
    api.set(true);
    const names = () => a.slice(1).map((e) => [e.eventName, e.data, e.pingData.signalStatus]);
    expect(names()).toEqual([
      ['sectionChange', 'usnat', 'not ready'],
      ['signalStatus', 'ready', 'ready'],
    ]);
    expect(a.at(-1)!.pingData.gppString).toBe(US.states[1]!.string);
    expect(a.every((e) => e.listenerId === 1)).toBe(true);

    // A new decision: not ready first, the section, ready last.
    a.length = 1;
    api.set(false);
    expect(names()).toEqual([
      ['signalStatus', 'not ready', 'not ready'],
      ['sectionChange', 'usnat', 'not ready'],
      ['signalStatus', 'ready', 'ready'],
    ]);
    expect(a.at(-1)!.pingData.gppString).toBe(US.states[0]!.string);

    // A decision that changes nothing fires nothing.
    a.length = 1;
    api.set(false);
    expect(names()).toEqual([]);
    expect(b).toHaveLength(1 + 3 + 2);
  });

  it('cmpDisplayStatus: visible while the UI shows, hidden once it goes, with one event per change', () => {
    const api = createGppApi(US, false);
    const heard: unknown[] = [];
    api.handle({ command: 'addEventListener' }, (e) => {
      const { eventName, data, pingData } = e as { eventName: string; data: unknown; pingData: { cmpDisplayStatus: string } };
      heard.push([eventName, data, pingData.cmpDisplayStatus]);
    });
    const status = () => (ask(api, 'ping')[0]![0] as { cmpDisplayStatus: string }).cmpDisplayStatus;
    api.shown(true);
    expect(status()).toBe('visible');
    api.shown(true);
    api.set(false);
    api.shown(false);
    expect(status()).toBe('hidden');
    api.shown(false);
    expect(heard).toEqual([
      ['listenerRegistered', true, 'hidden'],
      ['cmpDisplayStatus', 'visible', 'visible'],
      ['sectionChange', 'usnat', 'visible'],
      ['signalStatus', 'ready', 'visible'],
      ['cmpDisplayStatus', 'hidden', 'hidden'],
    ]);
  });

  it('removeEventListener: true for a registered listenerId, which hears nothing more; false for an unknown one', () => {
    const api = createGppApi(US, false);
    const heard: unknown[] = [];
    api.handle({ command: 'addEventListener' }, (e) => heard.push(e));
    expect(ask(api, 'removeEventListener', 1)).toEqual([[true, true]]);
    expect(ask(api, 'removeEventListener', 1)).toEqual([[false, true]]);
    expect(ask(api, 'removeEventListener', 99)).toEqual([[false, true]]);
    api.set(true);
    expect(heard).toHaveLength(1);
  });

  it('a listener that throws stops neither the other listeners nor the decision', () => {
    const api = createGppApi(US, false);
    const heard: string[] = [];
    api.handle({ command: 'addEventListener' }, (e) => {
      if ((e as { eventName: string }).eventName !== 'listenerRegistered') throw new Error('vendor bug');
    });
    api.handle({ command: 'addEventListener' }, (e) => heard.push((e as { eventName: string }).eventName));
    expect(() => api.set(true)).not.toThrow();
    expect(heard).toEqual(['listenerRegistered', 'sectionChange', 'signalStatus']);
  });
});

describe('the frame bridge (exposeCmpApi)', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__gpp;
    document.body.innerHTML = '';
  });

  it('puts the function on the page with its locator frame, and leaves a function already there alone', () => {
    const fn = () => {};
    expect(exposeCmpApi('__gpp', fn, () => {})).toBe(true);
    expect((window as unknown as { __gpp: unknown }).__gpp).toBe(fn);
    const locator = document.querySelector('iframe[name="__gppLocator"]') as HTMLIFrameElement;
    expect(locator.style.display).toBe('none');
    expect(
      exposeCmpApi(
        '__gpp',
        () => {},
        () => {},
      ),
    ).toBe(false);
    expect((window as unknown as { __gpp: unknown }).__gpp).toBe(fn);
    expect(document.querySelectorAll('iframe[name="__gppLocator"]')).toHaveLength(1);
  });

  it('answers __gppCall messages in the form they came, once per answer, with the callId', () => {
    const api = createGppApi(US, false);
    exposeCmpApi('__gpp', () => {}, api.handle);
    const posted: unknown[] = [];
    const source = { postMessage: (m: unknown, origin: string) => posted.push([m, origin]) };
    const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: source as never }));
    send({ __gppCall: { command: 'ping', callId: 'a1', version: '1.1' } });
    send(JSON.stringify({ __gppCall: { command: 'addEventListener', callId: 7 } }));
    api.set(true);
    send({ somethingElse: true });
    send('not json');
    const [first, second, ...events] = posted as [unknown, string][];
    expect(first![1]).toBe('*');
    expect(first![0]).toMatchObject({ __gppReturn: { success: true, callId: 'a1', returnValue: { signalStatus: 'not ready' } } });
    expect(JSON.parse(second![0] as string)).toMatchObject({
      __gppReturn: { callId: 7, success: true, returnValue: { eventName: 'listenerRegistered', listenerId: 1 } },
    });
    expect(events.map(([m]) => JSON.parse(m as string).__gppReturn.returnValue.eventName)).toEqual([
      'sectionChange',
      'signalStatus',
    ]);
    expect(events.every(([m]) => JSON.parse(m as string).__gppReturn.callId === 7)).toBe(true);
  });

  it("a frame removes only the listeners it added: a foreign frame cannot silence the page's", () => {
    const api = createGppApi(US, false);
    // A name of its own: the bridges of the tests before still listen for __gppCall.
    exposeCmpApi('__gppScoped', () => {}, api.handle);
    const frame = (posted: unknown[]) => ({ postMessage: (m: unknown) => posted.push(m) });
    const send = (source: unknown, call: object) =>
      window.dispatchEvent(new MessageEvent('message', { data: { __gppScopedCall: call }, source: source as never }));
    const pageHeard: string[] = [];
    api.handle({ command: 'addEventListener' }, (e) => pageHeard.push((e as { eventName: string }).eventName));
    const aPosts: unknown[] = [];
    const bPosts: unknown[] = [];
    const a = frame(aPosts);
    const b = frame(bPosts);
    send(a, { command: 'addEventListener', callId: 'a' });
    // Frame b names the page's listener (1) and a's (2): neither goes.
    send(b, { command: 'removeEventListener', parameter: 1, callId: 'b1' });
    send(b, { command: 'removeEventListener', parameter: 2, callId: 'b2' });
    expect(bPosts.map((m) => (m as { __gppScopedReturn: { returnValue: unknown } }).__gppScopedReturn.returnValue)).toEqual([
      false,
      false,
    ]);
    // The page's own message (source: the page) is the page's, as its direct call is.
    api.set(true);
    expect(pageHeard).toEqual(['listenerRegistered', 'sectionChange', 'signalStatus']);
    expect(aPosts).toHaveLength(3);
    send(a, { command: 'removeEventListener', parameter: 2, callId: 'a2' });
    expect((aPosts.at(-1) as { __gppScopedReturn: { returnValue: unknown } }).__gppScopedReturn.returnValue).toBe(true);
    send(window, { command: 'removeEventListener', parameter: 1 });
    api.set(false);
    expect(pageHeard).toHaveLength(3);
    delete (window as unknown as Record<string, unknown>).__gppScoped;
  });

  it('adds the locator at once when it runs in the head, before the parser has made the body', () => {
    const body = document.body;
    body.remove();
    try {
      exposeCmpApi(
        '__gpp',
        () => {},
        () => {},
      );
      const locator = document.querySelector('iframe[name="__gppLocator"]')!;
      expect(locator.parentNode).toBe(document.documentElement);
    } finally {
      document.documentElement.appendChild(body);
      document.querySelector('iframe[name="__gppLocator"]')?.remove();
    }
  });
});

describe('the stub build (gpp/index.ts)', () => {
  const w = window as unknown as Record<string, unknown>;
  beforeEach(() => {
    vi.resetModules();
    w.__serviceGpp = US;
  });
  afterEach(() => {
    for (const k of ['__serviceGpp', '__gpp', GLOBAL_NAME]) delete w[k];
  });

  it('follows the runtime through the API stub it queues on: ready, then each change', async () => {
    expect(RUNTIME_GLOBAL).toBe(GLOBAL_NAME);
    await import('../../../../src/runtime/gpp/index.ts');
    const queue = (w[GLOBAL_NAME] as { q: unknown[][] }).q;
    expect(queue.map((c) => c.slice(0, 2))).toEqual([
      ['on', 'change'],
      ['on', 'ready'],
    ]);
    const gpp = w.__gpp as (c: string, cb: (d: unknown) => void, p?: unknown) => void;
    const field = () => {
      let v: unknown;
      gpp('getField', (d) => (v = d), 'usnat.SaleOptOut');
      return v;
    };
    // An opt-in region before the visitor's choice: ready with nothing decided, so opted out.
    (queue[1]![2] as (s: unknown) => void)(null);
    expect(field()).toBe(1);
    (queue[0]![2] as (s: unknown) => void)({ granted: ['essential', 'advertising'] });
    expect(field()).toBe(2);
  });

  it("says visible while the runtime's UI host shows the banner, hidden once it is gone", async () => {
    await import('../../../../src/runtime/gpp/index.ts');
    const gpp = w.__gpp as (c: string, cb: (d: { cmpDisplayStatus: string }) => void) => void;
    const status = () => {
      let v = '';
      gpp('ping', (d) => (v = d.cmpDisplayStatus));
      return v;
    };
    const flush = () => new Promise((r) => setTimeout(r, 0));
    const host = document.createElement('div');
    host.setAttribute('data-service-consent', '');
    const root = host.attachShadow({ mode: 'open' });
    document.documentElement.append(host);
    try {
      await flush();
      expect(status()).toBe('hidden');
      root.innerHTML = '<section aria-label="Cookies"><p>Banner</p></section>';
      await flush();
      expect(status()).toBe('visible');
      root.innerHTML = '';
      await flush();
      expect(status()).toBe('hidden');
    } finally {
      host.remove();
    }
  });

  it('does nothing without its config', async () => {
    delete w.__serviceGpp;
    await import('../../../../src/runtime/gpp/index.ts');
    expect(w.__gpp).toBeUndefined();
    expect(w[GLOBAL_NAME]).toBeUndefined();
  });

  // docs/runtime.md#qa-region-preview: the runtime hands over to the asked region's first view, whose stub answers.
  it.each([
    ['another region', '?service_region=california', false],
    ['outside us and california', '?service_region=eu', false],
    ['its own region', '?service_region=us', true],
    ['a parameter that names no region (the runtime ignores it too)', '?service_region=mars', true],
  ])('with a QA region preview of %s, stays out only when another region’s first view is coming', async (_, search, on) => {
    history.replaceState(null, '', `/page${search}`);
    try {
      await import('../../../../src/runtime/gpp/index.ts');
      expect(typeof w.__gpp).toBe(on ? 'function' : 'undefined');
    } finally {
      history.replaceState(null, '', '/page');
    }
  });
});
