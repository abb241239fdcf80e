import type { VNode } from 'preact';
import type { ConfigCategory, ConfigCookie, CookiesAnswer } from '../../../schema/runtime-config.ts';
import { cookiesPath } from '../../../shared/cookies-path.ts';
import { safeUrl } from '../../../shared/safe-url.ts';
import type { View } from '../view.ts';

/** The cookies answer of the config's `cookies_url`, once it arrived; by URL, so a config of a later revision asks again. */
let answered: { url: string; byId: Map<string, ConfigCategory> } | undefined;
let asking: string | undefined;

/** The service's origin: the chunk's own (chunk-load.ts loads it from there), read while it runs. */
const service = (() => {
  try {
    return new URL((document.currentScript as HTMLScriptElement).src).origin;
  } catch {
    return undefined;
  }
})();

const strOrNull = (x: unknown) => x === null || typeof x === 'string';
/** What Category.tsx renders as text: a non-string object could pass for a vnode. */
const isCookie = (k: Partial<ConfigCookie> | null) =>
  !!k && typeof k.name === 'string' && strOrNull(k.domain) && strOrNull(k.lifetime) && strOrNull(k.description);
const isCategoryList = (a: unknown): a is ConfigCategory[] =>
  Array.isArray(a) && a.every((c) => c && Array.isArray(c.cookies) && c.cookies.every(isCookie));
const isTexts = (t: unknown) => !t || (typeof t === 'object' && Object.values(t).every((v) => typeof v === 'string'));
/** The preference centre's own texts are in the config (the fetching runtime's), or have arrived. */
const hasTexts = (view: View) => typeof view.config.texts.pc_title === 'string';

/**
 * Fetches the cookies answer once per URL (again after a failure, on a later
 * draw). Its texts join the config's, which keep theirs; its lists are then
 * what listedCategories gives. A preference centre that waited for its texts
 * opens now, focus in it, as a first open does; one that cannot get them
 * opens nothing, as when the chunk cannot load: the banner still decides.
 */
function ask(view: View, url: string) {
  if (asking === url) return;
  asking = url;
  const had = hasTexts(view);
  fetch(url)
    .then((r) => (r.ok ? r.json() : null))
    .then((a: Partial<CookiesAnswer> | null) => {
      if (!a || !isCategoryList(a.categories) || !isTexts(a.texts)) throw 0;
      answered = { url, byId: new Map(a.categories.map((c) => [c.id, c])) };
      view.config.texts = { ...a.texts, ...view.config.texts };
      if (view.prefs && !had) {
        view.prefs = false;
        view.openPrefs();
      } else view.redraw();
    })
    .catch(() => {
      asking = undefined;
      if (view.prefs && !hasTexts(view)) {
        view.prefs = false;
        view.redraw();
      }
    });
}

/**
 * A part of the second chunk (the preference centre, the floating button),
 * drawn once the config has its texts: a first-view script's config leaves
 * them to the cookies answer (docs/service.md#texts-on-demand), at its
 * `cookies_url` or else at the service's own path. Until then, nothing is
 * drawn and the answer is asked for.
 */
export function withTexts(part: (view: View) => VNode): (view: View) => VNode | null {
  return (view) => {
    if (hasTexts(view)) return part(view);
    const c = view.config;
    const url = safeUrl(c.cookies_url) || safeUrl(service && service + cookiesPath(c.uuid, c.lang));
    if (url) ask(view, url);
    return null;
  };
}

/**
 * The categories the preference centre lists. A config over its byte ceiling
 * (docs/service.md, "Limits") carries its cookies without descriptions and
 * names `cookies_url`: the first time the preference centre draws, the full
 * lists are fetched from there, and drawn when they arrive. Until then, or
 * when the fetch fails (asked again on the next draw), the config's own lists
 * show, names and all. The answer is checked like the config: an answer that is
 * not a list of categories with named cookies is not used.
 */
export function listedCategories(view: View): ConfigCategory[] {
  const cats = view.config.categories;
  const url = safeUrl(view.config.cookies_url);
  if (!url) return cats;
  if (answered && answered.url === url) return cats.map((c) => answered!.byId.get(c.id) || c);
  ask(view, url);
  return cats;
}
