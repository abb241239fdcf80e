// @vitest-environment happy-dom

import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { type DisplayStyle, type Position, SIZES } from '../../../../src/schema/enums.ts';
import { DISPLAY_STYLES, effectivePosition, POSITIONS } from '../../../../src/shared/positions.ts';
import { buildConfig, regionSettings } from '../../../fixtures/config.ts';
import { textsEn as t } from '../../../fixtures/texts-en.ts';
import { focused, mount } from './setup.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Spec, rules for banners 1–3, written out here rather than read from the code under test. */
const EXPECTED_POSITION: Record<DisplayStyle, (p: Position) => Position | null> = {
  stretch: (p) => (p === 'top' || p === 'bottom' ? p : 'bottom'),
  banner: (p) => (p === 'top' || p === 'bottom' ? p : 'bottom'),
  tooltip: (p) => (p.includes('_') ? p : 'bottom_right'),
  modal: () => null,
};

describe('display style × size × position', () => {
  for (const style of DISPLAY_STYLES) {
    for (const size of SIZES) {
      for (const position of POSITIONS) {
        const expected = EXPECTED_POSITION[style](position);
        it(`${style} ${size} at ${position} → ${expected ?? 'centre'}`, () => {
          const m = mount({}, buildConfig({ display_style: style, size, position }));
          m.ui.showBanner();
          const el = m.box.querySelector('.ui')!;
          const classes = [...el.classList];
          expect(classes).toContain(style);
          expect(classes).toContain(size);
          // No position class: the service composed the style's rules at its effective position
          // (test/unit/service/theme/theme.test.ts; placed in real browsers by test/e2e/runtime.spec.ts).
          expect(classes.filter((c) => (POSITIONS as readonly string[]).includes(c))).toEqual([]);
          expect(effectivePosition(style, position)).toBe(expected);
          if (style === 'modal') {
            const dialog = m.q.getByRole('dialog', { name: t.banner_title });
            expect(dialog).toBe(el);
            expect(dialog.getAttribute('aria-modal')).toBe('true');
            expect(dialog.parentElement!.classList).toContain('bd'); // backdrop
            expect(m.q.queryByRole('region')).toBeNull();
          } else {
            expect(m.q.getByRole('region', { name: t.banner_label })).toBe(el);
            expect(m.q.queryByRole('dialog')).toBeNull();
          }
        });
      }
    }
  }
});

