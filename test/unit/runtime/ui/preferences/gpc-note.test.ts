// @vitest-environment happy-dom
// The note shown where Global Privacy Control was honoured (ui/preferences/GpcNote.tsx): it closes with its button,
// for good where the page's storage works and for the page view where it is blocked, without a throw.

import { fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GPC_NOTE_KEY } from '../../../../../src/shared/storage-names.ts';
import { buildConfig } from '../../../../fixtures/config.ts';
import { textsEn as t } from '../../../../fixtures/texts-en.ts';

const NOTE = 'Global Privacy Control honored.';
const config = () => buildConfig({ texts: { ...t, gpc_note: NOTE } });

/** A page view: the chunk's module state is a page's, so each mount gets fresh modules. */
async function pageView() {
  vi.resetModules();
  const { mount } = await import('../setup.ts');
  return mount({ gpc: true }, config());
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the GPC note', () => {
  it('closes with its button, which names itself, and focus goes to the floating button; closed on the next page view', async () => {
    let m = await pageView();
    const button = m.q.getByRole('button', { name: t.pref_button });
    expect(button.getAttribute('aria-describedby')).toBe('pg');
    const close = m.q.getByRole('button', { name: t.close });
    close.focus();
    fireEvent.click(close);
    expect(m.q.queryByText(NOTE)).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(m.root.activeElement).toBe(button);
    expect(localStorage.getItem(GPC_NOTE_KEY)).toBe('1');
    m = await pageView();
    expect(m.q.queryByText(NOTE)).toBeNull();
    expect(m.q.getByRole('button', { name: t.pref_button })).toBeTruthy();
  });

  it('with storage blocked: closes for the page view and throws nothing', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const m = await pageView();
    expect(m.q.getByText(NOTE)).toBeTruthy();
    expect(() => fireEvent.click(m.q.getByRole('button', { name: t.close }))).not.toThrow();
    expect(m.q.queryByText(NOTE)).toBeNull();
    m.ui.update(['essential'], true);
    expect(m.q.queryByText(NOTE)).toBeNull();
  });
});
