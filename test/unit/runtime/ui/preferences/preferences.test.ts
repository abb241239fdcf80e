// @vitest-environment happy-dom

import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../../../../fixtures/config.ts';
import { textsEn as t } from '../../../../fixtures/texts-en.ts';
import { focused, mount } from '../setup.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function open(over: Parameters<typeof mount>[0] = {}, config = buildConfig()) {
  const m = mount(over, config);
  m.ui.showPreferences();
  return { ...m, dialog: m.q.getByRole('dialog', { name: t.pc_title }) };
}

describe('preference centre', () => {
  it('is a modal dialog labelled by its title and described by its body, and takes focus', () => {
    const m = open();
    expect(m.dialog.getAttribute('aria-modal')).toBe('true');
    expect(m.dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(m.root.getElementById(m.dialog.getAttribute('aria-describedby')!)!.textContent).toBe(t.pc_body);
    expect(focused(m.root)).toBe(m.dialog);
  });

  it('lists the categories in config order, essential locked on, unclassified without a toggle', () => {
    const m = open();
    expect(m.q.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      t.cat_essential,
      t.cat_analytics,
      t.cat_advertising,
      t.cat_unclassified,
    ]);
    const switches = m.q.getAllByRole('switch');
    expect(switches).toHaveLength(3);
    const essential = m.q.getByRole('switch', { name: t.cat_essential }) as HTMLInputElement;
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    expect(m.q.getByText(t.always_on)).toBeTruthy();
    expect(m.q.queryByRole('switch', { name: t.cat_unclassified })).toBeNull();
  });

  it('names each toggle by its category and describes it by the category description', () => {
    const m = open();
    for (const [name, desc] of [
      [t.cat_analytics, t.cat_analytics_desc],
      [t.cat_advertising, t.cat_advertising_desc],
    ] as const) {
      const sw = m.q.getByRole('switch', { name, description: desc }) as HTMLInputElement;
      expect(sw.type).toBe('checkbox');
      expect(sw.disabled).toBe(false);
    }
  });

  it('presets the toggles from the granted categories', () => {
    const m = open({ granted: ['essential', 'advertising'] });
    expect((m.q.getByRole('switch', { name: t.cat_analytics }) as HTMLInputElement).checked).toBe(false);
    expect((m.q.getByRole('switch', { name: t.cat_advertising }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['nothing toggled', [], ['essential']],
    ['analytics on', [0], ['essential', 'analytics']],
    ['both on', [0, 1], ['essential', 'analytics', 'advertising']],
    ['analytics on then off again', [0, 0], ['essential']],
  ] as const)('save with %s decides that set', (_what, clicks, expected) => {
    const m = open();
    const toggles = [m.q.getByRole('switch', { name: t.cat_analytics }), m.q.getByRole('switch', { name: t.cat_advertising })];
    for (const i of clicks) fireEvent.click(toggles[i]!);
    fireEvent.click(m.q.getByRole('button', { name: t.save }));
    expect(m.onDecide).toHaveBeenCalledTimes(1);
    expect(m.onDecide).toHaveBeenCalledWith(expected, 'custom');
    expect(m.q.queryByRole('dialog')).toBeNull();
  });

  it('a toggle switched off from a granted state is saved off', () => {
    const m = open({ granted: ['essential', 'analytics', 'advertising'] });
    fireEvent.click(m.q.getByRole('switch', { name: t.cat_advertising }));
    fireEvent.click(m.q.getByRole('button', { name: t.save }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential', 'analytics'], 'custom');
  });

  it('the locked essential switch cannot be turned off', () => {
    const m = open();
    fireEvent.click(m.q.getByRole('switch', { name: t.cat_essential }));
    expect((m.q.getByRole('switch', { name: t.cat_essential }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(m.q.getByRole('button', { name: t.save }));
    expect(m.onDecide).toHaveBeenCalledWith(['essential'], 'custom');
  });

  it('accept all and decline all decide from the preference centre', () => {
    let m = open();
    fireEvent.click(m.q.getByRole('button', { name: t.accept_all }));
    expect(m.onDecide).toHaveBeenLastCalledWith(['essential', 'analytics', 'advertising', 'unclassified'], 'accept_all');
    document.body.innerHTML = '';
    m = open({ granted: ['essential', 'analytics'] });
    fireEvent.click(m.q.getByRole('button', { name: t.decline_all }));
    expect(m.onDecide).toHaveBeenLastCalledWith(['essential'], 'decline');
  });

  it('unsaved toggles are forgotten when it is closed and opened again', () => {
    const m = open();
    fireEvent.click(m.q.getByRole('switch', { name: t.cat_analytics }));
    fireEvent.keyDown(m.dialog, { key: 'Escape' });
    m.ui.showPreferences();
    expect((m.q.getByRole('switch', { name: t.cat_analytics }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('preference centre keyboard', () => {
  it('Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    const m = open();
    const stops = [...m.dialog.querySelectorAll<HTMLElement>('button, input:not([disabled]), summary, a[href]')];
    const first = stops[0]!,
      last = stops[stops.length - 1]!;
    expect(first.getAttribute('aria-label')).toBe(t.close);
    expect(last.textContent).toBe(t.save);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(focused(m.root)).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(focused(m.root)).toBe(last);
    // from the dialog itself (where focus starts), Shift+Tab stays inside too
    m.dialog.focus();
    fireEvent.keyDown(m.dialog, { key: 'Tab', shiftKey: true });
    expect(focused(m.root)).toBe(last);
  });

  it('after a click on the backdrop, Tab and Escape still work', () => {
    const m = open();
    const backdrop = m.dialog.parentElement!;
    expect(backdrop.classList).toContain('bd');
    backdrop.focus(); // what a click on it does: it is focusable with tabindex -1
    expect(focused(m.root)).toBe(backdrop);
    fireEvent.keyDown(backdrop, { key: 'Tab' });
    expect(focused(m.root)).toBe(m.q.getByRole('button', { name: t.close }));
    backdrop.focus();
    fireEvent.keyDown(backdrop, { key: 'Escape' });
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(m.onDecide).not.toHaveBeenCalled();
  });

  it('a switch toggles with the keyboard (Space clicks a checkbox)', () => {
    const m = open();
    const sw = m.q.getByRole('switch', { name: t.cat_analytics }) as HTMLInputElement;
    sw.focus();
    sw.click(); // what the browser does for Space on a focused checkbox
    expect((m.q.getByRole('switch', { name: t.cat_analytics }) as HTMLInputElement).checked).toBe(true);
  });

  it('Escape closes it without deciding and returns focus to the page element that opened it', () => {
    const opener = document.createElement('button');
    opener.className = 'service-display-preferences';
    document.body.append(opener);
    opener.focus();
    const m = open();
    fireEvent.keyDown(focused(m.root)!, { key: 'Escape' });
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(m.onDecide).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it without deciding', () => {
    const m = open();
    fireEvent.click(m.q.getByRole('button', { name: t.close }));
    expect(m.q.queryByRole('dialog')).toBeNull();
    expect(m.onDecide).not.toHaveBeenCalled();
  });

  it('opened from the banner, Escape returns focus to the banner’s preferences button', () => {
    const m = mount();
    m.ui.showBanner();
    const prefs = m.q.getByRole('button', { name: t.preferences });
    prefs.focus();
    fireEvent.click(prefs);
    expect(focused(m.root)).toBe(m.q.getByRole('dialog'));
    fireEvent.keyDown(m.q.getByRole('dialog'), { key: 'Escape' });
    expect(focused(m.root)).toBe(m.q.getByRole('button', { name: t.preferences }));
  });

  it('hides the banner while it is open, the same element, shown again once it closes', () => {
    const m = mount();
    m.ui.showBanner();
    const banner = m.box.querySelector<HTMLElement>('.ui')!;
    fireEvent.click(m.q.getByRole('button', { name: t.preferences }));
    expect(banner.style.display).toBe('none');
    expect(m.box.firstElementChild!.querySelector('.pc')).not.toBeNull(); // the centre comes before the banner
    fireEvent.click(m.q.getByRole('button', { name: t.close }));
    expect(m.box.querySelector('.ui:not(.pc)')).toBe(banner);
    expect(banner.style.display).toBe('');
  });

  it('opened from the floating button, a decision returns focus to it', () => {
    const m = mount();
    const fab = m.q.getByRole('button', { name: t.pref_button });
    fab.focus();
    fireEvent.click(fab);
    fireEvent.click(m.q.getByRole('button', { name: t.save }));
    expect(focused(m.root)).toBe(m.q.getByRole('button', { name: t.pref_button }));
  });
});

describe('Global Privacy Control note', () => {
  it('is shown when GPC was honoured', () => {
    const m = open({ gpc: true });
    expect(m.q.getByRole('note').textContent).toBe(t.gpc_honoured);
  });

  it('is absent otherwise, and appears after update()', () => {
    const m = open({ gpc: false });
    expect(m.q.queryByText(t.gpc_honoured)).toBeNull();
    m.ui.update(['essential', 'analytics'], true);
    expect(m.q.getByText(t.gpc_honoured)).toBeTruthy();
  });

  it('update() presets the toggles next time the centre opens', () => {
    const m = mount();
    m.ui.update(['essential', 'advertising'], false);
    m.ui.showPreferences();
    expect((m.q.getByRole('switch', { name: t.cat_advertising }) as HTMLInputElement).checked).toBe(true);
    expect((m.q.getByRole('switch', { name: t.cat_analytics }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('texts the config guard lets be missing', () => {
  it('render as nothing: banner and preference centre open, nothing throws, decisions still work', async () => {
    const { REQUIRED_TEXTS } = await import('../../../../../src/runtime/config/guard.ts');
    // With its title: a config without it waits for the cookies answer's texts (preferences-on-demand.test.ts).
    const texts = Object.fromEntries(
      Object.entries(t).filter(([k]) => REQUIRED_TEXTS.includes(k) || k === 'pc_title'),
    ) as typeof t;
    const m = mount({}, { ...buildConfig(), texts });
    expect(() => m.ui.showBanner()).not.toThrow();
    expect(() => m.ui.showPreferences()).not.toThrow();
    const dialog = m.q.getByRole('dialog');
    expect(dialog.querySelectorAll('[role=switch]')).toHaveLength(3);
    expect(dialog.textContent).not.toContain('undefined');
    fireEvent.click(dialog.querySelector<HTMLElement>('.a .s')!); // save, unnamed without its text
    expect(m.onDecide).toHaveBeenCalledWith(['essential'], 'custom');
  });
});
