import type { ConsentCategory, Language } from '../schema/enums.ts';
import type { RuntimeConfig } from '../schema/runtime-config.ts';
import { pickLanguage } from '../shared/pick-language.ts';
import { type ConsentApiMethods, createListeners } from './api.ts';
import type { Snippet } from './boot.ts';
import type { ConfigSource } from './config/source.ts';
import { normalize } from './consent/choice.ts';
import { decide } from './consent/decide.ts';
import { readChoice } from './consent/store.ts';
import { createDecisions, grantedIn, type PageView } from './decisions.ts';
import { createFlush } from './record/send.ts';
import { resolveRegion, settingsFor } from './resolve/region.ts';
import { configCommands, consentStates, pushCommands, pushUpdate, strictDefault } from './signals/consent-mode.ts';
import { announce, type ConsentState } from './signals/events.ts';
import type { Gate } from './signals/gating.ts';
import { gtag } from './signals/gtag.ts';
import { createLazyGate } from './signals/lazy-gate.ts';
import { watchPreferenceLinks } from './signals/preference-links.ts';
import { type ChunkLoader, createChunkLoader } from './ui/chunk-load.ts';
import { mountUi } from './ui/index.ts';
import type { UiHandle } from './ui/types.ts';

/**
 * One page view, in order: language → config source (the first-view script's
 * inlined config, or `consent.min.js`'s fetch, started first, and cached copy)
 * → stored choice → region → consent-mode defaults (synchronously, before any
 * other tag) → config (known at once, else fetched) → decision → UI, signals,
 * gating, record. `chunk` is how it gets the second chunk; aborting `ended`
 * ends it: its listeners, observers and timers stop (tests; in a browser a
 * page view ends with the page).
 */