describe('banner content and buttons', () => {
  it('shows title, body and a policy link that opens in a new tab without opener', () => {
    const m = mount();
    m.ui.showBanner();
    expect(m.q.getByRole('heading', { name: t.banner_title })).toBeTruthy();
    expect(m.q.getByText(t.banner_body, { exact: false })).toBeTruthy();
    const link = m.q.getByRole('link', { name: t.policy_link });
    expect(link.getAttribute('href')).toBe('https://shop.example/cookie-policy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([null, 'javascript:alert(1)', 'data:text/html,x'])('shows no link for the policy URL %j', (policy_url) => {
    const m = mount({}, buildConfig({ policy_url: policy_url as string | null }));
    m.ui.showBanner();
    expect(m.q.queryByRole('link')).toBeNull();
  });

  it('renders hostile texts as text, never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>';
    const m = mount({}, buildConfig({ texts: { ...t, banner_body: hostile } }));
    m.ui.showBanner();
    expect(m.root.querySelector('img, b')).toBeNull();
    expect(m.q.getByText(hostile, { exact: false })).toBeTruthy();
  });

  // What is granted of it (essential always, never unclassified) is the flow's: test/unit/runtime/gating-api.test.ts.
  it('accept all decides for every category the website lists', () => {
    const m = mount();
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.accept_all }));
    expect(m.onDecide).toHaveBeenCalledTimes(1);
    expect(m.onDecide).toHaveBeenCalledWith(['essential', 'analytics', 'advertising', 'unclassified'], 'accept_all');
    expect(m.q.queryByRole('region')).toBeNull(); // closed itself
  });

  it('accept all on a website with only essential cookies grants essential only', () => {
    const m = mount({}, buildConfig({ categories: [{ id: 'essential', cookies: [] }] }));
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.accept_all }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential'], 'accept_all');
  });

  it('decline grants essential only', () => {
    const m = mount();
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.decline }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential'], 'decline');
    expect(m.q.queryByRole('region')).toBeNull();
  });

  it('decline is exactly as prominent as accept: same element, same classes', () => {
    const m = mount();
    m.ui.showBanner();
    const accept = m.q.getByRole('button', { name: t.accept_all });
    const decline = m.q.getByRole('button', { name: t.decline });
    expect(decline.tagName).toBe(accept.tagName);
    expect(decline.className).toBe(accept.className);
    expect(decline.parentElement).toBe(accept.parentElement);
    // the preferences button is the secondary one
    expect(m.q.getByRole('button', { name: t.preferences }).className).not.toBe(accept.className);
  });

  it('hides decline when the region disables it', () => {
    const m = mount({ settings: regionSettings({ enable_decline_button: false }) });
    m.ui.showBanner();
    expect(m.q.queryByRole('button', { name: t.decline })).toBeNull();
    expect(m.q.getAllByRole('button').map((b) => b.textContent)).toEqual([t.accept_all, t.preferences]);
  });

  it('labels decline "do not sell or share" in opt-out regions under US law', () => {
    const m = mount({ region: 'us', settings: regionSettings({ consent_mode: 'opt_out' }) });
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.decline_opt_out }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential'], 'decline');
  });

  it('preferences opens the preference centre in place of the banner without deciding', () => {
    const m = mount();
    m.ui.showBanner();
    fireEvent.click(m.q.getByRole('button', { name: t.preferences }));
    expect(m.q.getByRole('dialog', { name: t.pc_title })).toBeTruthy();
    // Hidden (preferences.test.ts, "the banner while the preference centre is open"), not decided.
    expect(m.q.queryByRole('region', { name: t.banner_label })).toBeNull();
    expect(m.onDecide).not.toHaveBeenCalled();
  });

  it('showBanner twice shows one banner; hide closes it without deciding', () => {
    const m = mount();
    m.ui.showBanner();
    m.ui.showBanner();
    expect(m.q.getAllByRole('region')).toHaveLength(1);
    m.ui.hide();
    expect(m.q.queryByRole('region')).toBeNull();
    expect(m.onDecide).not.toHaveBeenCalled();
  });

  it('a throwing onDecide does not escape into the page and the banner still closes', () => {
    const m = mount({
      onDecide: () => {
        throw new Error('flow bug');
      },
    });
    m.ui.showBanner();
    expect(() => fireEvent.click(m.q.getByRole('button', { name: t.accept_all }))).not.toThrow();
    expect(m.q.queryByRole('region')).toBeNull();
  });
});

