// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true, "disableIframePageLoading": true}}
// The embed next to the real consent runtime (started as on a page, network stubbed): the policy follows
// the banner's language and its "change my choice" message opens the runtime's preference centre.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../fixtures/config.ts';
import { loadPage, resetPage } from '../runtime/harness.ts';

const APP = 'https://app.example';
const ID = '3f2b8c1e-9a4d-4e6f-8b21-0c7d5e9a1b23';

async function loadEmbed() {
  const w = window as unknown as Record<string, unknown>;
  delete w.__serviceEmbed;
  const script = Object.assign(document.createElement('script'), { src: `${APP}/embed-policy.min.js` });
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('../../../src/embed/index.ts');
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
}
const shadow = () => document.querySelector('[data-service-consent]')?.shadowRoot;

afterEach(() => vi.unstubAllGlobals());

// One embed per document (its observer outlives a test), so one page view for both checks.
describe('embed next to the runtime', () => {
  it('takes the banner’s language (not the page’s), asks for the control, and opens the preference centre', async () => {
    resetPage(true);
    document.documentElement.lang = 'en';
    const page = await loadPage({ config: buildConfig({ lang: 'de' }), languages: ['de-DE'] });
    document.body.insertAdjacentHTML('beforeend', `<div name="service-embed" data-id="${ID}"></div>`);
    await loadEmbed();
    await page.ready;
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${APP}/policies/${ID}?lang=de&runtime=1`);

    const win = {} as Window;
    Object.defineProperty(frame, 'contentWindow', { value: win, configurable: true });
    const post = (origin: string, source: unknown) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'service-embed:preferences' }, origin, source: source as Window }),
      );
    post('https://evil.example', win);
    post(APP, {});
    await new Promise((r) => setTimeout(r, 50));
    expect(shadow()?.querySelector('.pc')).toBeFalsy();
    post(APP, win);
    await vi.waitFor(() => expect(shadow()?.querySelector('.pc')).toBeTruthy());
  });
});
