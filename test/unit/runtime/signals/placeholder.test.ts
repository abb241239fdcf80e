// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER, placeholder, providerOf } from '../../../../src/runtime/signals/placeholder.ts';
import { buildConfig } from '../../../fixtures/config.ts';
import { textsEn as t } from '../../../fixtures/texts-en.ts';
import { loadPage, resetPage } from '../harness.ts';

// The placeholder of a blocked iframe, and its "allow" that keeps an undecided banner
// (docs/decisions/runtime-ui.md#blocked-embeds).

afterEach(() => resetPage(true));

const frame = (attrs: Record<string, string>) => {
  const f = document.createElement('iframe');
  for (const [k, v] of Object.entries(attrs)) f.setAttribute(k, v);
  document.body.append(f);
  return f;
};
const config = (policy_url: string | null = 'https://shop.example/cookies') => buildConfig({ texts: t, policy_url });

describe('placeholder', () => {
  it('is a group named for the provider (the iframe host, www. dropped), says why, and offers a real button', () => {
    const onAllow = vi.fn();
    const f = frame({ 'data-service-src': 'https://www.youtube-nocookie.com/embed/x', width: '560', height: '315' });
    const box = placeholder(f, config(), ['social_networking'], onAllow);
    expect(box.className).toBe(PLACEHOLDER);
    expect(box.getAttribute('role')).toBe('group');
    expect(box.getAttribute('aria-label')).toBe('youtube-nocookie.com');
    expect(box.textContent).toContain(t.blocked_content.replace('{category}', t.cat_social_networking));
    const button = box.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe(t.allow_category.replace('{category}', t.cat_social_networking));
    button.click();
    expect(onAllow).toHaveBeenCalledWith(['social_networking']);
    // the iframe's size, so nothing shifts when it loads
    expect(box.style.width).toBe('560px');
    expect(box.style.minHeight).toBe('315px');
  });

  it("names the site owner's data-service-provider over the host", () => {
    const f = frame({ 'data-service-src': 'https://player.vimeo.com/video/1', 'data-service-provider': '  Vimeo ' });
    expect(providerOf(f)).toBe('Vimeo');
    expect(placeholder(f, config(), ['social_networking'], () => {}).getAttribute('aria-label')).toBe('Vimeo');
  });

  it('shows a hostile provider attribute as text: no element, no handler, cut to 80 characters', () => {
    const hostile = `<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>${'x'.repeat(100)}`;
    const f = frame({ 'data-service-src': 'https://a.example/', 'data-service-provider': hostile });
    const box = placeholder(f, config(), ['social_networking'], () => {});
    document.body.append(box);
    expect(box.querySelector('img, script')).toBeNull();
    expect(box.querySelector('strong')!.textContent).toBe(hostile.slice(0, 80));
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('has no provider line for a src that is not http(s) or not a URL', () => {
    for (const src of ['javascript:alert(1)', 'http://[bad']) {
      const f = frame({ 'data-service-src': src });
      expect(providerOf(f), src).toBe('');
      const box = placeholder(f, config(), ['analytics'], () => {});
      expect(box.hasAttribute('aria-label')).toBe(false);
      expect(box.querySelector('strong')).toBeNull();
    }
  });

  it("links the website's cookie policy in a new tab without opener, only when it is http(s)", () => {
    const f = frame({ 'data-service-src': 'https://a.example/' });
    const link = placeholder(f, config(), ['analytics'], () => {}).querySelector('a')!;
    expect(link.textContent).toBe(t.policy_link);
    expect(link.getAttribute('href')).toBe('https://shop.example/cookies');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', null]) {
      expect(placeholder(f, config(bad), ['analytics'], () => {}).querySelector('a'), String(bad)).toBeNull();
    }
  });
});

describe("the placeholder's allow in a page view", () => {
  const BODY =
    '<iframe data-service-src="https://video.example/embed" data-service-category="social_networking" title="Video"></iframe>';

  it('releases that embed only, stores and records a custom choice, and leaves the undecided banner open for the rest', async () => {
    const page = await loadPage({ config: buildConfig({ texts: t }), body: BODY });
    await page.ready;
    const frameEl = document.querySelector('iframe')!;
    await vi.waitFor(() => expect(frameEl.previousElementSibling?.className).toBe(PLACEHOLDER), { timeout: 2000 });
    const banner = () => document.querySelector('[data-service-consent]')!.shadowRoot!.querySelector('section');
    expect(banner()).not.toBeNull();
    (frameEl.previousElementSibling as HTMLElement).querySelector('button')!.click();
    await vi.waitFor(() => expect(frameEl.getAttribute('src')).toBe('https://video.example/embed'), { timeout: 2000 });
    expect(page.api.get()).toMatchObject({ granted: ['essential', 'social_networking'], method: 'custom' });
    expect(document.cookie).toMatch(/service_consent=1:es:custom:/);
    await vi.waitFor(() => expect(page.posted.at(-1)).toMatchObject({ method: 'custom', shown: 'none' }));
    // the banner stays, and its own choice still decides for the rest
    expect(banner()).not.toBeNull();
    const accept = [...banner()!.querySelectorAll('button')].find((b) => b.textContent === t.accept_all)!;
    accept.click();
    expect(banner()).toBeNull();
    expect(page.api.get()).toMatchObject({ method: 'accept_all' });
  });
});
