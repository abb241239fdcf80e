import type { VNode } from 'preact';
import type { ConfigCategory } from '../../../schema/runtime-config.ts';
import { safeUrl } from '../../../shared/safe-url.ts';
import { answered, answerUrl, askAnswer, hasTexts } from '../cookies-request.ts';
import type { View } from '../view.ts';

/**
 * When the cookies answer arrived or failed: a preference centre that waited
 * for its texts opens now, focus in it, as a first open does; one that cannot
 * get them opens nothing, as when the chunk cannot load: the banner still
 * decides. Otherwise the view draws again, with the full lists.
 */
const arrived = (view: View, had: boolean) => (ok: boolean) => {
  if (ok && view.prefs && !had) {
    view.prefs = false;
    view.openPrefs();
  } else if (ok) view.redraw();
  else if (view.prefs && !hasTexts(view.config)) {
    view.prefs = false;
    view.redraw();
  }
};

/**
 * A part of the second chunk (the preference centre, the floating button),
 * drawn once the config has its texts: a first-view script's config leaves
 * them to the cookies answer (docs/service.md#texts-on-demand). Until then,
 * nothing is drawn and the answer is asked for.
 */
export function withTexts(part: (view: View) => VNode | null): (view: View) => VNode | null {
  return (view) => {
    if (hasTexts(view.config)) return part(view);
    askAnswer(view, view.config, arrived(view, false));
    return null;
  };
}

/**
 * Asks, before the preference centre first draws, for what it will draw from: its texts, or the full lists of a
 * config over its byte ceiling (below). Draws nothing.
 */
export function prefetchAnswer(view: View): void {
  if (hasTexts(view.config)) listedCategories(view);
  else askAnswer(view, view.config, arrived(view, false));
}

/**
 * The categories the preference centre lists: the cookies answer's once it
 * has arrived for this config. A first-view script's config lists no cookies
 * and leaves them to that answer, asked for with its texts (`withTexts`). A
 * config over its byte ceiling (docs/service.md, "Limits") carries its cookies
 * without descriptions and names `cookies_url`: the first time the preference
 * centre draws, the full lists are fetched from there, and drawn when they
 * arrive. Until then, or when the fetch fails (asked again on the next draw),
 * the config's own lists show, names and all. The fetching runtime's config
 * under the ceiling has every list: nothing is asked.
 */
export function listedCategories(view: View): ConfigCategory[] {
  const cats = view.config.categories;
  if (answered && answered.url === answerUrl(view.config)) return cats.map((c) => answered!.byId.get(c.id) || c);
  if (safeUrl(view.config.cookies_url)) askAnswer(view, view.config, arrived(view, hasTexts(view.config)));
  return cats;
}
