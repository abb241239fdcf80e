// @vitest-environment happy-dom
// The preference centre as a second chunk: loaded on first open (or when the
// visitor points at a button that opens it), registered through the main
// bundle's private hook, failing quietly. Each test is a page view with a
// loader of its own (and fresh modules, so that the chunk's entry registers
// again); the network is stubbed at the one place the runtime touches it, the
// script element it appends to <head>.

import { fireEvent, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_CONTRACT, CHUNK_HOOK, CHUNK_PATH } from '../../../../src/runtime/ui/chunk-contract.ts';
import { type ChunkLoader, createChunkLoader } from '../../../../src/runtime/ui/chunk-load.ts';
import type { UiProps } from '../../../../src/runtime/ui/types.ts';
import { buildConfig, regionSettings } from '../../../fixtures/config.ts';
import { textsEn as t } from '../../../fixtures/texts-en.ts';

const ORIGIN = 'https://consent.example';
let requested: HTMLScriptElement[];
/** This test's page view's loader. */
let chunk: ChunkLoader;

beforeEach(() => {
  // Each test is a page view: no timer of an earlier one may run in it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.resetModules();
  requested = [];
  chunk = createChunkLoader(ORIGIN, undefined);
  // Where a browser would fetch the script: kept here until the test serves it or fails it.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const n of nodes) requested.push(n as HTMLScriptElement);
  });
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[CHUNK_HOOK];
});

/** A UI from fresh modules: nothing of the chunk loaded in this "page view" yet. */
async function mountFresh(over: Partial<UiProps> = {}) {
  // The snippet's nonce reaches the loader as it reaches the UI.
  if (over.nonce) chunk = createChunkLoader(ORIGIN, over.nonce);
  const { mountUi } = await import('../../../../src/runtime/ui/index.ts');
  const onDecide = vi.fn<UiProps['onDecide']>();
  const ui = mountUi({
    config: buildConfig(),
    region: 'eu',
    settings: regionSettings(),
    granted: ['essential'],
    gpc: false,
    chunk,
    onDecide,
    ...over,
  });
  const root = document.documentElement.lastElementChild!.shadowRoot!;
  return { ui, onDecide, root, q: within(root.querySelector<HTMLElement>('.r')!) };
}

/** The service answers: the real chunk entry runs (it registers itself), then `load` fires, as in a browser. */
async function serve(script: HTMLScriptElement) {
  await import('../../../../src/runtime/chunk/index.tsx');
  script.dispatchEvent(new Event('load'));
}

