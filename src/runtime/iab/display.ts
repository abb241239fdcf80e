/** The runtime's UI host (ui/host.ts), a stable hook for tests and QA. */
const HOST = '[data-service-consent]';
/** The banner (a dialog, or a named section when not modal) and the preference centre (a dialog); not the floating button. */
const SHOWN = '[role=dialog],section';

/**
 * Tells `onChange` whenever the banner or the preference centre appears or goes, and `onRender` each time the
 * runtime has changed them: it renders them into its host's open shadow root and removes them when closed.
 * For the IAB APIs' display status (TCF's `displayStatus`, GPP's `cmpDisplayStatus`): watching that costs the
 * base runtime no byte, where an event of its public API would (docs/runtime.md#iab-tcf).
 */
export function watchDisplay(onChange: (visible: boolean) => void, onRender?: (root: ShadowRoot) => void): void {
  let visible = false;
  let root: ShadowRoot | null = null;
  const look = () => {
    const host = document.querySelector(HOST);
    const r = host && host.shadowRoot;
    if (r && r !== root) observer.observe((root = r), { childList: true, subtree: true });
    const v = !!(r && r.querySelector(SHOWN));
    if (v !== visible) onChange((visible = v));
    if (r && v && onRender) onRender(r);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.documentElement, { childList: true });
  look();
}
