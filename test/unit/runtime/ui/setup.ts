// Helpers for the UI tests: a mounted UI of the shared test config (test/fixtures/config.ts).

import { type BoundFunctions, type queries, within } from '@testing-library/preact';
import { vi } from 'vitest';
import { chunk } from '../../../../src/runtime/chunk/index.tsx';
import type { ChunkLoader } from '../../../../src/runtime/ui/chunk-load.ts';
import { mountUi } from '../../../../src/runtime/ui/index.ts';
import type { UiProps } from '../../../../src/runtime/ui/types.ts';
import type { RuntimeConfig } from '../../../../src/schema/runtime-config.ts';
import { buildConfig, regionSettings } from '../../../fixtures/config.ts';

// The second chunk as after its first load in a page view, so these tests open the preference centre
// synchronously. preferences-chunk.test.ts covers the loading itself.
export const LOADED: ChunkLoader = { load: (then) => then?.(chunk), loadedChunk: () => chunk };

export interface Mounted {
  ui: ReturnType<typeof mountUi>;
  onDecide: ReturnType<typeof vi.fn<UiProps['onDecide']>>;
  host: HTMLElement;
  root: ShadowRoot;
  /** The element the UI renders into; testing-library queries run inside it. */
  box: HTMLElement;
  q: BoundFunctions<typeof queries>;
}

export function mount(over: Partial<UiProps> = {}, config: RuntimeConfig = buildConfig()): Mounted {
  // The UI's host sits after <body> (src/runtime/ui/host.ts), out of reach of the tests' `body.innerHTML = ''`.
  for (const h of document.querySelectorAll('[data-service-consent]')) h.remove();
  const onDecide = vi.fn<UiProps['onDecide']>();
  const ui = mountUi({
    config,
    region: 'eu',
    settings: regionSettings(),
    granted: ['essential'],
    gpc: false,
    chunk: LOADED,
    onDecide,
    ...over,
  });
  const host = document.documentElement.lastElementChild as HTMLElement;
  const root = host.shadowRoot!;
  const box = root.querySelector<HTMLElement>('.r')!;
  return { ui, onDecide, host, root, box, q: within(box) };
}

/** The focused element, inside our shadow root when focus is there. */
export function focused(root: ShadowRoot): Element | null {
  return root.activeElement ?? document.activeElement;
}
