import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import { RUNTIME_GLOBAL } from '../iab/runtime-events.ts';
import type { TcfChoice } from './encode.ts';
import { addNotice } from './first-layer.ts';
import { labelsOf, langAttrs } from './layer-labels.ts';
import { bannerTheme } from './layer-theme.ts';
import { openVendorLayer } from './vendor-layer.ts';

const OPENER = 'tcf-o';

export interface LayerChoices {
  /** What the vendor layer starts from: the visitor's choice so far. */
  initial(list: VendorListAnswer): TcfChoice;
  choose(c: TcfChoice): void;
}

/**
 * Adds TCF's parts to the runtime's UI as it renders them (its shadow root, `iab/display.ts`): the first layer's
 * notice in the banner with its "Vendors (N)" link, and in the preference centre a button that opens the vendor
 * layer. Each once: the runtime re-renders its own nodes and leaves these. The layer takes the banner's theme; opened
 * from the first layer, its choice is saved by the preference centre, which opens when the layer is saved.
 */
export function augmentUi(root: ShadowRoot, list: VendorListAnswer, choices: LayerChoices, nonce?: string): void {
  const open = (from: HTMLElement, saved?: () => void) =>
    openVendorLayer(
      list,
      choices.initial(list),
      (c) => {
        choices.choose(c);
        if (saved) saved();
      },
      () => from.isConnected && from.focus(),
      nonce,
      bannerTheme(root),
    );
  addNotice(root, list, (from) =>
    open(from, () => {
      // The runtime's public API (followRuntime made sure of it); a page that replaced it gets no centre, no error.
      const api = (window as unknown as Record<string, unknown>)[RUNTIME_GLOBAL];
      if (typeof api === 'function') api('showPreferences');
    }),
  );
  const centre = root.querySelector('.pc .by');
  if (!centre || centre.querySelector('.' + OPENER)) return;
  const button = document.createElement('button');
  button.className = 's';
  button.textContent = labelsOf(list).open;
  button.onclick = () => open(button);
  const p = document.createElement('p');
  p.className = OPENER;
  const attrs = langAttrs(list);
  for (const k in attrs) p.setAttribute(k, attrs[k]!);
  p.append(button);
  centre.append(p);
}
