// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlinedSource } from '../../../../src/runtime/config/inline.ts';
import { strictDefault } from '../../../../src/runtime/signals/consent-mode.ts';
import { buildConfig, WEBSITE_UUID } from '../../../fixtures/config.ts';
import { loadPage, ORIGIN, plain, resetPage } from '../harness.ts';

// The first-view script (`{app_url}/c/{uuid}.js`): the runtime with the website's config inlined by the service.
const eu = buildConfig();
const bannerButton = () => document.querySelector('[data-service-consent]')?.shadowRoot?.querySelector('button');

beforeEach(() => resetPage(true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inlinedSource', () => {
  it('a config of this website in this format: known at once, nothing fetched', async () => {
    const source = inlinedSource(eu, WEBSITE_UUID);
    expect(source.known).toBe(eu);
    expect(await source.fetched).toBeNull();
  });

  // The service parsed it with zod in the same answer: only what would make it the wrong config is checked.
  it.each([
    ['nothing (the bundle served bare)', undefined],
    ['null', null],
    ['a string', '{}'],
    ['another format', { ...eu, format: 3 }],
    ['another website', { ...eu, uuid: '00000000-0000-4000-8000-000000000000' }],
  ])('%s: null (fail closed)', async (_, inline) => {
    const source = inlinedSource(inline, WEBSITE_UUID);
    expect(source.known).toBeNull();
    expect(await source.fetched).toBeNull();
  });
});

