// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlocker } from '../../../../src/runtime/block/blocker.ts';
import { DOM_EVENT } from '../../../../src/runtime/signals/events.ts';
import type { BlockingMap } from '../../../../src/schema/blocking-map.ts';
import { waitsFor } from '../../../../src/shared/blocking-match.ts';
import { DECISION_EVENT } from '../../../../src/shared/decision-event.ts';

// What a real browser does with these (which requests leave, what runs, in which order) is test/e2e/blocking.spec.ts's.

const MAP: BlockingMap = {
  analytics: ['google-analytics.com', 'www.googletagmanager.com/gtag/js'],
  advertising: ['connect.facebook.net', 'doubleclick.net', 'www.googletagmanager.com/gtag/js?id=AW-'],
  social_networking: ['youtube.com'],
  allow: ['static.doubleclick.net'],
};

describe('blockingCategory', () => {
  it.each([
    ['https://www.google-analytics.com/analytics.js', 'analytics'],
    ['https://google-analytics.com/g/collect?v=2', 'analytics'],
    ['//region1.google-analytics.com/g/collect', 'analytics'],
    ['https://notgoogle-analytics.com/x.js', undefined],
    ['https://google-analytics.com.evil.example/x.js', undefined],
    ['https://www.googletagmanager.com/gtag/js?id=G-1', 'analytics'],
    // Read as servers read them: a trailing dot, doubled slashes, case and IDN.
    ['https://www.google-analytics.com./analytics.js', 'analytics'],
    ['https://WWW.Google-Analytics.COM/analytics.js', 'analytics'],
    ['https://www.googletagmanager.com//gtag/js?id=G-1', 'analytics'],
    ['https://www.googletagmanager.com//gtag//js?id=AW-1', 'advertising'],
    ['https://www.googletagmanager.com/gtag/js?id=AW-1', 'advertising'],
    ['https://www.googletagmanager.com/gtag/js?x=1&id=AW-1', 'advertising'],
    ['https://googletagmanager.com/gtag/js?id=AW-1', undefined],
    ['https://www.googletagmanager.com/gtm.js?id=GTM-1', undefined],
    ['https://www.googletagmanager.com/other.js', undefined],
    ['https://connect.facebook.net/en_US/fbevents.js', 'advertising'],
    ['https://static.doubleclick.net/instream/ad_status.js', undefined],
    ['https://ad.doubleclick.net/x', 'advertising'],
    ['https://www.youtube.com/embed/abc', 'social_networking'],
    ['https://cdn.example.net/lib.js', undefined],
    [`${location.origin}/own.js`, undefined],
    ['/own.js', undefined],
    ['data:text/javascript,1', undefined],
    ['javascript:alert(1)', undefined],
    ['http://[::1', undefined],
  ])('%s → %s', (url, category) => {
    expect(waitsFor(url, MAP, location)).toEqual(category && [category]);
  });

  it('the most specific entry wins, whatever the order; `*` is one path segment', () => {
    const map: BlockingMap = {
      analytics: ['a.example/x/*/y'],
      advertising: ['a.example', 'a.example/x'],
      allow: ['a.example/safe'],
    };
    expect(waitsFor('https://a.example/safe/x.js', map, location)).toBeUndefined();
    expect(waitsFor('https://a.example/other.js', map, location)).toEqual(['advertising']);
    expect(waitsFor('https://sub.a.example/x/1/y', map, location)).toEqual(['advertising']);
    expect(waitsFor('https://a.example/x/1/y', map, location)).toEqual(['analytics']);
    expect(waitsFor('https://a.example/x/1/2/y', map, location)).toEqual(['advertising']);
    expect(waitsFor('https://a.example/x.(y)', map, location)).toEqual(['advertising']);
  });

  it("third parties no entry names wait for every category with unknown: 'block', never the page's own site", () => {
    const map: BlockingMap = { ...MAP, unknown: 'block' };
    expect(waitsFor('https://cdn.example.net/lib.js', map, location)).toEqual([
      'performance',
      'analytics',
      'advertising',
      'social_networking',
    ]);
    expect(waitsFor('/own.js', map, location)).toBeUndefined();
    expect(
      waitsFor('https://cdn.shop.example/a.js', map, { href: 'https://www.shop.example/', hostname: 'www.shop.example' }),
    ).toBeUndefined();
    expect(
      waitsFor('https://shop.example/a.js', map, { href: 'https://www.shop.example/', hostname: 'www.shop.example' }),
    ).toBeUndefined();
    expect(waitsFor('https://static.doubleclick.net/x.js', map, location)).toBeUndefined();
  });
});

