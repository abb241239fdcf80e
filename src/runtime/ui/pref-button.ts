import { h } from './dom.ts';
import type { View } from './view.ts';

/**
 * The floating button that reopens the preference centre once the banner is gone, as plain DOM in the first view
 * (docs/decisions/runtime-ui.md#first-frame): it is in the page's first frame, not drawn when the second chunk
 * arrives. Its rules (`.pb`, the icon drawn by `.pb i`) are in the config's stylesheet, so only a website that shows
 * the button carries them. Pointing at it or tabbing to it starts loading the preference centre, as the banner's
 * button does. Where Global Privacy Control was honoured, the chunk draws a note beside it
 * (ui/preferences/GpcNote.tsx), which describes it while shown.
 */
export function prefButton(view: View): HTMLElement {
  const label = view.config.texts.pref_button;
  return h(
    'button',
    {
      class: 'pb',
      'aria-label': label,
      title: label,
      onclick: view.openPrefs,
      onpointerenter: view.prefetch,
      onfocus: view.prefetch,
    },
    h('i', null),
  );
}
