import type { ConfigCategory, ConfigCookie, CookiesAnswer } from '../../../schema/runtime-config.ts';
import { safeUrl } from '../../../shared/safe-url.ts';
import type { View } from '../view.ts';

/** The cookies answer of the config's `cookies_url`, once it arrived; by URL, so a config of a later revision asks again. */
let answered: { url: string; byId: Map<string, ConfigCategory> } | undefined;
let asking: string | undefined;

const strOrNull = (x: unknown) => x === null || typeof x === 'string';
/** What Category.tsx renders as text: a non-string object could pass for a vnode. */
const isCookie = (k: Partial<ConfigCookie> | null) =>
  !!k && typeof k.name === 'string' && strOrNull(k.domain) && strOrNull(k.lifetime) && strOrNull(k.description);
const isCategoryList = (a: unknown): a is ConfigCategory[] =>
  Array.isArray(a) && a.every((c) => c && Array.isArray(c.cookies) && c.cookies.every(isCookie));

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
  if (asking !== url) {
    asking = url;
    fetch(url)
      .then((r) => (r.ok ? r.json() : null))
      .then((a: Partial<CookiesAnswer> | null) => {
        if (!a || !isCategoryList(a.categories)) throw 0;
        answered = { url, byId: new Map(a.categories.map((c) => [c.id, c])) };
        view.redraw();
      })
      .catch(() => {
        asking = undefined;
      });
  }
  return cats;
}
