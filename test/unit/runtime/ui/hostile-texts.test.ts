// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../../../fixtures/config.ts';
import { textsEn } from '../../../fixtures/texts-en.ts';
import { mount } from './setup.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

// The service refuses markup in an owner's texts (src/schema/custom-texts.ts); the banner must not need it to: a
// config from anywhere (a cached copy, a text stored before the rule) is drawn as text nodes.
const HOSTILE = {
  banner_title: '<img src=x onerror="window.hit=1">Vos <b>données</b>',
  banner_body: '</p><script>window.hit=2</script>&amp; "quoted" \'too\'',
  accept_all: '<u>Oui</u>',
  decline: '<i>Non</i> merci',
  preferences: '<a href="javascript:alert(1)">Choisir</a>',
};

describe('texts with markup', () => {
  it('show as written, and make no element', () => {
    const m = mount({}, buildConfig({ texts: { ...textsEn, ...HOSTILE }, policy_url: null }));
    m.ui.showBanner();
    const ui = m.box.querySelector('.ui')!;
    expect(m.q.getByRole('heading', { level: 2 }).textContent).toBe(HOSTILE.banner_title);
    expect(ui.querySelector('#bb')!.textContent!.trim()).toBe(HOSTILE.banner_body);
    for (const key of ['accept_all', 'decline', 'preferences'] as const)
      expect(m.q.getByRole('button', { name: HOSTILE[key] })).toBeTruthy();
    expect(ui.querySelectorAll('img, script, b, u, i, a')).toHaveLength(0);
    expect((window as { hit?: number }).hit).toBeUndefined();
  });
});
