import type { RegionSettings } from '../schema/banner.ts';
import type { ConsentMethod, ConsentRecord } from '../schema/consent-record.ts';
import type { ConsentCategory, Region } from '../schema/enums.ts';
import type { RuntimeConfig } from '../schema/runtime-config.ts';
import type { ConsentApiMethods } from './api.ts';
import type { Snippet } from './boot.ts';
import { loadChunk } from './chunk/load.ts';
import { readCachedConfig, writeCachedConfig } from './config/cache.ts';
import { fetchConfig } from './config/fetch.ts';
import { type Choice, normalize, uuid4 } from './consent/choice.ts';
import { decide, gpcApplies, withGpc } from './consent/decide.ts';
import { watchScroll } from './consent/scroll.ts';
import { readChoice, writeChoice } from './consent/store.ts';
import { flush, record } from './record/send.ts';
import { pickLanguage } from './resolve/language.ts';
import { resolveRegion, settingsFor } from './resolve/region.ts';
import { consentStates, defaultCommands, pushDefault, pushSettings, pushUpdate, strictDefault } from './signals/consent-mode.ts';
import { announce, type ConsentState } from './signals/events.ts';
import { createLazyGate } from './signals/lazy-gate.ts';
import { watchPreferenceLinks } from './signals/preference-links.ts';
import { mountUi } from './ui/index.ts';
import type { UiHandle, UiMethod } from './ui/types.ts';

type Listener = (state: ConsentState | null) => void;

/**
 * One page view, in order: language → stored choice → cached config → region
 * → consent-mode defaults (synchronously, before any other tag) → config
 * (cached, else fetched) → decision → UI, signals, gating, record.
 */
