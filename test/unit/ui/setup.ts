// Helpers for the UI tests: a real RuntimeConfig (checked against the zod schema) and a mounted UI.

import { type BoundFunctions, type queries, within } from '@testing-library/preact';
import { vi } from 'vitest';
import { CHUNK_CONTRACT } from '../../../src/runtime/chunk/contract.ts';
import { makeChunk } from '../../../src/runtime/chunk/index.ts';
import { receiveChunk } from '../../../src/runtime/chunk/load.ts';
import { mountUi } from '../../../src/runtime/ui/index.ts';
import type { UiProps } from '../../../src/runtime/ui/types.ts';
import type { RegionSettings } from '../../../src/schema/banner.ts';
import { RuntimeConfig } from '../../../src/schema/runtime-config.ts';
import { textsEn } from '../../fixtures/texts-en.ts';

const denied = 'denied' as const;

// The second chunk as after its first load in a page view: registered with the main bundle's UI,
// so these tests open the preference centre synchronously. preferences-chunk.test.ts covers the loading itself.
receiveChunk(CHUNK_CONTRACT, makeChunk);

/** The service origin the UI loads its chunk from. */
export const ORIGIN = 'https://consent.example';

export function regionSettings(over: Partial<RegionSettings> = {}): RegionSettings {
  return {
    enable_banner: true,
    enable_decline_button: true,
    enable_cookie_preference_button: true,
    consent_mode: 'opt_in',
    enable_consent_by_scroll: false,
    enable_vendor_consent_mode: false,
    vendor_consent_mode_settings: {
      ad_personalization: denied,
      ad_storage: denied,
      ad_user_data: denied,
      analytics_storage: denied,
      functionality_storage: denied,
      personalization_storage: denied,
      security_storage: 'granted',
      social_storage: denied,
      ads_data_redaction: true,
      enable_wait_for_update: true,
      url_passthrough: false,
      wait_for_update: 500,
    },
    enable_tcf: false,
    ...over,
  };
}

export function makeConfig(over: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return RuntimeConfig.parse({
    format: 1,
    uuid: '0b7e1c9a-3f7d-4a51-9f0e-2d6c8b1a4e55',
    version: 'v1',
    lang: 'en',
    geo: null,
    display_style: 'banner',
    size: 'standard',
    position: 'bottom',
    default_theme: 'blue',
    theme: null,
    regions: { global: regionSettings() },
    texts: textsEn,
    categories: [
      {
        id: 'essential',
        cookies: [{ name: 'session', domain: 'shop.example', lifetime: 'Session', description: 'Keeps you signed in.' }],
      },
      {
        id: 'analytics',
        cookies: [
          { name: '_ga', domain: '.shop.example', lifetime: '2 years', description: 'Distinguishes visitors.' },
          { name: '_gid', domain: '.shop.example', lifetime: '1 day', description: null },
        ],
      },
      {
        id: 'advertising',
        cookies: [{ name: '_fbp', domain: '.shop.example', lifetime: '3 months', description: 'Ad delivery.' }],
      },
      { id: 'unclassified', cookies: [{ name: 'mystery', domain: null, lifetime: null, description: null }] },
    ],
    policy_url: 'https://shop.example/cookie-policy',
    ...over,
  });
}

export interface Mounted {
  ui: ReturnType<typeof mountUi>;
  onDecide: ReturnType<typeof vi.fn<UiProps['onDecide']>>;
  host: HTMLElement;
  root: ShadowRoot;
  /** The element the UI renders into; testing-library queries run inside it. */
  box: HTMLElement;
  q: BoundFunctions<typeof queries>;
}

export function mount(over: Partial<UiProps> = {}, config: RuntimeConfig = makeConfig()): Mounted {
  const onDecide = vi.fn<UiProps['onDecide']>();
  const ui = mountUi({
    config,
    region: 'global',
    settings: regionSettings(),
    granted: ['essential'],
    gpc: false,
    origin: ORIGIN,
    onDecide,
    ...over,
  });
  const host = document.body.lastElementChild as HTMLElement;
  const root = host.shadowRoot!;
  const box = root.querySelector<HTMLElement>('.r')!;
  return { ui, onDecide, host, root, box, q: within(box) };
}

/** The focused element, inside our shadow root when focus is there. */
export function focused(root: ShadowRoot): Element | null {
  return root.activeElement ?? document.activeElement;
}
