// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { layerTheme } from '../../../../src/runtime/tcf/layer-theme.ts';
import { openVendorLayer } from '../../../../src/runtime/tcf/vendor-layer.ts';
import { darkPresetVars, presetVars } from '../../../../src/service/theme/presets.ts';
import { NO_CHOICE as NONE } from '../../../fixtures/tcf-decoded.ts';

// The vendor layer follows the banner's theme, dark included, when its colours read; else its own light palette.
const fixture = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/tcf/vendor-list.json'), 'utf8'));
const read = (vars: Record<string, string>) => (name: string) => vars[name] ?? '';
afterEach(() => document.querySelector('[data-service-consent-tcf]')?.remove());
/** Opens the vendor layer on the fixture's list with a theme (or none) and answers its host element. */
const openWith = (theme: ReturnType<typeof layerTheme>) => {
  const list = { ...fixture, language: 'en', cmpId: 412, cmpVersion: 1, googleAtpIds: [] };
  openVendorLayer(
    list,
    NONE,
    () => {},
    () => {},
    undefined,
    theme,
  );
  return document.querySelector<HTMLElement>('[data-service-consent-tcf]')!;
};

describe('layerTheme', () => {
  it("takes every preset's colours, `auto`'s dark ones included, with the colour scheme of its background", () => {
    for (const preset of ['blue', 'light', 'green', 'red', 'black', 'navy_blue', 'dark'] as const) {
      const theme = layerTheme(read(presetVars(preset)));
      expect(theme, preset).toMatchObject({ '--bg': presetVars(preset)['--bg'], '--fg': presetVars(preset)['--fg'] });
    }
    const dark = layerTheme(read(darkPresetVars('auto')!))!;
    expect(dark).toMatchObject({ '--bg': '#1f2937', '--fg': '#f9fafb', '--btn': '#93c5fd', 'color-scheme': 'dark' });
    expect(layerTheme(read(presetVars('blue')))!['color-scheme']).toBe('light');
  });

  it('takes none of a theme whose text does not read (a theme stored before the readability rule), nor what is not hex', () => {
    const dark = darkPresetVars('auto')!;
    expect(layerTheme(read({ ...dark, '--fg': '#4b5563' }))).toBeNull();
    expect(layerTheme(read({ ...dark, '--btn-fg': '#93c5fd' }))).toBeNull();
    expect(layerTheme(read({ ...dark, '--focus': '#1f2937' }))).toBeNull();
    expect(layerTheme(read({ ...dark, '--bg': 'var(--x)' }))).toBeNull();
    expect(layerTheme(read({}))).toBeNull();
  });
});

describe('the vendor layer', () => {
  it('draws with the theme it is given: its host carries the properties the stylesheet reads', () => {
    const theme = layerTheme(read(darkPresetVars('auto')!))!;
    const host = openWith(theme);
    expect(host.style.getPropertyValue('--bg')).toBe('#1f2937');
    expect(host.style.getPropertyValue('color-scheme')).toBe('dark');
    const css = host.shadowRoot!.querySelector('style')!.textContent!;
    expect(css).toMatch(/\.dl\{background:var\(--bg\)/);
    expect(css).not.toMatch(/background:#fff/);
  });

  it("without a theme, draws with its own light palette, set on its host: a page's own --bg never reaches it", () => {
    document.documentElement.style.setProperty('--bg', 'red');
    const host = openWith(null);
    expect(host.style.getPropertyValue('--bg')).toBe('#fff');
    expect(host.style.getPropertyValue('--link')).toBe('#0645ad');
    document.documentElement.style.removeProperty('--bg');
  });
});
