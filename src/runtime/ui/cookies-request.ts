import type { ConfigCategory, ConfigCookie, CookiesAnswer, RuntimeConfig } from '../../schema/runtime-config.ts';
import { cookiesPath } from '../../shared/cookies-path.ts';
import { safeUrl } from '../../shared/safe-url.ts';

// The request for the cookies answer (`GET /public/v1/websites/{uuid}/cookies?lang=xx`), as the second chunk
// makes it: the texts a first-view script leaves out (docs/service.md#texts-on-demand) and every category's
// cookies. One for the preference centre and the GPC note, so that they share one request.

/** The last answer's categories by id, with its URL: a config of a later revision asks again. */
export let answered: { url: string; byId: Map<string, ConfigCategory> } | undefined;
/**
 * The URL asked for, kept once it succeeded, so that it is not asked again (an answer without texts would be
 * asked for at every draw); and who waits for it, one waiter per asker (the latest of its calls).
 */
let asked: string | undefined;
let waiting: Map<object, [RuntimeConfig, (ok: boolean) => void]>;

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

/** The on-demand texts are in the config (the fetching runtime's has them all), or have arrived. */
export const hasTexts = (c: RuntimeConfig) => typeof c.texts.pc_title === 'string';

/** Where a config's cookies answer is: its `cookies_url`, else the service's own path for its website and language. */
export const answerUrl = (config: RuntimeConfig) =>
  safeUrl(config.cookies_url) || safeUrl(service && service + cookiesPath(config.uuid, config.lang));

/**
 * Fetches the config's cookies answer (`answerUrl`): one request for every asker while it is on its way,
 * and once, unless it fails (then again at the next ask). Its texts join each
 * waiter's config, which keeps its own; its lists are then `answered`. Each
 * waiter's `then` learns whether it arrived. The answer is checked like the
 * config: one that is not a list of categories with named cookies is not used.
 */
export function askAnswer(who: object, config: RuntimeConfig, then: (ok: boolean) => void): void {
  const url = answerUrl(config);
  if (!url) return;
  if (asked === url) return void waiting.set(who, [config, then]);
  const w = (waiting = new Map([[who, [config, then]]]));
  asked = url;
  fetch(url)
    .then((r) => (r.ok ? r.json() : null))
    .then((x: Partial<CookiesAnswer> | null) => {
      if (!x || !isCategoryList(x.categories) || !isTexts(x.texts)) throw 0;
      answered = { url, byId: new Map(x.categories.map((c) => [c.id, c])) };
      return x;
    })
    .catch(() => {
      if (waiting === w) asked = undefined;
    })
    .then((x) =>
      w.forEach((v) => {
        if (x) v[0].texts = { ...x.texts, ...v[0].texts };
        v[1](!!x);
      }),
    );
}
