// @vitest-environment happy-dom
// The removal of what declined categories left on the site (src/runtime/consent/purge.ts): which names, on which
// domains and paths, and which storage keys; what stays.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeDeclined } from '../../../../src/runtime/consent/purge.ts';
import type { RuntimeConfig } from '../../../../src/schema/runtime-config.ts';

/** The page's cookies as `document.cookie` reads them, and every write the removal makes. */
let jar = '';
let writes: string[] = [];

beforeEach(() => {
  writes = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => jar,
    set: (v: string) => writes.push(v),
  });
  vi.stubGlobal('location', new URL('https://www.shop.example.co.uk/de/cart'));
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).cookie;
  vi.unstubAllGlobals();
});

const config = (purge: Record<string, string>) => ({ purge }) as unknown as RuntimeConfig;
/** The names each write deletes, in order, once each. */
const deleted = () => [...new Set(writes.map((w) => w.split('=')[0]))];

describe('removing what declined categories left', () => {
  it('deletes a declined name host-only and on the host and each parent domain, on every path above the page', () => {
    jar = '_ga=GA1.2.3; cart_id=9';
    removeDeclined(['essential'], config({ analytics: '_ga' }));
    expect(deleted()).toEqual(['_ga']);
    const domains = new Set(writes.map((w) => /;domain=([^;]+)/.exec(w)?.[1] ?? '(host-only)'));
    expect([...domains]).toEqual(['(host-only)', 'www.shop.example.co.uk', 'shop.example.co.uk', 'example.co.uk', 'co.uk']);
    const paths = new Set(writes.map((w) => /;path=([^;]+)/.exec(w)![1]));
    expect([...paths]).toEqual(['/', '/de', '/de/', '/de/cart', '/de/cart/']);
    // Every write expires the cookie: 5 domains × 5 paths.
    expect(writes.every((w) => w.startsWith('_ga=;max-age=0;'))).toBe(true);
    expect(writes).toHaveLength(25);
  });

  it('matches prefix patterns and exact names, never a longer or shorter name', () => {
    jar = '_ga_XYZ789=1; _ga=2; _gax=3; _g=4; _gid=5';
    removeDeclined(['essential'], config({ analytics: '_ga|_ga_.*|_gid' }));
    expect(deleted()).toEqual(['_ga_XYZ789', '_ga', '_gid']);
  });

  it('leaves granted categories alone, and a name a granted category also lists', () => {
    jar = '_ga=1; _fbp=2; shared=3';
    removeDeclined(['essential', 'analytics'], config({ analytics: '_ga|shared', advertising: '_fbp|shared' }));
    expect(deleted()).toEqual(['_fbp']);
  });

  it('never deletes what the runtime keeps, whatever a pattern says', () => {
    jar = 'service_consent=1:e:decline:1:v:x; service_x=1';
    localStorage.setItem('service_consent_queue', '[]');
    removeDeclined(['essential'], config({ analytics: 'service_.*' }));
    expect(deleted()).toEqual(['service_x']);
    expect(localStorage.getItem('service_consent_queue')).toBe('[]');
  });

  it('removes declined localStorage and sessionStorage keys, keeping the rest', () => {
    jar = '';
    localStorage.setItem('ajs_anonymous_id', 'a');
    localStorage.setItem('cart', '[1]');
    sessionStorage.setItem('_uetsid', 'u');
    sessionStorage.setItem('_hjSession_1', 'h');
    removeDeclined(['essential', 'analytics'], config({ analytics: '_hjSession_.*', advertising: 'ajs_anonymous_id|_uetsid' }));
    expect(Object.keys(localStorage)).toEqual(['cart']);
    expect(Object.keys(sessionStorage)).toEqual(['_hjSession_1']);
    expect(writes).toEqual([]);
  });

  it('on a single-label host and the root path: host-only, at /', () => {
    vi.stubGlobal('location', new URL('http://localhost/'));
    jar = '_gid=1';
    removeDeclined(['essential'], config({ analytics: '_gid' }));
    expect(writes).toEqual(['_gid=;max-age=0;path=/']);
  });

  it('throws nothing on a malformed pattern or blocked storage', () => {
    jar = '_ga=1';
    expect(() => removeDeclined(['essential'], config({ analytics: '(' }))).not.toThrow();
    vi.stubGlobal('localStorage', undefined);
    expect(() => removeDeclined(['essential'], config({ analytics: '_ga' }))).not.toThrow();
  });
});
