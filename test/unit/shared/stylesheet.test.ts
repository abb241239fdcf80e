// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedSource } from '../../../src/runtime/config/fetched.ts';
import { defaultBanner } from '../../../src/service/model/banner-defaults.ts';
import { composeConfig } from '../../../src/service/public/config/compose-config.ts';
import { bannerCss } from '../../../src/service/theme/banner-css.ts';
import { resolveTheme } from '../../../src/service/theme/resolve.ts';
import { CONFIG_CACHE_PREFIX } from '../../../src/shared/storage-names.ts';
import { FALLBACK_CSS, safeStylesheet } from '../../../src/shared/stylesheet.ts';
import { buildConfig, WEBSITE_UUID } from '../../fixtures/config.ts';
import { loadPage, resetPage } from '../runtime/harness.ts';

// The banner's stylesheet reaches a shadow root as text: anything that could load a resource or leave the
// stylesheet gets a plain look instead. Checked where a config is made (the service, so the first-view script
// carries only checked CSS) and where the fetching runtime reads one (a device's copy may have been altered).

const HOSTILE: [string, unknown][] = [
  ['a closing tag', '.r{--bg:#fff}</style><script>alert(1)</script>'],
  ['an import', '@import "https://evil.example/x.css";.r{}'],
  ['a url()', '.ui{background:URL(https://evil.example/track.png)}'],
  ['an escape', '.ui{background:u\\72l(https://evil.example/x)}'],
  ['no string', { bg: 'red' }],
  ['nothing', undefined],
];

const vi_bannerCss = vi.hoisted(() => ({ override: undefined as string | undefined }));
vi.mock('../../../src/service/theme/banner-css.ts', async (original) => {
  const real = await original<typeof import('../../../src/service/theme/banner-css.ts')>();
  return { ...real, bannerCss: (...a: Parameters<typeof real.bannerCss>) => vi_bannerCss.override ?? real.bannerCss(...a) };
});

beforeEach(() => resetPage(true));
afterEach(() => {
  vi_bannerCss.override = undefined;
  vi.unstubAllGlobals();
});

describe('safeStylesheet', () => {
  it.each(HOSTILE)('%s: the fallback look', (_, css) => {
    expect(safeStylesheet(css)).toBe(FALLBACK_CSS);
  });

  it.each(['black', 'navy_blue', 'blue'] as const)('the composed %s stylesheet as it is', (preset) => {
    const css = bannerCss(resolveTheme(preset, null), 'modal', 'bottom', 'standard');
    expect(safeStylesheet(css)).toBe(css);
  });
});

describe('the service composes only checked CSS into a config', () => {
  const compose = () =>
    composeConfig({ uuid: WEBSITE_UUID, banner: defaultBanner(), theme: null, cookies: [], policyUrl: null }, 'en', 'eu');

  it('a composed stylesheet that would be refused becomes the fallback look before it is served', () => {
    vi_bannerCss.override = '.ui{background:url(https://evil.example/x.png)}';
    expect(compose().stylesheet).toBe(FALLBACK_CSS);
  });

  it('the usual one is served as composed', () => {
    expect(compose().stylesheet).toContain('.ui');
    expect(compose().stylesheet).not.toBe(FALLBACK_CSS);
  });
});

describe('the fetching runtime checks the CSS again', () => {
  it.each(HOSTILE)('%s in the device cache: the fallback look, and the banner still asks', async (_, css) => {
    localStorage.setItem(`${CONFIG_CACHE_PREFIX}${WEBSITE_UUID}:en`, JSON.stringify(buildConfig({ stylesheet: css } as never)));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const source = fetchedSource('https://consent.example', WEBSITE_UUID, 'en');
    expect(source.known!.stylesheet).toBe(FALLBACK_CSS);

    vi.stubGlobal('CSSStyleSheet', undefined); // read the raw text from the <style> fallback
    await loadPage({ config: 'hang' });
    const root = document.querySelector('[data-service-consent]')!.shadowRoot!;
    const text = root.querySelector('style')!.textContent!;
    expect(text).not.toContain('evil');
    expect(text).not.toContain('alert');
    expect(text).toContain(FALLBACK_CSS);
    expect(root.querySelector('.ui button')).not.toBeNull();
  });

  it('in a fetched config: the fallback look', async () => {
    const hostile = buildConfig({ stylesheet: '@import "https://evil.example/x.css";' } as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(hostile), { status: 200 })),
    );
    const c = await fetchedSource('https://consent.example', WEBSITE_UUID, 'en').fetched;
    expect(c!.stylesheet).toBe(FALLBACK_CSS);
  });
});
