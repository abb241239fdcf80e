import type { ConsentCategory } from '../../schema/enums.ts';
import { bannerElement } from './banner-element.ts';
import { deepActive, pageIdle, restoreFocus, trapTab } from './focus.ts';
import { createHost } from './host.ts';
import { prefButton } from './pref-button.ts';
import { addStyles, uiCss } from './styles.ts';
import type { UiHandle, UiMethod, UiProps } from './types.ts';
import type { View } from './view.ts';

/**
 * Mounts the consent UI (banner, preference centre, floating preference
 * button) in a shadow root on the page. Nothing is shown until the flow calls
 * `showBanner()` or `showPreferences()`; decisions go to `props.onDecide`.
 * The banner and the floating button are drawn here, in the first frame; the
 * preference centre and the GPC note come with the second chunk,
 * loaded through `props.chunk` when first needed (or when the visitor points at
 * the banner's button that opens the preference centre).
 */
export function mountUi(props: UiProps): UiHandle {
  const config = props.config;
  const chunk = props.chunk;
  const modal = config.display_style === 'modal';
  /** Accept all: every category the website lists (what of it is granted is the flow's: `onDecide`). */
  // Unclassified passes as a category here and is dropped by the flow (`onDecide`), at no byte of filtering.
  const all = config.categories.map((c) => c.id) as ConsentCategory[];
  let granted = props.granted;
  let box: HTMLElement | undefined;
  /** The chunk's element (the preference centre, the GPC note), first in the box; then the banner, the button. */
  let parts: HTMLElement | undefined;
  let banner: HTMLElement | undefined;
  /** The floating preference button, from the first frame the banner is not shown in; hidden, not removed, after. */
  let pref: HTMLElement | undefined;
  const button = props.settings.enable_cookie_preference_button;
  let pendingFocus: string | undefined;
  let bannerReturn: HTMLElement | null = null;
  let prefsReturn: HTMLElement | null = null;
  /** The preference centre was asked for and its chunk is on the way. */
  let opening = false;
  let prefsCss = false;
  /** The second chunk, once loaded: what draws into `parts`. */
  let loaded = chunk.loadedChunk();

  const draw = (focus?: string) => {
    if (!box) return void (pendingFocus = focus || pendingFocus);
    if (loaded && !prefsCss) {
      prefsCss = true;
      addStyles(box.parentNode as ShadowRoot, loaded.css, props.nonce);
    }
    // The banner is built once per showing, after the chunk's element; hidden, not removed, while the preference
    // centre is drawn, so that focus can return to its button. Not while the centre waits for its texts: the
    // banner would vanish with nothing in its place, taking the focus of its button with it.
    if (view.bannerOpen && !banner) box.append((banner = bannerElement(view)));
    if (!view.bannerOpen && banner) banner = void banner.remove();
    if (!view.bannerOpen && button && !pref) box.append((pref = prefButton(view)));
    if (loaded) loaded.draw(view, parts!);
    const centre = view.prefs && parts!.firstChild;
    if (banner) banner.style.display = centre ? 'none' : '';
    if (pref) pref.hidden = !!(centre || view.bannerOpen);
    // A non-modal banner ('.ui') takes focus only from nobody (docs/decisions/runtime-ui.md#keyboard-the-banner-first),
    // judged once the page is parsed: before, its autofocus field may not exist yet. The banner's, while the page
    // loads, only after its first paint (a frame, then a task): focus makes the browser work out the whole page's
    // style and layout at once, which would put off that paint. The preference centre's, the visitor's doing, at once.
    const take = () => {
      if (focus !== '.ui' || pageIdle()) box!.querySelector<HTMLElement>(focus!)?.focus();
    };
    const later = focus === '.pc' ? take : () => requestAnimationFrame(() => setTimeout(take));
    const state = document.readyState;
    if (focus) state === 'complete' ? take() : state === 'loading' ? addEventListener('DOMContentLoaded', later) : later();
    // The GPC note beside the floating button comes with the chunk: asked for once the flow has had its chance to
    // show the banner. Nothing when it cannot load: the next draw tries again.
    if (!loaded && !view.bannerOpen && view.gpc && button) {
      setTimeout(() => view.bannerOpen || chunk.load((c) => c && !loaded && ((loaded = c), draw())));
    }
  };

  const decide = (cats: ConsentCategory[], method: UiMethod) => {
    close();
    granted = cats;
    try {
      props.onDecide(cats, method);
    } catch {
      // The flow's failure must not surface in the host page's error handlers.
    }
  };

  const close = () => {
    opening = false;
    // Back to where the preference centre was opened from, unless that closed too (the banner's button);
    // else to where it was before the banner. Only when focus is in the UI: a decision by the page's code
    // leaves the visitor's field alone.
    const first = view.prefs ? prefsReturn : null;
    const ours = box && box.contains(deepActive());
    view.bannerOpen = view.prefs = false;
    draw();
    if (ours) restoreFocus(first && first.isConnected ? first : bannerReturn);
  };

  const closePrefs = () => {
    view.prefs = false;
    draw();
    restoreFocus(prefsReturn);
  };

  const view: View = {
    config,
    settings: props.settings,
    region: props.region,
    bannerOpen: false,
    prefs: false,
    gpc: props.gpc,
    scroll: props.scroll,
    choice: new Set(granted),
    acceptAll: () => decide(all, 'accept_all'),
    decline: () => decide(['essential'], 'decline'),
    save: () =>
      decide(
        all.filter((c) => c === 'essential' || view.choice.has(c)),
        'custom',
      ),
    openPrefs: () => handle.showPreferences(),
    // The chunk, and through it the cookies answer a first-view config left the centre's texts to (nothing drawn).
    prefetch: () => chunk.load((c) => c && c.prefetch(view)),
    closePrefs,
    toggle(c, on) {
      if (on) view.choice.add(c);
      else view.choice.delete(c);
      draw();
    },
    redraw: () => draw(),
    // Key handlers sit on the backdrop, which is focusable, so that a click on it
    // leaves focus inside the UI where Tab and Escape still work.
    trapKey: (e) => trapTab(e, (e.currentTarget as HTMLElement).firstElementChild as HTMLElement),
  };

  const handle: UiHandle = {
    showBanner() {
      if (view.bannerOpen) return;
      bannerReturn = deepActive();
      view.bannerOpen = true;
      draw(modal ? '.modal' : '.ui');
    },
    showPreferences() {
      if (view.prefs || opening) return;
      opening = true;
      prefsReturn = deepActive();
      chunk.load((c) => {
        // Not loaded (the visitor can still decide in the banner), or a decision came first.
        if (!c || !opening) return void (opening = false);
        opening = false;
        loaded = c;
        view.choice = new Set(granted);
        view.prefs = true;
        draw('.pc');
      });
    },
    hide: close,
    update(next, gpc) {
      granted = next;
      view.gpc = gpc;
      if (!view.prefs) view.choice = new Set(next);
      draw();
    },
  };

  createHost(props.nonce, config.lang, config.dir, uiCss(config.stylesheet), (el) => {
    box = el;
    box.append((parts = document.createElement('div')));
    draw(pendingFocus);
  });
  return handle;
}