describe('preference centre chunk', () => {
  it('is requested on first open from the service origin, with the snippet nonce, and opens once it has run', async () => {
    const m = await mountFresh({ nonce: 'n0nc3' });
    m.ui.showBanner();
    const opener = m.q.getByRole('button', { name: t.preferences });
    opener.focus();
    fireEvent.click(opener);
    expect(requested).toHaveLength(1);
    const script = requested[0]!;
    expect(script.src).toBe(ORIGIN + CHUNK_PATH);
    expect(script.nonce).toBe('n0nc3');
    expect(m.q.queryByRole('dialog')).toBeNull();
    // The hook the chunk calls is on window, but not among its enumerable properties.
    expect(typeof (window as unknown as Record<string, unknown>)[CHUNK_HOOK]).toBe('function');
    expect(Object.keys(window)).not.toContain(CHUNK_HOOK);

    await serve(script);
    const dialog = m.q.getByRole('dialog', { name: t.pc_title });
    expect(m.root.activeElement).toBe(dialog);
    expect(m.root.adoptedStyleSheets).toHaveLength(2);
    expect([...m.root.adoptedStyleSheets[1]!.cssRules].map((r) => r.cssText).join('')).toContain('.sw');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(m.root.activeElement).toBe(opener);
    expect(m.onDecide).not.toHaveBeenCalled();
  });

  it('loads once per page view: opened again, or by another UI, it opens at once', async () => {
    const m = await mountFresh();
    m.ui.showPreferences();
    m.ui.showPreferences(); // asked twice while loading: still one request
    expect(requested).toHaveLength(1);
    await serve(requested[0]!);
    fireEvent.click(m.q.getByRole('button', { name: t.close }));
    m.ui.showPreferences();
    expect(m.q.getByRole('dialog', { name: t.pc_title })).toBeTruthy();
    const { mountUi } = await import('../../../../src/runtime/ui/index.ts');
    const other = mountUi({
      config: buildConfig(),
      region: 'eu',
      settings: regionSettings(),
      granted: ['essential'],
      gpc: false,
      chunk,
      onDecide: () => {},
    });
    other.showPreferences();
    expect(document.documentElement.lastElementChild!.shadowRoot!.querySelector('[role=dialog]')).not.toBeNull();
    expect(requested).toHaveLength(1);
  });

  it('saves the toggled categories through the main bundle once loaded', async () => {
    const m = await mountFresh();
    m.ui.showPreferences();
    await serve(requested[0]!);
    fireEvent.click(m.q.getByRole('switch', { name: t.cat_analytics }));
    fireEvent.click(m.q.getByRole('button', { name: t.save }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential', 'analytics'], 'custom');
  });

  it('failing to load opens nothing, throws nothing, keeps the banner working, and is tried again on the next open', async () => {
    const m = await mountFresh();
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.preferences }));
    expect(() => requested[0]!.dispatchEvent(new Event('error'))).not.toThrow();
    expect(m.q.queryByRole('dialog')).toBeNull();
    const banner = within(m.q.getByRole('region', { name: t.banner_label }));
    fireEvent.click(banner.getByRole('button', { name: t.accept_all }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential', 'analytics', 'advertising', 'unclassified'], 'accept_all');

    m.ui.showPreferences(); // e.g. from the floating button
    expect(requested).toHaveLength(2);
    await serve(requested[1]!);
    expect(m.q.getByRole('dialog', { name: t.pc_title })).toBeTruthy();
  });

  it('a script that loads without registering (not our chunk) counts as a failure', async () => {
    const m = await mountFresh();
    m.ui.showPreferences();
    requested[0]!.dispatchEvent(new Event('load'));
    expect(m.q.queryByRole('dialog')).toBeNull();
    m.ui.showPreferences();
    expect(requested).toHaveLength(2);
  });

  it('ignores a chunk of another contract version (a cache mixing deployments)', async () => {
    const m = await mountFresh();
    m.ui.showPreferences();
    const hook = (window as unknown as Record<string, (c: number, make: () => unknown) => void>)[CHUNK_HOOK]!;
    const make = vi.fn();
    hook(CHUNK_CONTRACT + 1, make);
    requested[0]!.dispatchEvent(new Event('load'));
    expect(make).not.toHaveBeenCalled();
    expect(m.q.queryByRole('dialog')).toBeNull();
  });

  it('a decision made in the banner while the chunk loads wins: the centre does not open afterwards', async () => {
    const m = await mountFresh();
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.preferences }));
    fireEvent.click(m.q.getByRole('button', { name: t.accept_all }));
    await serve(requested[0]!);
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(m.onDecide).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pointing at', 'pointerEnter'],
    ['tabbing to', 'focus'],
  ] as const)("%s the banner's preferences button prefetches the chunk without opening it", async (_, event) => {
    const m = await mountFresh();
    m.ui.showBanner();
    const button = m.q.getByRole('button', { name: t.preferences });
    fireEvent[event](button);
    expect(requested).toHaveLength(1);
    await serve(requested[0]!);
    expect(m.q.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    expect(m.q.getByRole('dialog', { name: t.pc_title })).toBeTruthy();
    expect(requested).toHaveLength(1);
  });

  it('draws the floating preference button without it, at once when no banner is shown', async () => {
    const m = await mountFresh();
    expect(m.q.getByRole('button', { name: t.pref_button })).toBeTruthy();
    vi.runOnlyPendingTimers();
    expect(requested).toHaveLength(0);
  });

  it('brings the GPC note beside the button: asked for when no banner is shown and GPC was honoured', async () => {
    const note = 'GPC honoured.';
    const m = await mountFresh({ gpc: true, config: buildConfig({ texts: { ...t, gpc_note: note } }) });
    expect(requested).toHaveLength(0);
    vi.runOnlyPendingTimers();
    expect(requested).toHaveLength(1);
    expect(m.q.queryByText(note)).toBeNull();
    await serve(requested[0]!);
    expect(m.q.getByText(note)).toBeTruthy();
    expect(m.q.getByRole('button', { name: t.pref_button }).getAttribute('aria-describedby')).toBe('pg');
    expect(m.root.adoptedStyleSheets).toHaveLength(2);
  });

  it('is not asked for when the flow shows the banner right after mounting (a first visit loads only the main bundle)', async () => {
    const m = await mountFresh();
    m.ui.showBanner();
    vi.runOnlyPendingTimers();
    expect(requested).toHaveLength(0);
  });

  it('is not asked for when the region has no floating button and nothing opens the preference centre', async () => {
    await mountFresh({ settings: regionSettings({ enable_cookie_preference_button: false }) });
    vi.runOnlyPendingTimers();
    expect(requested).toHaveLength(0);
  });
});
