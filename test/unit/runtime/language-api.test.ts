// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
// `ServiceConsent.lang()` (the policy embed follows the banner's language) and the UI root's `dir`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../fixtures/config.ts';
import { loadPage, resetPage } from './harness.ts';

beforeEach(() => resetPage(true));
afterEach(() => vi.unstubAllGlobals());

const root = () => document.querySelector('[data-service-consent]')?.shadowRoot?.querySelector<HTMLElement>('.r');

describe('the banner language and direction', () => {
  it('lang() is the language asked for until the config settles, then the config’s', async () => {
    // The website did not select German: the service answered in English.
    const page = await loadPage({ config: buildConfig({ lang: 'en' }), languages: ['de-AT'] });
    expect(page.api.lang()).toBe('de');
    await page.ready;
    expect(page.api.lang()).toBe('en');
    expect(page.api('lang')).toBe('en');
  });

  it('an Arabic config puts lang and dir="rtl" on the UI root', async () => {
    const page = await loadPage({ config: buildConfig({ lang: 'ar', dir: 'rtl' }), languages: ['ar'] });
    await page.ready;
    await vi.waitFor(() => expect(root()).toBeTruthy());
    expect(root()!.lang).toBe('ar');
    expect(root()!.getAttribute('dir')).toBe('rtl');
    expect(page.api.lang()).toBe('ar');
  });

  it('a left-to-right config says so explicitly, so a right-to-left page does not mirror the banner', async () => {
    const page = await loadPage({
      config: buildConfig({ dir: 'ltr' }),
      before: () => document.documentElement.setAttribute('dir', 'rtl'),
    });
    await page.ready;
    await vi.waitFor(() => expect(root()).toBeTruthy());
    expect(root()!.getAttribute('dir')).toBe('ltr');
    document.documentElement.removeAttribute('dir');
  });

  it('a failed config leaves lang() at the language asked for', async () => {
    const page = await loadPage({ config: 500, languages: ['ja-JP'] });
    await page.ready;
    expect(page.api.lang()).toBe('ja');
  });
});
