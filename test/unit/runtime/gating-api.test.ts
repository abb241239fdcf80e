// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableJavaScriptEvaluation": true, "suppressInsecureJavaScriptEnvironmentWarning": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../fixtures/config.ts';
import { loadPage, resetPage, tick } from './harness.ts';

const eu = buildConfig();
/** The queue stub as docs/runtime.md tells site owners to paste it: the test runs the documented text, not a copy. */
const documentedStub = () => {
  const stub = /<script>(window\.ServiceConsent=[^<]+)<\/script>/.exec(readFileSync('docs/runtime.md', 'utf8'))?.[1];
  if (!stub) throw new Error('docs/runtime.md no longer shows the queue stub in a <script> tag');
  return stub;
};
const order = () => (window as unknown as { order?: string[] }).order || [];
const until = (fn: () => boolean) => vi.waitFor(() => expect(fn()).toBe(true), { timeout: 2000, interval: 5 });
/** Clicks the banner's Accept all in the runtime's shadow root, once it is there. */
async function clickAcceptAll(): Promise<void> {
  const buttons = () => {
    const root = Array.from(document.documentElement.children).find((el) => el.shadowRoot)?.shadowRoot;
    return root ? Array.from(root.querySelectorAll('button')) : [];
  };
  await until(() => buttons().some((b) => b.textContent === 'Accept all'));
  buttons()
    .find((b) => b.textContent === 'Accept all')!
    .click();
}

beforeEach(() => resetPage(true));
afterEach(() => vi.unstubAllGlobals());

const BODY = `
<script type="text/plain" data-service-category="analytics">(window.order = window.order || []).push('a1')</script>
<script type="text/plain" data-service-category="advertising">(window.order = window.order || []).push('ad')</script>
<script type="text/plain" data-service-category="analytics;">(window.order = window.order || []).push('a2')</script>
<script type="text/plain" data-service-category="analytics advertising">(window.order = window.order || []).push('both')</script>
<iframe data-service-src="https://video.example/embed" data-service-category="social_networking" width="560" height="315" title="Video"></iframe>`;

describe('gating', () => {
  it('runs nothing before consent; then exactly the granted scripts, in document order, with the nonce', async () => {
    const page = await loadPage({ config: eu, body: BODY, attrs: {} });
    await page.ready;
    await tick();
    expect(order()).toEqual([]);
    page.api.set(['analytics']);
    await until(() => order().length === 2);
    expect(order()).toEqual(['a1', 'a2']);
    page.api.set(['analytics', 'advertising']);
    await until(() => order().length === 4);
    expect(order()).toEqual(['a1', 'a2', 'ad', 'both']);
  });

  it('gates scripts added later, in the order they were added', async () => {
    const page = await loadPage({ config: eu });
    await page.ready;
    page.api.set(['analytics']);
    await tick();
    const add = (text: string, cat = 'analytics') => {
      const s = document.createElement('script');
      s.type = 'text/plain';
      s.setAttribute('data-service-category', cat);
      s.text = `(window.order = window.order || []).push('${text}')`;
      document.body.append(s);
    };
    add('late1');
    add('blocked', 'advertising');
    add('late2');
    await until(() => order().length === 2);
    await tick();
    expect(order()).toEqual(['late1', 'late2']);
  });

  it('waits for an external script to load (or fail) before running the next one', async () => {
    const page = await loadPage({
      config: eu,
      body: `
      <script type="text/plain" data-service-category="analytics" src="https://cdn.invalid/lib.js"></script>
      <script type="text/plain" data-service-category="analytics">(window.order = window.order || []).push('after')</script>`,
    });
    await page.ready;
    const done = (e: Event) =>
      (e.target as Element).tagName === 'SCRIPT' &&
      ((window as unknown as { order: string[] }).order ||= []).push(`external ${e.type}`);
    document.addEventListener('load', done, true);
    document.addEventListener('error', done, true);
    try {
      page.api.set(['analytics']);
      await until(() => order().length === 2);
      expect(order()).toEqual([expect.stringMatching(/^external (load|error)$/), 'after']);
      expect(document.querySelector<HTMLScriptElement>('script[src="https://cdn.invalid/lib.js"]')!.async).toBe(false);
    } finally {
      document.removeEventListener('load', done, true);
      document.removeEventListener('error', done, true);
    }
  });

  it("copies the snippet's nonce to re-created scripts (CSP with nonces)", async () => {
    const page = await loadPage({
      config: eu,
      attrs: { nonce: 'n0nce' },
      body: '<script type="text/plain" data-service-category="analytics" id="g">1</script>',
    });
    await page.ready;
    page.api.set(['analytics']);
    await until(() => !document.querySelector('script[type="text/plain"]'));
    expect(document.querySelector<HTMLScriptElement>('#g')!.nonce).toBe('n0nce');
  });

  it('a blocked iframe shows a placeholder whose button grants its category (method custom), then loads', async () => {
    const page = await loadPage({ config: eu, body: BODY });
    await page.ready;
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBeNull();
    // Gating lives in the second chunk, which the runtime loads once it sees gated content.
    await until(() => frame.previousElementSibling?.className === 'service-placeholder');
    const ph = frame.previousElementSibling as HTMLElement;
    expect(ph.className).toBe('service-placeholder');
    expect(ph.textContent).toContain('This content is blocked until you allow');
    expect(frame.style.display).toBe('none');
    const button = ph.querySelector('button')!;
    expect(button.textContent).toMatch(/^Allow .+ cookies$/);
    button.click();
    await until(() => frame.getAttribute('src') === 'https://video.example/embed');
    expect(frame.previousElementSibling?.className).not.toBe('service-placeholder');
    expect(page.api.get()).toMatchObject({ granted: ['essential', 'social_networking'], method: 'custom' });
    await tick();
    expect(page.posted.at(-1)).toMatchObject({ method: 'custom', shown: 'none' });
  });

  it('withdrawal stops future activations and says a reload is needed', async () => {
    const page = await loadPage({ config: eu });
    await page.ready;
    page.api.set(['analytics']);
    const changes: unknown[] = [];
    page.api.on('change', (s) => changes.push(s));
    expect(page.api.withdraw()).toEqual({ reloadNeeded: true });
    expect(changes).toEqual([expect.objectContaining({ method: 'withdraw', granted: ['essential'], reloadNeeded: true })]);
    const s = document.createElement('script');
    s.type = 'text/plain';
    s.setAttribute('data-service-category', 'analytics');
    s.text = "(window.order = window.order || []).push('after-withdraw')";
    document.body.append(s);
    await tick();
    await tick();
    expect(order()).toEqual([]);
    expect(page.api.withdraw()).toEqual({ reloadNeeded: false });
  });
});

