// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../../../fixtures/config.ts';
import { textsEn as t } from '../../../fixtures/texts-en.ts';
import { mount } from './setup.ts';

// The custom theme's logo (config `logo`, docs/decisions/themes.md#theme-extensions): decorative, https only, in the banner and the
// preference centre's header. The service sends only an https URL; the runtime checks again, never throwing
// (a logo that is not a string fails the config guard: test/unit/runtime/config/config-guard.test.ts).

afterEach(() => {
  document.body.innerHTML = '';
});

const LOGO = 'https://cdn.shop.example/logo.svg';
const logos = (m: ReturnType<typeof mount>) => [...m.root.querySelectorAll('img')];

describe('the logo', () => {
  it('shows above the banner title and the preference centre title, decorative (alt="", no name of its own)', () => {
    const m = mount({}, buildConfig({ logo: LOGO }));
    m.ui.showBanner();
    const [img] = logos(m);
    expect(img!.getAttribute('src')).toBe(LOGO);
    expect(img!.getAttribute('alt')).toBe('');
    expect(img!.nextElementSibling).toBe(m.q.getByRole('heading', { name: t.banner_title }));
    m.ui.showPreferences();
    const pcImg = m.q.getByRole('dialog', { name: t.pc_title }).querySelector('img');
    expect(pcImg!.getAttribute('src')).toBe(LOGO);
    expect(pcImg!.getAttribute('alt')).toBe('');
  });

  it.each([
    undefined,
    'http://cdn.shop.example/logo.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'HTTPS://cdn.shop.example/logo.png',
    '//cdn.shop.example/logo.png',
    ' https://cdn.shop.example/logo.png',
  ])('is left out, without an error, for %j', (logo) => {
    const m = mount({}, buildConfig({ logo } as never));
    m.ui.showBanner();
    expect(m.q.getByRole('heading', { name: t.banner_title })).toBeTruthy();
    m.ui.showPreferences();
    expect(m.q.getByRole('dialog', { name: t.pc_title })).toBeTruthy();
    expect(logos(m)).toEqual([]);
  });
});
