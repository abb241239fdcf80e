// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineConfig } from '../../../src/runtime/config/inline.ts';
import { strictDefault } from '../../../src/runtime/signals/consent-mode.ts';
import { buildConfig, WEBSITE_UUID } from '../../fixtures/config.ts';
import { loadPage, ORIGIN, plain, resetPage } from './harness.ts';

// The first-view script (`{app_url}/c/{uuid}.js`): the runtime with the website's config inlined by the service.
const eu = buildConfig();
const bannerButton = () => document.querySelector('[data-service-consent]')?.shadowRoot?.querySelector('button');

beforeEach(() => resetPage(true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inlineConfig', () => {
  it('none inlined: undefined (fetch); a usable one of this website: it; anything else: null (fail closed)', () => {
    expect(inlineConfig(undefined, WEBSITE_UUID, undefined)).toBeUndefined();
    expect(inlineConfig(eu, WEBSITE_UUID, undefined)).toBe(eu);
    expect(inlineConfig(null, WEBSITE_UUID, undefined)).toBeNull();
    expect(inlineConfig('{}', WEBSITE_UUID, undefined)).toBeNull();
    expect(inlineConfig({ ...eu, regions: 'all' }, WEBSITE_UUID, undefined)).toBeNull();
    expect(inlineConfig({ ...eu, texts: { ...eu.texts, accept_all: 1 } }, WEBSITE_UUID, undefined)).toBeNull();
    expect(inlineConfig({ ...eu, uuid: '00000000-0000-4000-8000-000000000000' }, WEBSITE_UUID, undefined)).toBeNull();
  });

  it('with a QA language, which the service could not know from Accept-Language, the config is fetched instead', () => {
    expect(inlineConfig(eu, WEBSITE_UUID, 'de')).toBeUndefined();
    expect(inlineConfig(null, WEBSITE_UUID, 'de')).toBeUndefined();
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
    ['broken', { ...eu, regions: 'all' }],
    ['another website', { ...eu, uuid: '00000000-0000-4000-8000-000000000000' }],
    ['null', null],
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

  it('with a QA language, fetches the config in that language', async () => {
    const page = await loadPage({ inline: eu, config: buildConfig({ lang: 'de' }), attrs: { 'data-lang': 'de' } });
    await page.ready;
    expect(page.configRequests).toEqual([`${ORIGIN}/public/v1/websites/${WEBSITE_UUID}/config?lang=de`]);
  });

  it('the entry reads the config the service wrote into the script', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const s = document.createElement('script');
    s.setAttribute('data-website-uuid', WEBSITE_UUID);
    document.head.append(s);
    (self as unknown as { __serviceConsentConfig?: unknown }).__serviceConsentConfig = eu;
    try {
      vi.resetModules();
      await import('../../../src/runtime/index.ts');
    } finally {
      delete (self as unknown as { __serviceConsentConfig?: unknown }).__serviceConsentConfig;
    }
    expect(bannerButton()).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