export function startFlow(
  snippet: Snippet,
  configIn: (lang: Language) => ConfigSource,
  chunk: ChunkLoader = createChunkLoader(snippet.origin, snippet.nonce),
  ended: AbortSignal = new AbortController().signal,
): ConsentApiMethods {
  const nav = navigator;
  const lang = pickLanguage([snippet.lang, ...(nav.languages || [nav.language])]);
  const source = configIn(lang);
  const gpcSignal = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const stored = readChoice();
  // An inlined config settles the page view at once, like a cached one; an unusable one (null) fails closed.
  const cached = source.known;
  // The stored choice counts early unless the cached config says its version is outdated.
  const early = cached && stored && stored.version !== cached.version ? null : stored;
  const pv: PageView<UiHandle> = {
    bannerOpen: false,
    gpc: false,
    choice: null,
    // A first visit needs no region before the config (and its geo) arrives.
    region: cached || early ? resolveRegion(snippet.region, cached && cached.geo) : 'global',
  };
  const waiting: (() => void)[] = [];
  const settled = () => pv.config !== undefined;
  const state = (reloadNeeded = false, c = pv.choice): ConsentState | null =>
    c && {
      granted: c.granted.slice(),
      method: c.method,
      at: new Date(c.at).toISOString(),
      version: c.version,
      region: pv.region,
      gpc: pv.gpc,
      reloadNeeded,
    };
  const get = () => (settled() ? state() : null);
  const listeners = createListeners(settled, get);

  // 1. Consent-mode defaults, synchronously while the snippet executes. Once any was pushed, every decision is
  // followed by an update, so that tags are never left waiting.
  let boot = !cached;
  if (cached) {
    const s = settingsFor(cached, pv.region);
    if (s && s.enable_vendor_consent_mode) {
      boot = true;
      pushCommands(configCommands(cached, s, snippet.region));
    }
  }
  // Nothing known about this website on this device: the stored choice, else the strictest defaults.
  else gtag('consent', 'default', early ? consentStates(early.granted) : strictDefault());

  /** Consent mode update, then the dataLayer event, the DOM event and `change` listeners. */
  const signal = (s: ConsentState) => {
    if (boot) pushUpdate(s.granted);
    announce(s);
    listeners.emit('change', s);
  };

  // A placeholder's "allow" (custom, so GPC leaves it alone) adds its categories, made in neither banner nor
  // centre; an open banner stays for the rest (docs/decisions/runtime-ui.md#blocked-embeds).
  const allow = (cats: ConsentCategory[]) =>
    pv.ui && decisions.applyDecision(normalize(grantedIn(pv).concat(cats)), 'custom', 'none', true);
  const gating = createLazyGate(chunk.load, snippet.nonce, allow, ended);
  // Each change of what is granted also reaches gated content; once decided (a stored choice or one made now),
  // what a declined category left on the site is removed, by the chunk (docs/runtime.md#declined-cookies-are-removed).
  // A category is declined when fewer than the five consent categories are granted (`normalize` keeps no other).
  const gate: Gate = {
    set(granted, c) {
      gating.set(granted, c);
      if (pv.choice && granted.length < 5 && c && c.purge) chunk.load((k) => k && k.removeDeclined(granted, c));
    },
  };
  const decisions = createDecisions(pv, snippet, stored, gate, (reloadNeeded) => signal(state(reloadNeeded)!));

  // Without a cached config to settle on now, the stored choice is signalled at once and confirmed when the config arrives.
  const signalledEarly = !cached && early;
  if (signalledEarly) {
    pv.choice = early;
    signal(state()!);
  }

  // 2. Settle the page view on a config, or fail closed without one.
  function onConfig(c: RuntimeConfig | null): void {
    if (ended.aborted) return;
    pv.config = c;
    if (c) {
      const region = (pv.region = resolveRegion(snippet.region, c.geo));
      const settings = settingsFor(c, region);
      const all = normalize(c.categories.map((x) => x.id));
      const d = decide({ region, settings, all, version: c.version, stored, gpc: gpcSignal });
      pv.gpc = d.gpc;
      // A stored choice of this consent version stands; one the runtime decides now is applied below.
      pv.choice = !d.method && stored && stored.version === c.version ? stored : null;
      // After the strict boot default, the config's own defaults, before any update.
      if (!cached && !early) pushCommands(configCommands(c, settings, snippet.region));
      if (settings)
        pv.ui = mountUi({
          config: c,
          region,
          settings,
          granted: d.granted,
          gpc: pv.gpc,
          scroll: d.scroll,
          chunk,
          nonce: snippet.nonce,
          onDecide: decisions.choose,
        });
      if (d.method) decisions.applyDecision(d.granted, d.method, d.banner ? c.display_style : 'none');
      else if (pv.choice) {
        if (!signalledEarly) signal(state()!);
        // The early-signalled stored choice was made under another consent version: take it back.
      } else if (signalledEarly) pushUpdate(d.granted);
      if (d.banner) showBanner();
      // From the second chunk: rare enough not to be in every first view.
      if (d.scroll)
        chunk.load((k) => k && k.watchScroll(() => !pv.choice && pv.bannerOpen && decisions.choose(all, 'scroll'), ended));
    }
    gate.set(grantedIn(pv), c);
    listeners.emit('ready', state());
    for (const fn of waiting.splice(0)) fn();
  }

  function showBanner(): void {
    if (pv.ui) {
      pv.bannerOpen = true;
      pv.ui.showBanner();
    }
  }

  if (cached) {
    onConfig(cached);
    // Stale-while-revalidate: the fresh config serves the next page view.
    source.fetched.then((c) => c && source.keep(c));
  } else {
    // An unusable inlined config fails closed here (nothing is fetched: null).
    source.fetched.then((c) => {
      try {
        onConfig(c);
        // For the next page view, in a task of its own so the banner paints first.
        if (c) setTimeout(() => ended.aborted || source.keep(c));
      } catch {
        // Never into the host page.
      }
    });
  }

  // Records earlier page views could not deliver, once this one is idle; again when the network returns.
  const flush = createFlush(snippet.origin);
  setTimeout(() => ended.aborted || flush(), 3000);
  addEventListener('online', flush, { signal: ended });
  const showPreferences = () => whenReady(() => pv.ui && pv.ui.showPreferences());
  watchPreferenceLinks(showPreferences, ended);

  function whenReady(fn: () => void): void {
    if (settled()) fn();
    else waiting.push(fn);
  }

  // Calls that need the config wait for it; get() and on() answer at once.
  return {
    get,
    // The texts' language once settled (the embed shows the policy in it), else the one asked for.
    lang: () => (pv.config && pv.config.lang) || lang,
    on: listeners.on,
    showBanner: () => whenReady(showBanner),
    showPreferences,
    set: (next) => Array.isArray(next) && whenReady(() => decisions.choose(next, 'api')),
    withdraw() {
      const reloadNeeded = grantedIn(pv).length > 1;
      whenReady(() => decisions.choose([], 'withdraw'));
      return { reloadNeeded };
    },
  };
}
