import { GPC_NOTE_KEY } from '../../../shared/storage-names.ts';
import { deepActive } from '../focus.ts';
import type { View } from '../view.ts';

/** Closed in this page view: what counts when the page's storage is blocked. */
let closed = false;
/** The floating button the note describes while shown (ui/pref-button.ts, drawn before the chunk's parts). */
let described: Element | null | undefined;

const dismissed = () => {
  try {
    return closed || localStorage.getItem(GPC_NOTE_KEY) === '1';
  } catch {
    return closed;
  }
};

/**
 * Where Global Privacy Control was honoured, a note beside the floating button says so
 * (docs/decisions/texts.md#texts-keyed-on-the-consent-mode): with GPC there is no banner in us/california, so this is
 * where the visitor can see the signal counted. It overlays the page (fixed, taking no space) and closes with its
 * button, for good on this device: kept in the site's `localStorage`, or for the page view where storage is blocked
 * (docs/decisions/runtime-ui.md#the-gpc-note). It describes the floating button while shown; focus on its close
 * button goes to the floating button once it closes.
 */
export function GpcNote(view: View) {
  const t = view.config.texts;
  if (!view.gpc || !t.gpc_note || dismissed()) return null;
  const close = (e: Event) => {
    closed = true;
    try {
      localStorage.setItem(GPC_NOTE_KEY, '1');
    } catch {
      // Blocked storage: closed for this page view only.
    }
    const had = deepActive() === e.currentTarget;
    described?.removeAttribute('aria-describedby');
    view.redraw();
    if (had) (described as HTMLElement | null | undefined)?.focus();
  };
  const describe = (el: Element | null) => {
    if (!el) return;
    described = (el.getRootNode() as ShadowRoot).querySelector('.pb');
    described?.setAttribute('aria-describedby', 'pg');
  };
  return (
    <div class="pg" ref={describe}>
      <span id="pg">{t.gpc_note}</span>
      <button class="x" aria-label={t.close} title={t.close} onClick={close}>
        ×
      </button>
    </div>
  );
}
