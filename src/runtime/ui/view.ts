import type { RegionSettings } from '../../schema/banner.ts';
import type { ConsentCategory, Region } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';

/** What the components render from: the mounted UI's state and its actions. */
export interface View {
  config: RuntimeConfig;
  settings: RegionSettings;
  region: Region;
  /** The banner is shown. */
  bannerOpen: boolean;
  prefs: boolean;
  gpc: boolean;
  /** Scrolling counts as consent while the banner is shown: the banner says so. */
  scroll?: boolean;
  /** The preference centre's toggles while it is open. */
  choice: Set<ConsentCategory>;
  acceptAll(): void;
  decline(): void;
  save(): void;
  openPrefs(): void;
  /** Starts loading the preference centre's chunk (the visitor is about to open it). */
  prefetch(): void;
  closePrefs(): void;
  toggle(category: ConsentCategory, on: boolean): void;
  /** Renders again: what the view shows changed outside it (the preference centre's cookies arrived). */
  redraw(): void;
  /** Keydown on a modal's backdrop: Tab and Shift+Tab stay inside the dialog (its first child). */
  trapKey(e: KeyboardEvent): void;
}
