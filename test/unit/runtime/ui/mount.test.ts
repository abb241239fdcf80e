// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountUi } from '../../../../src/runtime/ui/index.ts';
import { bannerCss } from '../../../../src/service/theme/banner-css.ts';
import { resolveTheme } from '../../../../src/service/theme/resolve.ts';
import { buildConfig, regionSettings } from '../../../fixtures/config.ts';
import { LOADED, mount } from './setup.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Each stylesheet's text, from whichever way they were attached. */
function sheetsOf(root: ShadowRoot): string[] {
  const styles = [...root.querySelectorAll('style')];
  if (styles.length) return styles.map((s) => s.textContent!);
  return root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n'));
}
const cssOf = (root: ShadowRoot) => sheetsOf(root).join('\n');

describe('host and shadow root', () => {
  it('appends one host after body with an open shadow root, taking no space, above the page', () => {
    const page = document.createElement('main');
    document.body.append(page);
    const m = mount();
    expect(document.body.children).toHaveLength(1);
    expect(m.host.parentElement).toBe(document.documentElement);
    expect(m.host.previousElementSibling).toBe(document.body);
    expect(m.host.shadowRoot).toBe(m.root);
    expect(m.root.mode).toBe('open');
    // Pinned from inside the shadow tree, whose !important beats the page's; no inline style a
    // text-spacing check would flag (WCAG 1.4.12).
    expect(m.host.getAttribute('style')).toBeNull();
    const rule = m.root.adoptedStyleSheets[0]!.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).toBe(':host');
    for (const [prop, value] of [
      ['all', 'initial'],
      ['position', 'fixed'],
      ['width', '0px'],
      ['height', '0px'],
      ['z-index', '2147483647'],
    ]) {
      expect(rule.style.getPropertyValue(prop!), prop).toBe(value);
      expect(rule.style.getPropertyPriority(prop!), prop).toBe('important');
    }
  });

  it("uses constructable stylesheets (the banner's, then the second chunk's once loaded, once) and writes no <style> element and no style attribute", () => {
    const m = mount();
    m.ui.showBanner();
    m.ui.showPreferences();
    m.ui.hide();
    m.ui.showPreferences();
    expect(m.root.adoptedStyleSheets).toHaveLength(2);
    expect(m.root.querySelector('style')).toBeNull();
    // theme variables live in the config's stylesheet; no element carries a style attribute
    expect([...m.root.querySelectorAll('[style]')]).toEqual([]);
    expect(cssOf(m.root)).toContain('.banner');
  });

  it('falls back to a <style> with the snippet nonce where constructable stylesheets are missing', () => {
    vi.stubGlobal('CSSStyleSheet', () => {
      throw new TypeError('Illegal constructor');
    });
    const m = mount({ nonce: 'n0nc3' });
    const style = m.root.querySelector('style')!;
    expect(style.nonce || style.getAttribute('nonce')).toBe('n0nc3');
    expect(style.textContent).toContain('.banner{');
    expect(m.root.adoptedStyleSheets).toHaveLength(0);
  });

  /** A modal banner's UI, the chunk loaded: the banner and its focus target ('.modal') come from the main bundle. */
  const modalUi = () =>
    mountUi({
      config: buildConfig({ display_style: 'modal' }),
      region: 'eu',
      settings: regionSettings(),
      granted: ['essential'],
      gpc: false,
      chunk: LOADED,
      onDecide: () => {},
    });

  it('waits for the body when mounted from <head>: renders once the parser has made it, takes focus once the page is parsed and the banner painted', async () => {
    const body = document.body;
    document.documentElement.removeChild(body);
    expect(document.body).toBeNull();
    const ui = modalUi();
    ui.showBanner(); // asked before the body exists: shown once it does
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    document.documentElement.append(body);
    await Promise.resolve(); // the mutation observer's microtask
    const host = body.nextElementSibling!;
    const dialog = host.shadowRoot!.querySelector('[role=dialog]');
    expect(dialog).not.toBeNull();
    expect(host.shadowRoot!.activeElement).toBeNull();
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    // Not yet: focus would make the browser lay out the whole page before the banner's first paint.
    expect(host.shadowRoot!.activeElement).toBeNull();
    await new Promise((frame) => requestAnimationFrame(frame));
    await new Promise((task) => setTimeout(task));
    expect(host.shadowRoot!.activeElement).toBe(dialog);
    host.remove();
  });

  it('shown once the page is parsed but still loading, takes focus after a frame and a task, not at once', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      const ui = modalUi();
      ui.showBanner();
      const host = document.body.nextElementSibling!;
      const dialog = host.shadowRoot!.querySelector('[role=dialog]');
      expect(dialog).not.toBeNull();
      expect(host.shadowRoot!.activeElement).toBeNull();
      await new Promise((frame) => requestAnimationFrame(frame));
      await new Promise((task) => setTimeout(task));
      expect(host.shadowRoot!.activeElement).toBe(dialog);
      host.remove();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('sets the texts language on the UI', () => {
    const m = mount({}, buildConfig({ lang: 'de' }));
    expect(m.box.lang).toBe('de');
  });
});

describe("the config's stylesheet on the UI", () => {
  const withStyle = (css: unknown) => {
    vi.stubGlobal('CSSStyleSheet', undefined); // read the raw text from the <style> fallback
    const m = mount({}, buildConfig({ stylesheet: css } as never));
    m.ui.showBanner();
    return { m, text: sheetsOf(m.root)[0]! };
  };

  it.each(['black', 'navy_blue'] as const)('adds the composed %s stylesheet after the host reset', (preset) => {
    const composed = bannerCss(resolveTheme(preset, null), 'banner', 'bottom', 'standard');
    const { text } = withStyle(composed);
    expect(text.startsWith(':host{')).toBe(true);
    expect(text.endsWith(composed)).toBe(true);
  });

  // The check that refuses a hostile stylesheet runs in the service and the fetching runtime, before the UI:
  // test/unit/shared/stylesheet.test.ts.
});

describe('stylesheet rules that matter for accessibility and layout', () => {
  /** The banner's stylesheet and the preference centre's, as raw text. */
  const sheets = () => {
    vi.stubGlobal('CSSStyleSheet', undefined); // read the raw text from the <style> fallback
    const m = mount();
    m.ui.showPreferences();
    const texts = sheetsOf(m.root);
    expect(texts).toHaveLength(2);
    return texts;
  };
  const css = () => sheets().join('\n');

  it('animates only when the visitor has not asked for reduced motion, in each stylesheet', () => {
    for (const text of sheets()) {
      const guarded = text.indexOf('@media (prefers-reduced-motion:no-preference)');
      expect(guarded).toBeGreaterThan(-1);
      for (const m of text.matchAll(/animation|transition/g)) expect(m.index).toBeGreaterThan(guarded);
    }
  });

  it('shows a focus ring for keyboard focus', () => {
    expect(css()).toMatch(/:focus\{outline:3px solid var\(--focus\)/);
  });

  it('keeps fixed content inside the iOS safe area on every edge', () => {
    const text = css();
    for (const edge of ['top', 'right', 'bottom', 'left']) expect(text).toContain(`env(safe-area-inset-${edge})`);
  });

  it('lets content scroll within the viewport and buttons wrap', () => {
    const text = css();
    expect(text).toMatch(/\.ui\{[^}]*max-height:[^}]*overflow:auto/);
    expect(text).toMatch(/\.a\{[^}]*flex-wrap:wrap/);
  });
});
