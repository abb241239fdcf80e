// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentMode, Region } from '../../../../src/schema/enums.ts';
import { bannerTexts } from '../../../../src/service/texts/banner-texts.ts';
import { buildConfig, regionSettings } from '../../../fixtures/config.ts';
import { mount } from './setup.ts';

// The banner says what the region's consent mode means, with the language packs' own texts
// (docs/decisions/texts.md#texts-keyed-on-the-consent-mode).

afterEach(() => {
  document.body.innerHTML = '';
});

const FLAGS = { personalized_content: false, running_targeted_advertising: true, share_data_to_3rd_party: true };

for (const lang of ['en', 'de', 'ja', 'ar'] as const) {
  const t = bannerTexts(lang, FLAGS);
  const config = buildConfig({ lang, texts: t });
  const bannerShown = (consent_mode: ConsentMode, scroll = false, region: Region = 'us') => {
    const m = mount({ region, settings: regionSettings({ consent_mode, enable_consent_by_scroll: scroll }), scroll }, config);
    m.ui.showBanner();
    return { m, region: m.q.getByRole('region', { name: t.banner_label }) };
  };

  describe(`${lang}: wording per consent mode`, () => {
    for (const where of ['us', 'california'] as const)
      it(`opt_out in ${where}: the opt-out notice after the body, and "do not sell or share" instead of reject`, () => {
        const { m, region } = bannerShown('opt_out', false, where);
        expect(m.box.querySelector('#bb')!.textContent).toContain(`${t.banner_body} ${t.opt_out_notice}`);
        const buttons = m.q.getAllByRole('button').map((b) => b.textContent);
        expect(buttons).toContain(t.decline_opt_out);
        expect(buttons).not.toContain(t.decline);
        expect(region.textContent).not.toContain(t.scroll_notice);
      });

    // A region keeps its law's wording whatever its mode (docs/decisions/regions.md): GDPR's texts in eu.
    for (const where of ['eu', 'global'] as const)
      it(`opt_out in ${where}: no US state law's notice or button; reject all`, () => {
        const { m, region } = bannerShown('opt_out', false, where);
        expect(m.box.querySelector('#bb')!.textContent!.startsWith(t.banner_body)).toBe(true);
        expect(region.textContent).not.toContain(t.opt_out_notice);
        expect(region.textContent).not.toContain(t.decline_opt_out);
        expect(m.q.getByRole('button', { name: t.decline })).toBeTruthy();
        if (lang === 'en') expect(region.textContent).not.toMatch(/California|sell or share/);
      });

    it('opt_in: neither the opt-out notice nor the scroll line; reject all', () => {
      const { m, region } = bannerShown('opt_in');
      expect(region.textContent).not.toContain(t.opt_out_notice);
      expect(region.textContent).not.toContain(t.scroll_notice);
      expect(m.q.getByRole('button', { name: t.decline })).toBeTruthy();
    });

    it('opt_in where scrolling counts: the scroll line', () => {
      const { m } = bannerShown('opt_in', true);
      expect(m.box.querySelector('#bb')!.textContent).toContain(`${t.banner_body} ${t.scroll_notice}`);
    });

    it('the GPC note beside the floating button, which names it as its description', () => {
      const m = mount({ gpc: true }, config);
      const button = m.q.getByRole('button', { name: t.pref_button });
      const note = m.q.getByText(t.gpc_note);
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
      expect(m.root.getElementById(note.id)).toBe(note);
    });
  });
}

describe('consent-mode texts missing (a config cached before they existed)', () => {
  const { opt_out_notice, scroll_notice, gpc_note, ...older } = bannerTexts('en', FLAGS);

  it('renders the banner without them, and without "undefined"', () => {
    for (const [consent_mode, scroll] of [
      ['opt_out', false],
      ['opt_in', true],
    ] as const) {
      const m = mount({ settings: regionSettings({ consent_mode }), scroll }, buildConfig({ texts: older }));
      m.ui.showBanner();
      expect(m.box.querySelector('#bb')!.textContent!.startsWith(older.banner_body)).toBe(true);
      expect(m.box.textContent).not.toMatch(/undefined|null/);
      document.body.innerHTML = '';
    }
  });

  it('no GPC note and no dangling description on the floating button', () => {
    const m = mount({ gpc: true }, buildConfig({ texts: older }));
    const button = m.q.getByRole('button', { name: older.pref_button });
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(m.box.querySelector('.pg')).toBeNull();
  });

  it('without GPC, no note', () => {
    const m = mount({ gpc: false }, buildConfig({ texts: bannerTexts('en', FLAGS) }));
    expect(m.box.querySelector('.pg')).toBeNull();
    expect(m.q.getByRole('button', { name: older.pref_button }).hasAttribute('aria-describedby')).toBe(false);
  });
});