describe('the blocker', () => {
  it('follows the event every decision of the runtime dispatches', () => {
    expect(DECISION_EVENT).toBe(DOM_EVENT);
  });

  // Everything the blocker's hooks replace (realm.ts), put back after each test: vitest's own traffic uses the globals.
  const touched: [object, string][] = [
    [HTMLScriptElement.prototype, 'src'],
    [HTMLIFrameElement.prototype, 'src'],
    [HTMLIFrameElement.prototype, 'srcdoc'],
    [HTMLIFrameElement.prototype, 'contentWindow'],
    [HTMLIFrameElement.prototype, 'contentDocument'],
    [HTMLImageElement.prototype, 'src'],
    [HTMLLinkElement.prototype, 'href'],
    [Element.prototype, 'setAttribute'],
    [Element.prototype, 'setAttributeNS'],
    [Element.prototype, 'setAttributeNode'],
    [Element.prototype, 'setAttributeNodeNS'],
    [Attr.prototype, 'value'],
    [Document.prototype, 'write'],
    [XMLHttpRequest.prototype, 'open'],
    [URL, 'createObjectURL'],
    ...['fetch', 'WebSocket', 'EventSource', 'Worker', 'SharedWorker', 'Blob'].map((n): [object, string] => [globalThis, n]),
  ];
  const saved = touched.map(([o, n]) => [o, n, Object.getOwnPropertyDescriptor(o, n)] as const);
  const sendBeacon = vi.fn(() => true);
  let blocker: ReturnType<typeof createBlocker>;
  let end: AbortController;
  const tick = () => new Promise((r) => setTimeout(r, 0));

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
    sendBeacon.mockClear();
    end = new AbortController();
    blocker = createBlocker(MAP, end.signal);
    blocker.set(['essential']);
  });
  afterEach(() => {
    end.abort();
    for (const [o, n, d] of saved) if (d) Object.defineProperty(o, n, d);
  });

  it('a script given a tracker src by script gets it only once its category is granted, the same element', async () => {
    const s = document.createElement('script');
    const loaded = vi.fn();
    s.onload = loaded;
    s.src = 'https://connect.facebook.net/en_US/fbevents.js';
    document.head.append(s);
    expect(s.getAttribute('src')).toBeNull();
    expect(s.type).toBe('text/plain');
    expect(s.getAttribute('data-service-src')).toBe('https://connect.facebook.net/en_US/fbevents.js');

    blocker.set(['essential', 'analytics']);
    expect(s.getAttribute('src')).toBeNull();
    blocker.set(['essential', 'analytics', 'advertising']);
    // In document order: happy-dom's script-made scripts are not async, as browsers' are.
    await tick();
    expect(s.getAttribute('src')).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(s.hasAttribute('type')).toBe(false);
    expect(s.hasAttribute('data-service-src')).toBe(false);
    expect(s.onload).toBe(loaded);
  });

  it('setAttribute("src") is held the same way; other attributes and allowed destinations pass', () => {
    const s = document.createElement('script');
    s.setAttribute('SRC', 'https://www.google-analytics.com/analytics.js');
    s.setAttribute('data-x', '1');
    expect(s.getAttribute('src')).toBeNull();
    expect(s.getAttribute('data-x')).toBe('1');
    const own = document.createElement('script');
    own.setAttribute('src', '/own.js');
    const cdn = document.createElement('script');
    cdn.src = 'https://cdn.example.net/lib.js';
    const container = document.createElement('script');
    container.src = 'https://www.googletagmanager.com/gtm.js?id=GTM-1';
    expect([own.getAttribute('src'), cdn.getAttribute('src'), container.getAttribute('src')]).toEqual([
      '/own.js',
      'https://cdn.example.net/lib.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-1',
    ]);
    blocker.set(['essential', 'analytics']);
    expect(s.getAttribute('src')).toBe('https://www.google-analytics.com/analytics.js');
  });

  it('an image pixel is not requested until granted', () => {
    const img = new Image();
    img.src = 'https://www.facebook.com/tr?id=1&ev=PageView'.replace('www.facebook.com', 'connect.facebook.net');
    expect(img.getAttribute('src')).toBeNull();
    blocker.set(['essential', 'advertising']);
    expect(img.getAttribute('src')).toContain('connect.facebook.net/tr');
  });

  it('an iframe is handed to the manual gating: data-service-src and its category, no src', () => {
    const f = document.createElement('iframe');
    f.src = 'https://www.youtube.com/embed/abc';
    document.body.append(f);
    expect(f.getAttribute('src')).toBeNull();
    expect(f.getAttribute('data-service-src')).toBe('https://www.youtube.com/embed/abc');
    expect(f.getAttribute('data-service-category')).toBe('social_networking');
  });

  it('scripts and iframes that arrive with a src in markup are typed out or stopped, then re-armed in order', async () => {
    document.body.innerHTML =
      '<script src="https://www.google-analytics.com/analytics.js"></script><script type="module" src="https://doubleclick.net/m.js"></script>' +
      '<script src="/own.js"></script><script type="application/ld+json" src="https://doubleclick.net/x.json"></script>' +
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>';
    await tick();
    const [ga, mod, own, json] = Array.from(document.querySelectorAll('script'));
    expect([ga!.type, mod!.type, own!.type, json!.type]).toEqual(['text/plain', 'text/plain', '', 'application/ld+json']);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('about:blank');
    expect(frame.getAttribute('data-service-category')).toBe('social_networking');

    blocker.set(['essential', 'analytics', 'advertising']);
    await tick();
    expect(ga!.hasAttribute('type')).toBe(false);
    expect(ga!.getAttribute('src')).toBe('https://www.google-analytics.com/analytics.js');
    // Released one after another: the module waits for the first to load or fail.
    ga!.dispatchEvent(new Event('load'));
    await tick();
    expect(mod!.type).toBe('module');
  });

  it('beacons to a waiting destination are dropped, others sent; withdrawal holds new requests again', () => {
    expect(navigator.sendBeacon('https://www.google-analytics.com/g/collect', 'x')).toBe(true);
    expect(sendBeacon).not.toHaveBeenCalled();
    blocker.set(['essential', 'analytics']);
    navigator.sendBeacon('https://www.google-analytics.com/g/collect', 'x');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    blocker.set(['essential']);
    navigator.sendBeacon('https://www.google-analytics.com/g/collect', 'x');
    const img = new Image();
    img.src = 'https://google-analytics.com/p.gif';
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(img.getAttribute('src')).toBeNull();
  });

  it('once the page view has ended, nothing more waits', () => {
    end.abort();
    const s = document.createElement('script');
    s.src = 'https://www.google-analytics.com/analytics.js';
    expect(s.getAttribute('src')).toBe('https://www.google-analytics.com/analytics.js');
  });
});