describe('public API', () => {
  it('replays calls queued by the stub before the script loaded, in order', async () => {
    const seen: unknown[] = [];
    const page = await loadPage({
      config: eu,
      before: () => {
        // The documented stub one-liner, exactly.
        new Function(documentedStub())();
        const w = window as unknown as { ServiceConsent: (...args: unknown[]) => unknown };
        w.ServiceConsent('on', 'change', (s: unknown) => seen.push(s));
        w.ServiceConsent('set', ['analytics']);
      },
    });
    await page.ready;
    expect(seen).toEqual([expect.objectContaining({ granted: ['essential', 'analytics'], method: 'api' })]);
    expect(page.api.loaded).toBe(true);
    // The command form keeps working after load.
    expect(page.api('get')).toMatchObject({ method: 'api' });
  });

  it('dispatches a DOM CustomEvent on document after every decision', async () => {
    const page = await loadPage({ config: eu });
    await page.ready;
    const got: CustomEvent[] = [];
    document.addEventListener('service-consent:change', (e) => got.push(e as CustomEvent));
    page.api.set(['advertising']);
    expect(got).toHaveLength(1);
    expect(got[0]!.detail).toMatchObject({
      granted: ['essential', 'advertising'],
      method: 'api',
      region: 'eu',
      gpc: false,
      reloadNeeded: false,
    });
  });

  it('a failing listener does not stop the others nor reach the page', async () => {
    const page = await loadPage({ config: eu });
    await page.ready;
    const ok = vi.fn();
    page.api.on('change', () => {
      throw new Error('site bug');
    });
    page.api.on('change', ok);
    expect(() => page.api.set(['analytics'])).not.toThrow();
    expect(ok).toHaveBeenCalledOnce();
  });

  it('unsubscribes', async () => {
    const page = await loadPage({ config: eu });
    await page.ready;
    const fn = vi.fn();
    const off = page.api.on('change', fn);
    off();
    page.api.set(['analytics']);
    expect(fn).not.toHaveBeenCalled();
  });

  it('.service-display-preferences elements, present or added later, open the preference centre; also with enable_banner false', async () => {
    const cfg = buildConfig({ regions: { eu: { ...eu.regions.eu!, enable_banner: false } } });
    const page = await loadPage({
      config: cfg,
      body: '<button type="button" class="service-display-preferences">Cookie preferences</button>',
    });
    await page.ready;
    const host = () => Array.from(document.documentElement.children).find((el) => el.shadowRoot)?.shadowRoot;
    await tick();
    expect(host()?.querySelector('[role="dialog"], .pc') ?? null).toBeNull();
    document.querySelector<HTMLButtonElement>('.service-display-preferences')!.click();
    await until(() => !!host()?.querySelector('.pc'));
  });

  it('accept all grants the categories the website has in their order, essential always, never unclassified', async () => {
    const [essential, ...others] = eu.categories;
    const page = await loadPage({ config: buildConfig({ categories: [...others.reverse(), essential!] }) });
    await page.ready;
    await clickAcceptAll();
    expect(page.api.get()).toMatchObject({ granted: ['essential', 'analytics', 'advertising'], method: 'accept_all' });
    await tick();
    expect(page.posted).toEqual([expect.objectContaining({ granted: ['essential', 'analytics', 'advertising'] })]);
  });

  it('a decision from the UI is stored, signalled and recorded with what was shown', async () => {
    const page = await loadPage({ config: eu });
    await page.ready;
    await clickAcceptAll();
    expect(page.api.get()).toMatchObject({ granted: ['essential', 'analytics', 'advertising'], method: 'accept_all' });
    expect(document.cookie).toMatch(/service_consent=1:ead:accept_all:/);
    await tick();
    expect(page.posted).toEqual([expect.objectContaining({ method: 'accept_all', shown: 'banner' })]);
  });
});