describe('a first view from the first-view script', () => {
  it('settles synchronously on the inlined config: defaults, banner, no request to the service', async () => {
    const page = await loadPage({ inline: eu, config: 404 });
    // Before any await: the page view settled while the script executed.
    expect(page.api.get()).toBeNull();
    expect(bannerButton()).toBeTruthy();
    expect(plain(page.layer)[0]).toEqual(['consent', 'default', expect.objectContaining({ region: expect.any(Array) })]);
    expect(page.configRequests).toEqual([]);
    page.api.set(['analytics']);
    expect(page.api.get()!.granted).toEqual(['essential', 'analytics']);
    await vi.waitFor(() =>
      expect(page.posted).toEqual([expect.objectContaining({ method: 'api', lang: 'en', version: eu.version })]),
    );
  });

  it('a returning visitor: the stored choice is updated while the script executes', async () => {
    (await loadPage({ inline: eu })).api.set(['analytics']);
    resetPage(false);
    const page = await loadPage({ inline: eu });
    expect(plain(page.layer)).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]);
    expect(page.api.get()!.method).toBe('api');
    expect(page.configRequests).toEqual([]);
  });

  it.each([
    ['another format', { ...eu, format: 1 }],
    ['another website', { ...eu, uuid: '00000000-0000-4000-8000-000000000000' }],
    ['null', null],
    ['nothing', undefined],
  ])('%s: fails closed, quietly, without fetching', async (_, inline) => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    const page = await loadPage({ inline, config: eu });
    await page.ready;
    window.removeEventListener('error', onError);
    expect(plain(page.layer)).toEqual([['consent', 'default', strictDefault()]]);
    expect(bannerButton()).toBeFalsy();
    expect(page.configRequests).toEqual([]);
    page.api.set(['analytics']);
    expect(page.api.get()).toBeNull();
    expect(errors).toEqual([]);
  });

  it('the entry reads the config the service wrote into the script', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await runEntry('index.ts', { inline: eu });
    expect(bannerButton()).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a QA language in the first-view script: handed over to consent.min.js', () => {
  // The service chose the inlined config's language from Accept-Language; a QA language it could not know.
  it.each<[string, { attrs?: Record<string, string>; search?: string }]>([
    ['data-lang', { attrs: { 'data-lang': 'de' } }],
    ['service_lang', { search: '?service_lang=de' }],
  ])("%s: loads the fetching runtime with the snippet's settings and does nothing itself", async (_, o) => {
    vi.stubGlobal('fetch', vi.fn());
    const stub = () => {};
    (window as unknown as Record<string, unknown>).ServiceConsent = stub;
    const own = await runEntry('index.ts', {
      inline: eu,
      ...o,
      attrs: { ...o.attrs, 'data-cookie-days': '30', nonce: 'n0nce', id: 'cmp', onload: 'window.order=1' },
    });
    const next = [...document.querySelectorAll('script')].filter((x) => x !== own);
    expect(next).toHaveLength(1);
    const s = next[0]!;
    expect(s.getAttribute('src')).toBe(`${ORIGIN}/consent.min.js`);
    expect(s.getAttribute('data-website-uuid')).toBe(WEBSITE_UUID);
    expect(s.getAttribute('data-cookie-days')).toBe('30');
    expect(s.getAttribute('data-lang')).toBe(o.attrs ? 'de' : null);
    expect(s.nonce).toBe('n0nce');
    // The runtime's settings only: no id twice, no page handler run twice.
    expect(s.hasAttribute('id')).toBe(false);
    expect(s.hasAttribute('onload')).toBe(false);
    // No banner, no signal, no request, and the page's stub left for the fetching runtime to replay.
    expect(bannerButton()).toBeFalsy();
    expect((window as unknown as { dataLayer?: unknown }).dataLayer).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>).ServiceConsent).toBe(stub);
  });

  it.each([
    ['the same language', 'de'],
    ['a regional form of it', 'de-AT'],
  ])('%s as the one inlined: runs on the inlined config, no hand-over', async (_, lang) => {
    vi.stubGlobal('fetch', vi.fn());
    const own = await runEntry('index.ts', { inline: buildConfig({ lang: 'de' }), attrs: { 'data-lang': lang } });
    expect([...document.querySelectorAll('script')].filter((x) => x !== own)).toEqual([]);
    expect(bannerButton()).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('consent.min.js (the fetching runtime) fetches the config in the QA language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(buildConfig({ lang: 'de' })), { status: 200 })),
    );
    await runEntry('fetching.ts', { attrs: { 'data-lang': 'de' } });
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}/public/v1/websites/${WEBSITE_UUID}/config?lang=de`, expect.anything());
    await vi.waitFor(() => expect(bannerButton()).toBeTruthy());
  });
});

describe('a QA region preview (service_region) in the first-view script: handed over to that region’s first view', () => {
  // docs/runtime.md#qa-region-preview. The service composed `eu` for the visitor (its geo).
  const inEu = buildConfig({ geo: 'eu', regions: { eu: buildConfig().regions.eu } });
  const handedTo = (own: HTMLScriptElement) =>
    [...document.querySelectorAll('script')].filter((x) => x !== own).map((x) => x.getAttribute('src'));

  it('another region than composed: the service’s first view for it (and the QA language), nothing done here', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const own = await runEntry('index.ts', { inline: inEu, search: '?service_region=us' });
    expect(handedTo(own)).toEqual([`${ORIGIN}/c/${WEBSITE_UUID}.js?service_region=us`]);
    expect(bannerButton()).toBeFalsy();
    expect((window as unknown as { dataLayer?: unknown }).dataLayer).toBeUndefined();
    resetPage(true);
    const withLang = await runEntry('index.ts', { inline: inEu, search: '?service_region=california&service_lang=pt-BR' });
    expect(handedTo(withLang)).toEqual([`${ORIGIN}/c/${WEBSITE_UUID}.js?service_region=california&service_lang=pt`]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the region composed, or where the service did not know one: runs here, or asks once', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const own = await runEntry('index.ts', { inline: inEu, search: '?service_region=eu' });
    expect(handedTo(own)).toEqual([]);
    expect(bannerButton()).toBeTruthy();
    resetPage(true);
    const unknown = await runEntry('index.ts', { inline: buildConfig({ geo: null }), search: '?service_region=eu' });
    expect(handedTo(unknown)).toEqual([`${ORIGIN}/c/${WEBSITE_UUID}.js?service_region=eu`]);
  });

  it('data-region alone is no preview: it keeps the fetching runtime for a region not inlined', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const own = await runEntry('index.ts', { inline: inEu, attrs: { 'data-region': 'us' } });
    expect(handedTo(own)).toEqual([`${ORIGIN}/consent.min.js`]);
  });

  it('the preview’s own script never asks again, even when what came back was composed for another region', async () => {
    // In us (opt_out) the runtime records the implied consent it decides.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    // As a cache that ignored the query would answer: the visitor's own eu script at the preview's URL.
    const own = await runEntry('index.ts', {
      inline: inEu,
      search: '?service_region=us',
      src: `${ORIGIN}/c/${WEBSITE_UUID}.js?service_region=us`,
    });
    expect(handedTo(own)).toEqual([`${ORIGIN}/consent.min.js`]);
    resetPage(true);
    const right = await runEntry('index.ts', {
      inline: buildConfig({ geo: 'us', regions: { us: buildConfig().regions.us } }),
      search: '?service_region=us',
      src: `${ORIGIN}/c/${WEBSITE_UUID}.js?service_region=us`,
    });
    expect(handedTo(right)).toEqual([]);
    expect(bannerButton()).toBeTruthy();
  });
});

/**
 * Runs a runtime entry as the browser would: its snippet's `<script>` in <head> (found by its attribute, as
 * `currentScript` is null here), the service's config written in (`inline`), a fresh module.
 */
async function runEntry(
  entry: 'index.ts' | 'fetching.ts',
  o: { inline?: unknown; attrs?: Record<string, string>; search?: string; src?: string },
): Promise<HTMLScriptElement> {
  history.replaceState(null, '', `/page${o.search ?? ''}`);
  const s = document.createElement('script');
  s.setAttribute('data-website-uuid', WEBSITE_UUID);
  for (const [k, v] of Object.entries(o.attrs || {})) s.setAttribute(k, v);
  document.head.append(s);
  // Set after the element is in the page so happy-dom does not try to load it.
  s.setAttribute('src', o.src ?? `${ORIGIN}/c/${WEBSITE_UUID}.js`);
  const g = self as unknown as { __serviceConsentConfig?: unknown };
  if ('inline' in o) g.__serviceConsentConfig = o.inline;
  try {
    vi.resetModules();
    await (entry === 'index.ts' ? import('../../../../src/runtime/index.ts') : import('../../../../src/runtime/fetching.ts'));
  } finally {
    delete g.__serviceConsentConfig;
  }
  return s;
}
