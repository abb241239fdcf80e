// The contract between the runtime's flow (boot → … → decide) and its UI.
// The flow never touches the DOM
// of the banner, and the UI never stores or signals anything.

import type { RegionSettings } from '../../schema/banner.ts';
import type { ConsentCategory, Region } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import type { ChunkLoader } from './chunk-load.ts';

/** Decisions the UI can make; other methods (scroll, gpc, implied, api) come from the flow. */
export type UiMethod = 'accept_all' | 'decline' | 'custom';

export interface UiProps {
  config: RuntimeConfig;
  /** The page view's region: its law's wording (the banner's opt-out notice and button in `us`/`california` only). */
  region: Region;
  /** The region's settings (already fallen back to `global`). */
  settings: RegionSettings;
  /** Categories granted now, to preset the preference centre's toggles. */
  granted: readonly ConsentCategory[];
  /** Global Privacy Control was honoured: the preference centre says so. */
  gpc: boolean;
  /** Scrolling counts as consent in this page view (the decision's `scroll`): the banner says so. */
  scroll?: boolean;
  /** The page view's loader of the second chunk (the preference centre, the floating button). */
  chunk: ChunkLoader;
  /** Nonce of the snippet's script, for a `<style>` fallback where constructable stylesheets are missing. */
  nonce?: string;
  /**
   * Called once per decision; the UI closes itself afterwards. Accept all passes every category the website
   * lists, unclassified among them: the flow normalizes what is granted (essential always, never unclassified).
   */
  onDecide(granted: ConsentCategory[], method: UiMethod): void;
}

export interface UiHandle {
  /** Show the banner in the configured display style (nothing happens if it is already shown). */
  showBanner(): void;
  /**
   * Open the preference centre; focus moves into it and returns to where it was on close.
   * The first time, once its chunk has loaded; nothing opens when it cannot load.
   */
  showPreferences(): void;
  /** Close whatever is open (the floating preference button stays when enabled). */
  hide(): void;
  /** New granted set / GPC state (after an API call, for example). */
  update(granted: readonly ConsentCategory[], gpc: boolean): void;
}
