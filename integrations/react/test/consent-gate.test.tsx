/** @jsxImportSource react */
// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentGate, ConsentProvider, useConsent } from '../src/index.js';
import { standIn } from './stand-in.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UUID = '0b6f2c5e-8c1a-4f7e-9d3b-2a4c6e8f0a1b';
const snippets = () => document.querySelectorAll('script[data-website-uuid]');

function Buttons() {
  const { set, showPreferences } = useConsent();
  return (
    <>
      <button type="button" id="accept" onClick={() => set(['analytics'])} />
      <button type="button" id="prefs" onClick={showPreferences} />
    </>
  );
}

const page = (
  <ConsentProvider uuid={UUID} origin="https://consent.example">
    <ConsentGate category="analytics" fallback={<p id="placeholder">Analytics needs your consent</p>}>
      <p id="chart">chart</p>
    </ConsentGate>
    <Buttons />
  </ConsentProvider>
);

let root: Root | undefined;
let container: HTMLElement;
const click = (id: string) => act(() => document.getElementById(id)!.click());
const shown = () => (container.querySelector('#chart') ? 'child' : container.querySelector('#placeholder') ? 'fallback' : '');

beforeEach(() => {
  delete (window as { ServiceConsent?: unknown }).ServiceConsent;
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="app"></div>';
  container = document.getElementById('app')!;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('ConsentProvider and ConsentGate', () => {
  it('injects the snippet once, then shows the child only while analytics is granted', async () => {
    root = createRoot(container);
    // StrictMode runs the effect twice: still one snippet.
    await act(() => root!.render(<StrictMode>{page}</StrictMode>));
    expect([...snippets()].map((s) => (s as HTMLScriptElement).src)).toEqual([`https://consent.example/c/${UUID}.js`]);
    expect(shown()).toBe('fallback');

    const runtime = standIn(window);
    const api = runtime.load();
    await act(() => runtime.settle(null));
    expect(shown()).toBe('fallback');

    await click('accept');
    expect(runtime.calls).toContainEqual(['set', ['analytics']]);
    expect(shown()).toBe('child');

    await act(() => void api.withdraw());
    expect(shown()).toBe('fallback');
    expect(snippets()).toHaveLength(1);
  });

  it('calls queued before the script loads reach the runtime in order', async () => {
    root = createRoot(container);
    await act(() => root!.render(page));
    await click('prefs');
    await click('accept');
    const runtime = standIn(window);
    await act(() => (runtime.load(), runtime.settle(null)));
    expect(runtime.calls).toEqual([['showPreferences'], ['set', ['analytics']]]);
    expect(shown()).toBe('child');
  });

  it('adds no snippet when the page has one still loading, and follows its runtime', async () => {
    document.head.innerHTML = `<script async src="/c/${UUID}.js" data-website-uuid="${UUID}"></script>`;
    root = createRoot(container);
    await act(() => root!.render(page));
    expect(snippets()).toHaveLength(1);
    const runtime = standIn(window);
    await act(() => (runtime.load(), runtime.settle(['analytics'])));
    expect(shown()).toBe('child');
    await click('prefs');
    expect(runtime.calls).toEqual([['showPreferences']]);
  });

  it('adds no snippet when the runtime runs already (loaded by a tag manager)', async () => {
    const runtime = standIn(window);
    runtime.load();
    root = createRoot(container);
    await act(() => root!.render(page));
    expect(snippets()).toHaveLength(0);
    expect(shown()).toBe('fallback');
    await act(() => runtime.settle(['analytics']));
    expect(shown()).toBe('child');
  });

  it('hydrates the server HTML without a mismatch, then shows the granted child', async () => {
    container.innerHTML = renderToString(page);
    const runtime = standIn(window);
    runtime.load();
    runtime.settle(['analytics']);
    const errors: unknown[] = [];
    await act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (e) => void errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(shown()).toBe('child');
  });
});
