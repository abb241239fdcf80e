// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addNotice } from '../../../../src/runtime/tcf/first-layer.ts';
import { placeNotice } from '../../../../src/runtime/tcf/place-notice.ts';
import { PACKS } from '../../../../src/service/texts/packs.ts';
import { TCF_LABELS_EN } from '../../../../src/shared/tcf-labels-en.ts';
import { noticeText } from '../../../../src/shared/tcf-notice.ts';

// The first layer's TCF notice: its text from a vendor list (the service's, written into the first-view script, and
// the chunk's, fetched), and its place in the banner, which the stub fills as the banner appears and the chunk corrects.
const fixture = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/tcf/vendor-list.json'), 'utf8'));
const list = (vendors: number[], more: object = {}) => ({
  ...fixture,
  vendors: Object.fromEntries(vendors.map((id) => [id, fixture.vendors[id]])),
  ...more,
});

describe('noticeText', () => {
  it('counts the vendors, then names the stacks, the purposes and the special features the first layer shows', () => {
    const text = noticeText(
      list([1, 2, 4], { firstLayer: { stacks: [1], purposes: [9], specialFeatures: [1] } }),
      TCF_LABELS_EN.notice,
    );
    expect(text).toBe(
      `We and our 3 vendors (IAB TCF) use your data for these purposes: ${fixture.stacks[1].name}; ${fixture.purposes[9].name}; ` +
        `${fixture.specialFeatures[1].name}.`,
    );
  });
  it('leaves out a deleted vendor, and without a first layer names the purposes the vendors use, each once', () => {
    const deleted = { ...fixture.vendors[4], deletedDate: '2026-01-01T00:00:00Z' };
    const text = noticeText(list([1, 2], { vendors: { 1: fixture.vendors[1], 2: fixture.vendors[2], 4: deleted } }), '{count}:');
    // Vendor 1: consent 1–4, legitimate interest 7; vendor 2: consent 1, legitimate interest 2, 8, 9.
    expect(text).toBe(`2: ${[1, 2, 3, 4, 7, 8, 9].map((id) => fixture.purposes[id].name).join('; ')}.`);
  });
});

describe('placeNotice', () => {
  const banner = () => {
    const root = document.createElement('div');
    root.innerHTML = '<section class="ui"><div class="tx"><h2>Cookies</h2><p id="bb">We use cookies.</p></div></section>';
    return root;
  };

  it("puts it once under the banner's body text, in the list's language", () => {
    const root = banner();
    placeNotice(root, 'Wir und unsere 3 Anbieter', { lang: 'de', dir: 'ltr' });
    placeNotice(root, 'Wir und unsere 3 Anbieter', { lang: 'de', dir: 'ltr' });
    const notes = root.querySelectorAll('.tx > p.tcf-n');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.previousElementSibling!.id).toBe('bb');
    expect(notes[0]!.textContent).toBe('Wir und unsere 3 Anbieter');
    expect([notes[0]!.getAttribute('lang'), notes[0]!.getAttribute('dir')]).toEqual(['de', 'ltr']);
  });

  it('corrects a text the list has changed since, and changes nothing when it is the same', async () => {
    const root = banner();
    placeNotice(root, 'We and our 3 vendors', { lang: 'en', dir: 'ltr' });
    const changes: MutationRecord[] = [];
    const seen = new MutationObserver((r) => changes.push(...r));
    seen.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    placeNotice(root, 'We and our 3 vendors', { lang: 'en', dir: 'ltr' });
    await Promise.resolve();
    expect(changes).toHaveLength(0);
    placeNotice(root, 'We and our 4 vendors', { lang: 'en', dir: 'ltr' });
    expect(root.querySelector('.tcf-n')!.textContent).toBe('We and our 4 vendors');
    seen.disconnect();
  });

  it('does nothing without the banner', () => {
    const root = document.createElement('div');
    placeNotice(root, 'We and our 3 vendors', { lang: 'en', dir: 'ltr' });
    expect(root.innerHTML).toBe('');
  });
});

describe('addNotice', () => {
  const shadow = () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<section class="ui"><div class="tx"><p>We use cookies.</p></div></section>';
    return root;
  };
  const answer = (more: object = {}) => ({
    ...list([1, 2, 4]),
    language: 'en',
    cmpId: 412,
    cmpVersion: 1,
    googleAtpIds: [],
    ...more,
  });

  it('ends the notice with a "Vendors (N)" link that opens the vendor list in one click, kept when the text is corrected', () => {
    const root = shadow();
    const opened: HTMLElement[] = [];
    // The stub's, from the script: an older list's text and count, and a link that does nothing yet.
    placeNotice(root, 'We and our 2 vendors, from the script', { lang: 'en', dir: 'ltr' }, 'Vendors (2)');
    addNotice(root, answer(), (from) => opened.push(from));
    addNotice(root, answer(), (from) => opened.push(from));
    const p = root.querySelector('.tcf-n')!;
    const links = p.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toBe('Vendors (3)');
    expect(p.textContent!.startsWith('We and our 3 vendors (IAB TCF) use your data')).toBe(true);
    const click = new MouseEvent('click', { cancelable: true });
    links[0]!.dispatchEvent(click);
    expect(opened).toEqual([links[0]]);
    expect(click.defaultPrevented).toBe(true);
  });

  it("opens the layer as the chunk comes for a click on the stub's link before it, and only once", () => {
    const root = shadow();
    const opened: HTMLElement[] = [];
    placeNotice(root, 'We and our 3 vendors', { lang: 'en', dir: 'ltr' }, 'Vendors (3)');
    const early = new MouseEvent('click', { cancelable: true });
    root.querySelector('a')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    addNotice(root, answer(), (from) => opened.push(from));
    addNotice(root, answer(), (from) => opened.push(from));
    expect(opened).toHaveLength(1);
  });

  it("speaks the banner's language where the IAB's texts are English: a Japanese banner, a Japanese notice", () => {
    const root = shadow();
    addNotice(root, answer({ labels: PACKS.ja.tcf, labelsLanguage: 'ja' }), () => {});
    const p = root.querySelector('.tcf-n')!;
    expect(p.getAttribute('lang')).toBe('ja');
    expect(p.textContent!.startsWith('当社および3社のベンダー（IAB TCF）は')).toBe(true);
    expect(p.querySelector('a')!.textContent).toBe('ベンダー（3）');
  });
});
