import { ConsentBanner } from './ConsentBanner.tsx';
import type { View } from './view.ts';

// Components are plain functions of the view (no hooks, no component state):
// the mounted UI re-renders the whole tree on each change, which is tiny.
// The preference centre comes first: its stylesheet hides what follows it (the
// banner, the floating button) while it is open, and both stay mounted so that
// focus can return to them.
export function App(view: View) {
  return (
    <>
      {view.prefs && view.parts && view.parts.render(view)}
      {view.bannerOpen && ConsentBanner(view)}
      {!view.bannerOpen && view.settings.enable_cookie_preference_button && view.parts && view.parts.button(view)}
    </>
  );
}
