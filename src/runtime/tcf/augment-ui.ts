import type { VendorListAnswer } from '../../schema/vendor-list.ts';
import type { TcfChoice } from './encode.ts';
import { addNotice } from './first-layer.ts';
import { labelsOf, langAttrs } from './layer-labels.ts';
import { openVendorLayer } from './vendor-layer.ts';

const OPENER = 'tcf-o';

export interface LayerChoices {
  /** What the vendor layer starts from: the visitor's choice so far. */
  initial(list: VendorListAnswer): TcfChoice;
  choose(c: TcfChoice): void;
}

/**
 * Adds TCF's parts to the runtime's UI as it renders them (its shadow root, `iab/display.ts`): the first layer's
 * notice in the banner, and in the preference centre a button that opens the vendor layer. Each once: the runtime
 * re-renders its own nodes and leaves these.
 */
export function augmentUi(root: ShadowRoot, list: VendorListAnswer, choices: LayerChoices, nonce?: string): void {
  addNotice(root, list);
  const centre = root.querySelector('.pc .by');
  if (!centre || centre.querySelector('.' + OPENER)) return;
  const button = document.createElement('button');
  button.className = 's';
  button.textContent = labelsOf(list).open;
  button.onclick = () => openVendorLayer(list, choices.initial(list), choices.choose, () => button.focus(), nonce);
  const p = document.createElement('p');
  p.className = OPENER;
  const attrs = langAttrs(list);
  for (const k in attrs) p.setAttribute(k, attrs[k]!);
  p.append(button);
  centre.append(p);
}
