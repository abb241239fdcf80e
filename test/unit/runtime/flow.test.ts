// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strictDefault } from '../../../src/runtime/signals/consent-mode.ts';
import { ConsentRecord } from '../../../src/schema/consent-record.ts';
import { EU_COUNTRIES } from '../../../src/shared/regions.ts';
import { buildConfig, DENIED_STATES, regionSettings, WEBSITE_UUID } from '../../fixtures/config.ts';
import { isArguments, loadPage, ORIGIN, plain, resetPage, tick } from './harness.ts';

const eu = buildConfig();
const euDefaults = [
  ['consent', 'default', { ...DENIED_STATES, wait_for_update: 500, region: [...EU_COUNTRIES] }],
  ['consent', 'default', expect.objectContaining({ ad_storage: 'granted', region: ['US'] })],
  ['set', 'ads_data_redaction', true],
  ['set', 'url_passthrough', false],
];

beforeEach(() => resetPage(true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('boot', () => {
  it('pushes the strictest default synchronously, before the config is fetched, as an Arguments object', async () => {
    const page = await loadPage({ config: 'hang' });
    expect(page.layer).toHaveLength(1);
    expect(isArguments(page.layer[0])).toBe(true);
    expect(plain(page.layer)).toEqual([['consent', 'default', strictDefault()]]);
    expect(typeof (window as unknown as { gtag: unknown }).gtag).toBe('function');
    expect(page.configRequests).toEqual([`${ORIGIN}/public/v1/websites/${WEBSITE_UUID}/config?lang=en`]);
  });

  it("uses the page's own gtag when there is one", async () => {
    const calls: unknown[][] = [];
    const page = await loadPage({
      config: 'hang',
      before: () => ((window as unknown as { gtag: unknown }).gtag = (...a: unknown[]) => calls.push(a)),
    });
    expect(calls).toEqual([['consent', 'default', strictDefault()]]);
    expect(page.layer).toEqual([]);
  });

  it('a second copy of the script does nothing', async () => {
    const first = await loadPage({ config: eu });
    await first.ready;
    const before = plain(first.layer).length;
    const api = first.api;
    // Same page, script executed again.
    const s = document.createElement('script');
    s.setAttribute('data-website-uuid', WEBSITE_UUID);
    document.head.append(s);
    vi.resetModules();
    await import('../../../src/runtime/index.ts');
    expect((window as unknown as { ServiceConsent: unknown }).ServiceConsent).toBe(api);
    expect(plain(first.layer)).toHaveLength(before);
  });

  it('does nothing without a valid website uuid, and never throws', async () => {
    const s = document.createElement('script');
    s.setAttribute('data-website-uuid', 'not-a-uuid');
    document.head.append(s);
    vi.resetModules();
    await expect(import('../../../src/runtime/index.ts')).resolves.toBeDefined();
    expect((window as unknown as { ServiceConsent?: unknown }).ServiceConsent).toBeUndefined();
  });

  it('picks the language before fetching: QA URL parameter over attribute over navigator.languages', async () => {
    expect((await loadPage({ config: 'hang', languages: ['pt-BR', 'en'] })).configRequests[0]).toMatch(/lang=pt$/);
    resetPage(true);
    expect((await loadPage({ config: 'hang', attrs: { 'data-lang': 'de-AT' }, languages: ['fr'] })).configRequests[0]).toMatch(
      /lang=de$/,
    );
    resetPage(true);
    expect(
      (await loadPage({ config: 'hang', attrs: { 'data-lang': 'de' }, search: '?service_lang=en-GB' })).configRequests[0],
    ).toMatch(/lang=en-gb$/);
  });
});

describe('a bad, missing or slow config', () => {
  it.each([
    ['404', 404],
    ['500', 500],
    ['invalid', { ...eu, regions: 'all' } as never],
    ['another website', { ...eu, uuid: '00000000-0000-4000-8000-000000000000' }],
  ])('%s: no banner, nothing granted, nothing recorded, no error', async (_, config) => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    const page = await loadPage({
      config,
      body: '<script type="text/plain" data-service-category="analytics">window.order=1</script>',
    });
    await page.ready;
    window.removeEventListener('error', onError);
    expect(page.api.get()).toBeNull();
    expect(plain(page.layer)).toEqual([['consent', 'default', strictDefault()]]);
    expect(page.posted).toEqual([]);
    expect((window as unknown as { order?: number }).order).toBeUndefined();
    expect(document.querySelector('script[type="text/plain"]')).not.toBeNull();
    expect(errors).toEqual([]);
    page.api.showBanner();
    page.api.set(['analytics']);
    expect(page.api.get()).toBeNull();
  });

  it('slow: gives up after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const page = await loadPage({ config: 'hang' });
      let settled = false;
      void page.ready.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(4900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(settled).toBe(true);
      expect(page.api.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the exact dataLayer sequence', () => {
  it('first visit in eu: strict default, region defaults, set calls; then update and event after the decision', async () => {
    const page = await loadPage({ config: eu });
    await page.ready;
    expect(plain(page.layer)).toEqual([['consent', 'default', strictDefault()], ...euDefaults]);
    page.api.set(['analytics']);
    const seq = plain(page.layer).slice(5);
    expect(seq).toEqual([
      ['consent', 'update', { ...DENIED_STATES, analytics_storage: 'granted' }],
      {
        event: 'service_consent_update',
        service_consent: {
          granted: 'essential,analytics',
          method: 'api',
          region: 'eu',
          essential: true,
          performance: false,
          analytics: true,
          advertising: false,
          social_networking: false,
        },
      },
    ]);
    expect(isArguments(page.layer[5])).toBe(true);
    expect(isArguments(page.layer[6])).toBe(false);
  });

  it('returning visitor (cached config, stored choice): defaults, set calls, update and event, all synchronously', async () => {
    const first = await loadPage({ config: eu });
    await first.ready;
    first.api.set(['analytics', 'advertising']);
    await tick(); // the config is cached in a task after the banner's
    resetPage(false);
    const page = await loadPage({ config: 'hang' });
    const ads = {
      ...DENIED_STATES,
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    };
    expect(plain(page.layer)).toEqual([
      ...euDefaults,
      ['consent', 'update', ads],
      expect.objectContaining({ event: 'service_consent_update' }),
    ]);
    expect(page.api.get()).toMatchObject({ granted: ['essential', 'analytics', 'advertising'], method: 'api', region: 'eu' });
  });

  it('a material change (new consent version) asks again: no early update for the old choice', async () => {
    const first = await loadPage({ config: eu });
    await first.ready;
    first.api.set(['analytics']);
    resetPage(false);
    // The next view fetches a config with a new version; the one after uses it from the cache.
    const second = await loadPage({ config: { ...eu, version: 'v2' } });
    await second.ready;
    await tick();
    resetPage(false);
    const third = await loadPage({ config: 'hang' });
    expect(plain(third.layer)).toEqual(euDefaults);
    expect(third.api.get()).toBeNull();
  });

  it('stored choice without a cached config: default and update from the choice, taken back when the config has another version', async () => {
    const first = await loadPage({ config: eu });
    await first.ready;
    first.api.set(['analytics']);
    resetPage(false);
    localStorage.clear();
    const page = await loadPage({ config: { ...eu, version: 'v2' } });
    const granted = { ...DENIED_STATES, analytics_storage: 'granted' };
    expect(plain(page.layer).slice(0, 3)).toEqual([
      ['consent', 'default', granted],
      ['consent', 'update', granted],
      expect.objectContaining({ event: 'service_consent_update' }),
    ]);
    await page.ready;
    expect(plain(page.layer).slice(3)).toEqual([['consent', 'update', DENIED_STATES]]);
    expect(page.api.get()).toBeNull();
  });

  it('opt_out region: implied consent is decided, stored, signalled and recorded at once', async () => {
    const page = await loadPage({ config: { ...eu, geo: 'us' } });
    await page.ready;
    const all = {
      ...DENIED_STATES,
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    };
    expect(plain(page.layer).slice(-2)).toEqual([
      ['consent', 'update', all],
      expect.objectContaining({
        event: 'service_consent_update',
        service_consent: expect.objectContaining({ method: 'implied', region: 'us' }),
      }),
    ]);
    expect(page.posted).toHaveLength(1);
    expect(page.posted[0]).toMatchObject({
      method: 'implied',
      granted: ['essential', 'analytics', 'advertising'],
      shown: 'banner',
    });
  });

  it('GPC in california declines advertising without a prompt and records gpc', async () => {
    const page = await loadPage({
      config: { ...eu, regions: { ...eu.regions, california: regionSettings({ consent_mode: 'opt_out' }) } },
      search: '?service_region=california',
      gpc: true,
    });
    await page.ready;
    expect(page.api.get()).toMatchObject({ granted: ['essential', 'analytics'], method: 'gpc', gpc: true, region: 'california' });
    expect(page.posted[0]).toMatchObject({ method: 'gpc', shown: 'none' });
  });

  it('consent mode off for the region (known from the cached config): no consent commands, the dataLayer event still', async () => {
    const cfg = { ...eu, geo: 'global' as const };
    await (await loadPage({ config: cfg })).ready;
    await tick();
    resetPage(false);
    const page = await loadPage({ config: 'hang' });
    await page.ready;
    expect(page.layer).toBeUndefined();
    page.api.set(['analytics']);
    expect(plain((window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      expect.objectContaining({ event: 'service_consent_update' }),
    ]);
  });
});

describe('records', () => {
  it('sends one valid ConsentRecord per decision as text/plain with keepalive, never the query string', async () => {
    const page = await loadPage({ config: eu, search: '?utm_source=mail#top' });
    await page.ready;
    page.api.set(['analytics']);
    page.api.withdraw();
    await tick();
    expect(page.posted).toHaveLength(2);
    for (const r of page.posted) expect(ConsentRecord.safeParse(r).success).toBe(true);
    expect(page.posted[0]).toMatchObject({
      website: WEBSITE_UUID,
      granted: ['essential', 'analytics'],
      method: 'api',
      region: 'eu',
      lang: 'en',
      version: eu.version,
      url: `${location.origin}/page`,
      shown: 'none',
    });
    expect(page.posted[1]).toMatchObject({ granted: ['essential'], method: 'withdraw' });
    expect(page.posted[0]!.id).not.toBe(page.posted[1]!.id);
    expect(page.posted[0]!.visitor).toBe(page.posted[1]!.visitor);
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.find(
      (c) => c[1]?.method === 'POST',
    )![1];
    expect(init).toMatchObject({ keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  });

  it('a record made offline is queued and arrives on a later page view, once', async () => {
    const first = await loadPage({ config: eu, post: 'offline' });
    await first.ready;
    first.api.set(['analytics']);
    await tick();
    expect(JSON.parse(localStorage.getItem('service_consent_queue')!)).toHaveLength(1);
    resetPage(false);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const next = await loadPage({ config: 'hang' });
      await vi.advanceTimersByTimeAsync(3100);
      expect(next.posted).toHaveLength(1);
      expect(next.posted[0]).toMatchObject({ method: 'api', granted: ['essential', 'analytics'] });
      expect(localStorage.getItem('service_consent_queue')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('consent by scroll', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));
  const scrollCfg = buildConfig({
    regions: {
      ...eu.regions,
      global: regionSettings({ enable_consent_by_scroll: true }),
      eu: regionSettings({ enable_consent_by_scroll: true }),
    },
  });

  it('accepts everything (method scroll) after half a viewport where the region enables it', async () => {
    const page = await loadPage({ config: { ...scrollCfg, geo: 'global' } });
    await page.ready;
    await tick(); // the second chunk, which watches the scroll
    scrollTo(innerHeight * 0.3);
    expect(page.api.get()).toBeNull();
    scrollTo(innerHeight * 0.6);
    expect(page.api.get()).toMatchObject({ method: 'scroll', granted: ['essential', 'analytics', 'advertising'] });
    await tick();
    expect(page.posted).toEqual([expect.objectContaining({ method: 'scroll', shown: 'banner' })]);
  });

  it('never in eu, even when enabled', async () => {
    const page = await loadPage({ config: scrollCfg });
    await page.ready;
    await tick();
    scrollTo(innerHeight * 3);
    expect(page.api.get()).toBeNull();
  });
});

describe('retry when the network returns', () => {
  it('sends the queue on the online event', async () => {
    const page = await loadPage({ config: eu, post: 'offline' });
    await page.ready;
    page.api.set(['analytics']);
    await tick();
    expect(page.posted).toEqual([]);
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (_: string, init: RequestInit) => (
          sent.push(JSON.parse(String(init.body)).method), new Response(null, { status: 204 })
        ),
      ),
    );
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toEqual(['api']));
    await vi.waitFor(() => expect(localStorage.getItem('service_consent_queue')).toBeNull());
  });
});

describe('storage blocked', () => {
  it('the choice lives for the page view and nothing throws', async () => {
    const page = await loadPage({
      config: eu,
      before: () => {
        Object.defineProperty(document, 'cookie', {
          get: () => {
            throw new DOMException('no', 'SecurityError');
          },
          set: () => {
            throw new DOMException('no', 'SecurityError');
          },
          configurable: true,
        });
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new DOMException('no', 'SecurityError');
        });
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new DOMException('no', 'SecurityError');
        });
      },
    });
    try {
      await page.ready;
      page.api.set(['analytics']);
      expect(page.api.get()).toMatchObject({ granted: ['essential', 'analytics'] });
      await tick();
      expect(page.posted).toHaveLength(1);
    } finally {
      delete (document as unknown as { cookie?: unknown }).cookie;
      vi.restoreAllMocks();
    }
  });
});

describe('a hostile page: its broken dataLayer or gtag costs that signal only', () => {
  const decideOn = async (before: () => void) => {
    const page = await loadPage({ config: eu, before });
    await page.ready;
    // The banner is there, in its shadow root.
    expect(document.querySelector('[data-service-consent]')?.shadowRoot?.querySelector('button')).toBeTruthy();
    page.api.set(['analytics']);
    expect(page.api.get()).toMatchObject({ granted: ['essential', 'analytics'] });
    await tick();
    expect(page.posted).toHaveLength(1);
    expect(document.cookie).toContain('service_consent=');
  };

  it('a plain-object window.dataLayer: banner, choice, record and a single console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await decideOn(() => {
      (window as unknown as { dataLayer: unknown }).dataLayer = { not: 'an array' };
    });
    // The default, the region defaults, the update and the event all failed; the console says so once.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('ServiceConsent');
    warn.mockRestore();
  });

  it("the page's own gtag throws: banner, choice and record all the same", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await decideOn(() => {
      (window as unknown as { gtag: () => void }).gtag = () => {
        throw new Error('broken tag');
      };
    });
    warn.mockRestore();
  });
});
