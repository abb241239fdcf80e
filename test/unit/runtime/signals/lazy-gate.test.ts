// @vitest-environment happy-dom
// The main bundle's side of gating: the chunk that holds gating is asked for
// only once the page has gated content, and gets the latest state.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunk } from '../../../../src/runtime/chunk/index.tsx';
import { createLazyGate } from '../../../../src/runtime/signals/lazy-gate.ts';
import type { Chunk } from '../../../../src/runtime/ui/chunk-contract.ts';
import { buildConfig } from '../../../fixtures/config.ts';
import { textsEn } from '../../../fixtures/texts-en.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

/** A loader that hands over the real chunk, or fails (`undefined`) while `offline`. */
function loader() {
  const calls = { n: 0, offline: false };
  const load = vi.fn((then: (c: Chunk | undefined) => void) => {
    calls.n++;
    then(calls.offline ? undefined : chunk);
  });
  return { load, calls };
}

const gated = (category: string) => {
  const s = document.createElement('script');
  s.type = 'text/plain';
  s.setAttribute('data-service-category', category);
  s.text = '';
  return s;
};

describe('lazy gate', () => {
  it('asks for no chunk on a page without gated content, whatever is granted', async () => {
    const { load } = loader();
    const gate = createLazyGate(load, undefined, () => {}, new AbortController().signal);
    gate.set(['essential'], buildConfig({ texts: textsEn }));
    gate.set(['essential', 'analytics'], buildConfig({ texts: textsEn }));
    document.body.append(document.createElement('p'));
    await tick();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it when gated content is added later, and hands over the latest state', async () => {
    const { load } = loader();
    const gate = createLazyGate(load, undefined, () => {}, new AbortController().signal);
    gate.set(['essential', 'analytics'], buildConfig({ texts: textsEn }));
    const s = gated('analytics');
    document.body.append(s);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // granted before the chunk came: activated (re-created as a runnable script)
    await vi.waitFor(() => expect(document.querySelector('script[type="text/plain"]')).toBeNull());
  });

  // (A category no earlier test granted: their gates keep observing this document.)
  it('loads it at once when gated content is already there; blocked stays blocked when it cannot load, and a later change tries again', async () => {
    const { load, calls } = loader();
    calls.offline = true;
    document.body.append(gated('advertising'));
    const gate = createLazyGate(load, undefined, () => {}, new AbortController().signal);
    gate.set(['essential', 'advertising'], buildConfig({ texts: textsEn }));
    expect(load).toHaveBeenCalledTimes(1);
    await tick();
    expect(document.querySelector('script[type="text/plain"]')).not.toBeNull();
    calls.offline = false;
    gate.set(['essential', 'advertising'], buildConfig({ texts: textsEn }));
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(document.querySelector('script[type="text/plain"]')).toBeNull());
  });
});
