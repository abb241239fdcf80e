// @vitest-environment happy-dom
// The banner's class names are a contract between the runtime's markup
// (src/runtime/ui/) and two stylesheets: the one the service composes per
// website (src/service/theme/banner-css.ts) and the second chunk's
// (src/runtime/ui/preferences/preferences-css.ts). Nothing shares a table of them (a
// table would cost the runtime bytes), so this test holds them together:
// every class the UI renders has a rule, and every class a rule names is rendered.

import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_CSS } from '../../../../src/runtime/ui/preferences/preferences-css.ts';
import type { DisplayStyle, Size } from '../../../../src/schema/enums.ts';
import { bannerCss } from '../../../../src/service/theme/banner-css.ts';
import { resolveDarkTheme, resolveTheme } from '../../../../src/service/theme/resolve.ts';
import { DISPLAY_STYLES } from '../../../../src/shared/positions.ts';
import { buildConfig } from '../../../fixtures/config.ts';
import { mount } from './setup.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const SIZES: Size[] = ['standard', 'compact'];
/** Classes a rule names, from `.name` in selectors (not in values: `.5em`, `rgba(0,0,0,.35)`). */
const classesOfCss = (css: string) =>
  new Set([...css.replace(/\{[^{}]*\}/g, '{}').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!));

/** Classes rendered in the shadow root, with everything the UI can show open. */
function renderedClasses(style: DisplayStyle, size: Size): Set<string> {
  const found = new Set<string>();
  const collect = (root: ParentNode) => {
    for (const el of root.querySelectorAll('[class]')) for (const c of el.classList) found.add(c);
  };
  const base = buildConfig();
  const config = buildConfig({
    display_style: style,
    size,
    logo: 'https://shop.example/logo.png',
    texts: { ...base.texts, gpc_note: 'Global Privacy Control honoured.' },
  });
  const banner = mount({ gpc: true }, config);
  banner.ui.showBanner();
  collect(banner.root);
  banner.ui.showPreferences();
  collect(banner.root);
  banner.ui.hide();
  collect(banner.root);
  const withButton = mount({ gpc: true, settings: { ...base.regions.eu!, enable_cookie_preference_button: true } }, config);
  withButton.ui.update(['essential'], true);
  collect(withButton.root);
  return found;
}

describe('the banner’s class names', () => {
  const rendered = new Set<string>();
  const styled = new Set<string>();
  for (const style of DISPLAY_STYLES)
    for (const size of SIZES) {
      for (const c of renderedClasses(style, size)) rendered.add(c);
      const css = bannerCss(resolveTheme('light', null), style, null, size, resolveDarkTheme('auto', null));
      for (const c of classesOfCss(css)) styled.add(c);
    }
  for (const c of classesOfCss(PREFERENCES_CSS)) styled.add(c);

  it('every class the UI renders has a rule, but `standard` (the size without one) and `modal` (its look is `.bd .ui`; the class is where focus goes)', () => {
    expect([...rendered].filter((c) => !styled.has(c) && c !== 'standard' && c !== 'modal').sort()).toEqual([]);
  });

  it('every class a rule names is rendered', () => {
    expect([...styled].filter((c) => !rendered.has(c)).sort()).toEqual([]);
  });

  it('the test sees the classes it checks', () => {
    for (const c of ['r', 'ui', 'a', 'p', 's', 'bd', 'pc', 'cat', 'sw', 'pb', 'pg', 'compact', 'tooltip'])
      expect(rendered).toContain(c);
  });
});
