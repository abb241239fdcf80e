import { Banner } from './Banner.tsx';
import type { View } from './view.ts';

// Components are plain functions of the view (no hooks, no component state):
// the mounted UI re-renders the whole tree on each change, which is tiny.
export function App(v: View) {
  return (
    <>
      {v.bannerOpen && Banner(v)}
      {/* stays under an open preference centre so that focus can return to it */}
      {!v.bannerOpen && v.settings.enable_cookie_preference_button && v.pc && v.pc.button(v)}
      {v.prefs && v.pc && v.pc.render(v)}
    </>
  );
}