export function startFlow(snippet: Snippet): ConsentApiMethods {
  const nav = navigator;
  const lang = pickLanguage([snippet.lang, ...(nav.languages || [nav.language])]);
  // First, so the network works while the rest of the boot runs. With a cached config it revalidates for the next view.
  const fresh = fetchConfig(snippet.origin, snippet.uuid, lang);
  const gpcSignal = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  let stored = readChoice();
  const cached = readCachedConfig(snippet.uuid, lang);

  // The stored choice counts early unless the cached config says its version is outdated.
  const early = cached && stored && stored.version !== cached.version ? null : stored;
  let config: RuntimeConfig | null = null;
  // A first visit needs no region before the config (and its geo) arrives.
  let region: Region = cached || early ? resolveRegion(snippet.region, cached && cached.geo) : 'global';
  let settings: RegionSettings | null = null;
  let granted: ConsentCategory[] = ['essential'];
  let current: Choice | null = null;
  let gpc = false;
  let consentMode = false;
  let signalled: string | null = null;
  let ui: UiHandle | null = null;
  let bannerShown = false;
  let ready = false;
  const waiting: (() => void)[] = [];
  const listeners: Record<string, Listener[]> = { change: [], ready: [] };

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

  const emit = (event: string, s: ConsentState | null) => {
    for (const fn of listeners[event]!.slice()) {
      try {
        fn(s);
      } catch {
        // The page's listener failing must not stop ours or the page's others.
      }
    }
  };

  /** Consent mode update, then the dataLayer event, the DOM event and `change` listeners. */
  const signal = (s: ConsentState) => {
    if (consentMode) pushUpdate(s.granted);
    signalled = s.granted.join();
    announce(s);
    emit('change', s);
  };

  const gate = createLazyGate(
    (then) => loadChunk(snippet.origin, snippet.nonce, then),
    snippet.nonce,
    (cats) => choose(granted.concat(cats), 'custom'),
  );

  /** Every region's consent-mode defaults from a config, then the visitor's region's `set` calls. */
  const pushConfigDefaults = (c: RuntimeConfig, s: RegionSettings | null) => {
    defaultCommands(c, snippet.region).forEach(pushDefault);
    if (s && s.enable_vendor_consent_mode) pushSettings(s);
  };

  // 1. Consent-mode defaults, synchronously while the snippet executes.
  let strictBoot = false;
  if (cached) {
    const s = settingsFor(cached, region);
    if (s && s.enable_vendor_consent_mode) {
      consentMode = true;
      pushConfigDefaults(cached, s);
    }
  } else {
    // Nothing known about this website on this device: the stored choice, else the strictest defaults.
    consentMode = true;
    strictBoot = !early;
    pushDefault(early ? consentStates(early.granted) : strictDefault());
  }
  if (early && !cached) {
    // Without a cached config to settle now, the stored choice is signalled at once and confirmed when the config arrives.
    current = early;
    signal(state()!);
  }

  /** Applies a decision: store, signal, record, update the UI and the gate. */
  function commit(next: readonly ConsentCategory[], method: ConsentMethod, shown: ConsentRecord['shown']): void {
    if (!config) return;
    const before = granted;
    current = {
      granted: normalize(next),
      method,
      at: Date.now(),
      version: config.version,
      visitor: (stored && stored.visitor) || uuid4(),
    };
    stored = current;
    granted = current.granted;
    writeChoice(current, { domain: snippet.cookieDomain, days: snippet.cookieDays });
    signal(state(before.some((c) => !granted.includes(c)))!);
    record(snippet.origin, {
      id: uuid4(),
      visitor: current.visitor,
      website: snippet.uuid,
      granted,
      method,
      region,
      lang: config.lang,
      version: config.version,
      url: (location.origin + location.pathname).slice(0, 2048),
      at: new Date(current.at).toISOString(),
      shown,
    });
    bannerShown = false;
    if (ui) {
      ui.hide();
      ui.update(granted, gpc);
    }
    gate.set(granted, config.texts);
  }

  function choose(next: readonly string[], method: ConsentMethod): boolean {
    if (!config || !settings) return false;
    commit(
      withGpc(normalize(next), method, gpcApplies(region, gpcSignal)),
      method,
      method === 'custom'
        ? 'preferences'
        : bannerShown && method !== 'api' && method !== 'withdraw'
          ? config.display_style
          : 'none',
    );
    return true;
  }

  // 2. Settle the page view on a config, or fail closed without one.
  function settle(c: RuntimeConfig | null): void {
    config = c;
    if (c) {
      region = resolveRegion(snippet.region, c.geo);
      settings = settingsFor(c, region);
      // After the strict boot default, the config's own defaults, before any update.
      if (strictBoot) pushConfigDefaults(c, settings);
      const all = normalize(c.categories.map((x) => x.id));
      const d = decide({ region, settings, all, version: c.version, stored, gpc: gpcSignal });
      gpc = d.gpc;
      if (settings) {
        const shown = settings;
        ui = mountUi({
          config: c,
          region,
          settings: shown,
          granted: d.granted,
          gpc,
          origin: snippet.origin,
          nonce: snippet.nonce,
          onDecide: (cats: ConsentCategory[], m: UiMethod) => void choose(cats, m),
        });
      }
      if (d.method) commit(d.granted, d.method, d.banner ? c.display_style : 'none');
      else {
        current = stored && stored.version === c.version ? stored : null;
        granted = d.granted;
        if (current && signalled !== granted.join()) signal(state()!);
        else if (!current && signalled !== null) {
          // The early-signalled stored choice was made under another consent version: take it back.
          if (consentMode) pushUpdate(granted);
          signalled = granted.join();
        }
      }
      if (d.banner) showBanner();
      if (d.scroll) watchScroll(() => !current && bannerShown && choose(all, 'scroll'));
    }
    gate.set(granted, c && c.texts);
    ready = true;
    emit('ready', state());
    waiting.splice(0).forEach((fn) => fn());
  }

  function showBanner(): void {
    if (ui) {
      bannerShown = true;
      ui.showBanner();
    }
  }

  if (cached) {
    settle(cached);
    // Stale-while-revalidate: the fresh config serves the next page view.
    fresh.then((c) => c && writeCachedConfig(snippet.uuid, lang, c));
  } else {
    fresh.then((c) => {
      try {
        settle(c);
        // For the next page view, in a task of its own so the banner paints first.
        if (c) setTimeout(() => writeCachedConfig(snippet.uuid, lang, c));
      } catch {
        // Never into the host page.
      }
    });
  }

  // Records earlier page views could not deliver, once this one is idle; again when the network returns.
  setTimeout(() => flush(snippet.origin), 3000);
  addEventListener('online', () => flush(snippet.origin));
  watchPreferenceLinks(() => whenReady(() => ui && ui.showPreferences()));

  function whenReady(fn: () => void): void {
    if (ready) fn();
    else waiting.push(fn);
  }

  // Calls that need the config wait for it; get() and on() answer at once.
  return {
    get: () => (ready ? state() : null),
    on(event, fn) {
      const list = listeners[event];
      if (!list || typeof fn !== 'function') return () => {};
      list.push(fn);
      if (event === 'ready' && ready) fn(state());
      return () => list.splice(list.indexOf(fn) >>> 0, 1);
    },
    showBanner: () => whenReady(showBanner),
    showPreferences: () => whenReady(() => ui && ui.showPreferences()),
    set: (next) => Array.isArray(next) && whenReady(() => choose(next, 'api')),
    withdraw() {
      const reloadNeeded = ready && granted.length > 1;
      whenReady(() => choose([], 'withdraw'));
      return { reloadNeeded };
    },
  };
}