describe('modal banner', () => {
  const modal = () => buildConfig({ display_style: 'modal' });

  it('takes focus, traps Tab and Shift+Tab, and returns focus after the decision', () => {
    const before = document.createElement('button');
    before.textContent = 'page button';
    document.body.append(before);
    before.focus();
    const m = mount({}, modal());
    m.ui.showBanner();
    const dialog = m.q.getByRole('dialog');
    expect(focused(m.root)).toBe(dialog);

    const stops = [m.q.getByRole('link'), ...m.q.getAllByRole('button')];
    const first = stops[0]!,
      last = stops[stops.length - 1]!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(focused(m.root)).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(focused(m.root)).toBe(last);
    // a Tab in the middle is left to the browser
    const middle = stops[1]!;
    middle.focus();
    const ev = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    middle.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);

    fireEvent.click(m.q.getByRole('button', { name: t.decline }));
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('a decision in the preference centre opened from it returns focus to the page', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const m = mount({}, modal());
    m.ui.showBanner();
    const prefs = m.q.getByRole('button', { name: t.preferences });
    prefs.focus();
    fireEvent.click(prefs);
    fireEvent.click(m.q.getByRole('button', { name: t.save }));
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('Escape does not dismiss the modal banner (a choice is required)', () => {
    const m = mount({}, modal());
    m.ui.showBanner();
    fireEvent.keyDown(m.q.getByRole('dialog'), { key: 'Escape' });
    expect(m.q.getByRole('dialog')).toBeTruthy();
    expect(m.onDecide).not.toHaveBeenCalled();
  });

  it('non-blocking styles do not take focus from a field the visitor is in', () => {
    const before = document.createElement('input');
    document.body.append(before);
    before.focus();
    const m = mount({}, buildConfig({ display_style: 'tooltip' }));
    m.ui.showBanner();
    expect(document.activeElement).toBe(before);
    expect(m.root.activeElement).toBeNull();
  });
});

describe('keyboard: the non-modal banner first', () => {
  for (const display_style of ['stretch', 'banner', 'tooltip'] as const) {
    it(`${display_style}: takes focus when nothing has it, and gives it back to the body's start after a choice`, () => {
      const link = document.createElement('a');
      link.href = '/cart';
      document.body.append(link);
      const m = mount({}, buildConfig({ display_style }));
      m.ui.showBanner();
      const region = m.q.getByRole('region', { name: t.banner_label });
      expect(focused(m.root)).toBe(region);
      // the focus is on the region, not on a button: no answer is preselected for the visitor
      expect(region.tabIndex).toBe(-1);
      const accept = m.q.getByRole('button', { name: t.accept_all });
      accept.focus();
      fireEvent.click(accept);
      expect(m.onDecide).toHaveBeenCalledWith(expect.arrayContaining(['essential']), 'accept_all');
      expect(m.q.queryByRole('region')).toBeNull();
      expect(document.activeElement).toBe(document.body);
      // the next Tab starts at the top of the page, not after our host at the end of the body
      const sel = getSelection()!;
      expect(sel.anchorNode).toBe(document.body);
      expect(sel.anchorOffset).toBe(0);
    });
  }

  it('leaves focus alone when the page has an autofocus field about to take it', () => {
    const field = document.createElement('input');
    field.setAttribute('autofocus', '');
    document.body.append(field);
    const m = mount();
    m.ui.showBanner();
    expect(m.root.activeElement).toBeNull();
  });

  it('returns focus to the field the visitor tabbed from into the banner', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const m = mount();
    m.ui.showBanner();
    expect(document.activeElement).toBe(field);
    const decline = m.q.getByRole('button', { name: t.decline });
    decline.focus();
    fireEvent.click(decline);
    expect(document.activeElement).toBe(field);
  });

  it('a decision made by the page (API) while the visitor types elsewhere moves no focus', () => {
    const first = document.createElement('input');
    const second = document.createElement('input');
    document.body.append(first, second);
    first.focus();
    const m = mount();
    m.ui.showBanner();
    second.focus();
    m.ui.hide();
    expect(m.q.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(second);
  });

  it('never returns focus to an element the page removed meanwhile', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const m = mount();
    m.ui.showBanner();
    const accept = m.q.getByRole('button', { name: t.accept_all });
    accept.focus();
    field.remove();
    fireEvent.click(accept);
    expect(field.isConnected).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(getSelection()!.anchorNode).toBe(document.body);
  });
});

describe('floating preference button', () => {
  it('shows when enabled and no banner is open, named for screen readers, and opens the preference centre', () => {
    const m = mount();
    const button = m.q.getByRole('button', { name: t.pref_button });
    m.ui.showBanner();
    expect(m.q.queryByRole('button', { name: t.pref_button })).toBeNull();
    fireEvent.click(m.q.getByRole('button', { name: t.accept_all }));
    const again = m.q.getByRole('button', { name: t.pref_button });
    expect(again.classList).toContain('pb');
    expect(button.isConnected || again.isConnected).toBe(true);
    fireEvent.click(again);
    expect(m.q.getByRole('dialog', { name: t.pc_title })).toBeTruthy();
  });

  it('is absent when the region disables it', () => {
    const m = mount({ settings: regionSettings({ enable_cookie_preference_button: false }) });
    expect(m.q.queryByRole('button')).toBeNull();
  });
});
