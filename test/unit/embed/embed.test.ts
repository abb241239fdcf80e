// @vitest-environment happy-dom
import nodeConsole from 'node:console';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const APP = 'https://app.example';
const ID = '3f2b8c1e-9a4d-4e6f-8b21-0c7d5e9a1b23';
const ID2 = 'a1b2c3d4-e5f6-4a1b-8c2d-3e4f5a6b7c8d';
const GUARD = '__serviceEmbed';
const tick = () => new Promise((r) => setTimeout(r, 0));

/** Runs the embed module as the browser would: `document.currentScript` is its own `<script src>`. */
async function loadEmbed(src: string | null) {
  const script = src === null ? null : Object.assign(document.createElement('script'), { src });
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('../../../src/embed/index.ts');
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
}

/** happy-dom loads no iframe pages: give each frame a window object so that `event.source` can name it. */
function frameWindow(f: HTMLIFrameElement) {
  const win = {} as Window;
  Object.defineProperty(f, 'contentWindow', { value: win, configurable: true });
  return win;
}
const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
const placeholder = (attrs: string) => {
  document.body.insertAdjacentHTML('beforeend', `<div ${attrs}></div>`);
};

beforeAll(async () => {
  // happy-dom loads no iframe pages and says so on the console it was created with, for every frame.
  const print = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!/Iframe page loading is disabled/.test(String(args[0]))) print(...args);
  });
  document.documentElement.lang = '';
  placeholder(`name="service-embed" data-id="${ID}"`);
  placeholder(`data-name="service-embed" data-id="${ID2}"`);
  await loadEmbed(`${APP}/embed-policy.min.js?v=3`);
});
beforeEach(() => {
  document.documentElement.lang = '';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('embed-policy', () => {
  it('replaces the placeholders present at load (name and data-name) with a titled, lazy iframe of the policy', () => {
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames).toHaveLength(2);
    expect(document.querySelectorAll('div[data-id]')).toHaveLength(0);
    expect(frames.map((f) => f.getAttribute('src'))).toEqual([`${APP}/policies/${ID}`, `${APP}/policies/${ID2}`]);
    for (const f of frames) {
      expect(f.title).toBe('Cookie policy');
      expect(f.getAttribute('loading')).toBe('lazy');
      expect(f.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
      expect(f.style.width).toBe('100%');
      expect(f.style.borderWidth || f.style.border).toMatch(/^0/);
    }
  });

  it('replaces placeholders added later, in the host page language', async () => {
    document.documentElement.lang = 'de-DE';
    placeholder(`name="service-embed" data-id="doc_${ID}" data-title="Cookie-Richtlinie"`);
    placeholder(`name="service-embed" data-id="${ID2}" data-lang="fr"`);
    await tick();
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames.map((f) => f.getAttribute('src'))).toEqual([
      `${APP}/policies/${ID}?lang=de-de`,
      `${APP}/policies/${ID2}?lang=fr`,
    ]);
    expect(frames[0]!.title).toBe('Cookie-Richtlinie');
  });

  it('shows a short message and a link instead of a frame for an invalid id', async () => {
    placeholder(`name="service-embed" data-id="../../admin&x=&quot;"`);
    placeholder(`name="service-embed" data-id=""`);
    await tick();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    const links = [...document.querySelectorAll('p > a')] as HTMLAnchorElement[];
    expect(links).toHaveLength(2);
    expect(links[0]!.href.startsWith(`${APP}/policies/`)).toBe(true);
    expect(links[0]!.href).not.toContain('../');
    expect(links[0]!.rel).toBe('noopener');
    expect(links[0]!.parentElement!.textContent).toMatch(/could not be shown/);
  });

  it('leaves other divs alone', async () => {
    placeholder(`name="other" data-id="${ID}"`);
    placeholder(`name="service-embed"`);
    await tick();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(document.querySelectorAll('div')).toHaveLength(2);
  });

  describe('messages', () => {
    let frame: HTMLIFrameElement;
    let win: Window;
    beforeEach(async () => {
      document.body.innerHTML = '';
      placeholder(`name="service-embed" data-id="${ID}"`);
      await tick();
      frame = document.querySelector('iframe')!;
      win = frameWindow(frame);
    });

    it('sizes the frame from its own height message, clamped', () => {
      post({ type: 'service-embed:height', height: 812.4 }, APP, win);
      expect(frame.style.height).toBe('813px');
      post({ type: 'service-embed:height', height: 1e9 }, APP, win);
      expect(frame.style.height).toBe('100000px');
    });

    it('ignores a message from another origin', () => {
      post({ type: 'service-embed:height', height: 900 }, 'https://evil.example', win);
      expect(frame.style.height).toBe('480px');
    });

    it('ignores a message from the right origin but another window', () => {
      post({ type: 'service-embed:height', height: 900 }, APP, {});
      post({ type: 'service-embed:height', height: 900 }, APP, null);
      post({ type: 'service-embed:height', height: 900 }, APP, window);
      expect(frame.style.height).toBe('480px');
    });

    it('ignores malformed data', () => {
      for (const data of [
        null,
        'service-embed:height',
        42,
        { type: 'service-embed:height' },
        { type: 'service-embed:height', height: -5 },
        { type: 'service-embed:height', height: 'x' },
        { type: 'other', height: 900 },
      ]) {
        expect(() => post(data, APP, win)).not.toThrow();
      }
      expect(frame.style.height).toBe('480px');
    });

    it('swaps a missing document for a message with a link', () => {
      post({ type: 'service-embed:missing' }, 'https://evil.example', win);
      expect(document.querySelector('iframe')).not.toBeNull();
      post({ type: 'service-embed:missing' }, APP, win);
      expect(document.querySelector('iframe')).toBeNull();
      expect((document.querySelector('p > a') as HTMLAnchorElement).href).toBe(`${APP}/policies/${ID}`);
    });

    it('without a runtime on the page: frames without the control, and a preferences message does nothing', () => {
      expect(frame.getAttribute('src')).not.toContain('runtime=');
      const onClick = vi.fn();
      document.addEventListener('click', onClick);
      expect(() => post({ type: 'service-embed:preferences' }, APP, win)).not.toThrow();
      expect(onClick).not.toHaveBeenCalled();
      document.removeEventListener('click', onClick);
    });
  });

  it('changes nothing when loaded twice', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    await loadEmbed(`https://other.example/embed-policy.min.js`);
    expect(listen).not.toHaveBeenCalled();
    expect(observe).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    placeholder(`name="service-embed" data-id="${ID}"`);
    await tick();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(`${APP}/policies/${ID}`);
    listen.mockRestore();
    observe.mockRestore();
  });

  it('does nothing, and throws nothing, without its own script src', async () => {
    const w = window as unknown as Record<string, unknown>;
    delete w[GUARD];
    const listen = vi.spyOn(window, 'addEventListener');
    await expect(loadEmbed(null)).resolves.toBeUndefined();
    expect(listen).not.toHaveBeenCalled();
    expect(w[GUARD]).toBeUndefined();
    listen.mockRestore();
    w[GUARD] = 1;
  });
});
