import type { ConsentMethod, ConsentRecord } from '../schema/consent-record.ts';
import type { ConsentCategory, Language, Region } from '../schema/enums.ts';
import type { RuntimeConfig } from '../schema/runtime-config.ts';
import { pickLanguage } from '../shared/pick-language.ts';
import { type ConsentApiMethods, createListeners } from './api.ts';
import type { Snippet } from './boot.ts';
import type { ConfigSource } from './config/source.ts';
import { type Choice, normalize, uuid4 } from './consent/choice.ts';
import { decide, gpcApplies, withGpc } from './consent/decide.ts';
import { readChoice, writeChoice } from './consent/store.ts';
import { createFlush, record } from './record/send.ts';
import { resolveRegion, settingsFor } from './resolve/region.ts';
import { configCommands, consentStates, pushCommands, pushUpdate, strictDefault } from './signals/consent-mode.ts';
import { announce, type ConsentState } from './signals/events.ts';
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
  // A first visit needs no region before the config (and its geo) arrives.
  let region: Region = cached || early ? resolveRegion(snippet.region, cached && cached.geo) : 'global';
  /** The config the page view settled on: undefined until it has settled, null when it failed closed. */
  let config: RuntimeConfig | null | undefined;
  /** The decision in force; null while the visitor has not decided. */
  let current: Choice | null = null;
  let gpc = false;
  let bannerShown = false;
  let ui: UiHandle | null = null;
  const waiting: (() => void)[] = [];
  const settled = () => config !== undefined;
  /** What is granted: nothing non-essential until the page view has settled on a config. */
  const grantedNow = (): ConsentCategory[] => (config && current ? current.granted : ['essential']);
  const state = (reloadNeeded = false): ConsentState | null =>
    current && {
      granted: current.granted.slice(),
      method: current.method,
      at: new Date(current.at).toISOString(),
      version: current.version,
      region,
      gpc,
      reloadNeeded,
    };
  const get = () => (settled() ? state() : null);
  const listeners = createListeners(settled, get);

  // 1. Consent-mode defaults, synchronously while the snippet executes. Once any was pushed, every decision is
  // followed by an update, so that tags are never left waiting.
  let boot = !cached;
  if (cached) {
    const s = settingsFor(cached, region);
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
  const allow = (cats: ConsentCategory[]) => ui && applyDecision(normalize(grantedNow().concat(cats)), 'custom', 'none', true);
  const gate = createLazyGate(chunk.load, snippet.nonce, allow, ended);

  // Without a cached config to settle on now, the stored choice is signalled at once and confirmed when the config arrives.
  const signalledEarly = !cached && early;
  if (signalledEarly) {
    current = early;
    signal(state()!);
  }

  /** A decision (`granted` normalized): store, signal, record, update the UI and the gate; `keep` an open banner. */
  function applyDecision(granted: ConsentCategory[], method: ConsentMethod, shown: ConsentRecord['shown'], keep?: boolean): void {
    const c = config!;
    const before = grantedNow();
    const by = current || stored;
    const choice: Choice = (current = {
      granted,
      method,
      at: Date.now(),
      version: c.version,
      visitor: (by && by.visitor) || uuid4(),
    });
    writeChoice(choice, snippet.cookie);
    signal(state(before.some((x) => !granted.includes(x)))!);
    record(snippet.origin, {
      id: uuid4(),
      visitor: choice.visitor,
      website: snippet.uuid,
      granted,
      method,
      region,
      lang: c.lang,
      version: c.version,
      url: (location.origin + location.pathname).slice(0, 2048),
      at: new Date(choice.at).toISOString(),
      shown,
    });
    bannerShown = bannerShown && !!keep;
    if (ui) {
      if (!keep) ui.hide();
      ui.update(granted, gpc);
    }
    gate.set(granted, c);
  }

  /** A decision from the visitor or the page; refused without a UI (no config, or no settings for the region). */
  function choose(next: readonly string[], method: ConsentMethod): boolean {
    if (!ui) return false;
    applyDecision(
      withGpc(normalize(next), method, gpcApplies(region, gpcSignal)),
      method,
      method === 'custom'
        ? 'preferences'
        : bannerShown && method !== 'api' && method !== 'withdraw'
          ? config!.display_style
          : 'none',
    );
    return true;
  }

  // 2. Settle the page view on a config, or fail closed without one.
  function onConfig(c: RuntimeConfig | null): void {
    if (ended.aborted) return;
    config = c;
    if (c) {
      region = resolveRegion(snippet.region, c.geo);
      const settings = settingsFor(c, region);
      const all = normalize(c.categories.map((x) => x.id));
      const d = decide({ region, settings, all, version: c.version, stored, gpc: gpcSignal });
      gpc = d.gpc;
      // A stored choice of this consent version stands; one the runtime decides now is applied below.
      current = !d.method && stored && stored.version === c.version ? stored : null;
      // After the strict boot default, the config's own defaults, before any update.
      if (!cached && !early) pushCommands(configCommands(c, settings, snippet.region));
      if (settings)
        ui = mountUi({
          config: c,
          settings,
          granted: d.granted,
          gpc,
          scroll: d.scroll,
          chunk,
          nonce: snippet.nonce,
          onDecide: (cats, m) => void choose(cats, m),
        });
      if (d.method) applyDecision(d.granted, d.method, d.banner ? c.display_style : 'none');
      else if (current) {
        if (!signalledEarly) signal(state()!);
        // The early-signalled stored choice was made under another consent version: take it back.
      } else if (signalledEarly) pushUpdate(d.granted);
      if (d.banner) showBanner();
      // From the second chunk: rare enough not to be in every first view.
      if (d.scroll) chunk.load((k) => k && k.watchScroll(() => !current && bannerShown && choose(all, 'scroll'), ended));
    }
    gate.set(grantedNow(), c);
    listeners.emit('ready', state());
    for (const fn of waiting.splice(0)) fn();
  }

  function showBanner(): void {
    if (ui) {
      bannerShown = true;
      ui.showBanner();
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
  const showPreferences = () => whenReady(() => ui && ui.showPreferences());
  watchPreferenceLinks(showPreferences, ended);

  function whenReady(fn: () => void): void {
    if (settled()) fn();
    else waiting.push(fn);
  }

  // Calls that need the config wait for it; get() and on() answer at once.
  return {
    get,
    // The texts' language once settled (the embed shows the policy in it), else the one asked for.
    lang: () => (config && config.lang) || lang,
    on: listeners.on,
    showBanner: () => whenReady(showBanner),
    showPreferences,
    set: (next) => Array.isArray(next) && whenReady(() => choose(next, 'api')),
    withdraw() {
      const reloadNeeded = grantedNow().length > 1;
      whenReady(() => choose([], 'withdraw'));
      return { reloadNeeded };
    },
  };
}
